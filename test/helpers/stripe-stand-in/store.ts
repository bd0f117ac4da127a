/**
 * What the Stripe stand-in holds (sessions, charges, refunds, events) and what changes it:
 * the API's operations and the moves tests make (pay, settle, expire, refund, dispute). Every
 * event is validated against the description before it is kept and sent, signed by the
 * `stripe` package's own `webhooks.generateTestHeaderString`.
 */
import Stripe from "stripe";
import {
  type LineSummary,
  makeCharge,
  makeDispute,
  makeEvent,
  makeRefund,
  makeSession,
  type SessionParams,
  stripeId,
} from "./objects";
import type { StripeSpec } from "./spec";

export type WebhookTarget = string | ((req: Request) => Promise<Response>);

/** Where a function target's request is addressed (the service's webhook route). */
const WEBHOOK_REQUEST_URL = "http://127.0.0.1/api/v1/payments/stripe/webhook";

type Held = {
  session: Stripe.Checkout.Session;
  lines: LineSummary[];
  piMetadata: Record<string, string>;
};

/** A refusal as Stripe answers it (the API records it as a violation: the caller's bug). */
export class StripeError extends Error {
  constructor(
    readonly status: number,
    readonly error: Record<string, unknown>,
  ) {
    super(String(error.message));
  }
}

export const invalid = (message: string, param?: string, code?: string) =>
  new StripeError(400, {
    type: "invalid_request_error",
    message,
    ...(param ? { param } : {}),
    ...(code ? { code } : {}),
  });

export const missing = (kind: string, id: string, param: string) =>
  new StripeError(404, {
    type: "invalid_request_error",
    code: "resource_missing",
    message: `No such ${kind}: '${id}'`,
    param,
  });

export type Store = ReturnType<typeof createStore>;

