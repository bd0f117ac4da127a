import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ADMIN, MEMBER, signedInService } from "../test/fake-fetch";
import { orderAnswer } from "../test/order-answer";
import { renderDashboard, signIn } from "../test/render";

afterEach(cleanup);

const ORDER_ID = "88888888-8888-4888-8888-888888888888";
const at = "2026-11-21T12:00:00Z";
const refund = (status: string, extra: Record<string, unknown> = {}) => ({
  refund_id: "99999999-9999-4999-8999-999999999999",
  amount: "12.99",
  currency: "USD",
  status,
  reason: "the registration failed",
  failure_reason: status === "failed" ? "charge_for_pending_refund_disputed" : null,
  requested_by: null,
  created_at: at,
  updated_at: at,
  ...extra,
});
const order = (extra: Record<string, unknown>) =>
  orderAnswer({
    order_id: ORDER_ID,
    livemode: true,
    domain_name: "refund-me.com",
    price: "12.99",
    status: "failed",
    payment_method: "card",
    amount_paid: "12.99",
    failure_reason: "The registry rejected the registration.",
    created_at: at,
    updated_at: at,
    ...extra,
  });

describe("an order's money on its way back", () => {
  it("shows a failed refund, and an admin asks for it again", async () => {
    const service = signedInService(ADMIN)
      .reply(
        "GET",
        new RegExp(`^/api/v1/registrar/orders/${ORDER_ID}$`),
        200,
        order({ refunds: [refund("failed")] }),
      )
      .reply(
        "POST",
        /^\/api\/v1\/registrar\/refunds$/,
        200,
        order({
          refunds: [refund("requested", { requested_by: "admin@example.com" })],
        }),
      );
    const { user } = renderDashboard(service, `/dashboard/orders/${ORDER_ID}`);
    await signIn(user);
    expect(await screen.findByText("Refund failed")).toBeTruthy();
    expect(screen.getByText(/charge_for_pending_refund_disputed/)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Refund by hand" }));
    await user.click(await screen.findByRole("button", { name: "Yes, refund" }));
    expect(await screen.findByText("Requested")).toBeTruthy();
    expect(screen.getByText(/asked by admin@example.com/)).toBeTruthy();
    const post = service.requests.find(
      (r) => r.method === "POST" && r.path === "/api/v1/registrar/refunds",
    )!;
    expect(post.body).toEqual({ order_id: ORDER_ID });
  });

  it("tells a member only admins may refund by hand", async () => {
    const service = signedInService(MEMBER).reply(
      "GET",
      new RegExp(`^/api/v1/registrar/orders/${ORDER_ID}$`),
      200,
      order({ refunds: [refund("failed")] }),
    );
    const { user } = renderDashboard(service, `/dashboard/orders/${ORDER_ID}`);
    await signIn(user);
    expect(await screen.findByText("Refund failed")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Refund by hand" })).toBeNull();
    expect(screen.getByText(/refund an order by hand/)).toBeTruthy();
  });

  it("shows a refund under way and a dispute, with nothing to do", async () => {
    const service = signedInService(ADMIN).reply(
      "GET",
      new RegExp(`^/api/v1/registrar/orders/${ORDER_ID}$`),
      200,
      order({
        refunds: [refund("pending")],
        disputes: [
          {
            dispute_id: "dp_1",
            amount: "12.99",
            currency: "USD",
            reason: "fraudulent",
            status: "needs_response",
            created_at: at,
          },
        ],
      }),
    );
    const { user } = renderDashboard(service, `/dashboard/orders/${ORDER_ID}`);
    await signIn(user);
    expect(await screen.findByText("Being returned")).toBeTruthy();
    expect(screen.getByText("Disputed")).toBeTruthy();
    expect(screen.getByText(/fraudulent, needs_response/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Refund by hand" })).toBeNull();
  });
});
