import { vi } from "vitest";

/** A request as the fake API saw it. */
export type SeenRequest = {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
};

type Handler = (
  req: SeenRequest,
  match: RegExpMatchArray,
) => { status: number; body?: unknown; headers?: Record<string, string> };

export const SESSION_ID = "5f0c6a3e-8d1b-4c2a-9e7f-0a1b2c3d4e5f";
export const TOKEN = "rct_test_token";

export const sessionInfo = (actions: string[], overrides: Record<string, unknown> = {}) => ({
  session_id: SESSION_ID,
  allowed_actions: actions,
  theme: { primary_color: "#ffdd00", brand_name: "Partner <b>Domains</b>", logo_url: null },
  expires_at: new Date(Date.now() + 60 * 60_000).toISOString(),
  organization: { name: "Partner Inc" },
  external_account_id: "acct-1",
  allowed_origins: ["https://partner.example"],
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
    };
    requests.push(req);
    for (const route of routes) {
      const match = req.path.match(route.path);
      if (route.method === req.method && match) {
        const res = route.handler(req, match);
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
