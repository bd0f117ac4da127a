/**
 * The floors the service is measured against, each in its own process: a bare `node:http`
 * JSON hello, and minimal `node:http` + `pg` and Hono + `pg` apps doing exactly what the
 * availability route does on PostgreSQL for a request (one prepared statement; the API key
 * from a 5 s cache, as the service's credential cache, else its own prepared lookup).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createRequire } from "node:module";
import { freePort } from "../../test/helpers/processes";
import { ROOT } from "./size";

export type Floor = { url: string; stop(): void };

async function startNode(code: string): Promise<Floor> {
  const child: ChildProcess = spawn(process.execPath, ["--input-type=commonjs", "-e", code], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const port = await new Promise<string>((resolve, reject) => {
    child.stdout!.once("data", (d: Buffer) => resolve(d.toString().trim()));
    child.once("exit", (c) => reject(new Error(`floor exited with ${c}`)));
  });
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill("SIGTERM") };
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

// The service's statements for `GET /availability/{domain}` with `X-API-Key`, as drizzle sends
// them (`npm run bench:statements` prints what one request runs: the registry lookup only; the
// key comes from the credential cache, 5 s, and is read from the database on a miss).
const KEY_SQL =
  'select "id", "organization_id", "livemode", "last_used_at" from "api_keys" where ("api_keys"."secret_hash" = $1 and "api_keys"."revoked_at" is null)';
const REGISTRY_SQL = 'select "name" from "sandbox_registry" where "sandbox_registry"."name" = $1';

/**
 * The availability handler of both database floors: the API key by the SHA-256 of the secret,
 * from a cache of 5 s (the service's credential cache) or its prepared statement, then the
 * name in the sandbox registry (prepared), then a JSON answer of the service's shape.
 */
const availabilityHandler = (pgPath: string, databaseUrl: string) => `
  const pg = require(${JSON.stringify(pgPath)});
  const { createHash } = require("node:crypto");
  const pool = new pg.Pool({ connectionString: ${JSON.stringify(databaseUrl)}, max: 10 });
  const keys = new Map();
  async function availability(secret, domain) {
    if (typeof secret !== "string") return [401, '{"detail":"no"}'];
    const hash = createHash("sha256").update(secret, "utf8").digest("hex");
    let key = keys.get(hash);
    if (!key || key.until <= performance.now()) {
      const rows = (await pool.query({ name: "api_key_by_hash", text: ${JSON.stringify(KEY_SQL)}, values: [hash] })).rows;
      if (rows.length === 0) return [401, '{"detail":"no"}'];
      keys.set(hash, (key = { row: rows[0], until: performance.now() + 5000 }));
    }
    const reg = await pool.query({ name: "sandbox_registry_by_name", text: ${JSON.stringify(REGISTRY_SQL)}, values: [domain] });
    return [200, JSON.stringify({ domain, domain_unicode: domain, available: reg.rows.length === 0, premium: false, price: "12.00", renewal_price: "14.00", currency: "USD" })];
  }`;

/** node:http + a `pg` pool of 10 (the service's size) on the service's own database. */
export async function startPgFloor(databaseUrl: string): Promise<Floor> {
  const port = await freePort();
  const pgPath = createRequire(`${ROOT}/package.json`).resolve("pg");
  return startNode(`${availabilityHandler(pgPath, databaseUrl)}
    require("node:http").createServer(async (req, res) => {
      try {
        const [status, body] = await availability(req.headers["x-api-key"], decodeURIComponent(req.url.split("/").pop()));
        res.writeHead(status, { "content-type": "application/json", "content-length": Buffer.byteLength(body) });
        res.end(body);
      } catch (err) { console.error(err); res.writeHead(500); res.end(); }
    }).listen(${port}, "127.0.0.1", () => console.log(${port}));`);
}

/**
 * The same work behind Hono on @hono/node-server (the service's framework and adapter), with
 * no validation, middleware or OpenAPI route: what the framework alone costs over node:http.
 */
export async function startHonoPgFloor(databaseUrl: string): Promise<Floor> {
  const port = await freePort();
  const req = createRequire(`${ROOT}/package.json`);
  return startNode(`${availabilityHandler(req.resolve("pg"), databaseUrl)}
    const { Hono } = require(${JSON.stringify(req.resolve("hono"))});
    const { serve } = require(${JSON.stringify(req.resolve("@hono/node-server"))});
    const app = new Hono();
    app.get("/api/v1/registrar/availability/:domain", async (c) => {
      const [status, body] = await availability(c.req.header("x-api-key"), c.req.param("domain"));
      return c.body(body, status, { "content-type": "application/json" });
    });
    serve({ fetch: app.fetch, port: ${port}, hostname: "127.0.0.1" }, () => console.log(${port}));`);
}
