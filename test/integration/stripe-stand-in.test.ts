/**
 * The Stripe stand-in itself, driven by the official `stripe` package as the service drives
 * it: what it answers, the events it signs, and what it refuses by Stripe's published OpenAPI
 * description. No database.
 */
import { readFileSync } from "node:fs";
import Stripe from "stripe";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { OPERATIONS, sortKeys } from "../../scripts/fixtures/stripe-openapi-subset";
import { startStripeStandIn, type StripeStandIn } from "../helpers/stripe-stand-in";
import { loadStripeSpec, SUBSET_FILE } from "../helpers/stripe-stand-in/spec";

let standIn: StripeStandIn;
let stripe: Stripe;
let received: { payload: string; signature: string; url: string }[] = [];

beforeAll(async () => {
  standIn = await startStripeStandIn({
    webhook: async (req) => {
      received.push({
        payload: await req.text(),
        signature: req.headers.get("stripe-signature") ?? "",
        url: req.url,
      });
      return new Response("ok");
    },
  });
  const { hostname, port } = new URL(standIn.apiUrl);
  stripe = new Stripe(standIn.secretKey, { host: hostname, port, protocol: "http" });
});
afterAll(() => standIn.close());
afterEach(() => {
  received = [];
  // What the stripe package sends validates; a test that provokes a refusal takes its own out.
  expect(standIn.violations).toEqual([]);
});

const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

function sessionParams(orderId: string): Stripe.Checkout.SessionCreateParams {
  return {
    mode: "payment",
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: "usd",
          unit_amount: 1299,
          product_data: { name: "example.com, 1 year" },
        },
      },
    ],
    metadata: { order_id: orderId, organization_id: "org_1" },
    client_reference_id: orderId,
    success_url: "https://shop.test/done?session={CHECKOUT_SESSION_ID}",
    cancel_url: "https://shop.test/back",
    expires_at: inAnHour(),
    payment_intent_data: { metadata: { order_id: orderId } },
  };
}

const events = () => received.map((r) => JSON.parse(r.payload) as Stripe.Event);

