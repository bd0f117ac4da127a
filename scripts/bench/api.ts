/**
 * The API runs of `npm run bench`: autocannon against the real service (a child process, like
 * `npm start`) and against the floors of floors.ts, on PGlite and on PostgreSQL.
 */
import autocannon from "autocannon";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CONTACT } from "../../test/helpers/orders";
import { emptyPostgresDb } from "../../test/helpers/postgres-db";
import { freePort, startService } from "../../test/helpers/processes";
import { startHonoPgFloor, startPgFloor, type Floor } from "./floors";
import { ROOT } from "./size";
import { limiterCost, type LimiterRun } from "./limiter";
import { searchSession } from "./session";

export const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
/** Issue #16's goals are stated at 20 connections. */
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
/** Each target is warmed up this long before it is measured (JIT, caches, pools). */
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 1);
/** Rounds of an engine's runs, interleaved (service and floors in turn); the median is kept. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

export type Run = {
  label: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** CPU time of the answering process per request (user + system, µs), when it was read. */
  cpuUs?: number;
  /** The floor this run is compared with: the same statements without the service. */
  floor?: Run;
  /** The same statements behind Hono (@hono/node-server) without the service's layers. */
  honoFloor?: Run;
};

function summarize(label: string, r: autocannon.Result): Run {
  return {
    label,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
  };
}

const fire = (opts: autocannon.Options) =>
  new Promise<autocannon.Result>((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, duration: SECONDS, ...opts }, (err, res) =>
      err ? reject(err) : resolve(res),
    );
  });

/** The CPU time (user + system, µs) process `pid` has used, from /proc. */
const cpuUs = (pid: number) => {
  const f = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(f[11]) + Number(f[12])) * (1e6 / 100); // USER_HZ
};

/**
 * One measured run: a warm-up first (not counted), then `SECONDS` at `CONNECTIONS`; with `pid`,
 * the answering process's CPU per request.
 */
export async function cannon(label: string, opts: autocannon.Options, pid?: number): Promise<Run> {
  if (WARMUP_SECONDS > 0) await fire({ ...opts, duration: WARMUP_SECONDS });
  const before = pid && cpuUs(pid);
  const r = await fire(opts);
  const run = summarize(label, r);
  if (pid && r.requests.total > 0) run.cpuUs = (cpuUs(pid) - before!) / r.requests.total;
  return run;
}

/** A run target: what `cannon` is given, measured in interleaved rounds by `rounds`. */
type Target = { label: string; opts: autocannon.Options; pid?: number };

/** `ROUNDS` rounds of every target in turn; for each, the round with the median throughput. */
async function rounds<K extends string>(targets: Record<K, Target>): Promise<Record<K, Run>> {
  const runs = new Map<K, Run[]>();
  for (let i = 0; i < ROUNDS; i++)
    for (const [key, t] of Object.entries(targets) as [K, Target][]) {
      const list = runs.get(key) ?? [];
      list.push(await cannon(t.label, t.opts, t.pid));
      runs.set(key, list);
    }
  return Object.fromEntries(
    [...runs].map(([k, list]) => [k, [...list].sort((a, b) => a.rps - b.rps)[list.length >> 1]!]),
  ) as Record<K, Run>;
}

const HIGH_LIMITS = { RATE_LIMIT_PER_MINUTE: "100000000", RATE_LIMIT_BURST: "100000000" };

/** A new database on a PostgreSQL server, dropped again by `drop`. */
export const freshPostgres = (url: string) => emptyPostgresDb(url, "registrar_bench");

