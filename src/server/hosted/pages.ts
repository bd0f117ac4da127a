import type { Context, Hono } from "hono";
import { serveStatic } from "@hono/node-server/serve-static";
import { readFile } from "node:fs/promises";
import { relative } from "node:path";
import { fileURLToPath } from "node:url";
import type { Db } from "../db/database";
import type { AppEnv } from "../http/app-env";
import { eq } from "drizzle-orm";
import { organizations } from "../db/schema";
import { embedFrameAncestors, frameAncestors } from "../http/frame-ancestors";
import { firstPaintTexts, opensOnSearch, paintFirstScreen, searchFirstPaint } from "./first-paint";
import { pageTheme, paintTheme } from "./page-theme";
import { hostedSessions } from "./schema";
import { embedOrigins } from "./sessions";
import { widgetAssets } from "./widget-assets";

const DIST = fileURLToPath(new URL("../../../dist/", import.meta.url));
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const FALLBACK_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Domains</title></head>
<body><main><h1>Domains</h1><p>The widget is not built; run <code>npm run build</code>.</p></main></body></html>`;

/**
 * The pages' Content-Security-Policy: no inline script, no inline style but the page's own
 * theme (by its hash), API calls to this origin only, and `frame-ancestors` limiting who may
 * frame the page (`'none'` for the full hosted page).
 */
function widgetCsp(ancestors: string[], styleHashes: string[] = []): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    ["style-src 'self'", ...styleHashes].join(" "),
    "img-src 'self' data: https: http://localhost:* http://127.0.0.1:*",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    frameAncestors(ancestors),
  ].join("; ");
}

/** The widget's screens in tab order, each with the action that opens it (as its lib/session/screens.ts). */
export const SCREEN_ORDER = [
  { screen: "search", action: "domain_search" },
  { screen: "purchase", action: "domain_purchase" },
  { screen: "renew", action: "renew" },
  { screen: "dns", action: "dns_manage" },
] as const;

type ManifestChunk = { file: string; name?: string; isEntry?: boolean; imports?: string[] };
type Manifest = Record<string, ManifestChunk>;

/**
 * The chunk the entry starts React and the app from: `boot.tsx`, or the start-up chunk the build
 * groups it in (named `boot`, see scripts/vite-start-chunk.ts), whose manifest key is its file.
 */
function startChunkKey(manifest: Manifest): string | undefined {
  if (manifest["boot.tsx"]) return "boot.tsx";
  return Object.keys(manifest).find((k) => manifest[k]!.name === "boot" && !manifest[k]!.isEntry);
}

/**
 * The `<link rel="modulepreload">` tags that let the browser fetch, beside the entry script, the
 * chunks the widget needs before its first screen: React and the app, and the first allowed
 * screen's chunk (with their shared imports, less what the entry already loads).
 * With `languages`, also the first-screen part of the message catalogs of those languages that
 * the build has (the widget starts it with the session request; preloaded, it is in as early as
 * the other chunks), and the rest of each when the first screen is not search (the widget waits
 * for a screen's texts with its chunk; src/widget/i18n/first-screen.ts draws the line).
 * The session request itself needs the client token, which the server never sees (it is in
 * the URL fragment): the widget sends it as its entry starts.
 */
export function preloadLinks(
  manifest: Manifest,
  allowedActions: readonly string[],
  languages: readonly string[] = [],
): string {
  const loaded = new Set<string>();
  const visit = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(chunk.file)) return;
    into.add(chunk.file);
    for (const i of chunk.imports ?? []) visit(i, into);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key, loaded);
  const wanted = new Set<string>();
  const first = SCREEN_ORDER.find((s) => allowedActions.includes(s.action))?.screen;
  const keys = [startChunkKey(manifest), first && `features/${first}/${first}-screen.tsx`];
  for (const key of keys) if (key) visit(key, wanted);
  const parts = first && first !== "search" ? ["first", "rest"] : ["first"];
  for (const language of languages) {
    for (const part of parts) {
      const name = `/i18n/catalogs/${language}-${part}`;
      const key = Object.keys(manifest).find((k) => k.endsWith(name));
      if (key) visit(key, wanted);
    }
  }
  return [...wanted]
    .filter((file) => !loaded.has(file) && /^assets\/[\w.-]+\.js$/.test(file))
    .map((file) => `<link rel="modulepreload" crossorigin href="/widget/${file}">`)
    .join("");
}

/**
 * The languages whose catalogs a page preloads: the session's locale's language when it has one
 * (the widget then speaks it, English when the build lacks it), and the first of the browser's
 * `Accept-Language` (the widget's entry starts that one before the session has answered). A
 * language the build has no catalog for is simply not preloaded.
 * @example pageLanguages(null, "de-AT,de;q=0.9,en;q=0.8") // ["de"]
 */
export function pageLanguages(sessionLocale: string | null, acceptLanguage: string): string[] {
  const primary = (tag: string) => tag.trim().split(/[-_]/)[0]!.toLowerCase();
  const ranked = acceptLanguage
    .split(",")
    .map((part, i) => {
      const [tag = "", ...params] = part.split(";");
      const q = Number(params.find((p) => p.trim().startsWith("q="))?.split("=")[1] ?? 1);
      return { language: primary(tag), q: Number.isFinite(q) ? q : 0, i };
    })
    .filter((l) => l.language && l.language !== "*" && l.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i)
    .map((l) => l.language);
  const languages = sessionLocale ? [primary(sessionLocale)] : [];
  return [...new Set([...languages, ...ranked.slice(0, 1)])];
}

/** The session with its organization's name (the widget's brand when the theme has none). */
async function findPageSession(db: Db, id: string) {
  const [row] = await db
    .select({ session: hostedSessions, organizationName: organizations.name })
    .from(hostedSessions)
    .innerJoin(organizations, eq(organizations.id, hostedSessions.organizationId))
    .where(eq(hostedSessions.id, id));
  return row;
}

function securityHeaders(c: Context<AppEnv>, csp: string) {
  c.header("Content-Security-Policy", csp);
  c.header("Referrer-Policy", "no-referrer");
  c.header("X-Content-Type-Options", "nosniff");
  c.header("Cache-Control", "no-store");
}

/**
 * Serves the widget: `/hosted/{id}` (full page, never framed) and `/embed/{id}` (for iframes
 * of the session's allowed origins, else the organization's, else this origin only), for every
 * session that exists, expired or revoked ones too (the widget shows its expired screen). The
 * built assets are under `/widget/`, the loader at `/embed.js`.
 */
export function widgetPages(app: Hono<AppEnv>, deps: { db: Db; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  let cached: { html: string; manifest: Manifest } | undefined;
  const built = async () => {
    if (cached) return cached;
    try {
      const html = await readFile(`${DIST}widget/index.html`, "utf8");
      const manifest = await readFile(`${DIST}widget/.vite/manifest.json`, "utf8")
        .then((text) => JSON.parse(text) as Manifest)
        .catch(() => ({}));
      cached = { html, manifest };
      return cached;
    } catch {
      return undefined;
    }
  };
  /**
   * The built page, and while the session is usable, with preloads for its first screen and its
   * theme painted in, and when it opens on the search, that search form drawn in its root
   * (expired and revoked sessions get the page as built: the widget shows their screen
   * unthemed). The style's hash goes into the CSP; the form needs nothing more of it.
   */
  const indexHtml = async (
    session: {
      allowedActions: string[];
      revokedAt: Date | null;
      expiresAt: Date;
      themeConfig: Record<string, unknown>;
      locale: string | null;
      organizationName: string;
      livemode: boolean;
    },
    acceptLanguage: string,
    mode: "hosted" | "embed",
  ): Promise<{ html: string; styleHashes: string[] }> => {
    const page = await built();
    const usable = !session.revokedAt && session.expiresAt.getTime() > now().getTime();
    let html = page?.html ?? FALLBACK_HTML;
    const links = !page
      ? ""
      : usable
        ? preloadLinks(
            page.manifest,
            session.allowedActions,
            pageLanguages(session.locale, acceptLanguage),
          )
        : preloadLinks(page.manifest, []);
    if (links) html = html.replace("</head>", () => `${links}</head>`);
    if (!usable) return { html, styleHashes: [] };
    const theme = pageTheme(session.themeConfig);
    if (page && opensOnSearch(session, now()))
      html = withSearchForm(html, session, acceptLanguage, mode);
    return { html: paintTheme(html, theme), styleHashes: [theme.hash] };
  };

  /**
   * The page with the search form the widget opens on already in its root (./first-paint.ts),
   * in the page's language, under the brand the widget's header shows.
   */
  const withSearchForm = (
    html: string,
    session: Parameters<typeof indexHtml>[0],
    acceptLanguage: string,
    mode: "hosted" | "embed",
  ) => {
    const theme = session.themeConfig;
    // As the widget's shell: the brand name when set, else the organization's name.
    const brand =
      typeof theme.brand_name === "string" ? theme.brand_name : session.organizationName;
    const texts = firstPaintTexts(session.locale, acceptLanguage);
    const markup = searchFirstPaint({
      mode,
      allowedActions: session.allowedActions,
      brand,
      logoUrl: typeof theme.logo_url === "string" && theme.logo_url ? theme.logo_url : null,
      scheme: theme.color_scheme === "dark" ? "dark" : "light",
      livemode: session.livemode,
      texts,
    });
    return paintFirstScreen(html, markup, texts);
  };

  const page = (mode: "hosted" | "embed") => async (c: Context<AppEnv>) => {
    const id = c.req.param("session_id") ?? "";
    const row = UUID.test(id) ? await findPageSession(deps.db, id) : undefined;
    if (!row) {
      securityHeaders(c, widgetCsp([]));
      return c.html(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Not found</title></head><body><h1>Session not found</h1><p>This link is not valid. Ask the site that sent you for a new one.</p></body></html>`,
        404,
      );
    }
    const { session, organizationName } = row;
    const ancestors = mode === "hosted" ? [] : await embedOrigins(deps.db, session);
    const { html, styleHashes } = await indexHtml(
      { ...session, organizationName },
      c.req.header("Accept-Language") ?? "",
      mode,
    );
    const frame = mode === "hosted" ? [] : embedFrameAncestors(ancestors);
    securityHeaders(c, widgetCsp(frame, styleHashes));
    return c.html(html);
  };

  /**
   * `GET /embed/{id}/frame`, the loader's question before it talks to the frame: may the page
   * asking (its `Origin`; none: this origin, a same-origin request) frame this session? The
   * answer is the decision behind the embed page's CSP `frame-ancestors`, as JSON
   * `{"frame":"allowed"|"origin_not_allowed"|"not_found"}`, readable from any origin (CORS
   * `*`, no credentials): a refused page then says so plainly instead of the browser's broken
   * frame. It tells nothing but whether the asking origin may frame a session whose id it has.
   */
  app.get("/embed/:session_id/frame", async (c) => {
    c.header("Access-Control-Allow-Origin", "*");
    c.header("Cache-Control", "no-store");
    c.header("Vary", "Origin");
    const id = c.req.param("session_id");
    const row = UUID.test(id) ? await findPageSession(deps.db, id) : undefined;
    if (!row) return c.json({ frame: "not_found" }, 404);
    const self = new URL(c.req.url).origin;
    const asking = c.req.header("Origin") ?? self;
    const ancestors = embedFrameAncestors(await embedOrigins(deps.db, row.session));
    const allowed = ancestors.some((a) => (a === "'self'" ? asking === self : a === asking));
    return c.json({ frame: allowed ? "allowed" : "origin_not_allowed" });
  });

  app.get("/favicon.ico", (c) => c.body(null, 204));
  app.get("/hosted/:session_id", page("hosted"));
  app.get("/embed/:session_id", page("embed"));
  const root = relative(process.cwd(), DIST) || ".";
  // The build's manifest is for the server (preloads), not for the public.
  app.get("/widget/.vite/*", (c) => c.notFound());
  app.use("/widget/assets/*", widgetAssets(`${DIST}widget/assets`));
  app.use(
    "/widget/*",
    serveStatic({
      root,
      // `npm run build` writes .br and .gz beside each text asset: sent by Accept-Encoding.
      precompressed: true,
      onFound: (_path, c) => {
        c.header("Cache-Control", "public, max-age=31536000, immutable");
        c.header("X-Content-Type-Options", "nosniff");
      },
    }),
  );
  app.get(
    "/embed.js",
    serveStatic({
      path: `${root}/embed/embed.js`,
      onFound: (_path, c) => {
        c.header("Cache-Control", "public, max-age=300");
        c.header("Access-Control-Allow-Origin", "*");
      },
    }),
  );
}
