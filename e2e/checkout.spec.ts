import { expect, test, type APIRequestContext } from "@playwright/test";
import { CONTACT, createSession, env, snap } from "./env";
import { checkScreen } from "./hosted";

/**
 * The sandbox card checkout and the wire flow, through the partner API; the checkout in the
 * session's language and right to left.
 */

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

/** A card order placed in a hosted session of this locale; returns its checkout address. */
async function sessionCheckout(request: APIRequestContext, locale: string, domain: string) {
  const s = await createSession(request, {
    allowed_actions: ["domain_purchase"],
    external_account_id: `e2e-checkout-${locale}`,
    theme_config: { brand_name: "Noms & Cie" },
    locale,
  });
  const res = await request.post(`${env.service}/api/v1/hosted/orders`, {
    headers: { authorization: `Bearer ${s.client_token}`, "idempotency-key": crypto.randomUUID() },
    data: { domain, contact: CONTACT, years: 2 },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as Order).checkout_url!;
}

test.describe("in the session's language", () => {
  // The browser says English: the session's locale must win over it.
  test.use({ locale: "en-US" });

  test("a French session's checkout speaks French, with French money", async ({
    page,
    request,
  }) => {
    const domain = name("e2e-fr-");
    await page.goto(await sessionCheckout(request, "fr", domain));
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
    await expect(page.getByRole("heading", { name: `Payer ${domain}` })).toBeVisible();
    await expect(page.getByText("2 ans", { exact: true })).toBeVisible();
    // 2 years at the sandbox's $10.99, as French writes dollars.
    await expect(page.getByRole("button", { name: /^Payer 21,98\s\$US$/ })).toBeVisible();
    await checkScreen(page, "checkout-fr");
    await page.getByLabel("Numéro de carte").fill("4000 0000 0000 0002");
    await page.getByRole("button", { name: /^Payer / }).click();
    await expect(page.getByRole("alert")).toHaveText(
      "La carte a été refusée. Essayez la carte de test 4242 4242 4242 4242.",
    );
  });

  test("ar-XB lays the checkout out right to left", async ({ page, request }) => {
    await page.goto(await sessionCheckout(request, "ar-XB", name("e2e-rtl-")));
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    // The summary's labels start on the right, their values on the left.
    const total = await page.getByRole("term").filter({ hasText: "Total" }).boundingBox();
    const amount = await page.getByRole("definition").filter({ hasText: "$21.98" }).boundingBox();
    expect(total!.x).toBeGreaterThan(amount!.x);
    // The badge ("Test mode · Sandbox checkout…", wrapped to the card's width) runs right to
    // left and starts at the card's right edge, as the heading does.
    const badge = page.locator(".badge");
    expect(await badge.evaluate((e) => getComputedStyle(e).direction)).toBe("rtl");
    const box = (await badge.boundingBox())!;
    const heading = (await page.getByRole("heading", { level: 1 }).boundingBox())!;
    expect(Math.abs(box.x + box.width - (heading.x + heading.width))).toBeLessThan(2);
    await checkScreen(page, "checkout-rtl");
  });
});
