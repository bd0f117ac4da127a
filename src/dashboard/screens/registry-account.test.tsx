import { cleanup, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { RegistryAccount } from "../../contract/registry-account";
import { ADMIN, MEMBER, signedInService } from "../test/fake-fetch";
import { orderAnswer } from "../test/order-answer";
import { renderDashboard, signIn } from "../test/render";

afterEach(cleanup);

const ORDER_ID = "77777777-7777-4777-8777-777777777777";
const at = "2026-11-21T12:00:00Z";
const HELD: RegistryAccount = {
  livemode: false,
  funds_exhausted: true,
  since: at,
  message: "The registry refused the registration of a.com: out of funds (2104 Billing failure).",
  next_attempt_at: "2026-11-21T12:01:00Z",
  balance: null,
  credit_limit: null,
  currency: null,
};
const FUNDED: RegistryAccount = {
  ...HELD,
  funds_exhausted: false,
  since: null,
  message: null,
  next_attempt_at: null,
};
const order = orderAnswer({
  order_id: ORDER_ID,
  domain_name: "receipt.com",
  price: "11.00",
  status: "completed",
  amount_paid: "11.00",
  created_at: at,
  updated_at: at,
});

describe("the registry account banner", () => {
  it("tells an admin that orders wait while the registrar's deposit at the registry is empty", async () => {
    const service = signedInService(ADMIN).reply(
      "GET",
      /^\/api\/v1\/registry\/account$/,
      200,
      HELD,
    );
    const { user } = renderDashboard(service, "/dashboard/keys");
    await signIn(user);
    const banner = await screen.findByTestId("registry-banner");
    expect(banner.textContent).toMatch(/Registry account out of funds/);
    expect(banner.textContent).toMatch(/Paid orders wait and resume by themselves/);
    expect(banner.textContent).toMatch(/nothing was refunded/);
  });

  it("shows nothing while the account has funds, nor to a member", async () => {
    const fine = signedInService(ADMIN).reply("GET", /^\/api\/v1\/registry\/account$/, 200, FUNDED);
    const first = renderDashboard(fine, "/dashboard/keys");
    await signIn(first.user);
    await waitFor(() =>
      expect(fine.requests.some((r) => r.path === "/api/v1/registry/account")).toBe(true),
    );
    await screen.findByRole("heading", { name: "API keys" });
    expect(screen.queryByTestId("registry-banner")).toBeNull();
    cleanup();
    const member = signedInService(MEMBER).reply(
      "GET",
      /^\/api\/v1\/registry\/account$/,
      200,
      HELD,
    );
    const second = renderDashboard(member, "/dashboard/orders");
    await signIn(second.user);
    await screen.findByRole("heading", { name: "Orders" });
    expect(member.requests.some((r) => r.path === "/api/v1/registry/account")).toBe(false);
    expect(screen.queryByTestId("registry-banner")).toBeNull();
  });
});

describe("the registry receipt on an order's page", () => {
  it("shows an admin the registry's transaction id and what it charged", async () => {
    const service = signedInService(ADMIN)
      .reply("GET", new RegExp(`^/api/v1/registrar/orders/${ORDER_ID}$`), 200, order)
      .reply("GET", new RegExp(`^/api/v1/registry/receipts/${ORDER_ID}$`), 200, {
        order_id: ORDER_ID,
        transaction_id: "SV-RECEIPT-1",
        fee: "11.00",
        currency: "USD",
      });
    const { user } = renderDashboard(service, `/dashboard/orders/${ORDER_ID}`);
    await signIn(user);
    const receipt = await screen.findByTestId("registry-receipt");
    expect(receipt.textContent).toMatch(/SV-RECEIPT-1/);
    expect(receipt.textContent).toMatch(/\$11\.00/);
  });
});
