/**
 * Staying signed in: the refresh-token cookie's session on load (a reload, a new tab, a deep
 * link), the sign-in form keeping the deep link when there is none, a lost access token
 * replaced from the cookie, sign-out, and the list of sessions with "Sign out everywhere".
 */
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ADMIN, signedInService } from "./test/fake-fetch";
import { renderDashboard, signIn } from "./test/render";

afterEach(cleanup);

const REFRESH = /^\/api\/v1\/dashboard\/session\/refresh$/;
const refreshed = (token: string) => ({
  status: 200,
  body: { access_token: token, token_type: "bearer", expires_in: 3600, livemode: false },
});
const ORDERS = { items: [], next_cursor: null };

describe("staying signed in", () => {
  it("on load, the cookie's session signs in without the form, at the deep link", async () => {
    const service = signedInService()
      .handle("POST", REFRESH, () => refreshed("rat_from_cookie"))
      .reply("GET", /^\/api\/v1\/registrar\/orders/, 200, ORDERS);
    renderDashboard(service, "/dashboard/orders?status=completed");
    expect(await screen.findByRole("heading", { level: 1, name: "Orders" })).toBeTruthy();
    expect(screen.queryByLabelText("Password")).toBeNull();
    const refresh = service.requests.find((r) => REFRESH.test(r.path))!;
    expect(refresh.method).toBe("POST");
    expect(refresh.headers["x-registrar-dashboard"]).toBe("1");
    const me = service.requests.find((r) => r.path === "/api/v1/users/me")!;
    expect(me.headers.authorization).toBe("Bearer rat_from_cookie");
    expect(service.requests.filter((r) => REFRESH.test(r.path))).toHaveLength(1);
  });

  it("without a session, shows the sign-in form and returns to the deep link after it", async () => {
    const service = signedInService()
      .reply("POST", REFRESH, 401, { detail: "Not signed in", code: "dashboard_session_ended" })
      .reply("GET", /^\/api\/v1\/registrar\/orders/, 200, ORDERS);
    const { user } = renderDashboard(service, "/dashboard/orders?status=completed");
    await signIn(user);
    expect(await screen.findByRole("heading", { level: 1, name: "Orders" })).toBeTruthy();
    expect(window.location.pathname + window.location.search).toBe(
      "/dashboard/orders?status=completed",
    );
    const token = service.requests.find((r) => r.path === "/api/v1/auth/token")!;
    expect(token.headers["x-registrar-dashboard"]).toBe("1");
  });

  it("a refused access token is replaced from the cookie; a refused refresh asks to sign in", async () => {
    let refreshes = 0;
    let refuse = false;
    const service = signedInService()
      .handle("POST", REFRESH, () => {
        refreshes += 1;
        if (refreshes === 1) return { status: 401, body: { detail: "Not signed in" } };
        return refuse
          ? { status: 401, body: { detail: "The session has ended." } }
          : refreshed("rat_second");
      })
      .handle("GET", /^\/api\/v1\/registrar\/orders/, (req) =>
        req.headers.authorization === "Bearer rat_second"
          ? { status: 200, body: ORDERS }
          : { status: 401, body: { detail: "Access token expired" } },
      );
    const { user } = renderDashboard(service, "/dashboard/orders?status=completed");
    await signIn(user);
    // The sign-in's token is refused: the cookie gives another, and the list loads with it.
    expect(await screen.findByText("No orders match these filters.")).toBeTruthy();
    expect(refreshes).toBe(2);
    refuse = true;
    service.reply("GET", /^\/api\/v1\/registrar\/orders/, 401, { detail: "Revoked" });
    await user.selectOptions(screen.getByLabelText("Status"), "pending");
    expect(
      await screen.findByText("Your session ended. Sign in again to continue where you were."),
    ).toBeTruthy();
  });

  it("signing out ends this browser's session on the service", async () => {
    const service = signedInService()
      .reply("POST", REFRESH, 401, { detail: "Not signed in" })
      .reply("GET", /^\/api\/v1\/api-keys$/, 200, { items: [] })
      .reply("POST", /^\/api\/v1\/dashboard\/session\/sign-out$/, 204);
    const { user } = renderDashboard(service, "/dashboard/keys");
    await signIn(user);
    await user.click(await screen.findByRole("button", { name: "Sign out" }));
    expect(await screen.findByText("You are signed out.")).toBeTruthy();
    const out = service.requests.find((r) => r.path === "/api/v1/dashboard/session/sign-out")!;
    expect(out).toMatchObject({ method: "POST", headers: { "x-registrar-dashboard": "1" } });
  });

  it("the account lists the signed-in sessions, and signs out everywhere", async () => {
    const service = signedInService()
      .handle("POST", REFRESH, () => refreshed("rat_from_cookie"))
      .reply("GET", /^\/api\/v1\/users\/me\/sessions$/, 200, {
        items: [
          {
            id: "55555555-5555-4555-8555-555555555555",
            user_agent: "Firefox on a laptop",
            created_at: "2026-11-20T10:00:00Z",
            last_used_at: "2026-11-21T10:00:00Z",
            expires_at: "2026-12-20T10:00:00Z",
            current: true,
          },
          {
            id: "66666666-6666-4666-8666-666666666666",
            user_agent: "Chrome on a phone",
            created_at: "2026-11-19T10:00:00Z",
            last_used_at: "2026-11-19T11:00:00Z",
            expires_at: "2026-12-19T10:00:00Z",
            current: false,
          },
        ],
      })
      .reply("DELETE", /^\/api\/v1\/users\/me\/sessions$/, 204);
    const { user } = renderDashboard(service, "/dashboard/account");
    const section = await screen.findByRole("region", { name: "Signed-in sessions" });
    const rows = await within(section).findAllByRole("row");
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining("Browser"),
      expect.stringContaining("Firefox on a laptop (this browser)"),
      expect.stringContaining("Chrome on a phone"),
    ]);
    await user.click(within(section).getByRole("button", { name: "Sign out everywhere" }));
    await user.click(screen.getByRole("button", { name: "Yes, sign out everywhere" }));
    expect(await screen.findByText("You are signed out.")).toBeTruthy();
    const del = service.requests.find(
      (r) => r.method === "DELETE" && r.path === "/api/v1/users/me/sessions",
    )!;
    expect(del.headers.authorization).toBe("Bearer rat_from_cookie");
    await waitFor(() => expect(screen.queryByText(ADMIN.email)).toBeNull());
  });
});
