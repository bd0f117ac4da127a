import type { Context, Hono } from "hono";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, gzip } from "node:zlib";
import type { AppEnv } from "./app-env";
import { errorBody } from "../../contract/error-codes";
import { A11Y_CSS, A11Y_JS } from "./api-reference-a11y";
import { negotiate, type Encoding } from "./compression";

const compress: Record<Encoding, (b: Buffer) => Promise<Buffer>> = {
  br: promisify(brotliCompress),
  gzip: promisify(gzip),
};

const JS = "text/javascript; charset=utf-8";
/** Swagger UI's prebuilt browser files (swagger-ui-dist), served by the service itself. */
const ASSETS: Record<string, { file: string; type: string }> = {
  "swagger-ui.css": { file: "swagger-ui.css", type: "text/css; charset=utf-8" },
  "swagger-ui-bundle.js": { file: "swagger-ui-bundle.js", type: JS },
  "favicon-32x32.png": { file: "favicon-32x32.png", type: "image/png" },
};

/**
 * The page's policy: its own scripts, styles and images only (Swagger UI's icons are data:
 * URIs; React sets inline styles through the CSSOM, which `style-src` does not restrict), the
 * document and "Try it out" calls to this origin only; never framed.
 */
export const API_REFERENCE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join("; ");

/** Starts Swagger UI on the document (a file, not an inline script: the CSP has no 'unsafe-inline'). */
const INIT_JS = `window.addEventListener("load", function () {
  window.ui = SwaggerUIBundle({
    url: document.getElementById("api-reference").dataset.document,
    dom_id: "#api-reference",
    // Off: its links sit inside each operation's toggle button (a link in a button is a control
    // inside a control, which assistive technology cannot reach).
    deepLinking: false,
    validatorUrl: null,
    // Tags collapsed: a reader opens the one wanted, and the page draws a heading per tag
    // rather than every operation of the document at once (seconds on a slow device).
    docExpansion: "none",
    presets: [SwaggerUIBundle.presets.apis],
    layout: "BaseLayout",
  });
});
`;

const page = (title: string, base: string, documentPath: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title}</title>
    <link rel="icon" type="image/png" href="${base}/assets/favicon-32x32.png" />
    <link rel="stylesheet" href="${base}/assets/swagger-ui.css" />
    <link rel="stylesheet" href="${base}/assets/a11y.css" />
  </head>
  <body>
    <div id="api-reference" data-document="${documentPath}"></div>
    <script src="${base}/assets/a11y.js"></script>
    <script src="${base}/assets/swagger-ui-bundle.js"></script>
    <script src="${base}/assets/init.js"></script>
  </body>
</html>
`;

const distDir = () =>
  dirname(createRequire(import.meta.url).resolve("swagger-ui-dist/package.json"));

/**
 * Serves the API reference at `path` (Swagger UI, from the `swagger-ui-dist` package, over the
 * OpenAPI document at `documentPath`), working offline: every asset comes from this service.
 */
export function apiReference(
  app: Hono<AppEnv>,
  options: { path: string; documentPath: string; title: string },
) {
  const { path, documentPath, title } = options;
  const secure = (c: Context<AppEnv>) => {
    c.header("X-Content-Type-Options", "nosniff");
    c.header("Referrer-Policy", "no-referrer");
  };
  const html = page(title, path, documentPath);
  app.get(path, (c) => {
    secure(c);
    c.header("Content-Security-Policy", API_REFERENCE_CSP);
    c.header("Cache-Control", "no-cache");
    return c.html(html);
  });
  // Each asset read once, and compressed once per encoding (Swagger UI's bundle is 1.4 MB:
  // compressing it on every request would cost the CPU a fraction of a second each time).
  const cache = new Map<string, Promise<Buffer>>();
  const cached = (key: string, make: () => Promise<Buffer>) => {
    let data = cache.get(key);
    if (!data) {
      data = make();
      cache.set(key, data);
    }
    return data;
  };
  app.get(`${path}/assets/:name`, async (c) => {
    const name = c.req.param("name");
    secure(c);
    c.header("Cache-Control", "public, max-age=3600");
    if (name === "init.js") return c.body(INIT_JS, 200, { "Content-Type": JS });
    if (name === "a11y.js") return c.body(A11Y_JS, 200, { "Content-Type": JS });
    if (name === "a11y.css")
      return c.body(A11Y_CSS, 200, { "Content-Type": "text/css; charset=utf-8" });
    const asset = ASSETS[name];
    if (!asset) return c.json(errorBody("not_found", "Not Found"), 404);
    const raw = () => cached(name, () => readFile(join(distDir(), asset.file)));
    const encoding = asset.type.startsWith("image/")
      ? null
      : negotiate(c.req.header("Accept-Encoding"));
    c.header("Vary", "Accept-Encoding");
    if (!encoding) return c.body(new Uint8Array(await raw()), 200, { "Content-Type": asset.type });
    const body = await cached(`${name}.${encoding}`, async () => compress[encoding](await raw()));
    return c.body(new Uint8Array(body), 200, {
      "Content-Type": asset.type,
      "Content-Encoding": encoding,
    });
  });
}
