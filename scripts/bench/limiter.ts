/**
 * The shared rate limit's cost per request on PostgreSQL, measured in this process on the
 * bench's database (table `rate_limits`): rate-limiter-flexible's store taking one point a
 * request (one upsert each) against the service's leased batches, 20 requests at a time on one
 * key; and how many store round trips the default burst (120) takes with leases.
 */
import { randomBytes } from "node:crypto";
import pg from "pg";
import { RateLimiterPostgres } from "rate-limiter-flexible";
import { createSharedRateLimiter } from "../../src/server/http/shared-rate-limiter";

export type LimiterRun = {
  label: string;
  requests: number;
  roundTrips: number;
  /** Wall time per request with 20 in flight: the limiter's throughput, inverted. */
  wallUs: number;
  /** This process's CPU per request (PostgreSQL's own work not included). */
  cpuUs: number;
};

const CONCURRENCY = 20;
const HUGE = 100_000_000;

/** A pool whose queries are counted. */
function countedPool(url: string) {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const counter = { queries: 0 };
  const query = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  (pool as unknown as { query: typeof query }).query = (...args) => {
    counter.queries++;
    return query(...args);
  };
  return { pool, counter };
}

async function measure(
  label: string,
  requests: number,
  counter: { queries: number },
  take: () => Promise<unknown>,
): Promise<LimiterRun> {
  await take(); // the first request of a key: its row, the statement prepared
  const before = counter.queries;
  const cpu = process.cpuUsage();
  const started = performance.now();
  let left = requests;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (left-- > 0) await take();
    }),
  );
  const wall = performance.now() - started;
  const used = process.cpuUsage(cpu);
  return {
    label,
    requests,
    roundTrips: counter.queries - before,
    wallUs: (wall * 1000) / requests,
    cpuUs: (used.user + used.system) / requests,
  };
}

export async function limiterCost(databaseUrl: string, requests = 5000): Promise<LimiterRun[]> {
  const { pool, counter } = countedPool(databaseUrl);
  const run = randomBytes(3).toString("hex");
  try {
    const perRequest = new RateLimiterPostgres({
      storeClient: pool,
      storeType: "pool",
      tableName: "rate_limits",
      tableCreated: true,
      points: HUGE,
      duration: 60,
      keyPrefix: `bench-${run}-a`,
    });
    const upsert = await measure(
      "one upsert per request (rate-limiter-flexible's PostgreSQL store)",
      requests,
      counter,
      () => perRequest.consume("k", 1),
    );
    const store = { kind: "postgres", pool } as const;
    const batches = createSharedRateLimiter({
      perMinute: HUGE,
      capacity: HUGE,
      store,
      keyPrefix: `bench-${run}-b`,
    });
    const leased = await measure(
      "leased batches (the service's limiter)",
      requests,
      counter,
      async () => {
        await batches.take("k");
      },
    );
    // The default limit (a burst of 120): how many round trips its requests cost.
    const defaults = createSharedRateLimiter({
      perMinute: 600,
      capacity: 120,
      store,
      keyPrefix: `bench-${run}-c`,
    });
    const burst = await measure(
      "leased, the default burst of 120 (then refused)",
      130,
      counter,
      async () => {
        await defaults.take("k");
      },
    );
    await pool.query("DELETE FROM rate_limits WHERE key LIKE $1", [`bench-${run}-%`]);
    return [upsert, leased, burst];
  } finally {
    await pool.end();
  }
}

export function limiterTable(runs: LimiterRun[]): string {
  const f1 = (x: number) => x.toFixed(1);
  return [
    "| Limiter | Requests | Store round trips | Wall µs/request (20 in flight) | CPU µs/request |",
    "| --- | ---: | ---: | ---: | ---: |",
    ...runs.map(
      (r) => `| ${r.label} | ${r.requests} | ${r.roundTrips} | ${f1(r.wallUs)} | ${f1(r.cpuUs)} |`,
    ),
  ].join("\n");
}
