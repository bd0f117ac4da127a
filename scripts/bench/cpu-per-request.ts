/**
 * CPU µs per request of the service process for `GET availability` (or CPU_PATH) on PostgreSQL, for comparing
 * builds A/B interleaved on a shared machine (the process's user+system time from /proc over a
 * fixed number of requests at 20 in flight). Usage:
 *   BENCH_DATABASE_URL=postgres://… tsx scripts/bench/cpu-per-request.ts <label>=<root>[|NODE_OPTIONS] …
 * Each root is a checkout of this repository (with node_modules); the default is this one.
 */
import autocannon from "autocannon";
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { emptyPostgresDb } from "../../test/helpers/postgres-db";
import { freePort } from "../../test/helpers/processes";
import { AVAILABILITY_PATH } from "./api";

const AMOUNT = Number(process.env.CPU_REQUESTS ?? 20_000);
const ROUNDS = Number(process.env.CPU_ROUNDS ?? 3);
const TICK_US = 1e6 / 100; // USER_HZ
const PATH = process.env.CPU_PATH ?? AVAILABILITY_PATH;

const cpuUs = (pid: number) => {
  const f = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(f[11]) + Number(f[12])) * TICK_US;
};

async function start(root: string, nodeOptions: string, url: string) {
  const dir = mkdtempSync(join(tmpdir(), "registrar-cpu-"));
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [...nodeOptions.split(" ").filter(Boolean), "--import", "tsx", "src/server/main.ts"],
    {
      cwd: root,
      env: {
        ...process.env,
        DATA_DIR: dir,
        PORT: String(port),
        LOG_LEVEL: "error",
        DNS_PORT: "",
        DATABASE_URL: url,
        RATE_LIMIT_PER_MINUTE: "100000000",
        RATE_LIMIT_BURST: "100000000",
      },
    },
  );
  let out = "";
  child.stderr.on("data", (d: Buffer) => (out += d.toString()));
  await new Promise<void>((resolve, reject) => {
    child.stdout.on("data", (d: Buffer) => {
      out += d.toString();
      if (/Registrar service running at[\s\S]*\n\n/.test(out)) resolve();
    });
    child.on("exit", (code) => reject(new Error(`exited ${code}: ${out}`)));
  });
  const apiKey = /shown only this once:\n\s+(rk_\S+)/.exec(out)![1]!;
  return {
    pid: child.pid!,
    base: `http://127.0.0.1:${port}`,
    apiKey,
    stop: () =>
      new Promise<void>((r) => {
        child.removeAllListeners("exit");
        child.once("exit", () => r());
        child.kill("SIGTERM");
        rmSync(dir, { recursive: true, force: true });
      }),
  };
}

const fire = (base: string, apiKey: string, amount: number) =>
  new Promise<autocannon.Result>((resolve, reject) =>
    autocannon(
      {
        url: base,
        connections: 20,
        amount,
        headers: { "x-api-key": apiKey },
        requests: [{ method: "GET", path: PATH }],
      },
      (err, res) => (err ? reject(err) : resolve(res)),
    ),
  );

const serverUrl = process.env.BENCH_DATABASE_URL!;
const variants = process.argv.slice(2).map((arg) => {
  const eq = arg.indexOf("=");
  const label = eq < 0 ? arg : arg.slice(0, eq);
  const rest = eq < 0 ? process.cwd() : arg.slice(eq + 1);
  const [root, opts = ""] = rest.split("|");
  return { label, root: root!, opts };
});
const results = new Map<string, { us: number[]; rps: number[]; p99: number[] }>();
for (let round = 0; round < ROUNDS; round++) {
  for (const v of variants) {
    const db = await emptyPostgresDb(serverUrl, "h_avail_cpu");
    const svc = await start(v.root, v.opts, db.url).catch(async (err: unknown) => {
      await db.drop();
      throw err;
    });
    try {
      await fire(svc.base, svc.apiKey, 5_000); // warm-up
      const before = cpuUs(svc.pid);
      const r = await fire(svc.base, svc.apiKey, AMOUNT);
      const us = (cpuUs(svc.pid) - before) / AMOUNT;
      if (r.non2xx || r.errors)
        throw new Error(`${v.label}: ${r.non2xx} non-2xx, ${r.errors} errors`);
      const m = results.get(v.label) ?? { us: [], rps: [], p99: [] };
      m.us.push(us);
      m.rps.push(r.requests.average);
      m.p99.push(r.latency.p99);
      results.set(v.label, m);
      console.log(
        `round ${round} ${v.label}: ${us.toFixed(1)} µs/req, ${Math.round(r.requests.average)} req/s, p99 ${r.latency.p99} ms`,
      );
    } finally {
      await svc.stop();
      await db.drop();
    }
  }
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
for (const [label, m] of results)
  console.log(
    `${label}: median ${median(m.us).toFixed(1)} µs/req, ${Math.round(median(m.rps))} req/s, p99 ${median(m.p99)} ms`,
  );
process.exit(0);
