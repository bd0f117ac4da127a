/**
 * The floors the service is measured against, each in its own process: a bare `node:http`
 * JSON hello, and minimal `node:http` + `pg` and Hono + `pg` apps doing exactly what the
 * service does on PostgreSQL for each measured request (`npm run bench:statements` prints it):
 * the API key from a 5 s cache (the service's credential cache), else its own prepared lookup;
 * then availability's one prepared statement, suggestions' one statement for eight names, or
 * the order's one statement (the service's own text, from `orderStatement`).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createRequire } from "node:module";
import { drizzle } from "drizzle-orm/node-postgres";
import { orderStatement } from "../../src/server/orders/insert-order";
import { registeredInSandbox } from "../../src/server/registrar/sandbox-provider";
import { freePort } from "../../test/helpers/processes";
import { ROOT } from "./size";

export type Floor = { url: string; pid: number; stop(): void };

async function startNode(code: string, nodeFlags: string[] = []): Promise<Floor> {
  // Ended by SIGTERM as a normal exit, so that a profiler given in `nodeFlags` writes its file.
  const exits = `process.on("SIGTERM", () => process.exit(0));\n`;
  const args = [...nodeFlags, "--input-type=commonjs", "-e", exits + code];
  const child: ChildProcess = spawn(process.execPath, args, {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const port = await new Promise<string>((resolve, reject) => {
    child.stdout!.once("data", (d: Buffer) => resolve(d.toString().trim()));
    child.once("exit", (c) => reject(new Error(`floor exited with ${c}`)));
  });
  return { url: `http://127.0.0.1:${port}`, pid: child.pid!, stop: () => child.kill("SIGTERM") };
}

/** A bare node:http server answering a small JSON body. */
export async function startBare(): Promise<Floor> {
  const port = await freePort();
  return startNode(`require("node:http").createServer((req, res) => {
    const body = JSON.stringify({ domain: "example.com", available: true, price: "12.00", currency: "USD" });
    res.writeHead(200, { "content-type": "application/json", "content-length": Buffer.byteLength(body) });
    res.end(body);
  }).listen(${port}, "127.0.0.1", () => console.log(${port}));`);
}

// The service's statements, as drizzle sends them.
const KEY_SQL =
  'select "id", "organization_id", "livemode", "last_used_at" from "api_keys" where ("api_keys"."secret_hash" = $1 and "api_keys"."revoked_at" is null)';
const REGISTRY_SQL = 'select "name" from "sandbox_registry" where "sandbox_registry"."name" = $1';
const NAMES_SQL =
  'select "name" from "sandbox_registry" where "sandbox_registry"."name" = any($1::text[])';
/** The new pending order's statement as the service prepares it with the sandbox registrar. */
const ORDER = orderStatement(drizzle.mock(), { reply: false, registered: registeredInSandbox });
/** The suffixes a floor checks for a term: as many names as the service's suggestions. */
const SUFFIXES = [".com", ".net", ".org", ".io", ".dev", ".app", ".co", ".shop"];

/**
 * The handlers both database floors share: each returns [status, JSON body]. The service's
 * validation, pricing and serialization are not reproduced (that is the service's own cost);
 * the answers have the service's shapes.
 */
