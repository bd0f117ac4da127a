/**
 * Live card orders paid through Stripe, against the Stripe stand-in (every request the service
 * sends and every answer and event the stand-in gives are checked against Stripe's published
 * OpenAPI description; `violations` stays empty). The live registrar is a second sandbox: what
 * is checked is the payment path.
 */
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/server/db/database";
import { createLogger } from "../../src/server/logger";
import { orders } from "../../src/server/orders/schema";
import { processReadyOrders } from "../../src/server/orders/processor";
import { createApiKey } from "../../src/server/orgs/organizations";
import { createStripeGateway } from "../../src/server/payments/stripe/gateway";
import { runPaymentsPass } from "../../src/server/payments/stripe/payments-worker";
import { createSandboxProvider } from "../../src/server/registrar/sandbox-provider";
import { EPP_ENV } from "../helpers/epp-env";
import { postOrder } from "../helpers/orders";
import { startStripeStandIn, type StripeStandIn } from "../helpers/stripe-stand-in";
import { json, makeTestApp, type TestApp } from "../helpers/test-app";
import { openTestDb } from "../helpers/test-db";
import { freePort } from "../helpers/processes";

let database: Database;
let stripe: StripeStandIn;
let t: TestApp;
let org: Awaited<ReturnType<TestApp["org"]>>;
let testKey: string;
/** Every webhook the stand-in delivered, to deliver again. */
let delivered: { body: string; headers: Record<string, string> }[] = [];

/** Live mode pays by Stripe; the gateway is given to the app, so its files are never read. */
const STRIPE_ENV = {
  ...EPP_ENV,
  PAYMENT_PROVIDER: "stripe",
  STRIPE_SECRET_KEY_FILE: "/nonexistent/stripe-key",
  STRIPE_WEBHOOK_SECRET_FILE: "/nonexistent/stripe-webhook-secret",
};

const gatewayFor = (s: StripeStandIn) =>
  createStripeGateway({ secretKey: s.secretKey, webhookSecret: s.webhookSecret, apiUrl: s.apiUrl });

beforeAll(async () => {
  database = await openTestDb();
  stripe = await startStripeStandIn({ now: () => t.now() });
  const live = createSandboxProvider(database.db);
  t = await makeTestApp(database, {
    env: STRIPE_ENV,
    liveRegistrar: live,
    stripe: gatewayFor(stripe),
  });
  stripe.setWebhook(async (req) => {
    const body = await req.text();
    const headers = Object.fromEntries(req.headers.entries());
    delivered.push({ body, headers });
    return t.request("/api/v1/payments/stripe/webhook", { method: "POST", headers, body });
  });
  org = await t.org("Paying Partner", { livemode: true });
  testKey = (
    await createApiKey(database.db, { organizationId: org.organizationId, livemode: false })
  ).apiKey;
});
afterEach(() => {
  stripe.dropWebhooks(false);
  expect(stripe.violations).toEqual([]);
});
afterAll(async () => {
  // Neither Stripe secret was ever written to a log line.
  const logged = t.logs.join("\n");
  expect(logged).not.toContain(stripe.secretKey);
  expect(logged).not.toContain(stripe.webhookSecret);
  t?.app.close();
  await stripe?.close();
  await database?.close();
});

const deps = () => ({
  db: database.db,
  now: t.now,
  logger: createLogger("silent"),
  stripe: gatewayFor(stripe),
  kickOrders: () => {},
});
const registrars = () => ({
  test: createSandboxProvider(database.db),
  live: createSandboxProvider(database.db),
});
const processOrders = () =>
  processReadyOrders({
    db: database.db,
    registrars: registrars(),
    now: t.now,
    logger: createLogger("silent"),
  });

const orderOf = async (id: string) =>
  (await database.db.select().from(orders).where(eq(orders.id, id)))[0]!;
const paymentsOf = async (orderId: string) =>
  database.sql.query<{ amount: string; stripe_checkout_session: string }>(
    `SELECT p.amount::text, p.stripe_checkout_session FROM payments p
       JOIN payment_allocations a ON a.payment_id = p.id WHERE a.order_id = $1`,
    [orderId],
  );

