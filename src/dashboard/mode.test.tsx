import { act, cleanup, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ADMIN, KEY, fakeService, signedInService, type Seen } from "./test/fake-fetch";
import { renderDashboard, signIn } from "./test/render";

afterEach(cleanup);

const BAND_SENTENCE = "You are viewing test data: sandbox registrar, no real money.";
const TEST_ONLY = "Test mode only: this deployment has no live registrar configured.";

const LIVE_KEY = {
  ...KEY,
  id: "66666666-6666-4666-8666-666666666666",
  name: "live checkout",
  prefix: "rk_live_Ab",
  livemode: true,
};
const TEST_KEY = {
  ...KEY,
  id: "77777777-7777-4777-8777-777777777777",
  name: "test checkout",
  prefix: "rk_test_Cd",
  livemode: false,
};

const bearer = (req: Seen) => req.headers.authorization?.replace(/^Bearer /, "") ?? "";

/**
 * A deployment with live mode: a sign-in starts in live mode; `POST /api/v1/auth/mode` answers a
 * token of the mode asked for and revokes the one sent; a revoked token gets 401. Each mode has
 * its own keys, so what a screen shows says which token fetched it.
 */
function modesService() {
  let n = 0;
  const revoked = new Set<string>();
  const mint = (live: boolean) => `rat_${live ? "live" : "test"}_${++n}`;
  const isLive = (token: string) => token.startsWith("rat_live_");
  const authed =
    (answer: (token: string, req: Seen) => { status: number; body?: unknown }) => (req: Seen) =>
      revoked.has(bearer(req))
        ? { status: 401, body: { detail: "Access token revoked" } }
        : answer(bearer(req), req);
  const service = fakeService()
    .handle("POST", /^\/api\/v1\/auth\/token$/, () => ({
      status: 200,
      body: { access_token: mint(true), token_type: "bearer", expires_in: 3600, livemode: true },
    }))
    .handle(
      "GET",
      /^\/api\/v1\/users\/me$/,
      authed(() => ({ status: 200, body: ADMIN })),
    )
    .handle(
      "GET",
      /^\/api\/v1\/auth\/mode$/,
      authed((token) => ({
        status: 200,
        body: { livemode: isLive(token), live_mode_available: true },
      })),
    )
    .handle(
      "POST",
      /^\/api\/v1\/auth\/mode$/,
      authed((token, req) => {
        const live = (req.body as { livemode: boolean }).livemode;
        revoked.add(token);
        return {
          status: 200,
          body: {
            access_token: mint(live),
            token_type: "bearer",
            expires_in: 3600,
            livemode: live,
          },
        };
      }),
    )
    .handle(
      "GET",
      /^\/api\/v1\/api-keys$/,
      authed((token) => ({ status: 200, body: { items: [isLive(token) ? LIVE_KEY : TEST_KEY] } })),
    )
    .handle(
      "GET",
      /^\/api\/v1\/registrar\/orders/,
      authed(() => ({ status: 200, body: { items: [], next_cursor: null } })),
    );
  return Object.assign(service, {
    /** Ends every token issued so far (a session that expired). */
    expireAll() {
      for (let i = 1; i <= n; i++) {
        revoked.add(`rat_live_${i}`);
        revoked.add(`rat_test_${i}`);
      }
    },
  });
}

/** Moves to another screen as the Back button would (the router follows popstate). */
function visit(path: string) {
  act(() => {
    window.history.pushState(null, "", `/dashboard${path}`);
    window.dispatchEvent(new PopStateEvent("popstate"));
  });
}

const band = () => screen.queryByTestId("mode-band");
const modeSwitch = () => screen.getByRole("switch", { name: "Test data" });

