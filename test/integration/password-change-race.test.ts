/**
 * Changing a password while sign-ins race it: no token issued with the old password outlives
 * the change, and of two changes from the same old password one wins. In a file of its own: the
 * race sends up to 300 sign-ins, which the login rate limit counts (on PostgreSQL its count is
 * kept in the database, which the other dashboard files' tests would then share). The app's
 * rate limits are raised above what the race sends: a 429 would hide what the test looks for.
 */
import { describe, expect, it } from "vitest";
import {
  adminToken,
  bearer,
  signIn,
  call,
  addUser,
  setUpDashboardApi,
} from "./dashboard-api-setup";

setUpDashboardApi({
  RATE_LIMIT_BURST: "2000",
  RATE_LIMIT_PER_MINUTE: "6000",
  LOGIN_RATE_LIMIT_PER_MINUTE: "2000",
});

describe("own account, changed while signing in", () => {
  it("no sign-in with the old password outlives a change, however they interleave", async () => {
    const u = await addUser(adminToken, "race@acme.example", "member");
    const first = await signIn(u.email, u.initial_password);
    const change = call("PUT", "/api/v1/users/me/password", bearer(first), {
      current_password: u.initial_password,
      new_password: "a newer password",
    });
    let changed = false;
    void change.finally(() => (changed = true));
    // Sign-ins with the old password, one every few milliseconds until the change answers: some
    // read the old password before the change is stored and would issue their token after it.
    const signIns = [];
    while (!changed && signIns.length < 300) {
      signIns.push(
        call("POST", "/api/v1/auth/token", {}, { username: u.email, password: u.initial_password }),
      );
      await new Promise((r) => setTimeout(r, 4));
    }
    expect((await change).status).toBe(204);
    const answers = await Promise.all(signIns);
    // Each sign-in either issued a token or was refused as a wrong password: nothing else.
    expect(answers.filter((r) => r.status !== 200 && r.status !== 401)).toEqual([]);
    const tokens = answers
      .filter((r) => r.status === 200)
      .map((r) => r.body.access_token as string);
    const statuses = [];
    for (const token of tokens) {
      statuses.push((await call("GET", "/api/v1/users/me", bearer(token))).status);
    }
    // Every token issued with the old password is refused now, not merely "not 200".
    expect(statuses.filter((s) => s !== 401)).toEqual([]);
    expect((await call("GET", "/api/v1/users/me", bearer(first))).status).toBe(200);
  });

  it("two changes from the same old password: one wins, the other is 422", async () => {
    const u = await addUser(adminToken, "twice@acme.example", "member");
    const token = await signIn(u.email, u.initial_password);
    const [a, b] = await Promise.all(
      ["first new password", "second new password"].map((next) =>
        call("PUT", "/api/v1/users/me/password", bearer(token), {
          current_password: u.initial_password,
          new_password: next,
        }),
      ),
    );
    expect([a!.status, b!.status].sort()).toEqual([204, 422]);
    const winner = a!.status === 204 ? "first new password" : "second new password";
    const loser = a!.status === 204 ? "second new password" : "first new password";
    await signIn(u.email, winner);
    const refused = await call(
      "POST",
      "/api/v1/auth/token",
      {},
      { username: u.email, password: loser },
    );
    expect(refused.status).toBe(401);
  });
});
