/**
 * A loopback Stripe for the tests: the parts of Stripe's API the service uses (Checkout
 * Sessions, refunds) on 127.0.0.1, a hosted checkout page on another origin, and signed webhook
 * events, every request and every answer checked against Stripe's published OpenAPI
 * description (test/fixtures/stripe/, checked by ./spec.ts). A request the
 * description (or a rule Stripe documents) refuses gets Stripe's 400 and is recorded in
 * `violations`; an answer or event that would not validate throws inside the stand-in and is
 * recorded too. docs/testing.md, "The Stripe stand-in", says how tests use it.
 *
 * Point the official package at it: `new Stripe(standIn.secretKey, { host: "127.0.0.1",
 * port: new URL(standIn.apiUrl).port, protocol: "http" })`.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type Stripe from "stripe";
import { type Answer, apiAnswerer, type Logged } from "./api";
import { checkoutPage, DECLINED_CARD, PAID_CARD } from "./checkout-page";
import { API_VERSION, stripeId } from "./objects";
import { loadStripeSpec } from "./spec";
import { createStore, type Store, type WebhookTarget } from "./store";

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
  requests: Logged[];
  violations: string[];
  close(): Promise<void>;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

function send(res: ServerResponse, status: number, body: string, headers: Record<string, string>) {
  res.writeHead(status, headers);
  res.end(body);
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const HTML = { "content-type": "text/html; charset=utf-8" };

/** The hosted page: shows the session, and its forms pay, decline or start a delayed payment. */
async function answerPage(store: Store, req: IncomingMessage, res: ServerResponse) {
  const url = new URL(req.url ?? "/", "http://127.0.0.1");
  const m = /^\/c\/pay\/([^/]+)$/.exec(url.pathname);
  const h = m ? store.find(decodeURIComponent(m[1]!)) : undefined;
  if (!h)
    return send(res, 404, "<!doctype html><title>Not found</title><p>No such page.</p>", HTML);
  if (req.method === "POST" && h.session.status === "open") {
    const form = new URLSearchParams(await readBody(req));
    const card = (form.get("card") ?? "").replace(/\s+/g, "");
    if (form.get("action") !== "later" && card !== PAID_CARD) {
      if (card === DECLINED_CARD) await store.pay(h.session.id, "declined");
      const why =
        card === DECLINED_CARD ? "Your card was declined." : "Your card number is incorrect.";
      return send(res, 402, checkoutPage(h.session, h.lines, why), HTML);
    }
    await store.pay(h.session.id, form.get("action") === "later" ? "delayed" : "paid");
    const next = h.session.success_url!.replaceAll("{CHECKOUT_SESSION_ID}", h.session.id);
    return send(res, 303, "", { location: next });
  }
  send(res, 200, checkoutPage(h.session, h.lines), HTML);
}

export async function startStripeStandIn(opts?: {
  /** Where webhooks go: a URL (POSTed over HTTP) or a function (integration tests call the Hono app directly). */
  webhook?: WebhookTarget;
  /** The stand-in's clock (unix seconds in objects come from it); default Date.now. */
  now?: () => Date;
}): Promise<StripeStandIn> {
  const spec = loadStripeSpec();
  const secretKey = stripeId("sk_test_", 32);
  const webhookSecret = stripeId("whsec_", 32);
  const requests: Logged[] = [];
  // Both servers listen first: a session's `url` names the page's origin.
  const api = createServer();
  const page = createServer();
  const apiUrl = await listen(api);
  const checkoutOrigin = await listen(page);
  const s = createStore({
    spec,
    now: () => Math.floor((opts?.now?.() ?? new Date()).getTime() / 1000),
    checkoutOrigin,
    webhookSecret,
    target: opts?.webhook,
  });
  const answerApi = apiAnswerer({ spec, store: s, secretKey, requests });
  api.on("request", (req: IncomingMessage, res: ServerResponse) => {
    void (async () => {
      const raw = await readBody(req);
      let answer: Answer;
      try {
        answer = await answerApi(req, raw);
        if (answer.body.error)
          s.mustValidate("error answer", spec.checkObject("error", answer.body));
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
  page.on("request", (req: IncomingMessage, res: ServerResponse) => {
    answerPage(s, req, res).catch((e: unknown) =>
      send(res, 500, String(e), { "content-type": "text/plain" }),
    );
  });

  return {
    apiUrl,
    checkoutOrigin,
    secretKey,
    webhookSecret,
    setWebhook(target) {
      s.webhook.target = target;
    },
    sessions: () => s.held.map((h) => h.session),
    pay: s.pay,
    settleDelayed: s.settleDelayed,
    expire: async (id) => void (await s.expire(id)),
    dropWebhooks(on) {
      s.webhook.dropping = on;
    },
    refunds: () => [...s.refunds],
    settleRefund: s.settleRefund,
    dispute: s.dispute,
    events: () => [...s.events],
    deliveries: s.deliveries,
    requests,
    violations: s.violations,
    async close() {
      const stop = (server: Server) =>
        new Promise<void>((resolve) => {
          server.closeAllConnections();
          server.close(() => resolve());
        });
      await Promise.all([stop(api), stop(page)]);
    },
  };
}
