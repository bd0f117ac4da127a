import { cleanup, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { signedInService } from "../test/fake-fetch";
import { orderAnswer } from "../test/order-answer";
import { renderDashboard, signIn } from "../test/render";

afterEach(cleanup);

const at = "2026-11-21T12:00:00Z";
const order = (extra: Record<string, unknown>) =>
  orderAnswer({
    order_id: "88888888-8888-4888-8888-888888888888",
    domain_name: "registered-here.com",
    price: "12.99",
    status: "completed",
    payment_method: "card",
    amount_paid: "12.99",
    created_at: at,
    updated_at: at,
    ...extra,
  });
const TRANSFER_ID = "99999999-9999-4999-8999-999999999999";
const TRANSFER = order({
  order_id: TRANSFER_ID,
  domain_name: "moved-in.com",
  kind: "transfer",
  status: "processing",
  registry_status: "pending_transfer",
  transitions: [
    { from: null, to: "pending", at, reason: null },
    { from: "pending", to: "ready_to_process", at, reason: null },
    { from: "ready_to_process", to: "processing", at, reason: null },
  ],
});

describe("transfers in the orders", () => {
  it("the list says which orders are transfers and filters by kind in the URL", async () => {
    const service = signedInService()
      .reply("GET", /^\/api\/v1\/registrar\/orders\?/, 200, {
        items: [TRANSFER, order({})],
        next_cursor: null,
      })
      .reply("GET", /^\/api\/v1\/registrar\/orders\?.*kind=transfer/, 200, {
        items: [TRANSFER],
        next_cursor: null,
      });
    const { user } = renderDashboard(service, "/dashboard/orders");
    await signIn(user);
    const table = await screen.findByRole("table", { name: "Orders, newest first" });
    const rows = within(table).getAllByRole("row");
    expect(within(rows[0]!).getByRole("columnheader", { name: "Kind" })).toBeTruthy();
    expect(within(rows[1]!).getByText("moved-in.com")).toBeTruthy();
    expect(within(rows[1]!).getByText("Transfer in")).toBeTruthy();
    expect(within(rows[1]!).getByText("Transferring")).toBeTruthy();
    expect(within(rows[2]!).getByText("Registration")).toBeTruthy();

    await user.selectOptions(screen.getByLabelText("Kind"), "transfer");
    await waitFor(() => expect(screen.queryByText("registered-here.com")).toBeNull());
    expect(screen.getByText("moved-in.com")).toBeTruthy();
    expect(window.location.search).toBe("?kind=transfer");
    expect(service.requests.at(-1)!.path).toBe("/api/v1/registrar/orders?limit=20&kind=transfer");
  });

  it("a transfer's page says it waits for the losing registrar, and its timeline in words", async () => {
    const service = signedInService().reply(
      "GET",
      new RegExp(`^/api/v1/registrar/orders/${TRANSFER_ID}$`),
      200,
      TRANSFER,
    );
    const { user } = renderDashboard(service, `/dashboard/orders/${TRANSFER_ID}`);
    await signIn(user);
    expect((await screen.findByTestId("pending-transfer")).textContent).toMatch(
      /Waiting for the current registrar: it has up to five days to answer the transfer request/,
    );
    expect(
      screen.getByText(/moved-in\.com, moved here from another registrar \(adds 1 year\)/),
    ).toBeTruthy();
    const timeline = screen.getByRole("list", { name: "Timeline" });
    expect(timeline.textContent).toContain("Paid, queued → Transferring");
    expect(timeline.textContent).not.toContain("Registering");
  });
});
