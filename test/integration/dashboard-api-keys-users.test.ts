/**
 * The dashboard's API: API keys, users and roles, the last admin, own account (password,
 * sign-out), and the audit log of those actions.
 */
import { describe, expect, it } from "vitest";
import {
  database,
  t,
  acme,
  globex,
  adminToken,
  memberId,
  globexToken,
  UNKNOWN,
  bearer,
  signIn,
  call,
  addUser,
  setUpDashboardApi,
} from "./dashboard-api-setup";

setUpDashboardApi();

describe("API keys", () => {
  it("creates a key shown once, lists it with who made it, and revocation is immediate", async () => {
    const made = await call("POST", "/api/v1/api-keys", bearer(adminToken), { name: "checkout" });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      name: "checkout",
      prefix: expect.stringMatching(/^rk_/),
      created_by: acme.email,
      last_used_at: null,
      revoked_at: null,
      api_key: expect.stringMatching(/^rk_/),
    });
    const secret = made.body.api_key as string;
    const id = made.body.id as string;
    expect(secret.startsWith(made.body.prefix as string)).toBe(true);

    expect((await call("GET", "/api/v1/organization", { "x-api-key": secret })).status).toBe(200);
    const list = await call("GET", "/api/v1/api-keys", bearer(adminToken));
    const item = (list.body.items as Record<string, unknown>[]).find((k) => k.id === id)!;
    expect(item.last_used_at).toBe(t.now().toISOString());
    expect(item).not.toHaveProperty("api_key");
    expect(JSON.stringify(list.body)).not.toContain(secret);

    const del = await call("DELETE", `/api/v1/api-keys/${id}`, bearer(adminToken));
    expect(del.status).toBe(204);
    expect((await call("GET", "/api/v1/organization", { "x-api-key": secret })).status).toBe(401);
    // Revoking again changes nothing.
    expect((await call("DELETE", `/api/v1/api-keys/${id}`, bearer(adminToken))).status).toBe(204);

    const log = await call("GET", "/api/v1/audit-log", bearer(adminToken));
    const mine = (log.body.items as Record<string, unknown>[]).filter((e) => e.target_id === id);
    expect(mine.map((e) => e.action)).toEqual(["api_key.revoked", "api_key.created"]);
    expect(mine[0]!.actor).toEqual({ user_id: acme.userId, email: acme.email });
  });

  it("a key other than the caller's is 403, an unknown one 404, a bad id 422", async () => {
    const theirs = await call("POST", "/api/v1/api-keys", bearer(globexToken), { name: "g" });
    const r = await call(
      "DELETE",
      `/api/v1/api-keys/${theirs.body.id as string}`,
      bearer(adminToken),
    );
    expect(r.status).toBe(403);
    expect(
      (await call("GET", "/api/v1/organization", { "x-api-key": theirs.body.api_key as string }))
        .status,
    ).toBe(200);
    expect((await call("DELETE", `/api/v1/api-keys/${UNKNOWN}`, bearer(adminToken))).status).toBe(
      404,
    );
    const bad = await call("DELETE", "/api/v1/api-keys/nope", bearer(adminToken));
    expect(bad.status).toBe(422);
    expect((bad.body.detail as { loc: unknown[] }[])[0]!.loc).toEqual(["path", "key_id"]);
  });

  it("422 lists a missing or bad name", async () => {
    const r = await call("POST", "/api/v1/api-keys", bearer(adminToken), {});
    expect(r.status).toBe(422);
    expect((r.body.detail as { loc: unknown[]; type: string }[])[0]).toMatchObject({
      loc: ["body", "name"],
      type: "missing",
    });
    const long = await call("POST", "/api/v1/api-keys", bearer(adminToken), {
      name: "x".repeat(101),
    });
    expect(long.status).toBe(422);
  });

  it("the API-key listing still works with an API key", async () => {
    const r = await call("GET", "/api/v1/api-keys", { "x-api-key": acme.apiKey });
    expect(r.status).toBe(200);
    expect((r.body.items as { name: string; created_by: unknown }[])[0]).toMatchObject({
      name: "default",
      created_by: null,
    });
  });
});

