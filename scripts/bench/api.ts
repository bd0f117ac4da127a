/**
 * The API runs of `npm run bench`: autocannon against the real service (a child process, like
 * `npm start`) and against the floors of floors.ts, on PGlite and on PostgreSQL.
 */
import autocannon from "autocannon";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CONTACT } from "../../test/helpers/orders";
import { emptyPostgresDb } from "../../test/helpers/postgres-db";
import { freePort, startService } from "../../test/helpers/processes";
import { startHonoPgFloor, startPgFloor, type Floor } from "./floors";
import { limiterCost, type LimiterRun } from "./limiter";

export const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
/** Issue #16's goals are stated at 20 connections. */
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);

export type Run = {
  label: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** The floor this run is compared with: the same statements without the service. */
  floor?: Run;
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

export async function cannon(label: string, opts: autocannon.Options): Promise<Run> {
  const r = await new Promise<autocannon.Result>((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, duration: SECONDS, ...opts }, (err, res) =>
      err ? reject(err) : resolve(res),
    );
  });
  return summarize(label, r);
}

const HIGH_LIMITS = { RATE_LIMIT_PER_MINUTE: "100000000", RATE_LIMIT_BURST: "100000000" };

/** A new database on a PostgreSQL server, dropped again by `drop`. */
export const freshPostgres = (url: string) => emptyPostgresDb(url, "registrar_bench");

/** Starts the service with its own data dir (or database), returning its URL and demo API key. */
export async function service(env: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), "registrar-bench-"));
  const port = await freePort();
  const svc = await startService(
    { DATA_DIR: dir, PORT: String(port), LOG_LEVEL: "error", DNS_PORT: "", ...env },
    180_000,
  );
  const apiKey = /shown only this once:\n\s+(rk_\S+)/.exec(svc.output())?.[1];
  if (!apiKey) throw new Error("the service printed no demo API key");
  return {
    base: `http://127.0.0.1:${port}`,
    apiKey,
    stop: async () => {
      await svc.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export const AVAILABILITY_PATH = "/api/v1/registrar/availability/bench-example.com";
const SUGGESTIONS_PATH = "/api/v1/registrar/suggestions?q=bench-example";
const HOSTED_SUGGESTIONS_PATH = "/api/v1/hosted/suggestions?q=bench-example";

/** An engine's service runs, in the order the tables list them. */
export const serviceRuns = (e: EngineRuns): Run[] => [
  e.availability,
  e.suggestions,
  e.hostedSuggestions,
  e.orders,
];

export type EngineRuns = {
  engine: "PGlite" | "PostgreSQL";
  floor?: Run;
  /** The same statements behind Hono (@hono/node-server), PostgreSQL only. */
  honoFloor?: Run;
  availability: Run;
  suggestions: Run;
  /** The same suggestions with a hosted session's client token (the widget's path). */
  hostedSuggestions: Run;
  orders: Run;
  /** The shared rate limit's cost per request (PostgreSQL only). */
  limiter?: LimiterRun[];
};

/**
 * Availability, suggestions (eight names) and order creation on one engine; on PostgreSQL the
 * `node:http` + `pg` floor too, on the service's own database (its demo key, its registry).
 */
export async function engineRuns(
  engine: EngineRuns["engine"],
  databaseUrl?: string,
): Promise<EngineRuns> {
  const svc = await service({ ...HIGH_LIMITS, ...(databaseUrl && { DATABASE_URL: databaseUrl }) });
  const floors: Floor[] = [];
  try {
    const headers = { "x-api-key": svc.apiKey, "content-type": "application/json" };
    let floorRun: Run | undefined;
    let honoRun: Run | undefined;
    if (databaseUrl) {
      const floor = await startPgFloor(databaseUrl);
      floors.push(floor);
      floorRun = await cannon("node:http + pg pool, the service's one statement (prepared)", {
        url: floor.url,
        headers,
        requests: [{ method: "GET", path: AVAILABILITY_PATH }],
      });
      const hono = await startHonoPgFloor(databaseUrl);
      floors.push(hono);
      honoRun = {
        ...(await cannon("Hono + pg pool, the service's one statement (prepared)", {
          url: hono.url,
          headers,
          requests: [{ method: "GET", path: AVAILABILITY_PATH }],
        })),
        floor: floorRun,
      };
    }
    const availability = {
      ...(await cannon(`${engine}: GET ${AVAILABILITY_PATH}`, {
        url: svc.base,
        headers,
        requests: [{ method: "GET", path: AVAILABILITY_PATH }],
      })),
      ...(floorRun && { floor: floorRun }),
    };
    const suggestions = await cannon(`${engine}: GET ${SUGGESTIONS_PATH} (8 names)`, {
      url: svc.base,
      headers,
      requests: [{ method: "GET", path: SUGGESTIONS_PATH }],
    });
    // The widget's search-as-you-type path: a hosted session's client token instead of the key.
    const session = (await (
      await fetch(`${svc.base}/api/v1/hosted/sessions`, {
        method: "POST",
        headers,
        body: JSON.stringify({ allowed_actions: ["domain_search"], external_account_id: "bench" }),
      })
    ).json()) as { client_token: string };
    const hostedSuggestions = await cannon(
      `${engine}: GET ${HOSTED_SUGGESTIONS_PATH} (8 names, client token)`,
      {
        url: svc.base,
        headers: { authorization: `Bearer ${session.client_token}` },
        requests: [{ method: "GET", path: HOSTED_SUGGESTIONS_PATH }],
      },
    );
    let n = 0;
    const run = randomBytes(3).toString("hex");
    const orders = await cannon(`${engine}: POST /api/v1/registrar/order`, {
      url: svc.base,
      headers,
      requests: [
        {
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
        },
      ],
    });
    const limiter = databaseUrl ? await limiterCost(databaseUrl) : undefined;
    return {
      engine,
      ...(floorRun && { floor: floorRun }),
      ...(honoRun && { honoFloor: honoRun }),
      availability,
      suggestions,
      hostedSuggestions,
      orders,
      ...(limiter && { limiter }),
    };
  } finally {
    for (const f of floors) f.stop();
    await svc.stop();
  }
}
