import { describe, expect, it } from "vitest";
import { checkoutSuite } from "../helpers/checkout";
import { postOrder } from "../helpers/orders";

const suite = checkoutSuite("Wire Payer");

const payByCard = (orderId: string) =>
  suite.t.request(`/checkout/${orderId}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: "card=4242424242424242",
  });

describe("the card checkout page and wire orders", () => {
  it("shows a wire order as paid by bank transfer, without a card form", async () => {
    const { body } = await postOrder(suite.t, suite.org.apiKey, {
      domain: "wire-page.com",
      payment_method: "wire",
    });
    expect(body.checkout_url).toBeNull();
    const page = await suite.t.request(`/checkout/${body.order_id}`);
    expect(page.status).toBe(409);
    const text = await page.text();
    expect(text).toContain("This order is paid by bank transfer, not by card");
    expect(text).not.toContain("<form");
    expect(text).not.toContain("Pay 10.99");
  });

  it("records no card payment for a wire order, and the order stays pending", async () => {
    const { body } = await postOrder(suite.t, suite.org.apiKey, {
      domain: "wire-post.com",
      payment_method: "wire",
    });
    const res = await payByCard(body.order_id);
    expect(res.status).toBe(409);
    expect(await res.text()).toContain("paid by bank transfer");
    const payments = await suite.database.sql.query<{ n: string }>(
      "SELECT count(*)::text AS n FROM payments",
    );
    expect(payments[0]!.n).toBe("0");
    const detail = (await (
      await suite.t.request(`/api/v1/registrar/orders/${body.order_id}`, {
        headers: { "x-api-key": suite.org.apiKey },
      })
    ).json()) as Record<string, unknown>;
    expect(detail).toMatchObject({ status: "pending", amount_paid: "0.00" });
  });

  it("still takes a card order's payment", async () => {
    const { body } = await postOrder(suite.t, suite.org.apiKey, { domain: "card-post.com" });
    const res = await payByCard(body.order_id);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("Payment received");
  });
});
