import { cleanup, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Balance } from "../../contract/balance";
import { ADMIN, MEMBER, signedInService } from "../test/fake-fetch";
import { renderDashboard, signIn } from "../test/render";

afterEach(cleanup);

const BALANCE: Balance = {
  balance: "35.00",
  credit_limit: "0.00",
  available: "35.00",
  low_balance_threshold: "40.00",
  currency: "USD",
  below_threshold: true,
  last_refused_at: null,
};
const ENTRY = {
  id: "88888888-8888-4888-8888-888888888888",
  amount: "-11.00",
  currency: "USD",
  kind: "purchase",
  description: "Registration of example.com, 1 year(s)",
  reference: null,
  order_id: "99999999-9999-4999-8999-999999999999",
  domain_id: null,
  reverses: null,
  actor: "api",
  created_at: "2026-11-21T12:00:00Z",
};
const STATEMENT = {
  month: "2026-11",
  currency: "USD",
  opening_balance: "0.00",
  closing_balance: "35.00",
  totals: {
    topped_up: "46.00",
    purchased: "-11.00",
    renewed: "0.00",
    refunded: "0.00",
    adjusted: "0.00",
  },
  entries: [ENTRY],
};

/** A deployment with live mode where `user` signs in to live mode. */
function liveService(user: typeof ADMIN | typeof MEMBER = ADMIN, balance = BALANCE) {
  return signedInService(user)
    .reply("POST", /^\/api\/v1\/auth\/token$/, 200, {
      access_token: "rat_live",
      token_type: "bearer",
      expires_in: 3600,
      livemode: true,
    })
    .reply("GET", /^\/api\/v1\/auth\/mode$/, 200, { livemode: true, live_mode_available: true })
    .reply("GET", /^\/api\/v1\/balance$/, 200, balance)
    .reply("GET", /^\/api\/v1\/balance\/entries/, 200, { items: [ENTRY], next_cursor: null })
    .reply("GET", /^\/api\/v1\/balance\/statements\/\d{4}-\d{2}$/, 200, STATEMENT)
    .reply("GET", /^\/api\/v1\/api-keys/, 200, { items: [], next_cursor: null });
}

describe("the balance", () => {
  it("puts a banner on every screen in live mode while the balance is below the threshold", async () => {
    const { user } = renderDashboard(liveService(), "/dashboard/keys");
    await signIn(user);
    const banner = await screen.findByTestId("balance-banner");
    expect(banner.textContent).toMatch(/Low balance: below your threshold of \$40\.00/);
    expect(banner.textContent).toMatch(/Available: \$35\.00/);
    await user.click(within(banner).getByRole("link", { name: "Top up the balance" }));
    expect(await screen.findByRole("heading", { name: "Balance" })).toBeTruthy();
  });

  it("says so after a refusal for funds, and shows nothing while all is well", async () => {
    const refused = {
      ...BALANCE,
      below_threshold: false,
      last_refused_at: new Date().toISOString(),
    };
    const first = renderDashboard(liveService(ADMIN, refused), "/dashboard/keys");
    await signIn(first.user);
    expect((await screen.findByTestId("balance-banner")).textContent).toMatch(
      /refused for lack of funds/,
    );
    cleanup();
    const fine = { ...BALANCE, balance: "90.00", available: "90.00", below_threshold: false };
    const service = liveService(ADMIN, fine);
    const second = renderDashboard(service, "/dashboard/keys");
    await signIn(second.user);
    await waitFor(() =>
      expect(service.requests.some((r) => r.path === "/api/v1/balance")).toBe(true),
    );
    await screen.findByRole("heading", { name: "API keys" });
    expect(screen.queryByTestId("balance-banner")).toBeNull();
  });

  it("shows the balance, the ledger and a month's statement; an admin sets the threshold", async () => {
    const service = liveService().handle("PATCH", /^\/api\/v1\/balance$/, (req) => ({
      status: 200,
      body: { ...BALANCE, ...(req.body as object), below_threshold: false },
    }));
    const { user } = renderDashboard(service, "/dashboard/balance");
    await signIn(user);
    expect(await screen.findByText("Registration of example.com, 1 year(s)")).toBeTruthy();
    expect(screen.getAllByText("$35.00").length).toBeGreaterThan(0);
    expect(await screen.findByText("Closing balance")).toBeTruthy();
    const threshold = screen.getByLabelText("Warn below (USD)");
    await user.clear(threshold);
    await user.type(threshold, "-5");
    await user.click(screen.getByRole("button", { name: "Save threshold" }));
    expect(await screen.findByText(/enter at least 0\./)).toBeTruthy();
    expect(service.requests.some((r) => r.method === "PATCH")).toBe(false);
    await user.clear(threshold);
    await user.type(threshold, "20");
    await user.click(screen.getByRole("button", { name: "Save threshold" }));
    expect(await screen.findByText("Threshold saved.")).toBeTruthy();
    expect(service.requests.find((r) => r.method === "PATCH")!.body).toEqual({
      low_balance_threshold: "20",
    });
  });

  it("tops up by card: the amount is checked, then the browser goes to Stripe's checkout", async () => {
    const checkout = "https://checkout.stripe.test/c/pay/cs_test_1";
    const service = liveService().reply("POST", /^\/api\/v1\/balance\/top-ups$/, 201, {
      top_up_id: "cs_test_1",
      amount: "50.00",
      currency: "USD",
      checkout_url: checkout,
      expires_at: "2026-11-21T13:00:00Z",
    });
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign });
    try {
      const { user } = renderDashboard(service, "/dashboard/balance");
      await signIn(user);
      const amount = await screen.findByLabelText("Amount (USD)");
      await user.type(amount, "0");
      await user.click(screen.getByRole("button", { name: "Pay by card" }));
      expect(await screen.findByText(/enter more than 0\./)).toBeTruthy();
      expect(service.requests.some((r) => r.path === "/api/v1/balance/top-ups")).toBe(false);
      await user.clear(amount);
      await user.type(amount, "50.00");
      await user.click(screen.getByRole("button", { name: "Pay by card" }));
      await waitFor(() => expect(assign).toHaveBeenCalledWith(checkout));
      expect(service.requests.find((r) => r.path === "/api/v1/balance/top-ups")!.body).toEqual({
        amount: "50.00",
      });
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("lets a member read it but not change the threshold", async () => {
    const { user } = renderDashboard(liveService(MEMBER), "/dashboard/balance");
    await signIn(user);
    expect(await screen.findByText(/Admins only/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Save threshold" })).toBeNull();
  });

  it("has no balance in test mode: no banner, and the screen says why", async () => {
    const service = signedInService();
    const { user } = renderDashboard(service, "/dashboard/balance");
    await signIn(user);
    expect(await screen.findByText(/exists in live mode only/)).toBeTruthy();
    expect(screen.queryByTestId("balance-banner")).toBeNull();
    expect(service.requests.some((r) => r.path.startsWith("/api/v1/balance"))).toBe(false);
  });
});
