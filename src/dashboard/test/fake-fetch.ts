/** A request as the fake service saw it. */
export type Seen = { method: string; path: string; headers: Record<string, string>; body: unknown };

type Reply = { status: number; body?: unknown; headers?: Record<string, string> };
type Route = { method: string; path: RegExp; reply: (req: Seen) => Reply };

/**
 * A stand-in for the service behind `fetch`: answers by method and path (the first matching
 * route, newest first, so a test can override an answer) and keeps every request.
 */
export function fakeService() {
  const routes: Route[] = [];
  const requests: Seen[] = [];
  const service = {
    requests,
    reply(
      method: string,
      path: RegExp,
      status: number,
      body?: unknown,
      headers?: Record<string, string>,
    ) {
      routes.unshift({ method, path, reply: () => ({ status, body, headers }) });
      return service;
    },
    handle(method: string, path: RegExp, reply: (req: Seen) => Reply) {
      routes.unshift({ method, path, reply });
      return service;
    },
    fetch: (async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), "http://dashboard.test");
      const method = (init.method ?? "GET").toUpperCase();
      const headers = Object.fromEntries(
        Object.entries((init.headers ?? {}) as Record<string, string>).map(([k, v]) => [
          k.toLowerCase(),
          v,
        ]),
      );
      const seen: Seen = {
        method,
        path: url.pathname + url.search,
        headers,
        body: typeof init.body === "string" ? (JSON.parse(init.body) as unknown) : undefined,
      };
      requests.push(seen);
      const route = routes.find((r) => r.method === method && r.path.test(seen.path));
      const r = route ? route.reply(seen) : { status: 404, body: { detail: "Not Found" } };
      // A text answer (a CSV export) as it is; anything else as JSON.
      const text = r.headers?.["content-type"]?.startsWith("text/") && typeof r.body === "string";
      const body = r.body === undefined ? null : text ? String(r.body) : JSON.stringify(r.body);
      return new Response(body, {
        status: r.status,
        headers: { "content-type": "application/json", ...r.headers },
      });
    }) as typeof fetch,
  };
  return service;
}

export const ADMIN = {
  id: "11111111-1111-4111-8111-111111111111",
  email: "admin@acme.example",
  role: "admin" as const,
  created_at: "2026-11-01T10:00:00Z",
};
export const MEMBER = {
  ...ADMIN,
  id: "22222222-2222-4222-8222-222222222222",
  email: "m@acme.example",
  role: "member" as const,
};

export const KEY = {
  id: "33333333-3333-4333-8333-333333333333",
  livemode: false,
  name: "default",
  prefix: "rk_Ab12Cd",
  created_at: "2026-11-01T10:00:00Z",
  revoked_at: null,
  last_used_at: null,
  created_by: null,
};

/** The token endpoint's 200 for a sign-in the fake service accepts. */
export const TOKEN_GRANTED = {
  status: 200,
  body: { access_token: "rat_test", token_type: "bearer", expires_in: 3600, livemode: false },
};

/**
 * A service where `user` signs in with the password "right password", on a deployment with test
 * mode only (as `npm start`'s); `modes()` below for one with live mode too.
 */
export function signedInService(user: typeof ADMIN | typeof MEMBER = ADMIN) {
  return fakeService()
    .handle("POST", /^\/api\/v1\/auth\/token$/, (req) =>
      (req.body as { password: string }).password === "right password"
        ? TOKEN_GRANTED
        : { status: 401, body: { detail: "Incorrect username or password" } },
    )
    .reply("GET", /^\/api\/v1\/users\/me$/, 200, user)
    .reply("GET", /^\/api\/v1\/auth\/mode$/, 200, { livemode: false, live_mode_available: false })
    .reply("DELETE", /^\/api\/v1\/auth\/token$/, 204);
}