export function createStore(o: {
  spec: StripeSpec;
  now: () => number;
  checkoutOrigin: string;
  webhookSecret: string;
  target: WebhookTarget | undefined;
}) {
  const { spec, now } = o;
  const held: Held[] = [];
  const charges = new Map<string, Stripe.Charge>(); // by payment intent
  const refunds: Stripe.Refund[] = [];
  const events: Stripe.Event[] = [];
  const violations: string[] = [];
  const deliveries: { eventId: string; type: string; status: number }[] = [];
  const webhook = { target: o.target, dropping: false };

  /** An answer or event the description does not allow: the stand-in's own bug. */
  const mustValidate = (what: string, result: ReturnType<StripeSpec["checkObject"]>) => {
    if (result.ok) return;
    const v = `stand-in ${what} does not validate: ${result.refusal.param} ${result.refusal.message}`;
    violations.push(v);
    throw new Error(v);
  };

  /** A request Stripe would refuse: the caller's bug, as `METHOD template: param: message`. */
  const refused = (template: string, param: string | undefined, message: string) =>
    violations.push(param ? `${template}: ${param}: ${message}` : `${template}: ${message}`);

  const find = (id: string) => held.find((h) => h.session.id === id);
  const heldOrThrow = (id: string, status?: Stripe.Checkout.Session.Status) => {
    const h = find(id);
    if (!h) throw new Error(`the stand-in holds no session ${id}`);
    if (status && h.session.status !== status) {
      throw new Error(`session ${id} is ${h.session.status}, not ${status}`);
    }
    return h;
  };

  async function emit(
    type: string,
    object: { object: string },
    previous?: Record<string, unknown>,
  ) {
    const event = makeEvent(type, object, now(), previous);
    mustValidate(`event ${type}`, spec.checkObject("event", event as never));
    mustValidate(`${type}'s data.object`, spec.checkObject(object.object, object as never));
    events.push(event);
    const { target } = webhook;
    if (webhook.dropping || !target) return;
    const payload = JSON.stringify(event, null, 2);
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: o.webhookSecret,
    });
    const init = {
      method: "POST",
      headers: {
        "content-type": "application/json; charset=utf-8",
        "stripe-signature": signature,
        "user-agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)",
      },
      body: payload,
    };
    let status = 0;
    try {
      const res =
        typeof target === "string"
          ? await fetch(target, init)
          : await target(new Request(WEBHOOK_REQUEST_URL, init));
      status = res.status;
      await res.arrayBuffer();
    } finally {
      deliveries.push({ eventId: event.id, type, status });
    }
  }

  function createSession(p: SessionParams): Stripe.Checkout.Session {
    if (p.mode !== "payment") throw invalid("The stand-in serves `mode: payment` only.", "mode");
    if (!p.line_items?.length) {
      throw invalid("`line_items` is required in `payment` mode.", "line_items");
    }
    const at = now();
    if (
      p.expires_at !== undefined &&
      (p.expires_at < at + 30 * 60 || p.expires_at > at + 24 * 3600)
    ) {
      throw invalid(
        "The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.",
        "expires_at",
      );
    }
    const made = makeSession(p, at, o.checkoutOrigin);
    held.push({ ...made, piMetadata: p.payment_intent_data?.metadata ?? {} });
    return made.session;
  }

  function listSessions(q: Record<string, unknown>) {
    const created = q.created as number | Record<string, number> | undefined;
    const range = typeof created === "number" ? { gte: created, lte: created } : (created ?? {});
    let list = held
      .map((h) => h.session)
      .filter(
        (s) =>
          (range.gte === undefined || s.created >= range.gte) &&
          (range.gt === undefined || s.created > range.gt) &&
          (range.lte === undefined || s.created <= range.lte) &&
          (range.lt === undefined || s.created < range.lt) &&
          (q.status === undefined || s.status === q.status) &&
          (q.payment_intent === undefined || s.payment_intent === q.payment_intent),
      )
      .reverse(); // newest first, as Stripe lists
    for (const [param, after] of [
      ["starting_after", true],
      ["ending_before", false],
    ] as const) {
      const id = q[param] as string | undefined;
      if (id === undefined) continue;
      const i = list.findIndex((s) => s.id === id);
      if (i < 0) throw missing("checkout.session", id, param);
      list = after ? list.slice(i + 1) : list.slice(0, i);
    }
    const limit = (q.limit as number | undefined) ?? 10;
    if (limit < 1 || limit > 100) throw invalid("This value must be between 1 and 100.", "limit");
    return {
      object: "list",
      data: list.slice(0, limit),
      has_more: list.length > limit,
      url: "/v1/checkout/sessions",
    };
  }

  async function expire(id: string) {
    const h = heldOrThrow(id, "open");
    const previous = { status: h.session.status, url: h.session.url };
    h.session.status = "expired";
    h.session.url = null;
    await emit("checkout.session.expired", h.session, previous);
    return h.session;
  }

  async function createRefund(p: {
    payment_intent?: string;
    amount?: number;
    metadata?: Record<string, string> | "";
  }) {
    if (!p.payment_intent) {
      throw invalid("The stand-in refunds by `payment_intent` only.", "payment_intent");
    }
    const charge = charges.get(p.payment_intent);
    if (!charge) throw missing("payment_intent", p.payment_intent, "payment_intent");
    const taken = refunds
      .filter((r) => r.charge === charge.id && r.status !== "failed" && r.status !== "canceled")
      .reduce((sum, r) => sum + r.amount, 0);
    const left = charge.amount - taken;
    if (left <= 0) {
      const message = `Charge ${charge.id} has already been refunded.`;
      throw invalid(message, undefined, "charge_already_refunded");
    }
    const amount = p.amount ?? left;
    if (amount > left) {
      throw invalid(
        `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`,
        "amount",
        "amount_too_large",
      );
    }
    const refund = makeRefund(charge, amount, p.metadata || {}, now());
    refunds.push(refund);
    await emit("refund.created", refund);
    return refund;
  }

  function charge(h: Held) {
    const pi = h.session.payment_intent as string;
    charges.set(pi, makeCharge(h.session, pi, h.piMetadata, now()));
  }

  async function pay(id: string, outcome: "paid" | "declined" | "delayed") {
    const h = heldOrThrow(id, "open");
    h.session.payment_intent ??= stripeId("pi_");
    if (outcome === "declined") return;
    const previous = {
      status: h.session.status,
      payment_status: h.session.payment_status,
      url: h.session.url,
    };
    h.session.status = "complete";
    h.session.url = null;
    if (outcome === "paid") {
      h.session.payment_status = "paid";
      charge(h);
    }
    await emit("checkout.session.completed", h.session, previous);
  }

  async function settleDelayed(id: string, succeeded: boolean) {
    const h = heldOrThrow(id, "complete");
    if (h.session.payment_status !== "unpaid") {
      throw new Error(`session ${id} has no delayed payment to settle`);
    }
    if (succeeded) {
      h.session.payment_status = "paid";
      charge(h);
    }
    const type = `checkout.session.async_payment_${succeeded ? "succeeded" : "failed"}`;
    await emit(type, h.session, succeeded ? { payment_status: "unpaid" } : undefined);
  }

  async function settleRefund(id: string, status: "succeeded" | "failed") {
    const refund = refunds.find((r) => r.id === id);
    if (!refund || refund.status !== "pending") throw new Error(`no pending refund ${id}`);
    refund.status = status;
    if (status === "failed") refund.failure_reason = "expired_or_canceled_card";
    else refund.balance_transaction = stripeId("txn_");
    await emit("refund.updated", refund, { status: "pending" });
    if (status === "succeeded") {
      const ch = charges.get(refund.payment_intent as string)!;
      const before = { amount_refunded: ch.amount_refunded, refunded: ch.refunded };
      ch.amount_refunded += refund.amount;
      ch.refunded = ch.amount_refunded >= ch.amount;
      await emit("charge.refunded", ch, before);
    }
  }

  async function dispute(paymentIntentId: string) {
    const ch = charges.get(paymentIntentId);
    if (!ch) throw new Error(`no charge for ${paymentIntentId}`);
    ch.disputed = true;
    await emit("charge.dispute.created", makeDispute(ch, now()));
  }

  return {
    held,
    refunds,
    events,
    violations,
    deliveries,
    webhook,
    mustValidate,
    refused,
    find,
    createSession,
    listSessions,
    expire,
    createRefund,
    pay,
    settleDelayed,
    settleRefund,
    dispute,
  };
}
