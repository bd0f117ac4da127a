/**
 * `npm run bench:api`: only the API figures and the goals they answer (no sizes, no browser),
 * printed and not written anywhere: for measuring a change quickly. BENCH_SECONDS,
 * BENCH_CONNECTIONS, BENCH_ROUNDS and BENCH_WARMUP_SECONDS apply.
 */
import { loadavg } from "node:os";
import {
  cannon,
  engineRuns,
  engineTableRuns,
  freshPostgres,
  runLine,
  type EngineRuns,
} from "./api";
import { startBare } from "./floors";
import { goals, goalsTable } from "./goals";
import { benchPostgres } from "./postgres";
import { limiterTable } from "./limiter";

const load = [loadavg()[0]!];
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
  load.push(loadavg()[0]!);
  for (const r of [baseline, ...[pglite, postgres].flatMap((e) => (e ? engineTableRuns(e) : []))])
    console.log(runLine(r));
  const api = goals(pglite, postgres, {}).filter((g) => /^[23]\./.test(g.goal));
  console.log(goalsTable(api));
  if (postgres?.limiter) console.log(limiterTable(postgres.limiter));
  console.log(`load average (1 min) before/after: ${load.map((l) => l.toFixed(2)).join(" / ")}`);
} finally {
  bare.stop();
}
process.exit(0);
