/**
 * A loopback Stripe for the tests: the parts of Stripe's API the service uses (Checkout
 * Sessions, refunds) on 127.0.0.1, a hosted checkout page on another origin, and signed webhook
 * events, every request and every answer checked against Stripe's published OpenAPI
 * description (test/fixtures/stripe/, checked by ./stripe-stand-in/spec.ts). A request the
 * description (or a rule Stripe documents) refuses gets Stripe's 400 and is recorded in
 * `violations`; an answer or event that would not validate throws inside the stand-in and is
 * recorded too. docs/testing.md, "The Stripe stand-in", says how tests use it.
 *
 * Point the official package at it: `new Stripe(standIn.secretKey, { host: "127.0.0.1",
 * port: new URL(standIn.apiUrl).port, protocol: "http" })`.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import Stripe from "stripe";
import { checkoutPage, DECLINED_CARD, PAID_CARD } from "./stripe-stand-in/checkout-page";
import {
  API_VERSION,
  type LineSummary,
  makeCharge,
  makeDispute,
  makeEvent,
  makeRefund,
  makeSession,
  type SessionParams,
  stripeId,
} from "./stripe-stand-in/objects";
import { loadStripeSpec, type StripeSpec } from "./stripe-stand-in/spec";

type WebhookTarget = string | ((req: Request) => Promise<Response>);

export interface StripeStandIn {
  /** "http://127.0.0.1:PORT": for the stripe package's host/port/protocol. */
  apiUrl: string;
  /** A different origin (another port) serving the hosted checkout page `/c/pay/{session_id}`. */
  checkoutOrigin: string;
  /** The "sk_test_…" key it accepts. */
  secretKey: string;
  /** "whsec_…"; events are signed with `Stripe.webhooks.generateTestHeaderString`. */
  webhookSecret: string;
  setWebhook(target: WebhookTarget): void;
  /** What it holds, newest last. */
  sessions(): Stripe.Checkout.Session[];
  /**
   * What the hosted page's buttons do: "paid" (card 4242…: complete + paid + events),
   * "declined" (4000…0002: the session stays open, nothing sent), "delayed" (complete with
   * payment_status "unpaid", then settleDelayed).
   */
  pay(sessionId: string, outcome: "paid" | "declined" | "delayed"): Promise<void>;
  /** checkout.session.async_payment_succeeded / _failed. */
  settleDelayed(sessionId: string, succeeded: boolean): Promise<void>;
  /** As if expires_at passed: status expired + checkout.session.expired. */
  expire(sessionId: string): Promise<void>;
  /** Lost webhooks: events are made (see `events()`) but not sent. */
  dropWebhooks(on: boolean): void;
  refunds(): Stripe.Refund[];
  /** Refunds start "pending"; sends refund.updated (+ charge.refunded when succeeded). */
  settleRefund(refundId: string, status: "succeeded" | "failed"): Promise<void>;
  /** charge.dispute.created. */
  dispute(paymentIntentId: string): Promise<void>;
  /** Every event made, oldest first, sent or not. */
  events(): Stripe.Event[];
  /** Every delivery tried: the event and the status the target answered (0: no answer). */
  deliveries: { eventId: string; type: string; status: number }[];
  requests: { method: string; path: string; idempotencyKey?: string; body: unknown }[];
  violations: string[];
  close(): Promise<void>;
}

/** Where a function target's request is addressed (the service's webhook route). */
const WEBHOOK_REQUEST_URL = "http://127.0.0.1/api/v1/payments/stripe/webhook";

type Answer = { status: number; body: Record<string, unknown>; headers?: Record<string, string> };
type Held = {
  session: Stripe.Checkout.Session;
  lines: LineSummary[];
  piMetadata: Record<string, string>;
};

class StripeError extends Error {
  constructor(
    readonly status: number,
    readonly error: Record<string, unknown>,
    readonly violation: boolean,
  ) {
    super(String(error.message));
  }
}

const invalid = (message: string, param?: string, code?: string) =>
  new StripeError(
    400,
    {
      type: "invalid_request_error",
      message,
      ...(param ? { param } : {}),
      ...(code ? { code } : {}),
    },
    true,
  );