describe("users and roles", () => {
  it("adds a user with an initial password that signs in, once", async () => {
    const u = await addUser(adminToken, "New.Person@acme.example", "member");
    expect(u).toMatchObject({ email: "New.Person@acme.example", role: "member" });
    expect(u.initial_password.length).toBeGreaterThanOrEqual(20);
    await signIn("new.person@acme.example", u.initial_password);
    const list = await call("GET", "/api/v1/users", bearer(adminToken));
    expect(JSON.stringify(list.body)).not.toContain(u.initial_password);
    const dup = await call("POST", "/api/v1/users", bearer(adminToken), {
      email: "new.person@ACME.example",
      role: "admin",
    });
    expect(dup.status).toBe(409);
  });

  it("422 lists every bad field at once", async () => {
    const r = await call("POST", "/api/v1/users", bearer(adminToken), {
      email: "nope",
      role: "owner",
    });
    expect(r.status).toBe(422);
    expect((r.body.detail as { loc: unknown[] }[]).map((d) => d.loc)).toEqual([
      ["body", "email"],
      ["body", "role"],
    ]);
    const p = await call("PATCH", `/api/v1/users/${memberId}`, bearer(adminToken), {
      role: "root",
    });
    expect(p.status).toBe(422);
  });

  it("changes a role (recorded), 404 for an unknown user, 403 for another organization's", async () => {
    const u = await addUser(adminToken, "promote@acme.example", "member");
    const r = await call("PATCH", `/api/v1/users/${u.id}`, bearer(adminToken), { role: "admin" });
    expect(r.status).toBe(200);
    expect(r.body.role).toBe("admin");
    expect(
      (await call("PATCH", `/api/v1/users/${UNKNOWN}`, bearer(adminToken), { role: "admin" }))
        .status,
    ).toBe(404);
    expect(
      (
        await call("PATCH", `/api/v1/users/${globex.userId}`, bearer(adminToken), {
          role: "member",
        })
      ).status,
    ).toBe(403);
    expect(
      (await call("DELETE", `/api/v1/users/${globex.userId}`, bearer(adminToken))).status,
    ).toBe(403);
    const log = await call("GET", "/api/v1/audit-log", bearer(adminToken));
    expect((log.body.items as Record<string, unknown>[])[0]).toMatchObject({
      action: "user.role_changed",
      target_id: u.id,
      details: { email: "promote@acme.example", from: "member", to: "admin" },
    });
  });

  it("removes a user and signs them out at once; keys they made still name them", async () => {
    const u = await addUser(adminToken, "leaving@acme.example", "admin");
    const token = await signIn(u.email, u.initial_password);
    const key = await call("POST", "/api/v1/api-keys", bearer(token), { name: "theirs" });
    expect((await call("GET", "/api/v1/users/me", bearer(token))).status).toBe(200);
    expect((await call("DELETE", `/api/v1/users/${u.id}`, bearer(adminToken))).status).toBe(204);
    expect((await call("GET", "/api/v1/users/me", bearer(token))).status).toBe(401);
    expect((await call("DELETE", `/api/v1/users/${u.id}`, bearer(adminToken))).status).toBe(404);
    const keys = await call("GET", "/api/v1/api-keys", bearer(adminToken));
    expect((keys.body.items as { id: string }[]).find((k) => k.id === key.body.id)).toMatchObject({
      created_by: "leaving@acme.example",
      revoked_at: null,
    });
  });
});

