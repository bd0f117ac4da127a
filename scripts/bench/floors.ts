/**
 * The floors the service is measured against, each in its own process: a bare `node:http`
 * JSON hello, and a minimal `node:http` + `pg` pool app doing the availability route's two
 * indexed queries (API key by hash, the sandbox registry by name) as prepared statements.
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

/**
 * node:http + a `pg` pool of 10 (the service's size) on the service's own database: for
 * `GET /availability/{domain}` with `X-API-Key`, the key by its hash, then the name in the
 * sandbox registry, both prepared, then a JSON answer of the same shape.
 */
export async function startPgFloor(databaseUrl: string): Promise<Floor> {
  const port = await freePort();
  const pgPath = createRequire(`${ROOT}/package.json`).resolve("pg");
  return startNode(`
    const pg = require(${JSON.stringify(pgPath)});
    const { createHash } = require("node:crypto");
    const pool = new pg.Pool({ connectionString: ${JSON.stringify(databaseUrl)}, max: 10 });
    const fail = (res, status) => { res.writeHead(status, { "content-type": "application/json" }); res.end('{"detail":"no"}'); };
    require("node:http").createServer(async (req, res) => {
      try {
        const secret = req.headers["x-api-key"];
        const domain = decodeURIComponent(req.url.split("/").pop());
        if (typeof secret !== "string") return fail(res, 401);
        const hash = createHash("sha256").update(secret, "utf8").digest("hex");
        const key = await pool.query({ name: "key", text: "SELECT id, organization_id, last_used_at FROM api_keys WHERE secret_hash = $1 AND revoked_at IS NULL", values: [hash] });
        if (key.rows.length === 0) return fail(res, 401);
        const reg = await pool.query({ name: "reg", text: "SELECT name FROM sandbox_registry WHERE name = $1", values: [domain] });
        const body = JSON.stringify({ domain, domain_unicode: domain, available: reg.rows.length === 0, premium: false, price: "12.00", renewal_price: "14.00", currency: "USD" });
        res.writeHead(200, { "content-type": "application/json", "content-length": Buffer.byteLength(body) });
        res.end(body);
      } catch (err) { console.error(err); fail(res, 500); }
    }).listen(${port}, "127.0.0.1", () => console.log(${port}));`);
}