const handlers = (pgPath: string, databaseUrl: string) => `
  const pg = require(${JSON.stringify(pgPath)});
  const { createHash, randomUUID } = require("node:crypto");
  const pool = new pg.Pool({ connectionString: ${JSON.stringify(databaseUrl)}, max: 10 });
  const keys = new Map();
  async function keyOf(secret) {
    if (typeof secret !== "string") return undefined;
    const hash = createHash("sha256").update(secret, "utf8").digest("hex");
    let key = keys.get(hash);
    if (!key || key.until <= performance.now()) {
      const rows = (await pool.query({ name: "api_key_by_hash", text: ${JSON.stringify(KEY_SQL)}, values: [hash] })).rows;
      if (rows.length === 0) return undefined;
      keys.set(hash, (key = { row: rows[0], until: performance.now() + 5000 }));
    }
    return key.row;
  }
  const UNAUTHORIZED = [401, '{"detail":"Invalid API key."}'];
  const priced = (domain, available) => ({ domain, domain_unicode: domain, available, premium: false, price: "12.00", renewal_price: "14.00", currency: "USD" });
  async function availability(secret, domain) {
    if (!(await keyOf(secret))) return UNAUTHORIZED;
    const reg = await pool.query({ name: "sandbox_registry_by_name", text: ${JSON.stringify(REGISTRY_SQL)}, values: [domain] });
    return [200, JSON.stringify(priced(domain, reg.rows.length === 0))];
  }
  const SUFFIXES = ${JSON.stringify(SUFFIXES)};
  async function suggestions(secret, q) {
    if (!(await keyOf(secret))) return UNAUTHORIZED;
    const names = SUFFIXES.map((s) => q + s);
    const taken = new Set((await pool.query({ name: "sandbox_registry_by_names", text: ${JSON.stringify(NAMES_SQL)}, values: [names] })).rows.map((r) => r.name));
    return [200, JSON.stringify({ query: q, items: names.map((n) => priced(n, !taken.has(n))) })];
  }
  const ORDER_PARAMS = ${JSON.stringify(ORDER.params)};
  async function order(secret, raw) {
    const key = await keyOf(secret);
    if (!key) return UNAUTHORIZED;
    let body;
    try { body = JSON.parse(raw); } catch { return [422, '{"detail":"invalid JSON"}']; }
    if (typeof body.domain !== "string" || typeof body.contact !== "object") return [422, '{"detail":"invalid"}'];
    const id = randomUUID();
    const at = new Date().toISOString();
    const reference = "RW-" + randomUUID().slice(0, 8).toUpperCase();
    const values = {
      id, organization_id: key.organization_id, livemode: key.livemode, kind: "order",
      domain_name: body.domain, years: 1, price: "12.00", currency: "USD",
      payment_method: body.payment_method, payment_reference: reference,
      contact: JSON.stringify(body.contact), nameservers: null, privacy: true, auto_renew: true,
      registrar: "sandbox", setup_dns: true, dns_provider: null, hosted_session_id: null,
      external_account_id: null, transfer_code_sealed: null, created_at: at,
      event_id: randomUUID(), event_type: "order.created", event_resource: "order:" + id,
      event_data: JSON.stringify({ order_id: id, domain: body.domain, status: "pending", hosted_session_id: null }),
    };
    const r = await pool.query({ name: "create_order", text: ${JSON.stringify(ORDER.text)}, values: ORDER_PARAMS.map((n) => values[n]) });
    if (r.rows.length === 0) return [409, '{"detail":"registered"}'];
    return [201, JSON.stringify({ id, domain: body.domain, status: "pending", years: 1, price: "12.00", currency: "USD", payment_method: body.payment_method, payment_reference: reference, created_at: at })];
  }`;

/**
 * node:http + a `pg` pool of 10 (the service's size) on the service's own database; `nodeFlags`
 * are Node's own flags for its process (`npm run bench:profile -- <route> <n> floor` profiles it).
 */
export async function startPgFloor(databaseUrl: string, nodeFlags: string[] = []): Promise<Floor> {
  const port = await freePort();
  const pgPath = createRequire(`${ROOT}/package.json`).resolve("pg");
  return startNode(
    `${handlers(pgPath, databaseUrl)}
    const send = (res, [status, body]) => {
      res.writeHead(status, { "content-type": "application/json", "content-length": Buffer.byteLength(body) });
      res.end(body);
    };
    require("node:http").createServer(async (req, res) => {
      try {
        const url = new URL(req.url, "http://floor");
        const secret = req.headers["x-api-key"];
        if (req.method === "POST") {
          let raw = "";
          for await (const chunk of req) raw += chunk;
          send(res, await order(secret, raw));
        } else if (url.pathname.endsWith("/suggestions")) {
          send(res, await suggestions(secret, url.searchParams.get("q")));
        } else {
          send(res, await availability(secret, decodeURIComponent(url.pathname.split("/").pop())));
        }
      } catch (err) { console.error(err); res.writeHead(500); res.end(); }
    }).listen(${port}, "127.0.0.1", () => console.log(${port}));`,
    nodeFlags,
  );
}

/**
 * The same work behind Hono on @hono/node-server (the service's framework and adapter), with
 * no validation, middleware or OpenAPI route: what the framework alone costs over node:http.
 */
export async function startHonoPgFloor(databaseUrl: string): Promise<Floor> {
  const port = await freePort();
  const req = createRequire(`${ROOT}/package.json`);
  return startNode(`${handlers(req.resolve("pg"), databaseUrl)}
    const { Hono } = require(${JSON.stringify(req.resolve("hono"))});
    const { serve } = require(${JSON.stringify(req.resolve("@hono/node-server"))});
    const app = new Hono();
    const send = (c, [status, body]) => c.body(body, status, { "content-type": "application/json" });
    app.get("/api/v1/registrar/availability/:domain", async (c) =>
      send(c, await availability(c.req.header("x-api-key"), c.req.param("domain"))));
    app.get("/api/v1/registrar/suggestions", async (c) =>
      send(c, await suggestions(c.req.header("x-api-key"), c.req.query("q"))));
    app.post("/api/v1/registrar/order", async (c) =>
      send(c, await order(c.req.header("x-api-key"), await c.req.text())));
    serve({ fetch: app.fetch, port: ${port}, hostname: "127.0.0.1" }, () => console.log(${port}));`);
}