describe("the last admin", () => {
  it("cannot be demoted or removed; with a second admin it can", async () => {
    const solo = await t.org("Solo");
    const token = await signIn(solo.email, solo.password);
    const demote = await call("PATCH", `/api/v1/users/${solo.userId}`, bearer(token), {
      role: "member",
    });
    expect(demote.status).toBe(409);
    expect(demote.body.detail).toMatch(/last admin/);
    expect((await call("DELETE", `/api/v1/users/${solo.userId}`, bearer(token))).status).toBe(409);
    expect((await call("GET", "/api/v1/users/me", bearer(token))).body.role).toBe("admin");
  });

  it("two admins demoting each other at once: one succeeds, one admin remains", async () => {
    const duo = await t.org("Duo");
    const tokenA = await signIn(duo.email, duo.password);
    const b = await addUser(tokenA, "b@duo.example", "admin");
    const tokenB = await signIn(b.email, b.initial_password);
    const results = await Promise.all([
      call("PATCH", `/api/v1/users/${b.id}`, bearer(tokenA), { role: "member" }),
      call("PATCH", `/api/v1/users/${duo.userId}`, bearer(tokenB), { role: "member" }),
    ]);
    // The second may also be 403: its caller may have been demoted by then.
    expect(results.map((r) => r.status).filter((s) => s === 200)).toHaveLength(1);
    const admins = await database.sql.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM users WHERE organization_id = $1 AND role = 'admin'",
      [duo.organizationId],
    );
    expect(admins[0]!.n).toBe(1);
  });
});

describe("own account", () => {
  it("changes the password: wrong current is 422, others sessions end, this one stays", async () => {
    const u = await addUser(adminToken, "pw@acme.example", "member");
    const first = await signIn(u.email, u.initial_password);
    const second = await signIn(u.email, u.initial_password);
    const wrong = await call("PUT", "/api/v1/users/me/password", bearer(first), {
      current_password: "wrong password",
      new_password: "a new password",
    });
    expect(wrong.status).toBe(422);
    expect((wrong.body.detail as { loc: unknown[] }[])[0]!.loc).toEqual([
      "body",
      "current_password",
    ]);
    const short = await call("PUT", "/api/v1/users/me/password", bearer(first), {
      current_password: u.initial_password,
      new_password: "short",
    });
    expect(short.status).toBe(422);
    const ok = await call("PUT", "/api/v1/users/me/password", bearer(first), {
      current_password: u.initial_password,
      new_password: "a new password",
    });
    expect(ok.status).toBe(204);
    expect((await call("GET", "/api/v1/users/me", bearer(first))).status).toBe(200);
    expect((await call("GET", "/api/v1/users/me", bearer(second))).status).toBe(401);
    await signIn(u.email, "a new password");
  });

  it("signs out: the token is refused at once", async () => {
    const token = await signIn(acme.email, acme.password);
    expect((await call("DELETE", "/api/v1/auth/token", bearer(token))).status).toBe(204);
    expect((await call("GET", "/api/v1/users/me", bearer(token))).status).toBe(401);
    expect((await call("DELETE", "/api/v1/auth/token", bearer(token))).status).toBe(401);
  });
});

describe("audit log", () => {
  it("pages newest first with a cursor; a bad cursor is 422", async () => {
    const p1 = await call("GET", "/api/v1/audit-log?limit=2", bearer(adminToken));
    expect((p1.body.items as unknown[]).length).toBe(2);
    const p2 = await call(
      "GET",
      `/api/v1/audit-log?limit=2&cursor=${p1.body.next_cursor as string}`,
      bearer(adminToken),
    );
    const ids = [
      ...(p1.body.items as { id: string }[]),
      ...(p2.body.items as { id: string }[]),
    ].map((e) => Number(e.id));
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(new Set(ids).size).toBe(ids.length);
    expect((await call("GET", "/api/v1/audit-log?cursor=zzz", bearer(adminToken))).status).toBe(
      422,
    );
  });

  it("is per organization", async () => {
    const g = await call("GET", "/api/v1/audit-log", bearer(globexToken));
    for (const e of g.body.items as { actor: { email: string } }[]) {
      expect(e.actor.email).toBe(globex.email);
    }
  });
});
