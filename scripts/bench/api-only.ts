/**
 * `npm run bench:api`: only the API figures and #16's goals (no sizes, no browser), printed and
 * not written anywhere: for measuring a change quickly. BENCH_SECONDS, BENCH_CONNECTIONS apply.
 */
import { cannon, engineRuns, freshPostgres, serviceRuns, type EngineRuns } from "./api";
import { startBare } from "./floors";
import { goals, goalsTable } from "./goals";
import { benchPostgres } from "./postgres";
import { limiterTable } from "./limiter";

const bare = await startBare();
try {
  const baseline = await cannon("bare node:http JSON server", {
    url: bare.url,
    requests: [{ method: "GET", path: "/" }],
  });
  const pglite = await engineRuns("PGlite");
  let postgres: EngineRuns | undefined;
  const server = await benchPostgres();
  if ("skipped" in server) console.log(`PostgreSQL skipped: ${server.skipped}`);
  else {
    try {
      const db = await freshPostgres(server.url);
      try {
        postgres = await engineRuns("PostgreSQL", db.url);
      } finally {
        await db.drop();
      }
    } finally {
      server.stop();
    }
  }
  for (const r of [
    baseline,
    postgres?.floor,
    postgres?.honoFloor,
    ...[pglite, postgres].flatMap((e) => (e ? serviceRuns(e) : [])),
  ]) {
    if (r)
      console.log(
        `${r.label}: ${Math.round(r.rps)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, errors ${r.errors}, non-2xx ${r.non2xx}${r.floor ? `; floor ${Math.round(r.floor.rps)} req/s, ratio ${(r.rps / r.floor.rps).toFixed(3)}` : ""}`,
      );
  }
  console.log(goalsTable(goals(baseline, pglite, postgres)));
  if (postgres?.limiter) console.log(limiterTable(postgres.limiter));
} finally {
  bare.stop();
}
process.exit(0);