describe("Checkout Sessions", () => {
  it("creates a session once per idempotency key, and refuses the key with another body", async () => {
    const params = sessionParams("ord_a");
    const a = await stripe.checkout.sessions.create(params, { idempotencyKey: "ord_a-1" });
    const b = await stripe.checkout.sessions.create(params, { idempotencyKey: "ord_a-1" });
    expect(b.id).toBe(a.id);
    expect(a).toMatchObject({
      object: "checkout.session",
      livemode: false,
      mode: "payment",
      status: "open",
      payment_status: "unpaid",
      amount_total: 1299,
      currency: "usd",
      client_reference_id: "ord_a",
      metadata: { order_id: "ord_a", organization_id: "org_1" },
      url: `${standIn.checkoutOrigin}/c/pay/${a.id}`,
    });
    expect(a.id).toMatch(/^cs_test_/);
    expect(standIn.sessions().filter((s) => s.id === a.id)).toHaveLength(1);

    const other = stripe.checkout.sessions.create(sessionParams("ord_b"), {
      idempotencyKey: "ord_a-1",
    });
    await expect(other).rejects.toMatchObject({ type: "StripeIdempotencyError", statusCode: 400 });
    expect(standIn.requests.at(-1)).toMatchObject({
      method: "POST",
      path: "/v1/checkout/sessions",
      idempotencyKey: "ord_a-1",
    });
  });

  it("retrieves a session and lists by created[gte] and status, newest first", async () => {
    const first = await stripe.checkout.sessions.create(sessionParams("ord_c"));
    const second = await stripe.checkout.sessions.create(sessionParams("ord_d"));
    expect((await stripe.checkout.sessions.retrieve(first.id)).id).toBe(first.id);
    const page = await stripe.checkout.sessions.list({
      created: { gte: first.created },
      status: "open",
      limit: 100,
    });
    const ids = page.data.map((s) => s.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    expect(ids).toContain(first.id);
    const later = await stripe.checkout.sessions.list({ created: { gte: first.created + 3600 } });
    expect(later.data).toEqual([]);
    const after = await stripe.checkout.sessions.list({
      limit: 1,
      starting_after: second.id,
      created: { gte: first.created },
    });
    expect(after.data[0]?.id).toBe(first.id);
    await expect(stripe.checkout.sessions.retrieve("cs_test_none")).rejects.toMatchObject({
      statusCode: 404,
      code: "resource_missing",
    });
    // Recorded: the service has no reason to ask for a session Stripe never made.
    expect(standIn.violations.splice(0)).toEqual([
      "GET /v1/checkout/sessions/{session}: session: No such checkout.session: 'cs_test_none'",
    ]);
  });

  it("pays: a signed checkout.session.completed that constructEvent accepts with the secret only", async () => {
    const s = await stripe.checkout.sessions.create(sessionParams("ord_paid"));
    await standIn.pay(s.id, "paid");
    expect(received).toHaveLength(1);
    const [delivery] = received;
    const event = stripe.webhooks.constructEvent(
      delivery!.payload,
      delivery!.signature,
      standIn.webhookSecret,
    );
    expect(event.type).toBe("checkout.session.completed");
    expect(event.id).toMatch(/^evt_/);
    const paid = event.data.object as Stripe.Checkout.Session;
    expect(paid).toMatchObject({
      id: s.id,
      status: "complete",
      payment_status: "paid",
      metadata: { order_id: "ord_paid" },
    });
    expect(paid.payment_intent).toMatch(/^pi_/);
    expect(() =>
      stripe.webhooks.constructEvent(delivery!.payload, delivery!.signature, "whsec_other"),
    ).toThrow(Stripe.errors.StripeSignatureVerificationError);
    expect(new URL(delivery!.url).pathname).toBe("/api/v1/payments/stripe/webhook");
    expect((await stripe.checkout.sessions.retrieve(s.id)).payment_status).toBe("paid");
  });

  it("declined: the session stays open and nothing is sent", async () => {
    const s = await stripe.checkout.sessions.create(sessionParams("ord_declined"));
    await standIn.pay(s.id, "declined");
    expect(received).toEqual([]);
    expect((await stripe.checkout.sessions.retrieve(s.id)).status).toBe("open");
  });

  it("delayed: completed unpaid, then async_payment_succeeded or _failed", async () => {
    const ok = await stripe.checkout.sessions.create(sessionParams("ord_delayed_ok"));
    const ko = await stripe.checkout.sessions.create(sessionParams("ord_delayed_ko"));
    await standIn.pay(ok.id, "delayed");
    await standIn.pay(ko.id, "delayed");
    await standIn.settleDelayed(ok.id, true);
    await standIn.settleDelayed(ko.id, false);
    expect(
      events().map((e) => [e.type, (e.data.object as Stripe.Checkout.Session).payment_status]),
    ).toEqual([
      ["checkout.session.completed", "unpaid"],
      ["checkout.session.completed", "unpaid"],
      ["checkout.session.async_payment_succeeded", "paid"],
      ["checkout.session.async_payment_failed", "unpaid"],
    ]);
  });

  it("expires by the clock and through the API, each with checkout.session.expired", async () => {
    const byClock = await stripe.checkout.sessions.create(sessionParams("ord_exp1"));
    const byApi = await stripe.checkout.sessions.create(sessionParams("ord_exp2"));
    await standIn.expire(byClock.id);
    const expired = await stripe.checkout.sessions.expire(byApi.id);
    expect(expired).toMatchObject({ status: "expired", url: null });
    expect(events().map((e) => [e.type, (e.data.object as Stripe.Checkout.Session).id])).toEqual([
      ["checkout.session.expired", byClock.id],
      ["checkout.session.expired", byApi.id],
    ]);
    await expect(stripe.checkout.sessions.expire(byApi.id)).rejects.toMatchObject({
      statusCode: 400,
    });
    expect(standIn.violations.splice(0)).toEqual([
      "POST /v1/checkout/sessions/{session}/expire: session: Only Checkout Sessions with a status of `open` can be expired.",
    ]);
  });

  it("drops webhooks when told: the event is made, not sent", async () => {
    const s = await stripe.checkout.sessions.create(sessionParams("ord_lost"));
    standIn.dropWebhooks(true);
    await standIn.pay(s.id, "paid");
    standIn.dropWebhooks(false);
    expect(received).toEqual([]);
    expect(standIn.events().at(-1)).toMatchObject({
      type: "checkout.session.completed",
      data: { object: { id: s.id } },
    });
  });
});

describe("refunds and disputes", () => {
  it("a refund starts pending and settles with refund.updated and charge.refunded", async () => {
    const s = await stripe.checkout.sessions.create(sessionParams("ord_refund"));
    await standIn.pay(s.id, "paid");
    const pi = standIn.sessions().find((x) => x.id === s.id)!.payment_intent as string;
    received = [];
    const params = { payment_intent: pi, amount: 1299, metadata: { order_id: "ord_refund" } };
    const refund = await stripe.refunds.create(params, { idempotencyKey: "refund-ord_refund" });
    expect(refund).toMatchObject({
      object: "refund",
      status: "pending",
      amount: 1299,
      payment_intent: pi,
    });
    expect(refund.id).toMatch(/^re_/);
    expect((await stripe.refunds.create(params, { idempotencyKey: "refund-ord_refund" })).id).toBe(
      refund.id,
    );
    await standIn.settleRefund(refund.id, "succeeded");
    expect((await stripe.refunds.retrieve(refund.id)).status).toBe("succeeded");
    expect(events().map((e) => e.type)).toEqual([
      "refund.created",
      "refund.updated",
      "charge.refunded",
    ]);
    expect(events()[2]!.data.object).toMatchObject({
      object: "charge",
      amount_refunded: 1299,
      refunded: true,
    });
    await expect(stripe.refunds.create({ payment_intent: pi })).rejects.toMatchObject({
      statusCode: 400,
      code: "charge_already_refunded",
    });
    expect(standIn.violations.splice(0)).toEqual([
      expect.stringMatching(/^POST \/v1\/refunds: Charge ch_\w+ has already been refunded\.$/),
    ]);
  });

  it("a dispute sends charge.dispute.created", async () => {
    const s = await stripe.checkout.sessions.create(sessionParams("ord_dispute"));
    await standIn.pay(s.id, "paid");
    received = [];
    await standIn.dispute(standIn.sessions().find((x) => x.id === s.id)!.payment_intent as string);
    expect(events()).toMatchObject([
      { type: "charge.dispute.created", data: { object: { object: "dispute" } } },
    ]);
  });
});

describe("what the description refuses", () => {
  it("a body the description forbids gets Stripe's 400 and is recorded", async () => {
    const before = standIn.violations.length;
    const res = await fetch(`${standIn.apiUrl}/v1/checkout/sessions`, {
      method: "POST",
      headers: {
        authorization: `Bearer ${standIn.secretKey}`,
        "content-type": "application/x-www-form-urlencoded",
      },
      body: "mode=payment&success_url=https%3A%2F%2Fshop.test%2F&line_items[0][price_data][currency]=usd&line_items[0][price_data][unit_amount]=100&line_items[0][price_data][product_data][name]=x&line_items[0][quantity]=abc",
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: {
        type: "invalid_request_error",
        param: "line_items[0][quantity]",
        message: "Invalid integer: abc",
      },
    });
    expect(standIn.violations.slice(before)).toEqual([
      "POST /v1/checkout/sessions: line_items[0][quantity]: Invalid integer: abc",
    ]);
    standIn.violations.splice(before);
  });

  it("an unknown parameter is refused as Stripe refuses it", async () => {
    const bad = {
      ...sessionParams("ord_x"),
      colour: "blue",
    } as Stripe.Checkout.SessionCreateParams;
    await expect(stripe.checkout.sessions.create(bad)).rejects.toMatchObject({
      statusCode: 400,
      param: "colour",
      message: "Received unknown parameter: colour",
    });
    expect(standIn.violations.splice(0)).toEqual([
      "POST /v1/checkout/sessions: colour: Received unknown parameter: colour",
    ]);
  });

  it("an unknown parameter inside an object is refused too (the description's objects are closed)", async () => {
    const bad = sessionParams("ord_y");
    Object.assign(bad.line_items![0]!.price_data!.product_data!, { colour: "blue" });
    await expect(stripe.checkout.sessions.create(bad)).rejects.toMatchObject({
      statusCode: 400,
      param: "line_items[0][price_data][product_data][colour]",
    });
    expect(standIn.violations.splice(0)).toEqual([
      "POST /v1/checkout/sessions: line_items[0][price_data][product_data][colour]: Received unknown parameter: line_items[0][price_data][product_data][colour]",
    ]);
  });

  it("an expansion is refused: the vendored subset keeps expandable fields as IDs", async () => {
    const s = await stripe.checkout.sessions.create(sessionParams("ord_expand"));
    await expect(
      stripe.checkout.sessions.retrieve(s.id, { expand: ["payment_intent"] }),
    ).rejects.toMatchObject({
      statusCode: 400,
      param: "expand",
    });
    expect(standIn.violations.splice(0)).toEqual([
      "GET /v1/checkout/sessions/{session}: expand: The Stripe stand-in does not expand objects (the service never asks to).",
    ]);
  });

  it("an object with a field the description does not name does not validate", () => {
    const refund = { id: "re_1", object: "refund", amount: 100, created: 1, currency: "usd" };
    expect(loadStripeSpec().checkObject("refund", refund).ok).toBe(true);
    expect(loadStripeSpec().checkObject("refund", { ...refund, destination_details: {} })).toEqual({
      ok: false,
      refusal: {
        param: "destination_details",
        message: "Received unknown parameter: destination_details",
      },
    });
  });

  it("a wrong or missing key gets 401", async () => {
    const { hostname, port } = new URL(standIn.apiUrl);
    const wrong = new Stripe("sk_test_wrong", { host: hostname, port, protocol: "http" });
    await expect(wrong.checkout.sessions.list()).rejects.toMatchObject({
      statusCode: 401,
      type: "StripeAuthenticationError",
    });
    expect((await fetch(`${standIn.apiUrl}/v1/checkout/sessions`)).status).toBe(401);
  });

  it("the vendored subset holds exactly the operations the service uses", () => {
    const doc = JSON.parse(readFileSync(SUBSET_FILE, "utf8")) as { paths: Record<string, object> };
    const held = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`),
    );
    expect(held.sort()).toEqual([...OPERATIONS].sort());
  });

  it("the vendored subset is exactly as its script writes it (sorted keys, two-space indents)", () => {
    const text = readFileSync(SUBSET_FILE, "utf8");
    expect(text === `${JSON.stringify(sortKeys(JSON.parse(text)), null, 2)}\n`).toBe(true);
    expect(Buffer.byteLength(text)).toBeLessThan(1_500_000);
  });
});

describe("the hosted checkout page", () => {
  const page = (id: string, form?: Record<string, string>) =>
    fetch(`${standIn.checkoutOrigin}/c/pay/${id}`, {
      redirect: "manual",
      ...(form ? { method: "POST", body: new URLSearchParams(form) } : {}),
    });

  it("shows the amount and product on another origin; a declined card stays; Pay redirects to success_url", async () => {
    const s = await stripe.checkout.sessions.create(sessionParams("ord_page"));
    expect(new URL(standIn.checkoutOrigin).origin).not.toBe(new URL(standIn.apiUrl).origin);
    const shown = await (await page(s.id)).text();
    expect(shown).toContain("Pay $12.99");
    expect(shown).toContain("example.com, 1 year");
    const declined = await page(s.id, { card: "4000 0000 0000 0002", action: "pay" });
    expect(await declined.text()).toContain("Your card was declined.");
    expect(received).toEqual([]);
    const paid = await page(s.id, { card: "4242 4242 4242 4242", action: "pay" });
    expect(paid.status).toBe(303);
    expect(paid.headers.get("location")).toBe(`https://shop.test/done?session=${s.id}`);
    expect(events().map((e) => e.type)).toEqual(["checkout.session.completed"]);
    expect(await (await page(s.id)).text()).toContain("This checkout session is complete");
  });

  it("Pay later starts a delayed payment; an expired session says so and offers Back", async () => {
    const later = await stripe.checkout.sessions.create(sessionParams("ord_page_later"));
    const gone = await stripe.checkout.sessions.create(sessionParams("ord_page_gone"));
    const res = await page(later.id, { card: "4242 4242 4242 4242", action: "later" });
    expect(res.status).toBe(303);
    expect(
      events().map((e) => [e.type, (e.data.object as Stripe.Checkout.Session).payment_status]),
    ).toEqual([["checkout.session.completed", "unpaid"]]);
    await standIn.expire(gone.id);
    const shown = await (await page(gone.id)).text();
    expect(shown).toContain("This checkout session has expired");
    expect(shown).toContain('<a href="https://shop.test/back">Back</a>');
  });
});

describe("the stand-in's clock", () => {
  it("stamps objects and events from `now`, and signs at the real time so constructEvent accepts", async () => {
    const at = Date.UTC(2020, 0, 1) / 1000; // in the past: constructEvent refuses old signatures
    const delivered: { payload: string; signature: string }[] = [];
    const clocked = await startStripeStandIn({
      now: () => new Date(at * 1000),
      webhook: async (req) => {
        delivered.push({
          payload: await req.text(),
          signature: req.headers.get("stripe-signature")!,
        });
        return new Response("ok");
      },
    });
    try {
      const { hostname, port } = new URL(clocked.apiUrl);
      const client = new Stripe(clocked.secretKey, { host: hostname, port, protocol: "http" });
      const s = await client.checkout.sessions.create({
        ...sessionParams("ord_clock"),
        expires_at: at + 1800,
      });
      expect([s.created, s.expires_at]).toEqual([at, at + 1800]);
      const early = client.checkout.sessions.create({
        ...sessionParams("ord_clock"),
        expires_at: at + 1799,
      });
      await expect(early).rejects.toMatchObject({ statusCode: 400, param: "expires_at" });
      expect(clocked.violations.splice(0)).toHaveLength(1);
      await clocked.pay(s.id, "paid");
      const event = client.webhooks.constructEvent(
        delivered[0]!.payload,
        delivered[0]!.signature,
        clocked.webhookSecret,
      );
      expect(event.created).toBe(at);
      expect(clocked.violations).toEqual([]);
    } finally {
      await clocked.close();
    }
  });
});