/** A live card order and the Stripe session its checkout address sends the payer to. */
async function liveCardOrder(domain: string) {
  const { res, body } = await postOrder(t, org.apiKey, { domain, payment_method: "card" });
  expect(res.status).toBe(201);
  const orderId = body.order_id as string;
  expect(body.checkout_url).toBe(`${t.config.publicUrl}/checkout/${orderId}`);
  const session = await toStripe(orderId);
  return { orderId, price: body.price as string, session };
}

/** Opens the order's checkout address: it answers 303 to a Stripe Checkout Session. */
async function toStripe(orderId: string) {
  const res = await t.request(`/checkout/${orderId}`);
  expect(res.status).toBe(303);
  const location = res.headers.get("location")!;
  expect(new URL(location).origin).toBe(stripe.checkoutOrigin);
  const session = stripe.sessions().find((s) => s.url === location);
  expect(session).toBeDefined();
  return session!;
}

describe("a live card order paid through Stripe Checkout", () => {
  it("sends the payer to one session for exactly what is owed, and the webhook pays the order", async () => {
    const { orderId, price, session } = await liveCardOrder("stripe-paid.com");
    expect(session.amount_total).toBe(Math.round(Number(price) * 100));
    expect(session.currency).toBe("usd");
    expect(session.metadata).toMatchObject({
      order_id: orderId,
      organization_id: org.organizationId,
    });
    const create = stripe.requests.filter(
      (r) => r.path === "/v1/checkout/sessions" && r.method === "POST",
    );
    expect(create.at(-1)!.idempotencyKey).toBe(`order-${orderId}-attempt-1`);
    // A second visit gets the same session: never two open for one order.
    expect((await toStripe(orderId)).id).toBe(session.id);
    expect(stripe.sessions().filter((s) => s.metadata?.order_id === orderId)).toHaveLength(1);

    await stripe.pay(session.id, "paid");
    expect((await orderOf(orderId)).status).toBe("ready_to_process");
    expect(await paymentsOf(orderId)).toEqual([
      { amount: price, stripe_checkout_session: session.id },
    ]);
    // The order's checkout now says it is paid, and sends nobody to Stripe.
    const after = await t.request(`/checkout/${orderId}`);
    expect(after.status).toBe(200);
  });

  it("applies a redelivered event once", async () => {
    const { orderId, session } = await liveCardOrder("stripe-twice.com");
    delivered = [];
    await stripe.pay(session.id, "paid");
    const completed = delivered.find((d) => d.body.includes('"checkout.session.completed"'))!;
    const again = await t.request("/api/v1/payments/stripe/webhook", {
      method: "POST",
      headers: completed.headers,
      body: completed.body,
    });
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ duplicate: true });
    expect(await paymentsOf(orderId)).toHaveLength(1);
  });

  it("refuses an event whose signature does not match, changing nothing", async () => {
    const { orderId, session } = await liveCardOrder("stripe-forged.com");
    stripe.dropWebhooks(true);
    delivered = [];
    await stripe.pay(session.id, "paid");
    const forged = await t.request("/api/v1/payments/stripe/webhook", {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": "t=1,v1=deadbeef" },
      body: JSON.stringify({
        id: "evt_forged",
        type: "checkout.session.completed",
        data: { object: { ...session, status: "complete", payment_status: "paid" } },
      }),
    });
    expect(forged.status).toBe(400);
    expect(await forged.json()).toMatchObject({ code: "stripe_signature_invalid" });
    expect((await orderOf(orderId)).status).toBe("pending");
    expect(await paymentsOf(orderId)).toEqual([]);
  });

  it("records the payment when the payer comes back, before any webhook", async () => {
    const { orderId, session } = await liveCardOrder("stripe-return.com");
    stripe.dropWebhooks(true);
    await stripe.pay(session.id, "paid");
    expect((await orderOf(orderId)).status).toBe("pending");
    const back = await t.request(`/checkout/${orderId}?session_id=${session.id}`);
    expect(back.status).toBe(200);
    expect(await back.text()).toContain("you can close this window");
    expect((await orderOf(orderId)).status).toBe("ready_to_process");
    // The webhook, arriving late, changes nothing.
    stripe.dropWebhooks(false);
    expect(await paymentsOf(orderId)).toHaveLength(1);
  });

  it("keeps a declined order payable", async () => {
    const { orderId, session } = await liveCardOrder("stripe-declined.com");
    await stripe.pay(session.id, "declined");
    expect((await orderOf(orderId)).status).toBe("pending");
    expect((await toStripe(orderId)).id).toBe(session.id);
  });

  it("replaces an expired session with the next attempt, which pays", async () => {
    const { orderId, session } = await liveCardOrder("stripe-expired.com");
    await stripe.expire(session.id);
    expect((await orderOf(orderId)).status).toBe("pending");
    const next = await toStripe(orderId);
    expect(next.id).not.toBe(session.id);
    const create = stripe.requests.filter(
      (r) => r.path === "/v1/checkout/sessions" && r.method === "POST",
    );
    expect(create.at(-1)!.idempotencyKey).toBe(`order-${orderId}-attempt-2`);
    await stripe.pay(next.id, "paid");
    expect((await orderOf(orderId)).status).toBe("ready_to_process");
  });

  it("expires a session past its time at Stripe before opening the next", async () => {
    const { orderId, session } = await liveCardOrder("stripe-stale.com");
    t.advance(61 * 60_000);
    const next = await toStripe(orderId);
    expect(next.id).not.toBe(session.id);
    expect(stripe.sessions().find((s) => s.id === session.id)!.status).toBe("expired");
    t.advance(-61 * 60_000);
  });

  it("waits for a delayed payment without offering a second session", async () => {
    const { orderId, session } = await liveCardOrder("stripe-delayed.com");
    await stripe.pay(session.id, "delayed");
    expect((await orderOf(orderId)).status).toBe("pending");
    const waiting = await t.request(`/checkout/${orderId}`);
    expect(waiting.status).toBe(200);
    expect(await waiting.text()).toContain("being processed");
    await stripe.settleDelayed(session.id, true);
    expect((await orderOf(orderId)).status).toBe("ready_to_process");
  });

  it("offers a new session after a delayed payment fails", async () => {
    const { orderId, session } = await liveCardOrder("stripe-delay-fail.com");
    await stripe.pay(session.id, "delayed");
    await stripe.settleDelayed(session.id, false);
    expect((await orderOf(orderId)).status).toBe("pending");
    expect((await toStripe(orderId)).id).not.toBe(session.id);
  });

  it("recovers a payment whose webhook was lost, by reconciliation", async () => {
    const { orderId, session } = await liveCardOrder("stripe-lost.com");
    stripe.dropWebhooks(true);
    await stripe.pay(session.id, "paid");
    expect((await orderOf(orderId)).status).toBe("pending");
    await runPaymentsPass(deps(), { reconcile: true });
    expect((await orderOf(orderId)).status).toBe("ready_to_process");
    expect(await paymentsOf(orderId)).toHaveLength(1);
  });
});