describe("test data band", () => {
  it("shows on every screen in test mode, in words, with the title prefixed, and no switch without live mode", async () => {
    const order = "88888888-8888-4888-8888-888888888888";
    const routes = [
      ["/", "Overview"],
      ["/keys", "API keys"],
      ["/users", "Users and roles"],
      ["/orders", "Orders"],
      [`/orders/${order}`, "Order"],
      ["/payments", "Payments"],
      ["/domains", "Domains"],
      ["/domains/example.com", "Domain: example.com"],
      ["/sessions", "Hosted sessions"],
      ["/webhooks", "Webhooks and events"],
      ["/settings", "Settings"],
      ["/account", "Your account"],
      ["/no-such-page", "Not found"],
    ] as const;
    const service = signedInService();
    const { user } = renderDashboard(service, "/dashboard/keys");
    await signIn(user);
    for (const [path, title] of routes) {
      visit(path);
      await screen.findByRole("heading", { level: 1, name: title });
      const shown = band();
      expect(shown, path).not.toBeNull();
      expect(shown!.textContent, path).toBe(`Test data ${BAND_SENTENCE} ${TEST_ONLY}`);
      expect(within(screen.getByRole("banner")).getByText("Test data").tagName).toBe("STRONG");
      expect(screen.queryByRole("switch"), path).toBeNull();
      await waitFor(() => expect(document.title).toBe(`[Test] ${title} · Dashboard`));
    }
  });

  it("keeps the sign-in's mode when the mode cannot be read, without a switch", async () => {
    const service = signedInService()
      .reply("GET", /^\/api\/v1\/auth\/mode$/, 503, { detail: "Service unavailable" })
      .reply("GET", /^\/api\/v1\/api-keys$/, 200, { items: [KEY] });
    const { user } = renderDashboard(service, "/dashboard/keys");
    await signIn(user);
    await screen.findByRole("row", { name: /default/ });
    // The token says test data: the band says so; whether live mode exists is not known.
    expect(band()!.textContent).toBe(`Test data ${BAND_SENTENCE}`);
    expect(screen.queryByRole("switch")).toBeNull();
    expect(document.title).toBe("[Test] API keys · Dashboard");
  });
});

describe("test data switch", () => {
  it("swaps the token, drops every cached answer, keeps the URL and the focus", async () => {
    const service = modesService();
    const { user } = renderDashboard(service, "/dashboard/keys");
    await signIn(user);

    // A sign-in starts in live mode: no band, switch off, no prefix.
    expect(await screen.findByRole("row", { name: /live checkout/ })).toBeTruthy();
    expect(band()).toBeNull();
    expect(modeSwitch().getAttribute("aria-checked")).toBe("false");
    expect(document.title).toBe("API keys · Dashboard");
    expect(screen.getByTestId("new-key-mode").textContent).toContain(
      "New keys are live keys (rk_live_…)",
    );
    expect(
      within(screen.getByRole("row", { name: /live checkout/ })).getByText("Live key"),
    ).toBeTruthy();

    // The keys are now cached; on to the orders, filtered.
    await user.click(
      within(screen.getByRole("navigation", { name: "Dashboard" })).getByRole("link", {
        name: "Orders",
      }),
    );
    await user.selectOptions(await screen.findByLabelText("Status"), "pending");
    await screen.findByText("No orders match these filters.");
    const before = service.requests.length;

    await user.click(modeSwitch());
    await waitFor(() => expect(modeSwitch().getAttribute("aria-checked")).toBe("true"));
    const post = service.requests.find(
      (r) => r.method === "POST" && r.path === "/api/v1/auth/mode",
    )!;
    expect(post.body).toEqual({ livemode: false });
    expect(post.headers.authorization).toBe("Bearer rat_live_1");
    expect(band()!.textContent).toBe(`Test data ${BAND_SENTENCE}`);
    expect(window.location.pathname + window.location.search).toBe(
      "/dashboard/orders?status=pending",
    );
    expect(document.activeElement).toBe(modeSwitch());
    await waitFor(() => expect(document.title).toBe("[Test] Orders · Dashboard"));
    // The screen loaded again with the new token (the old one is revoked).
    await screen.findByText("No orders match these filters.");
    expect(screen.queryByText(/Your session ended/)).toBeNull();
    const after = service.requests.slice(before).filter((r) => r.path !== "/api/v1/auth/mode");
    expect(after.map((r) => r.path)).toContain("/api/v1/registrar/orders?limit=20&status=pending");
    expect(new Set(after.map((r) => r.headers.authorization))).toEqual(
      new Set(["Bearer rat_test_2"]),
    );

    // Back to the keys: the live list cached before the switch is not shown, the test one is.
    await user.click(
      within(screen.getByRole("navigation", { name: "Dashboard" })).getByRole("link", {
        name: "API keys",
      }),
    );
    await screen.findByRole("heading", { level: 1, name: "API keys" });
    expect(screen.queryByText("live checkout")).toBeNull();
    const testRow = await screen.findByRole("row", { name: /test checkout/ });
    expect(within(testRow).getByText("Test key")).toBeTruthy();
    expect(screen.getByTestId("new-key-mode").textContent).toContain(
      "New keys are test keys (rk_test_…)",
    );

    // And back to live data: nothing typed in test mode carries over.
    await user.type(screen.getByLabelText("Key name"), "typed in test mode");
    await user.click(modeSwitch());
    await waitFor(() => expect(band()).toBeNull());
    expect(modeSwitch().getAttribute("aria-checked")).toBe("false");
    expect(await screen.findByRole("row", { name: /live checkout/ })).toBeTruthy();
    expect((screen.getByLabelText("Key name") as HTMLInputElement).value).toBe("");
    expect(document.title).toBe("API keys · Dashboard");
  });

  it("a failed switch says why and keeps the current mode and token", async () => {
    const service = modesService().reply("POST", /^\/api\/v1\/auth\/mode$/, 409, {
      detail: "Live mode is not available on this deployment.",
      code: "live_mode_unavailable",
    });
    const { user } = renderDashboard(service, "/dashboard/keys");
    await signIn(user);
    await screen.findByRole("row", { name: /live checkout/ });
    await user.click(modeSwitch());
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Could not switch to test data: Live mode is not available on this deployment. " +
        "You are still viewing live data.",
    );
    expect(modeSwitch().getAttribute("aria-checked")).toBe("false");
    expect(band()).toBeNull();
    expect(screen.getByRole("row", { name: /live checkout/ })).toBeTruthy();
    // Still the same token: the next request carries it.
    await user.click(
      within(screen.getByRole("navigation", { name: "Dashboard" })).getByRole("link", {
        name: "Orders",
      }),
    );
    await screen.findByText("No orders yet.");
    expect(service.requests.at(-1)!.headers.authorization).toBe("Bearer rat_live_1");
  });

  it("signing in again after the session ended returns to the mode the user was in", async () => {
    const service = modesService();
    const { user } = renderDashboard(service, "/dashboard/keys");
    await signIn(user);
    await screen.findByRole("row", { name: /live checkout/ });
    await user.click(modeSwitch());
    await screen.findByRole("row", { name: /test checkout/ });

    service.expireAll();
    await user.click(
      within(screen.getByRole("navigation", { name: "Dashboard" })).getByRole("link", {
        name: "Orders",
      }),
    );
    await screen.findByText("Your session ended. Sign in again to continue where you were.");
    await signIn(user);

    // The new sign-in's token is live (rat_live_3): the dashboard asks for test mode again.
    await waitFor(() => expect(modeSwitch().getAttribute("aria-checked")).toBe("true"));
    const posts = service.requests.filter(
      (r) => r.method === "POST" && r.path === "/api/v1/auth/mode",
    );
    expect(posts.at(-1)).toMatchObject({
      body: { livemode: false },
      headers: { authorization: "Bearer rat_live_3" },
    });
    expect(band()!.textContent).toBe(`Test data ${BAND_SENTENCE}`);
    await screen.findByText("No orders yet.");
    expect(service.requests.at(-1)!.headers.authorization).toBe("Bearer rat_test_4");
    await waitFor(() => expect(document.title).toBe("[Test] Orders · Dashboard"));
  });
});

