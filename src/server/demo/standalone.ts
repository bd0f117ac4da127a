/**
 * The partner demo on its own origin, as a partner would run it: serves the same page and
 * mints sessions by calling the registrar service over HTTP with an API key kept here.
 *
 * @example
 * npm run demo -- --port 8788 --service http://127.0.0.1:8787 --api-key rk_…
 * (or DEMO_API_KEY=rk_… npm run demo -- --port 8788, which keeps the key out of `ps`)
 */
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { parseArgs } from "node:util";
import { demoRoutes, type ServiceCaller } from "./pages";
import { bodyLimit, DEFAULT_MAX_BODY_BYTES } from "../http/body-limit";

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(2);
}

const { values } = parseArgs({
  options: {
    port: { type: "string", default: "8788" },
    host: { type: "string", default: "127.0.0.1" },
    service: { type: "string", default: "http://127.0.0.1:8787" },
    "api-key": { type: "string" },
  },
});
const apiKey = values["api-key"] ?? process.env.DEMO_API_KEY;
if (!apiKey) fail("Give the demo organization's API key: --api-key rk_… or DEMO_API_KEY.");
const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) fail("--port must be 0..65535");
let service: URL;
try {
  service = new URL(values.service);
} catch {
  fail("--service must be the registrar service's URL, such as http://127.0.0.1:8787");
}

const callService: ServiceCaller = (method, path, body) =>
  fetch(new URL(path, service), {
    method,
    headers: { "x-api-key": apiKey, "content-type": "application/json" },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  }).catch((err: unknown) =>
    Response.json(
      { detail: `The registrar service is unreachable: ${String(err)}` },
      { status: 502 },
    ),
  );

const app = new Hono();
app.use("*", bodyLimit(DEFAULT_MAX_BODY_BYTES));
app.get("/", (c) => c.redirect("/demo"));
demoRoutes(app, { serviceOrigin: service.origin, callService });
app.notFound((c) => c.json({ detail: "Not Found" }, 404));

const server = serve({ fetch: app.fetch, port, hostname: values.host }, (info) => {
  const shown = values.host === "0.0.0.0" ? "127.0.0.1" : values.host;
  process.stdout.write(
    `Partner demo running at http://${shown}:${info.port}/demo (service ${service.origin})\n`,
  );
});
const stop = () => server.close(() => process.exit(0));
process.once("SIGINT", stop);
process.once("SIGTERM", stop);
