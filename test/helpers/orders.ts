import { expect } from "vitest";
import { CONTACT } from "./contact";
import type { TestApp } from "./test-app";
import { json } from "./test-app";

export { CONTACT };

type OrderBody = Record<string, unknown> & {
  order_id: string;
  status: string;
  price: string;
  checkout_url?: string | null;
};

/** POSTs an order and returns the response and its JSON. */
export async function postOrder(
  t: TestApp,
  apiKey: string,
  body: Record<string, unknown>,
  path = "/api/v1/registrar/order",
) {
  const res = await t.request(
    path,
    json("POST", { contact: CONTACT, ...body }, { "x-api-key": apiKey }),
  );
  return { res, body: (await res.json()) as OrderBody & { detail?: unknown } };
}

/** Records a payment and allocates it to an order. */
export async function payOrder(t: TestApp, apiKey: string, orderId: string, amount: string) {
  const p = await t.request(
    "/api/v1/registrar/payments",
    json("POST", { amount, currency: "USD", method: "wire" }, { "x-api-key": apiKey }),
  );
  const payment = (await p.json()) as { payment_id: string };
  const a = await t.request(
    `/api/v1/registrar/payments/${payment.payment_id}/allocations`,
    json("POST", { order_id: orderId }, { "x-api-key": apiKey }),
  );
  return {
    paymentId: payment.payment_id,
    res: a,
    body: (await a.json()) as Record<string, unknown>,
  };
}

/**
 * A wire order of `domain` at the live registry over EPP (`registrar: "epp"`), created and paid
 * in full: ready for the order processor. Returns its id.
 */
export async function paidEppOrder(t: TestApp, apiKey: string, domain: string) {
  const { res, body } = await postOrder(t, apiKey, {
    domain,
    registrar: "epp",
    payment_method: "wire",
  });
  expect(res.status, JSON.stringify(body)).toBe(201);
  const paid = await payOrder(t, apiKey, body.order_id, body.price);
  expect(paid.res.status, JSON.stringify(paid.body)).toBeLessThan(300);
  return body.order_id;
}
