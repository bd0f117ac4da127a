import type { Context, Hono } from "hono";
import { serveStatic } from "@hono/node-server/serve-static";
import { readFile } from "node:fs/promises";
import { relative } from "node:path";
import { fileURLToPath } from "node:url";
import type { AppEnv } from "../http/app-env";
import { errorBody } from "../../contract/error-codes";

const DIST = fileURLToPath(new URL("../../../dist/", import.meta.url));

const FALLBACK_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Dashboard</title></head>
<body><main><h1>Dashboard</h1><p>The dashboard is not built; run <code>npm run build</code>.</p></main></body></html>`;

/**
 * The dashboard's Content-Security-Policy: its own scripts and styles only (no inline script),
 * API calls to this origin only, nothing from third parties, never framed.
 */
const DASHBOARD_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  // Images of any https address: the logo a partner gives in Settings is previewed there.
  "img-src 'self' data: https: http://localhost:* http://127.0.0.1:*",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

function pageHeaders(c: Context<AppEnv>) {
  c.header("Content-Security-Policy", DASHBOARD_CSP);
  c.header("Referrer-Policy", "no-referrer");
  c.header("X-Content-Type-Options", "nosniff");
  c.header("Cache-Control", "no-store");
}

/**
 * Serves the organization's dashboard: `/dashboard` and every path under it (the app routes
 * in the browser) get the built `index.html`; its assets are under `/dashboard/assets/`.
 */
export function dashboardPages(app: Hono<AppEnv>) {
  let cached: string | undefined;
  const indexHtml = async () => {
    if (cached) return cached;
    try {
      cached = await readFile(`${DIST}dashboard/index.html`, "utf8");
      return cached;
    } catch {
      return FALLBACK_HTML;
    }
  };
  const root = relative(process.cwd(), DIST) || ".";
  app.use(
    "/dashboard/assets/*",
    serveStatic({
      root,
      onFound: (_path, c) => {
        c.header("Cache-Control", "public, max-age=31536000, immutable");
        c.header("X-Content-Type-Options", "nosniff");
      },
    }),
  );
  const page = async (c: Context<AppEnv>) => {
    pageHeaders(c);
    return c.html(await indexHtml());
  };
  app.get("/dashboard/assets/*", (c) => c.json(errorBody("not_found", "Not Found"), 404));
  app.get("/dashboard", page);
  app.get("/dashboard/*", page);
}
