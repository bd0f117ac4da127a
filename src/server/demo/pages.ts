import type { Context, Env, Hono } from "hono";
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { HOSTED_ACTIONS, type HostedAction } from "../../contract/hosted-action";
import { errorBody } from "../../contract/error-codes";
import { rateLimitHeaders, type RateLimiter } from "../http/rate-limiter";

const PUBLIC = fileURLToPath(new URL("./public/", import.meta.url));
const ASSETS: Record<string, string> = {
  "demo.js": "text/javascript; charset=utf-8",
  "demo.css": "text/css; charset=utf-8",
};
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

/** Calls the registrar service's partner API with the demo's API key (server side only). */
export type ServiceCaller = (
  method: "POST" | "DELETE",
  path: string,
  body?: unknown,
) => Promise<Response>;

export type DemoOptions = {
  /** The registrar service's origin (where `/embed.js` and the widget pages live). */
  serviceOrigin: string;
  /** The partner's backend call to the service; the API key never reaches the browser. */
  callService: ServiceCaller;
  /** The actions a session may be given (every hosted action when unset). */
  allowedActions?: readonly HostedAction[];
  /** Sessions minted per client address: `take(address)` once per attempt (none when unset). */
  mintLimit?: { limiter: RateLimiter; address: (c: Context) => string };
};

/**
 * What the service's own `/demo` hands an anonymous visitor: search and purchase (which the
 * visitor pays at the checkout), never renewal or DNS writes, which act on the demo
 * organization's domains and bill it.
 */
export const ANONYMOUS_DEMO_ACTIONS: readonly HostedAction[] = ["domain_search", "domain_purchase"];

/**
 * The demo page's CSP: no inline script; the loader, its frame check and the widget from the
 * service only.
 */
function demoCsp(serviceOrigin: string) {
  return [
    "default-src 'self'",
    `script-src 'self' ${serviceOrigin}`,
    "style-src 'self'",
    `img-src 'self' data: ${serviceOrigin}`,
    // The loader asks the service whether this page may frame the session (GET /embed/{id}/frame).
    `connect-src 'self' ${serviceOrigin}`,
    `frame-src ${serviceOrigin}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/**
 * The request's own origin when the browser says it comes from it (the `Origin` header of a
 * same-origin `fetch` POST), else undefined: other sites cannot mint sessions through the demo.
 */
function pageOrigin(c: Context): string | undefined {
  const claimed = c.req.header("origin");
  const own = new URL(c.req.url).origin;
  return claimed && claimed === own ? own : undefined;
}

type MintBody = {
  allowed_actions?: unknown;
  theme?: { primary_color?: unknown; brand_name?: unknown; color_scheme?: unknown };
};

/**
 * The session request the demo sends: only what the picker allows among `allowed` (every
 * hosted action by default), never the browser's raw body.
 */
export function sessionRequest(
  body: MintBody,
  origin: string,
  allowed: readonly HostedAction[] = HOSTED_ACTIONS,
) {
  const actions = Array.isArray(body.allowed_actions)
    ? body.allowed_actions.filter((a): a is HostedAction =>
        (allowed as readonly unknown[]).includes(a),
      )
    : [];
  const color = body.theme?.primary_color;
  const brand = body.theme?.brand_name;
  const scheme = body.theme?.color_scheme;
  return {
    allowed_actions: actions.length > 0 ? [...new Set(actions)] : ["domain_search"],
    external_account_id: "demo-account",
    external_user_id: "demo-user",
    expires_in_minutes: 30,
    allowed_origins: [origin],
    theme_config: {
      ...(typeof color === "string" && HEX_COLOR.test(color) && { primary_color: color }),
      ...(typeof brand === "string" &&
        brand.trim() !== "" && {
          // By code points, so a cut never leaves half of a surrogate pair.
          brand_name: [...brand.trim()].slice(0, 100).join("").replace(/[<>]/g, ""),
        }),
      // Light is the default: only dark and auto are sent.
      ...((scheme === "dark" || scheme === "auto") && { color_scheme: scheme }),
    },
    metadata: { source: "partner-demo" },
  };
}

/**
 * The partner demo: a partner's page (`/demo`) and its backend (`/demo/api/*`), which mints,
 * refreshes and revokes hosted sessions with an API key kept on the server. Mounted by
 * `createApp` and by the standalone server (`npm run demo`) that puts it on another origin.
 */
export function demoRoutes<E extends Env>(app: Hono<E>, opts: DemoOptions) {
  const minted = new Set<string>();
  const cache = new Map<string, string>();
  const file = async (name: string) => {
    const hit = cache.get(name);
    if (hit !== undefined) return hit;
    const text = await readFile(`${PUBLIC}${name}`, "utf8");
    cache.set(name, text);
    return text;
  };
  const headers = (c: Context) => {
    c.header("Content-Security-Policy", demoCsp(opts.serviceOrigin));
    c.header("Referrer-Policy", "no-referrer");
    c.header("X-Content-Type-Options", "nosniff");
    c.header("Cache-Control", "no-store");
  };
  const relay = async (c: Context, res: Response) => {
    headers(c);
    const text = await res.text();
    return c.body(text, res.status as 200, {
      "content-type": res.headers.get("content-type") ?? "application/json",
    });
  };

  const index = async (c: Context) => {
    headers(c);
    return c.html(await file("index.html"));
  };
  app.get("/demo", index);
  app.get("/demo/", index);
  app.get("/demo/:asset{demo\\.(?:js|css)}", async (c) => {
    const name = c.req.param("asset");
    headers(c);
    return c.body(await file(name), 200, { "content-type": ASSETS[name] ?? "text/plain" });
  });
  const allowed = opts.allowedActions ?? HOSTED_ACTIONS;
  app.get("/demo/api/config", (c) => {
    headers(c);
    return c.json({ service_origin: opts.serviceOrigin, allowed_actions: allowed });
  });

  app.post("/demo/api/session", async (c) => {
    const origin = pageOrigin(c);
    headers(c);
    if (!origin)
      return c.json(errorBody("forbidden", "Sessions are minted for this page only"), 403);
    if (opts.mintLimit) {
      const d = await opts.mintLimit.limiter.take(opts.mintLimit.address(c));
      if (!d.allowed) {
        return c.json(
          errorBody(
            "rate_limited",
            "Too many demo sessions from this address; retry after Retry-After seconds.",
          ),
          429,
          rateLimitHeaders(d),
        );
      }
    }
    const body = (await c.req.json().catch(() => ({}))) as MintBody;
    const res = await opts.callService(
      "POST",
      "/api/v1/hosted/sessions",
      sessionRequest(body, origin, allowed),
    );
    if (!res.ok) return relay(c, res);
    const session = (await res.json()) as { session_id: string };
    minted.add(session.session_id);
    return c.json(session);
  });

  const own = (c: Context) => {
    const id = c.req.param("id") ?? "";
    return pageOrigin(c) && UUID.test(id) && minted.has(id) ? id : undefined;
  };
  app.post("/demo/api/session/:id/refresh", async (c) => {
    const id = own(c);
    if (!id) return c.json(errorBody("not_found", "Not a session of this demo page"), 404);
    return relay(c, await opts.callService("POST", `/api/v1/hosted/sessions/${id}/refresh`));
  });
  app.delete("/demo/api/session/:id", async (c) => {
    const id = own(c);
    if (!id) return c.json(errorBody("not_found", "Not a session of this demo page"), 404);
    const res = await opts.callService("DELETE", `/api/v1/hosted/sessions/${id}`);
    headers(c);
    return res.ok ? c.body(null, 204) : relay(c, res);
  });
}
