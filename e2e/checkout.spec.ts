import { expect, test, type APIRequestContext } from "@playwright/test";
import { CONTACT, env, snap } from "./env";

/** The sandbox card checkout and the wire flow, through the partner API. */

type Order = {
  order_id: string;
  status: string;
  price: string;
  checkout_url?: string | null;
  bank_details?: Record<string, string> | null;
};

const name = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}.com`;

async function order(request: APIRequestContext, body: Record<string, unknown>) {
  const res = await request.post(`${env.service}/api/v1/registrar/order`, {
    headers: { "x-api-key": env.apiKey },
    data: { contact: CONTACT, ...body },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()) as Order;
}

const status = async (request: APIRequestContext, id: string) => {
  const res = await request.get(`${env.service}/api/v1/registrar/orders/${id}`, {
    headers: { "x-api-key": env.apiKey },
  });
  return ((await res.json()) as Order).status;
};

test("paying an order with the test card completes it", async ({ page, request }) => {
  const domain = name("e2e-card-");
  const o = await order(request, { domain, payment_method: "card" });
  expect(o.status).toBe("pending");
  expect(o.checkout_url).toBeTruthy();
  await page.goto(o.checkout_url!);
  await expect(page.getByRole("heading", { name: `Pay for ${domain}` })).toBeVisible();
  await snap(page, "checkout");
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByRole("button", { name: /^Pay / }).click();
  await expect(page.getByRole("status")).toContainText("Payment received");
  await snap(page, "checkout-paid");
  await expect
    .poll(() => status(request, o.order_id), { timeout: 30_000 })
    .toMatch(/ready_to_process|processing|completed/);
  await expect.poll(() => status(request, o.order_id), { timeout: 30_000 }).toBe("completed");
  // A second visit says there is nothing left to pay.
  await page.goto(o.checkout_url!);
  await expect(page.getByText("This order needs no payment")).toBeVisible();
});

test("a declined test card leaves the order pending", async ({ page, request }) => {
  const o = await order(request, { domain: name("e2e-declined-"), payment_method: "card" });
  await page.goto(o.checkout_url!);
  await page.getByLabel("Card number").fill("4000 0000 0000 0002");
  await page.getByRole("button", { name: /^Pay / }).click();
  await expect(page.getByRole("alert")).toContainText("declined");
  expect(await status(request, o.order_id)).toBe("pending");
});

test("a wire order completes once the payment is recorded and allocated", async ({ request }) => {
  const o = await order(request, { domain: name("e2e-wire-"), payment_method: "wire" });
  expect(o.status).toBe("pending");
  expect(o.checkout_url ?? null).toBeNull();
  const headers = { "x-api-key": env.apiKey };
  const p = await request.post(`${env.service}/api/v1/registrar/payments`, {
    headers,
    data: { amount: o.price, currency: "USD", method: "wire" },
  });
  expect(p.ok(), await p.text()).toBe(true);
  const { payment_id } = (await p.json()) as { payment_id: string };
  const a = await request.post(
    `${env.service}/api/v1/registrar/payments/${payment_id}/allocations`,
    {
      headers,
      data: { order_id: o.order_id },
    },
  );
  expect(a.ok(), await a.text()).toBe(true);
  await expect.poll(() => status(request, o.order_id), { timeout: 30_000 }).toBe("completed");
});
