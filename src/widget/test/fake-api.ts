import { vi } from "vitest";
import { quietDomainState } from "../../../test/helpers/contract-fixtures";

/** A request as the fake API saw it. */
export type SeenRequest = {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
  /** The request's AbortSignal (a cancelled request is rejected as `fetch` would). */
  signal?: AbortSignal;
};

type Reply = { status: number; body?: unknown; headers?: Record<string, string> };
/** Answers a request; may answer later (a promise), to test slow or overtaken answers. */
type Handler = (req: SeenRequest, match: RegExpMatchArray) => Reply | Promise<Reply>;

/** Rejects as `fetch` does when the signal aborts before the answer comes. */
function abortable<T>(answer: T | Promise<T>, signal?: AbortSignal | null): Promise<T> {
  if (!signal) return Promise.resolve(answer);
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(new DOMException("The operation was aborted.", "AbortError"));
    if (signal.aborted) return abort();
    signal.addEventListener("abort", abort, { once: true });
    void Promise.resolve(answer).then(resolve, reject);
  });
}

export const SESSION_ID = "5f0c6a3e-8d1b-4c2a-9e7f-0a1b2c3d4e5f";
export const TOKEN = "rct_test_token";

export const sessionInfo = (actions: string[], overrides: Record<string, unknown> = {}) => ({
  session_id: SESSION_ID,
  // A test-mode session, as every session of a sandbox-only deployment.
  livemode: false,
  allowed_actions: actions,
  theme: { primary_color: "#ffdd00", brand_name: "Partner <b>Domains</b>", logo_url: null },
  expires_at: new Date(Date.now() + 60 * 60_000).toISOString(),
  organization: { name: "Partner Inc" },
  external_account_id: "acct-1",
  allowed_origins: ["https://partner.example"],
  locale: null,
  renewal_payment: "organization",
  registration_agreement_url: null,
  ...overrides,
});

export const availability = (domain: string, extra: Record<string, unknown> = {}) => ({
  domain,
  domain_unicode: domain,
  available: true,
  premium: false,
  price: "12.00",
  renewal_price: "14.00",
  currency: "USD",
  ...extra,
});

/**
 * The network boundary in tests: a tiny fake of `/api/v1/hosted/*`. Routes are tried in order;
 * unmatched requests answer 404. Every request is recorded in `requests`.
 */
export function fakeApi() {
  const routes: { method: string; path: RegExp; handler: Handler }[] = [];
  const requests: SeenRequest[] = [];
  const fetchMock = vi.fn(async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = new URL(String(input), "http://widget.test");
    const headers = Object.fromEntries(
      Object.entries((init.headers ?? {}) as Record<string, string>),
    );
    const req: SeenRequest = {
      method: init.method ?? "GET",
      path: url.pathname.replace("/api/v1/hosted", "") + url.search,
      headers,
      body: init.body ? JSON.parse(String(init.body)) : undefined,
      signal: init.signal ?? undefined,
    };
    requests.push(req);
    for (const route of routes) {
      const match = req.path.match(route.path);
      if (route.method === req.method && match) {
        const res = await abortable(route.handler(req, match), init.signal);
        return new Response(res.status === 204 ? null : JSON.stringify(res.body ?? {}), {
          status: res.status,
          headers: { "Content-Type": "application/json", ...res.headers },
        });
      }
    }
    return new Response(JSON.stringify({ detail: "Not Found" }), { status: 404 });
  });
  vi.stubGlobal("fetch", fetchMock);
  return {
    requests,
    on(method: string, path: RegExp, handler: Handler) {
      routes.unshift({ method, path, handler });
      return this;
    },
    /** Shorthand: a fixed JSON answer. */
    reply(method: string, path: RegExp, status: number, body?: unknown) {
      return this.on(method, path, () => ({ status, body }));
    },
  };
}

export const ORDER_ID = "0b9f3c1e-2a4d-4e6f-8a1b-3c5d7e9f1a2b";
/** The id of the event a hosted change wrote (the webhook's id). */
export const EVENT_ID = "7d3f1a2b-4c5d-4e6f-8a9b-0c1d2e3f4a5b";

/** An OrderDetail as `GET /orders/{id}` returns it. */
export const orderDetail = (extra: Record<string, unknown> = {}) => ({
  order_id: ORDER_ID,
  livemode: false,
  domain_name: "example.com",
  years: 2,
  price: "24.00",
  currency: "USD",
  status: "pending",
  checkout_url: null,
  banking_details: null,
  payment_reference: "RG-7K2M9QX4TB",
  kind: "order",
  payment_method: "card",
  amount_paid: "0.00",
  new_price: null,
  failure_reason: null,
  registry_status: null,
  domain_id: null,
  external_account_id: "acct-1",
  created_at: "2030-01-01T00:00:00Z",
  updated_at: "2030-01-01T00:00:00Z",
  transitions: [],
  refunds: [],
  disputes: [],
  event_id: EVENT_ID,
  receipt_to: null,
  ...extra,
});

/** The ids an element's `aria-describedby` names, read as text. */
export function descriptionOf(el: HTMLElement): string {
  return (el.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent ?? "")
    .join(" ");
}

/** A HostedDomain of the end user. */
export const hostedDomain = (domain: string, extra: Record<string, unknown> = {}) => ({
  domain,
  domain_unicode: domain,
  livemode: false,
  status: "active",
  registered_at: "2024-03-01T00:00:00Z",
  expires_at: "2026-03-01T00:00:00Z",
  auto_renew: true,
  privacy: true,
  nameservers: ["ns1.registrar.test", "ns2.registrar.test"],
  acquired_by: "registration",
  transfer_locked: false,
  ...quietDomainState,
  renewal_price: "14.00",
  currency: "USD",
  ...extra,
});
