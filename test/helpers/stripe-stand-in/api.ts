/**
 * The stand-in's API answers: Stripe's authentication, the request checked against the
 * description (refused with Stripe's 400 and recorded when it does not validate), Stripe's
 * Idempotency-Key semantics for POST, the operation, and the answer checked before it leaves.
 */
import type { IncomingMessage } from "node:http";
import type { SessionParams } from "./objects";
import type { StripeSpec } from "./spec";
import { invalid, missing, type Store, StripeError } from "./store";

export type Answer = {
  status: number;
  body: Record<string, unknown>;
  headers?: Record<string, string>;
};
export type Logged = { method: string; path: string; idempotencyKey?: string; body: unknown };

const NO_KEY =
  "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').";

function unauthorized(message: string): Answer {
  return {
    status: 401,
    headers: { "www-authenticate": 'Basic realm="Stripe"' },
    body: { error: { type: "invalid_request_error", message } },
  };
}

async function operation(
  store: Store,
  template: string,
  p: Record<string, unknown>,
  path: Record<string, string>,
): Promise<unknown> {
  switch (template) {
    case "POST /v1/checkout/sessions":
      return store.createSession(p as SessionParams);
    case "GET /v1/checkout/sessions":
      return store.listSessions(p);
    case "GET /v1/checkout/sessions/{session}":
    case "POST /v1/checkout/sessions/{session}/expire": {
      const h = store.find(path.session!);
      if (!h) throw missing("checkout.session", path.session!, "session");
      if (template.startsWith("GET")) return h.session;
      if (h.session.status !== "open") {
        const message = "Only Checkout Sessions with a status of `open` can be expired.";
        throw invalid(message, "session");
      }
      return store.expire(h.session.id);
    }
    case "POST /v1/refunds":
      return store.createRefund(p);
    case "GET /v1/refunds/{refund}": {
      const r = store.refunds.find((x) => x.id === path.refund);
      if (!r) throw missing("refund", path.refund!, "refund");
      return r;
    }
  }
  throw new Error(`the stand-in has no code for ${template}`);
}

export function apiAnswerer(o: {
  spec: StripeSpec;
  store: Store;
  secretKey: string;
  requests: Logged[];
}) {
  const { spec, store } = o;
  const idempotent = new Map<string, { request: string; answer: Answer }>();

  return async function answer(req: IncomingMessage, raw: string): Promise<Answer> {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const method = req.method ?? "GET";
    const idempotencyKey = req.headers["idempotency-key"] as string | undefined;
    const entry: Logged = { method, path: url.pathname, body: raw };
    if (idempotencyKey) entry.idempotencyKey = idempotencyKey;
    o.requests.push(entry);

    const auth = req.headers.authorization;
    if (!auth) return unauthorized(NO_KEY);
    const given = auth.startsWith("Basic ")
      ? Buffer.from(auth.slice(6), "base64").toString().replace(/:$/, "")
      : auth.replace(/^Bearer /, "");
    if (given !== o.secretKey) {
      const masked = `${given.slice(0, 8)}${"*".repeat(Math.max(0, given.length - 12))}${given.slice(-4)}`;
      return unauthorized(`Invalid API Key provided: ${masked}`);
    }

    const op = spec.match(method, url.pathname);
    if (!op) {
      store.violations.push(`${method} ${url.pathname}: not an operation the stand-in serves`);
      const message = `Unrecognized request URL (${method}: ${url.pathname}).`;
      return { status: 404, body: { error: { type: "invalid_request_error", message } } };
    }
    const checked = op.checkRequest(url.search.slice(1), raw);
    if (!checked.ok) {
      store.refused(op.template, checked.refusal.param, checked.refusal.message);
      return {
        status: 400,
        body: { error: { type: "invalid_request_error", ...checked.refusal } },
      };
    }
    entry.body = checked.value;
    if ("expand" in checked.value) {
      // The vendored subset keeps expandable fields as IDs only: an expansion could not be
      // checked, so a caller relying on one is told here rather than handed IDs.
      const message = "The Stripe stand-in does not expand objects (the service never asks to).";
      store.refused(op.template, "expand", message);
      return {
        status: 400,
        body: { error: { type: "invalid_request_error", param: "expand", message } },
      };
    }

    // Stripe keeps a key's first result (not a refusal by validation) and replays it; the same
    // key with other parameters is an idempotency_error.
    const keyed = idempotencyKey && method === "POST" ? idempotencyKey : undefined;
    const fingerprint = JSON.stringify([method, url.pathname, checked.value]);
    const before = keyed ? idempotent.get(keyed) : undefined;
    if (before && before.request !== fingerprint) {
      const message = `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${keyed}' if you meant to execute a different request.`;
      return { status: 400, body: { error: { type: "idempotency_error", message } } };
    }
    if (before) {
      return {
        ...before.answer,
        headers: { ...before.answer.headers, "idempotent-replayed": "true" },
      };
    }

    let answer: Answer;
    try {
      const body = (await operation(
        store,
        op.template,
        checked.value,
        checked.params ?? {},
      )) as Record<string, unknown>;
      store.mustValidate(`answer to ${op.template}`, op.checkResponse(body));
      answer = { status: 200, body: structuredClone(body) };
    } catch (e) {
      if (!(e instanceof StripeError)) throw e;
      store.refused(op.template, e.error.param as string | undefined, e.message);
      answer = { status: e.status, body: { error: e.error } };
    }
    if (keyed) idempotent.set(keyed, { request: fingerprint, answer });
    return answer;
  };
}