describe("refunds through Stripe", () => {
  it("refunds a paid order whose registration failed, and marks it refunded once Stripe settles", async () => {
    const { orderId, price, session } = await liveCardOrder("fail-stripe-refund.com");
    await stripe.pay(session.id, "paid");
    await processOrders();
    expect((await orderOf(orderId)).status).toBe("failed");
    await runPaymentsPass(deps(), { reconcile: false });
    const refund = stripe.refunds().find((r) => r.metadata?.order_id === orderId)!;
    expect(refund).toMatchObject({
      amount: Math.round(Number(price) * 100),
      payment_intent: stripe.sessions().find((s) => s.id === session.id)!.payment_intent,
      status: "pending",
    });
    // Pending at Stripe: the order says failed until the money is back.
    expect((await orderOf(orderId)).status).toBe("failed");
    // A second pass asks for nothing more.
    await runPaymentsPass(deps(), { reconcile: false });
    expect(stripe.refunds().filter((r) => r.metadata?.order_id === orderId)).toHaveLength(1);
    await stripe.settleRefund(refund.id, "succeeded");
    expect((await orderOf(orderId)).status).toBe("refunded");
  });

  it("leaves the order failed and tells the operator when the refund fails", async () => {
    const { orderId, session } = await liveCardOrder("fail-stripe-refund-fails.com");
    await stripe.pay(session.id, "paid");
    await processOrders();
    await runPaymentsPass(deps(), { reconcile: false });
    const refund = stripe.refunds().find((r) => r.metadata?.order_id === orderId)!;
    await stripe.settleRefund(refund.id, "failed");
    expect((await orderOf(orderId)).status).toBe("failed");
    expect(t.logs.join("\n")).toContain("stripe refund failed");
  });

  it("refunds a payment that arrives for an order cancelled meanwhile", async () => {
    const { orderId, session } = await liveCardOrder("stripe-cancelled.com");
    const cancelled = await t.request(`/api/v1/registrar/orders/${orderId}/cancel`, {
      method: "POST",
      headers: { "x-api-key": org.apiKey },
    });
    expect(cancelled.status).toBe(200);
    await stripe.pay(session.id, "paid");
    await runPaymentsPass(deps(), { reconcile: false });
    const refund = stripe.refunds().find((r) => r.metadata?.order_id === orderId);
    expect(refund).toBeDefined();
    await stripe.settleRefund(refund!.id, "succeeded");
    expect((await orderOf(orderId)).status).toBe("cancelled");
  });
});