const missing = (kind: string, id: string, param: string) =>
  new StripeError(
    404,
    {
      type: "invalid_request_error",
      code: "resource_missing",
      message: `No such ${kind}: '${id}'`,
      param,
    },
    true,
  );

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

export async function startStripeStandIn(opts?: {
  /** Where webhooks go: a URL (POSTed over HTTP) or a function (integration tests call the Hono app directly). */
  webhook?: WebhookTarget;
  /** The stand-in's clock (unix seconds in objects come from it); default Date.now. */
  now?: () => Date;
}): Promise<StripeStandIn> {
  const spec: StripeSpec = loadStripeSpec();
  const now = () => Math.floor((opts?.now?.() ?? new Date()).getTime() / 1000);
  const secretKey = stripeId("sk_test_", 32);
  const webhookSecret = stripeId("whsec_", 32);
  let target = opts?.webhook;
  let dropping = false;
  const held: Held[] = [];
  const charges = new Map<string, Stripe.Charge>(); // by payment intent
  const refunds: Stripe.Refund[] = [];
  const events: Stripe.Event[] = [];
  const idempotent = new Map<string, { request: string; answer: Answer }>();
  const violations: string[] = [];
  const requests: StripeStandIn["requests"] = [];
  const deliveries: StripeStandIn["deliveries"] = [];

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
  const heldOrThrow = (id: string) => {
    const h = find(id);
    if (!h) throw new Error(`the stand-in holds no session ${id}`);
    return h;
  };

  async function emit(
    type: string,
    object: { object: string },
    previous?: Record<string, unknown>,
  ) {
    const event = makeEvent(type, object, now(), previous);
    mustValidate(`event ${type}`, spec.checkObject("event", event as never));
    const name = object.object === "checkout.session" ? "checkout.session" : object.object;
    mustValidate(`${type}'s data.object`, spec.checkObject(name, object as never));
    events.push(event);
    if (dropping || !target) return;
    const payload = JSON.stringify(event, null, 2);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
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

  // ---- the API ------------------------------------------------------------------------------

  function createSession(p: SessionParams): Stripe.Checkout.Session {
    if (p.mode !== "payment") throw invalid("The stand-in serves `mode: payment` only.", "mode");
    if (!p.line_items?.length)
      throw invalid("`line_items` is required in `payment` mode.", "line_items");
    if (!p.success_url) throw invalid("Missing required param: success_url.", "success_url");
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
    const made = makeSession(p, at, checkoutOrigin);
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

  async function expireSession(h: Held) {
    const previous = { status: h.session.status, url: h.session.url };
    h.session.status = "expired";
    h.session.url = null;
    await emit("checkout.session.expired", h.session, previous);
  }

  async function createRefund(p: {
    payment_intent?: string;
    amount?: number;
    metadata?: Record<string, string> | "";
  }) {
    if (!p.payment_intent)
      throw invalid("The stand-in refunds by `payment_intent` only.", "payment_intent");
    const charge = charges.get(p.payment_intent);
    if (!charge) throw missing("payment_intent", p.payment_intent, "payment_intent");
    const taken = refunds
      .filter((r) => r.charge === charge.id && r.status !== "failed" && r.status !== "canceled")
      .reduce((sum, r) => sum + r.amount, 0);
    const left = charge.amount - taken;
    if (left <= 0)
      throw invalid(
        `Charge ${charge.id} has already been refunded.`,
        undefined,
        "charge_already_refunded",
      );
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

  async function route(
    template: string,
    p: Record<string, unknown>,
    pathParams: Record<string, string>,
  ) {
    switch (template) {
      case "POST /v1/checkout/sessions":
        return createSession(p as SessionParams);
      case "GET /v1/checkout/sessions":
        return listSessions(p);
      case "GET /v1/checkout/sessions/{session}":
      case "POST /v1/checkout/sessions/{session}/expire": {
        const h = find(pathParams.session!);
        if (!h) throw missing("checkout.session", pathParams.session!, "session");
        if (template.startsWith("POST")) {
          if (h.session.status !== "open") {
            throw invalid(
              "Only Checkout Sessions with a status of `open` can be expired.",
              "session",
            );
          }
          await expireSession(h);
        }
        return h.session;
      }
      case "POST /v1/refunds":
        return createRefund(p);
      case "GET /v1/refunds/{refund}": {
        const r = refunds.find((x) => x.id === pathParams.refund);
        if (!r) throw missing("refund", pathParams.refund!, "refund");
        return r;
      }
    }
    throw new Error(`no route for ${template}`);
  }

  async function answerApi(req: IncomingMessage, raw: string): Promise<Answer> {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const method = req.method ?? "GET";
    const idempotencyKey = req.headers["idempotency-key"] as string | undefined;
    const entry: StripeStandIn["requests"][number] = { method, path: url.pathname, body: raw };
    if (idempotencyKey) entry.idempotencyKey = idempotencyKey;
    requests.push(entry);
    const auth = req.headers.authorization;
    if (!auth) {
      return {
        status: 401,
        headers: { "www-authenticate": 'Basic realm="Stripe"' },
        body: {
          error: {
            type: "invalid_request_error",
            message:
              "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
          },
        },
      };
    }
    const given = auth.startsWith("Basic ")
      ? Buffer.from(auth.slice(6), "base64").toString().replace(/:$/, "")
      : auth.replace(/^Bearer /, "");
    if (given !== secretKey) {
      return {
        status: 401,
        headers: { "www-authenticate": 'Basic realm="Stripe"' },
        body: {
          error: {
            type: "invalid_request_error",
            message: `Invalid API Key provided: ${given.slice(0, 8)}${"*".repeat(Math.max(0, given.length - 12))}${given.slice(-4)}`,
          },
        },
      };
    }
    const op = spec.match(method, url.pathname);
    if (!op) {
      const message = `Unrecognized request URL (${method}: ${url.pathname}).`;
      violations.push(`${method} ${url.pathname}: not an operation the stand-in serves`);
      return { status: 404, body: { error: { type: "invalid_request_error", message } } };
    }
    const checked = op.checkRequest(url.search.slice(1), raw);
    if (!checked.ok) {
      refused(op.template, checked.refusal.param, checked.refusal.message);
      return {
        status: 400,
        body: { error: { type: "invalid_request_error", ...checked.refusal } },
      };
    }
    entry.body = checked.value;
    const fingerprint = JSON.stringify([method, url.pathname, checked.value]);
    if (idempotencyKey && method === "POST") {
      const before = idempotent.get(idempotencyKey);
      if (before) {
        if (before.request !== fingerprint) {
          return {
            status: 400,
            body: {
              error: {
                type: "idempotency_error",
                message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
              },
            },
          };
        }
        return {
          ...before.answer,
          headers: { ...before.answer.headers, "idempotent-replayed": "true" },
        };
      }
    }
    let answer: Answer;
    try {
      const body = (await route(
        op.template,
        checked.value,
        checked.params ?? {},
      )) as unknown as Record<string, unknown>;
      mustValidate(`answer to ${op.template}`, op.checkResponse(body));
      answer = { status: 200, body: structuredClone(body) };
    } catch (e) {
      if (!(e instanceof StripeError)) throw e;
      if (e.violation) refused(op.template, e.error.param as string | undefined, e.message);
      answer = { status: e.status, body: { error: e.error } };
    }
    if (idempotencyKey && method === "POST")
      idempotent.set(idempotencyKey, { request: fingerprint, answer });
    return answer;
  }

  const api = createServer((req, res) => {
    void (async () => {
      const raw = await readBody(req);
      let answer: Answer;
      try {
        answer = await answerApi(req, raw);
        const err = answer.body.error;
        if (err) mustValidate(`error answer`, spec.checkObject("error", answer.body));
      } catch (e) {
        answer = { status: 500, body: { error: { type: "api_error", message: String(e) } } };
      }
      send(res, answer.status, JSON.stringify(answer.body), {
        "content-type": "application/json",
        "request-id": stripeId("req_", 14),
        "stripe-version": API_VERSION,
        ...answer.headers,
      });
    })();
  });

  // ---- the hosted checkout page --------------------------------------------------------------

  const page = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? "/", "http://127.0.0.1");
      const m = /^\/c\/pay\/([^/]+)$/.exec(url.pathname);
      const h = m ? find(decodeURIComponent(m[1]!)) : undefined;
      if (!h)
        return send(
          res,
          404,
          "<!doctype html><title>Not found</title><p>No such checkout session.</p>",
          html,
        );
      if (req.method === "POST") {
        const form = new URLSearchParams(await readBody(req));
        if (h.session.status === "open") {
          const card = (form.get("card") ?? "").replace(/\s+/g, "");
          const outcome =
            form.get("action") === "later"
              ? "delayed"
              : card === PAID_CARD
                ? "paid"
                : card === DECLINED_CARD
                  ? "declined"
                  : null;
          if (outcome === null || outcome === "declined") {
            if (outcome) await standIn.pay(h.session.id, "declined");
            const why = outcome ? "Your card was declined." : "Your card number is incorrect.";
            return send(res, 402, checkoutPage(h.session, h.lines, why), html);
          }
          await standIn.pay(h.session.id, outcome);
          const next = h.session.success_url!.replaceAll("{CHECKOUT_SESSION_ID}", h.session.id);
          return send(res, 303, "", { location: next });
        }
      }
      send(res, 200, checkoutPage(h.session, h.lines), html);
    })().catch((e: unknown) => send(res, 500, String(e), { "content-type": "text/plain" }));
  });

  const html = { "content-type": "text/html; charset=utf-8" };
  const apiUrl = await listen(api);
  const checkoutOrigin = await listen(page);

  // ---- what tests drive ----------------------------------------------------------------------

  async function complete(h: Held, paid: boolean) {
    const previous = {
      status: h.session.status,
      payment_status: h.session.payment_status,
      url: h.session.url,
    };
    h.session.payment_intent ??= stripeId("pi_");
    h.session.status = "complete";
    h.session.url = null;
    if (paid) {
      h.session.payment_status = "paid";
      charge(h);
    }
    await emit("checkout.session.completed", h.session, previous);
  }

  function charge(h: Held) {
    const pi = h.session.payment_intent as string;
    charges.set(pi, makeCharge(h.session, pi, h.piMetadata, now()));
  }

  const standIn: StripeStandIn = {
    apiUrl,
    checkoutOrigin,
    secretKey,
    webhookSecret,
    setWebhook(t) {
      target = t;
    },
    sessions: () => held.map((h) => h.session),
    async pay(sessionId, outcome) {
      const h = heldOrThrow(sessionId);
      if (h.session.status !== "open")
        throw new Error(`session ${sessionId} is ${h.session.status}, not open`);
      if (outcome === "declined") {
        h.session.payment_intent ??= stripeId("pi_");
        return;
      }
      await complete(h, outcome === "paid");
    },
    async settleDelayed(sessionId, succeeded) {
      const h = heldOrThrow(sessionId);
      if (h.session.status !== "complete" || h.session.payment_status !== "unpaid") {
        throw new Error(`session ${sessionId} has no delayed payment to settle`);
      }
      const previous = { payment_status: "unpaid" };
      if (succeeded) {
        h.session.payment_status = "paid";
        charge(h);
      }
      const type = `checkout.session.async_payment_${succeeded ? "succeeded" : "failed"}`;
      await emit(type, h.session, succeeded ? previous : undefined);
    },
    async expire(sessionId) {
      const h = heldOrThrow(sessionId);
      if (h.session.status !== "open")
        throw new Error(`session ${sessionId} is ${h.session.status}, not open`);
      await expireSession(h);
    },
    dropWebhooks(on) {
      dropping = on;
    },
    refunds: () => [...refunds],
    async settleRefund(refundId, status) {
      const refund = refunds.find((r) => r.id === refundId);
      if (!refund || refund.status !== "pending") throw new Error(`no pending refund ${refundId}`);
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
    },
    async dispute(paymentIntentId) {
      const ch = charges.get(paymentIntentId);
      if (!ch) throw new Error(`no charge for ${paymentIntentId}`);
      ch.disputed = true;
      await emit("charge.dispute.created", makeDispute(ch, now()));
    },
    events: () => [...events],
    deliveries,
    requests,
    violations,
    async close() {
      await Promise.all(
        [api, page].map(
          (s) =>
            new Promise<void>((resolve) => (s.closeAllConnections(), s.close(() => resolve()))),
        ),
      );
    },
  };
  return standIn;
}

function send(res: ServerResponse, status: number, body: string, headers: Record<string, string>) {
  res.writeHead(status, headers);
  res.end(body);
}