/** Starts the service with its own data dir (or database), returning its URL and demo API key. */
export async function service(env: Record<string, string>, nodeFlags: string[] = []) {
  const dir = mkdtempSync(join(tmpdir(), "registrar-bench-"));
  const port = await freePort();
  const svc = await startService(
    { DATA_DIR: dir, PORT: String(port), LOG_LEVEL: "error", DNS_PORT: "", ...env },
    180_000,
    nodeFlags,
  );
  const apiKey = /shown only this once:\n\s+(rk_\S+)/.exec(svc.output())?.[1];
  if (!apiKey) throw new Error("the service printed no demo API key");
  return {
    base: `http://127.0.0.1:${port}`,
    apiKey,
    pid: svc.child.pid!,
    stop: async () => {
      await svc.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

const ASSETS = join(ROOT, "dist", "widget", "assets");
export const AVAILABILITY_PATH = "/api/v1/registrar/availability/bench-example.com";
const SUGGESTIONS_PATH = "/api/v1/registrar/suggestions?q=bench-example";
const HOSTED_SUGGESTIONS_PATH = "/api/v1/hosted/suggestions?q=bench-example";

/** An engine's runs, in the order the tables list them: its floors first (PostgreSQL). */
export const engineTableRuns = (e: EngineRuns): Run[] => [
  ...(e.floors
    ? [
        e.floors.availability,
        e.floors.honoAvailability,
        e.floors.suggestions,
        e.floors.honoSuggestions,
        e.floors.orders,
      ]
    : []),
  e.availability,
  e.suggestions,
  e.hostedSuggestions,
  e.orders,
  ...(e.asset ? [e.asset] : []),
];

/** A run as one line: throughput, latency, errors, CPU, and its ratio to each floor. */
export const runLine = (r: Run) =>
  `${r.label}: ${Math.round(r.rps)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, errors ${r.errors}, non-2xx ${r.non2xx}` +
  (r.cpuUs === undefined ? "" : `, CPU ${Math.round(r.cpuUs)} µs/request`) +
  (r.floor ? `; ÷ node:http + pg ${(r.rps / r.floor.rps).toFixed(2)}` : "") +
  (r.honoFloor ? `; ÷ Hono + pg ${(r.rps / r.honoFloor.rps).toFixed(2)}` : "");

export type EngineRuns = {
  engine: "PGlite" | "PostgreSQL";
  /** PostgreSQL only: the floors (floors.ts) of each route, on the service's own database. */
  floors?: {
    availability: Run;
    suggestions: Run;
    orders: Run;
    honoAvailability: Run;
    honoSuggestions: Run;
  };
  availability: Run;
  suggestions: Run;
  /** The same suggestions with a hosted session's client token (the widget's path). */
  hostedSuggestions: Run;
  orders: Run;
  /** The widget's entry script (brotli), PGlite's run only: no database is involved. */
  asset?: Run;
  /** The shared rate limit's cost per request (PostgreSQL only). */
  limiter?: LimiterRun[];
};

/**
 * Availability, suggestions (eight names) and order creation on one engine, in interleaved
 * rounds; on PostgreSQL the node:http + pg and Hono + pg floors of each too, on the service's
 * own database (its demo key, its registry), so every ratio is taken within the same minutes.
 */
export async function engineRuns(
  engine: EngineRuns["engine"],
  databaseUrl?: string,
): Promise<EngineRuns> {
  const svc = await service({ ...HIGH_LIMITS, ...(databaseUrl && { DATABASE_URL: databaseUrl }) });
  const floors: Floor[] = [];
  try {
    const headers = { "x-api-key": svc.apiKey, "content-type": "application/json" };
    // The widget's search-as-you-type path: a hosted session's client token instead of the key.
    const session = await searchSession(svc);
    let n = 0;
    const run = randomBytes(3).toString("hex");
    // Every order names a new domain, whichever process answers it.
    const order: autocannon.Request = {
      method: "POST",
      path: "/api/v1/registrar/order",
      setupRequest: (req) => ({
        ...req,
        body: JSON.stringify({
          domain: `bench-${run}-${n++}.com`,
          contact: CONTACT,
          payment_method: "wire",
        }),
      }),
    };
    const get = (path: string) => [{ method: "GET" as const, path }];
    const at = (
      f: { url: string; pid: number },
      label: string,
      requests: autocannon.Request[],
    ) => ({
      label,
      pid: f.pid,
      opts: { url: f.url, headers, requests },
    });
    const self = { url: svc.base, pid: svc.pid };
    const targets = {
      availability: at(self, `${engine}: GET ${AVAILABILITY_PATH}`, get(AVAILABILITY_PATH)),
      suggestions: at(self, `${engine}: GET ${SUGGESTIONS_PATH} (8 names)`, get(SUGGESTIONS_PATH)),
      hostedSuggestions: {
        label: `${engine}: GET ${HOSTED_SUGGESTIONS_PATH} (8 names, client token)`,
        pid: svc.pid,
        opts: {
          url: svc.base,
          headers: { authorization: `Bearer ${session.client_token}` },
          requests: get(HOSTED_SUGGESTIONS_PATH),
        },
      },
      orders: at(self, `${engine}: POST /api/v1/registrar/order`, [order]),
    };
    if (!databaseUrl) {
      const entry = existsSync(ASSETS)
        ? readdirSync(ASSETS).find((f) => /^index-[\w-]+\.js$/.test(f))
        : undefined;
      if (!entry) return { engine, ...(await rounds(targets)) };
      const path = `/widget/assets/${entry}`;
      const r = await rounds({
        ...targets,
        asset: {
          label: `GET ${path} (brotli)`,
          pid: svc.pid,
          opts: { url: svc.base, headers: { "accept-encoding": "br" }, requests: get(path) },
        },
      });
      return { engine, ...r };
    }
    const pg = await startPgFloor(databaseUrl);
    floors.push(pg);
    const hono = await startHonoPgFloor(databaseUrl);
    floors.push(hono);
    const floorName = "node:http + pg, the service's statement";
    const honoName = "Hono + pg, the service's statement";
    const r = await rounds({
      ...targets,
      floorAvailability: at(pg, `${floorName}: availability`, get(AVAILABILITY_PATH)),
      floorSuggestions: at(pg, `${floorName}: suggestions (8 names)`, get(SUGGESTIONS_PATH)),
      floorOrders: at(pg, `${floorName}: order`, [order]),
      honoAvailability: at(hono, `${honoName}: availability`, get(AVAILABILITY_PATH)),
      honoSuggestions: at(hono, `${honoName}: suggestions (8 names)`, get(SUGGESTIONS_PATH)),
    });
    const limiter = await limiterCost(databaseUrl);
    const withFloors = (s: Run, floor: Run, honoFloor?: Run): Run => ({
      ...s,
      floor,
      ...(honoFloor && { honoFloor }),
    });
    return {
      engine,
      floors: {
        availability: r.floorAvailability,
        suggestions: r.floorSuggestions,
        orders: r.floorOrders,
        honoAvailability: { ...r.honoAvailability, floor: r.floorAvailability },
        honoSuggestions: { ...r.honoSuggestions, floor: r.floorSuggestions },
      },
      availability: withFloors(r.availability, r.floorAvailability, r.honoAvailability),
      suggestions: withFloors(r.suggestions, r.floorSuggestions, r.honoSuggestions),
      hostedSuggestions: withFloors(r.hostedSuggestions, r.floorSuggestions, r.honoSuggestions),
      orders: withFloors(r.orders, r.floorOrders),
      limiter,
    };
  } finally {
    for (const f of floors) f.stop();
    await svc.stop();
  }
}