describe("card top-ups of the live balance", () => {
  const balanceOf = async (apiKey: string) =>
    (
      (await (await t.request("/api/v1/balance", { headers: { "x-api-key": apiKey } })).json()) as {
        balance: string;
      }
    ).balance;
  const topUp = async (apiKey: string, amount: string) =>
    t.request("/api/v1/balance/top-ups", json("POST", { amount }, { "x-api-key": apiKey }));

  it("credits the balance once Stripe confirms the payment, and once only", async () => {
    const payer = await t.org("Topping Up", { livemode: true });
    const res = await topUp(payer.apiKey, "50.00");
    expect(res.status).toBe(201);
    const made = (await res.json()) as {
      top_up_id: string;
      checkout_url: string;
      currency: string;
    };
    expect(new URL(made.checkout_url).origin).toBe(stripe.checkoutOrigin);
    const session = stripe.sessions().find((s) => s.id === made.top_up_id)!;
    expect(session).toMatchObject({ amount_total: 5000, currency: "usd" });
    expect(session.metadata).toMatchObject({
      kind: "top_up",
      organization_id: payer.organizationId,
    });
    expect(await balanceOf(payer.apiKey)).toBe("0.00");
    delivered = [];
    await stripe.pay(session.id, "paid");
    expect(await balanceOf(payer.apiKey)).toBe("50.00");
    const completed = delivered.find((d) => d.body.includes('"checkout.session.completed"'))!;
    // Redelivered, and read again by the reconciliation: still one credit.
    await t.request("/api/v1/payments/stripe/webhook", {
      method: "POST",
      headers: completed.headers,
      body: completed.body,
    });
    await runPaymentsPass(deps(), { reconcile: true });
    expect(await balanceOf(payer.apiKey)).toBe("50.00");
  });

  it("credits a top-up whose webhook was lost, by reconciliation", async () => {
    const payer = await t.org("Lost Top-up", { livemode: true });
    const made = (await (await topUp(payer.apiKey, "20.00")).json()) as { top_up_id: string };
    stripe.dropWebhooks(true);
    await stripe.pay(made.top_up_id, "paid");
    expect(await balanceOf(payer.apiKey)).toBe("0.00");
    await runPaymentsPass(deps(), { reconcile: true });
    expect(await balanceOf(payer.apiKey)).toBe("20.00");
  });

  it("is live mode only", async () => {
    const res = await topUp(testKey, "10.00");
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ code: "live_mode_only" });
  });
});