describe("signing in again when the mode cannot be restored", () => {
  it("says so and shows the new token's mode, afresh", async () => {
    const service = modesService();
    const { user } = renderDashboard(service, "/dashboard/keys");
    await signIn(user);
    await screen.findByRole("row", { name: /live checkout/ });
    await user.click(modeSwitch());
    await screen.findByRole("row", { name: /test checkout/ });

    service.expireAll();
    service.reply("POST", /^\/api\/v1\/auth\/mode$/, 503, { detail: "Service unavailable" });
    await user.click(
      within(screen.getByRole("navigation", { name: "Dashboard" })).getByRole("link", {
        name: "Orders",
      }),
    );
    await screen.findByText("Your session ended. Sign in again to continue where you were.");
    await signIn(user);

    expect((await screen.findByRole("alert")).textContent).toBe(
      "Could not return to test data: The service failed. Try again in a moment. " +
        "You are viewing live data.",
    );
    expect(modeSwitch().getAttribute("aria-checked")).toBe("false");
    expect(band()).toBeNull();
    await screen.findByText("No orders yet.");
    expect(service.requests.at(-1)!.headers.authorization).toBe("Bearer rat_live_3");
    expect(document.title).toBe("Orders · Dashboard");
  });
});

describe("a session that ends as the switch is pressed", () => {
  it("asks to sign in again, then shows the mode the user was in, with no stale error", async () => {
    const service = modesService();
    const { user } = renderDashboard(service, "/dashboard/keys");
    await signIn(user);
    await screen.findByRole("row", { name: /live checkout/ });
    service.expireAll();
    await user.click(modeSwitch());
    await screen.findByText("Your session ended. Sign in again to continue where you were.");
    await signIn(user);
    await screen.findByRole("row", { name: /live checkout/ });
    expect(modeSwitch().getAttribute("aria-checked")).toBe("false");
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
