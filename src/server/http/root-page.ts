import type { Hono } from "hono";
import { accepts } from "hono/accepts";
import type { AppEnv } from "./app-env";
import { errorBody } from "../../contract/error-codes";

/** The root page's policy: no script at all, its one inline style block only. */
const ROOT_CSP = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join("; ");

function page(demo: boolean) {
  const links = [
    ["/dashboard", "Dashboard", "sign in and manage your organization's domains, orders and keys"],
    ...(demo ? [["/demo", "Demo", "the embeddable widget, live, with a sandbox session"]] : []),
    ["/api/v1/docs", "API reference", "every endpoint of the partner API"],
    ["/healthz", "Health", "whether this service answers (JSON)"],
  ];
  const items = links
    .map(([href, name, what]) => `<li><a href="${href}">${name}</a>: ${what}</li>`)
    .join("\n");
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Domain registrar service</title>
<style>
body { font: 1rem/1.5 system-ui, sans-serif; margin: 0; color: #1a1a1a; background: #fff; }
main { max-inline-size: 40rem; margin: 3rem auto; padding: 0 1rem; }
a { color: #0b57d0; }
li { margin-block: 0.5rem; }
@media (prefers-color-scheme: dark) { body { color: #eee; background: #121212; } a { color: #8ab4f8; } }
</style>
</head>
<body>
<main>
<h1>Domain registrar service</h1>
<p>This service is running. Where to go next:</p>
<ul>
${items}
</ul>
</main>
</body>
</html>
`;
}

/**
 * `GET /`: a small page linking the dashboard, the demo, the API reference and the health
 * check for a browser (one that asks for HTML); any other client keeps the JSON 404 it got.
 */
export function rootPage(app: Hono<AppEnv>, { demo }: { demo: boolean }) {
  const html = page(demo);
  app.get("/", (c) => {
    const wanted = accepts(c, {
      header: "Accept",
      supports: ["application/json", "text/html"],
      default: "application/json",
    });
    if (wanted !== "text/html") return c.json(errorBody("not_found", "Not Found"), 404);
    c.header("Content-Security-Policy", ROOT_CSP);
    c.header("X-Content-Type-Options", "nosniff");
    c.header("Referrer-Policy", "no-referrer");
    return c.html(html);
  });
}