describe("when Stripe cannot be reached", () => {
  it("tells the payer to try again, charging nothing", async () => {
    // Nothing listens there: every connection is refused.
    const down = await makeTestApp(database, {
      env: STRIPE_ENV,
      liveRegistrar: createSandboxProvider(database.db),
      stripe: createStripeGateway({
        secretKey: stripe.secretKey,
        webhookSecret: stripe.webhookSecret,
        apiUrl: `http://127.0.0.1:${await freePort()}`,
      }),
    });
    try {
      const { body } = await postOrder(down, org.apiKey, {
        domain: "stripe-down.com",
        payment_method: "card",
      });
      const res = await down.request(`/checkout/${body.order_id}`);
      expect(res.status).toBe(503);
      expect(res.headers.get("retry-after")).toMatch(/^\d+$/);
      expect(await res.text()).toContain("nothing was charged");
      expect((await orderOf(body.order_id)).status).toBe("pending");
    } finally {
      down.app.close();
    }
  });
});

describe("disputes and modes", () => {
  it("records a dispute of a payment", async () => {
    const { session } = await liveCardOrder("stripe-disputed.com");
    await stripe.pay(session.id, "paid");
    const intent = stripe.sessions().find((s) => s.id === session.id)!.payment_intent as string;
    await stripe.dispute(intent);
    const rows = await database.sql.query<{ reason: string; payment_id: string | null }>(
      "SELECT reason, payment_id FROM payment_disputes WHERE stripe_payment_intent = $1",
      [intent],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.payment_id).not.toBeNull();
  });

  it("keeps test mode on the sandbox card: Stripe is never asked", async () => {
    const before = stripe.requests.length;
    const { res, body } = await postOrder(t, testKey, {
      domain: "sandbox-card.com",
      payment_method: "card",
    });
    expect(res.status).toBe(201);
    const page = await t.request(`/checkout/${body.order_id}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("4242");
    expect(stripe.requests.length).toBe(before);
  });
});

describe("the payer back from Stripe at the checkout address", () => {
  it("is told the window can close when the webhook paid the order first, and sent back when a return_url was given", async () => {
    const { orderId, session } = await liveCardOrder("stripe-webhook-first.com");
    await stripe.pay(session.id, "paid");
    expect((await orderOf(orderId)).status).toBe("ready_to_process");
    const back = await t.request(`/checkout/${orderId}?session_id=${session.id}`);
    expect(back.status).toBe(200);
    expect(await back.text()).toContain("you can close this window");
    const returnUrl = `${t.config.publicUrl}/hosted/somewhere`;
    const sent = await t.request(
      `/checkout/${orderId}?session_id=${session.id}&return_url=${encodeURIComponent(returnUrl)}`,
    );
    expect(sent.status).toBe(303);
    expect(sent.headers.get("location")).toBe(returnUrl);
    expect(await paymentsOf(orderId)).toHaveLength(1);
  });

  it("is told a delayed payment is being processed, with no card form", async () => {
    const { orderId, session } = await liveCardOrder("stripe-delayed-back.com");
    await stripe.pay(session.id, "delayed");
    const back = await t.request(`/checkout/${orderId}?session_id=${session.id}`);
    expect(back.status).toBe(200);
    const page = await back.text();
    expect(page).toContain("being processed");
    expect(page).not.toContain('name="card"');
  });

  it("cannot pay a live order with the sandbox's test card", async () => {
    const { orderId } = await liveCardOrder("stripe-no-sandbox-card.com");
    const res = await t.request(`/checkout/${orderId}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "card=4242+4242+4242+4242",
    });
    expect(res.status).toBeLessThan(500);
    expect((await orderOf(orderId)).status).toBe("pending");
    expect(await paymentsOf(orderId)).toHaveLength(0);
  });
});
