/**
 * `npm run bench`: size budgets (fail the run), then recorded figures — API throughput and
 * latency against the real service (child process) on PGlite and on PostgreSQL (a throwaway
 * cluster, or BENCH_DATABASE_URL; see postgres.ts), beside its floors (bare node:http, and
 * node:http + pg and Hono + pg doing the same statements; floors.ts) in interleaved rounds;
 * statements per list page on both engines (lists.ts), idle memory on PGlite (memory.ts), a
 * burst of search-as-you-type requests under the default rate limit, the hosted page's time to
 * an interactive search box and from the last keystroke to results in headless Chromium (when
 * /usr/bin/chromium exists), and the registry checks a search-as-you-type session costs over
 * EPP (registry-checks.ts); issue #36's goals as rows with their ratios (goals.ts). Writes
 * docs/benchmarks.md, keeping its hand-written "Before and after" section.
 * Options: BENCH_SECONDS (default 5), BENCH_CONNECTIONS (20), BENCH_ROUNDS (3),
 * BENCH_WARMUP_SECONDS (1), BENCH_SOAK_MINUTES (0: no soak).
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { cpus, loadavg, totalmem, platform, release } from "node:os";
import { join } from "node:path";
import * as prettier from "prettier";
import { ROOT, kb, measureSizes, sizeTable } from "./size";
import { bundleTable, entryModules } from "./bundle";
import { median, timeToInteractive, type PageTiming } from "./page-timing";
import {
  CONNECTIONS,
  SECONDS,
  cannon,
  engineRuns,
  engineTableRuns,
  freshPostgres,
  service,
  type EngineRuns,
  type Run,
} from "./api";
import { startBare } from "./floors";
import { goals, goalsTable, type Extras } from "./goals";
import { benchPostgres } from "./postgres";
import { limiterTable } from "./limiter";
import { registryChecks, registryChecksSection } from "./registry-checks";
import { listStatements } from "./lists";
import { SOAK_MINUTES, idleRss, soak } from "./memory";
import { typingToResults } from "./typing";
import { searchSession } from "./session";

/** Search-as-you-type from one hosted session, with the default rate limit. */
async function suggestionBurst() {
  const svc = await service({});
  try {
    const session = await searchSession(svc);
    const auth = { authorization: `Bearer ${session.client_token}` };
    const suggest = async (q: string) =>
      (
        await fetch(`${svc.base}/api/v1/hosted/suggestions?q=${encodeURIComponent(q)}`, {
          headers: auth,
        })
      ).status;
    const count = (codes: number[]) => ({
      sent: codes.length,
      ok: codes.filter((c) => c === 200).length,
      limited: codes.filter((c) => c === 429).length,
      other: codes.filter((c) => c !== 200 && c !== 429).length,
    });
    // A user typing three names, one keystroke every 40 ms, each keystroke a request (no debounce).
    const words = ["sunflowerbakery", "riverstonelabs", "northwindtrading"];
    const typed: Promise<number>[] = [];
    for (const w of words)
      for (let i = 1; i <= w.length; i++) {
        typed.push(suggest(w.slice(0, i)));
        await new Promise((r) => setTimeout(r, 40));
      }
    const typing = count(await Promise.all(typed));
    // Then 200 requests at once (a stuck key or a retry storm) from the same session.
    const storm = count(
      await Promise.all(Array.from({ length: 200 }, (_, i) => suggest(`burst${i}`))),
    );
    return { typing, storm, hostedUrl: session.hosted_url };
  } finally {
    await svc.stop();
  }
}

/** The hosted page's start-up (see page-timing.ts), against a fresh service. */
async function pageTiming(): Promise<PageTiming> {
  const svc = await service({});
  try {
    return await timeToInteractive(svc, Number(process.env.BENCH_PAGE_ROUNDS ?? 9));
  } finally {
    await svc.stop();
  }
}

/** From the last keystroke to results drawn on the hosted page (typing.ts), fresh service. */
async function typingFigures() {
  const svc = await service({});
  try {
    return await typingToResults(svc, Number(process.env.BENCH_TYPING_ROUNDS ?? 3));
  } finally {
    await svc.stop();
  }
}

const f0 = (x: number) => Math.round(x).toLocaleString("en-US");

async function main() {
  const sizes = measureSizes();
  for (const f of sizes.failures) console.error(`FAIL ${f}`);
  console.log(sizeTable(sizes));
  const bundle = bundleTable(entryModules());
  console.log(bundle);

  const load = [loadavg()[0]!];
  const bare = await startBare();
  let baseline: Run;
  let pgliteRuns: EngineRuns;
  let postgresRuns: EngineRuns | undefined;
  let postgresNote: string;
  const extras: Extras = {};
  try {
    console.log("bare node:http …");
    baseline = await cannon("bare node:http JSON server", {
      url: bare.url,
      requests: [{ method: "GET", path: "/" }],
    });
    console.log("service on PGlite …");
    pgliteRuns = await engineRuns("PGlite");
    console.log("statements per list page on PGlite …");
    extras.lists = [listStatements()];
    const server = await benchPostgres();
    if ("skipped" in server) {
      postgresNote = `PostgreSQL was not measured in this run: ${server.skipped}.`;
      console.log(postgresNote);
    } else {
      postgresNote = `PostgreSQL: ${server.note}.`;
      try {
        console.log("service and floors on PostgreSQL …");
        const db = await freshPostgres(server.url);
        try {
          postgresRuns = await engineRuns("PostgreSQL", db.url);
        } finally {
          await db.drop();
        }
        console.log("statements per list page on PostgreSQL …");
        extras.lists.push(listStatements(server.url));
      } finally {
        server.stop();
      }
    }
  } finally {
    bare.stop();
  }
  console.log("idle memory on PGlite …");
  extras.idleRssMiB = await idleRss({});
  if (SOAK_MINUTES > 0) {
    console.log(`${SOAK_MINUTES} minutes of mixed load …`);
    extras.soakMiB = await soak(SOAK_MINUTES);
  }
  const runs: Run[] = [
    baseline,
    ...[pgliteRuns, postgresRuns].flatMap((e) => (e ? engineTableRuns(e) : [])),
  ];
  console.log("suggestion burst …");
  const noBurst = { sent: 0, ok: 0, limited: 0, other: 0 };
  const burst = await suggestionBurst().catch((err: unknown) => {
    console.error(err);
    return { typing: noBurst, storm: noBurst, hostedUrl: "" };
  });
  console.log("registry checks per keystroke …");
  const checks = await registryChecks().catch((err: unknown) => {
    console.error(err);
    return undefined;
  });
  console.log("time to interactive …");
  const tti = await pageTiming().catch((err: unknown): PageTiming => ({
    samples: [],
    target: "search box",
    note: (err as Error).message.split("\n")[0],
  }));
  if (tti.samples.length > 0)
    console.log(`hosted page: ${f0(median(tti.samples))} ms median to ${tti.target}`);
  if (tti.widgetSamples?.length) extras.widgetBoxMs = median(tti.widgetSamples);
  console.log("last keystroke to results …");
  const typing = await typingFigures();
  if (typing.samples.length > 0) extras.typingMs = median(typing.samples);
  load.push(loadavg()[0]!);
  const goalText = goalsTable(goals(pgliteRuns, postgresRuns, extras));
  console.log(goalText);

  const cpu = cpus();
  const lines = [
    "# Benchmarks",
    "",
    `Generated by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}.`,
    `Machine: ${cpu.length} × ${cpu[0]?.model.trim() ?? "unknown CPU"}, ${(totalmem() / 2 ** 30).toFixed(1)} GiB RAM, ${platform()} ${release()}, Node ${process.version}.`,
    `Load average (1 minute) at the start and the end of the timed runs: ${load.map((l) => l.toFixed(2)).join(" and ")}; timing figures are not budgets,`,
    "only the sizes fail the run (`npm run bench:size`, also run by `.ci/run`).",
    "",
    "## Sizes (gzip level 9)",
    "",
    sizeTable(sizes),
    "",
    "The “entry” is the widget's HTML entry script (tiny: it sends the session request) and the",
    "`boot` chunk it starts, with their static imports (the budget: React, react-dom, TanStack",
    "Query, Lingui and the shell); “before a search-only session is interactive” adds",
    "the chunks the page preloads and fetches in parallel with it: the search screen and the",
    "first-screen part of the session language's message catalog (English counted; the shell's,",
    "the session pages' and the search screen's texts; every other screen's texts load with that",
    "screen); “total” is every JS file of `dist/widget`, the upper bound of a session with all",
    "actions.",
    "",
    "### What the entry is made of",
    "",
    "Each module's share of the minified entry (from the source maps), gzipped on its own (a",
    "module compresses a little better inside its chunk, so the sums exceed the chunk's size).",
    "",
    bundle,
    "",
    `## Goals of issue #36 (interleaved rounds of ${SECONDS} s × ${CONNECTIONS} connections)`,
    "",
    goalText,
    "",
    "Timings are never gated (only the sizes are); a goal marked **no** is missed in this run.",
    "",
    `## API throughput (autocannon, loopback, ${SECONDS} s × ${CONNECTIONS} connections)`,
    "",
    "| Run | Requests/s | p50 ms | p99 ms | Errors | Non-2xx | CPU µs/request | ÷ node:http + pg | ÷ Hono + pg | ÷ bare node:http |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ...runs.map(
      (r) =>
        `| ${r.label} | ${f0(r.rps)} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.non2xx} | ${r.cpuUs === undefined ? "—" : f0(r.cpuUs)} | ${r.floor ? (r.rps / r.floor.rps).toFixed(2) : "—"} | ${r.honoFloor ? (r.rps / r.honoFloor.rps).toFixed(2) : "—"} | ${(r.rps / baseline.rps).toFixed(3)} |`,
    ),
    "",
    "The service runs as a child process (`src/server/main.ts`, like `npm start`) with the rate",
    "limit raised, one engine at a time; every order request names a new domain (wire payment,",
    "so each creates a `pending` order with its availability check and price). The suggestions",
    "route checks eight names, once with the API key and once with a hosted session's client",
    "token (the widget's search-as-you-type path, its own credential cache). The floors run in",
    "their own processes: bare `node:http` answers a constant JSON body; `node:http` + `pg` and",
    "Hono + `pg` (a pool of 10, like the service's) run exactly the statements the service runs",
    "(`npm run bench:statements`): availability's prepared lookup of the name, suggestions' one",
    "lookup of eight names, and the order's one statement (the service's own text, with the",
    "sandbox registry's guard), the API key from a 5 s cache as the service's credential cache,",
    "on the service's own database, answering the same shapes. Every target is warmed up",
    `(${process.env.BENCH_WARMUP_SECONDS ?? 1} s, not counted) and measured in ${process.env.BENCH_ROUNDS ?? 3} rounds taken in turn with its floors; the row is the`,
    "round with the median throughput. CPU is the answering process's user and system time per",
    "request, from /proc (PGlite's includes the database, which runs inside the service).",
    "PostgreSQL is durable as users run it (fsync and synchronous_commit on).",
    postgresNote,
    "",
    ...(extras.lists?.length
      ? [
          "## Statements per list page",
          "",
          "test/integration/list-statements.test.ts on each engine (every paginated list of the",
          "OpenAPI document, drizzle's query log): statements for a page of 1 and a full page.",
          "",
          `| List | ${extras.lists.map((l) => `${l.engine}: 1 → ${l.pageOf}`).join(" | ")} |`,
          `| --- | ${extras.lists.map(() => "---:").join(" | ")} |`,
          ...(extras.lists[0]?.measured ?? []).map(
            (m) =>
              `| \`${m.list}\` | ${extras
                .lists!.map((l) => {
                  const x = l.measured.find((y) => y.list === m.list);
                  return x ? `${x.one} → ${x.full}` : "—";
                })
                .join(" | ")} |`,
          ),
          ...extras.lists.filter((l) => l.note).map((l) => `\n${l.engine}: ${l.note}`),
          "",
        ]
      : []),
    ...(postgresRuns?.limiter
      ? [
          "## The shared rate limit's cost per request (PostgreSQL)",
          "",
          limiterTable(postgresRuns.limiter),
          "",
          "Measured in the bench's process on the same database, 20 requests in flight on one key:",
          "rate-limiter-flexible's PostgreSQL store taking a point per request (one upsert each, all",
          "on one row) against the service's limiter, which takes points in batches (1/16 of what",
          "is left, at most 64; the next batch fetched in the background) and refuses locally once",
          "the window is full. CPU is this process's only (PostgreSQL's work is not included).",
          "",
        ]
      : []),
    "## Search-as-you-type under the default rate limit",
    "",
    "One hosted session (client token), `GET /api/v1/hosted/suggestions?q=…`, default limit",
    "(120-request burst, 600 a minute per credential).",
    "",
    "| Pattern | Sent | 200 | 429 | Other |",
    "| --- | ---: | ---: | ---: | ---: |",
    `| Typing 3 names, a request per keystroke every 40 ms | ${burst.typing.sent} | ${burst.typing.ok} | ${burst.typing.limited} | ${burst.typing.other} |`,
    `| Then 200 requests at once | ${burst.storm.sent} | ${burst.storm.ok} | ${burst.storm.limited} | ${burst.storm.other} |`,
    "",
    ...(checks ? registryChecksSection(checks) : []),
    "## Hosted page: time to interactive (headless Chromium)",
    "",
    tti.samples.length > 0
      ? `Navigation to ${tti.target}, median of ${tti.samples.length}: **${f0(median(tti.samples))} ms** (goal ≤ 300 ms; samples: ${tti.samples.map(f0).join(", ")} ms), session with only \`domain_search\`, each sample a fresh browser context (cold cache).`
      : `Not measured (${tti.target}: ${tti.note}).`,
    "",
    ...(tti.widgetSamples?.length
      ? [
          `The widget's own box (React mounted, the server-drawn form handed over), median: ${f0(median(tti.widgetSamples))} ms (samples: ${tti.widgetSamples.map(f0).join(", ")} ms). Both times are read on the page's own clock from its navigation start, at painted frames; the server-drawn box counts because what is typed into it before the widget runs is kept.`,
          "",
        ]
      : []),
    ...(tti.wire
      ? [
          "Bytes on the wire for that page (bodies as sent, Chromium's `Accept-Encoding`):",
          "",
          "| JS | JS decoded | CSS | HTML | JSON |",
          "| ---: | ---: | ---: | ---: | ---: |",
          `| ${kb(tti.wire.js)} | ${kb(tti.wire.jsDecoded)} | ${kb(tti.wire.css)} | ${kb(tti.wire.html)} | ${kb(tti.wire.json)} |`,
          "",
          "The JS includes the chunks the page preloads beside the entry (the search screen's and",
          "the first-screen part of the session language's texts), fetched in parallel with it.",
          "",
        ]
      : []),
    ...(typing.samples.length > 0
      ? [
          "## Search as you type (hosted page, headless Chromium)",
          "",
          `From the last keystroke to the whole name's results drawn (\`npm run bench:typing\`), median of ${typing.samples.length}: **${f0(median(typing.samples))} ms** (goal ≤ 200 ms; samples: ${typing.samples.map(f0).join(", ")} ms).`,
          "",
        ]
      : [`Search as you type was not measured (${typing.note ?? "no samples"}).`, ""]),
    "## Reproduce",
    "",
    "```sh",
    "npm run build",
    "npm run bench:size   # sizes only, exits 1 over budget",
    "npm run bench        # everything; writes docs/benchmarks.md",
    "# PostgreSQL: a throwaway cluster when initdb is under /usr/lib/postgresql/*/bin, or:",
    "BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench",
    "BENCH_SECONDS=10 BENCH_CONNECTIONS=10 npm run bench",
    "```",
    "",
  ];
  // Formatted as `npm run format:check` expects; the hand-written comparison is kept.
  const out = join(ROOT, "docs", "benchmarks.md");
  const previous = existsSync(out) ? readFileSync(out, "utf8") : "";
  const kept = previous.indexOf("\n## Before and after");
  if (kept >= 0) lines.push(previous.slice(kept + 1));
  const options = (await prettier.resolveConfig(out)) ?? {};
  writeFileSync(out, await prettier.format(lines.join("\n"), { ...options, filepath: out }));
  console.log("wrote docs/benchmarks.md");
  if (sizes.failures.length > 0) process.exit(1);
  process.exit(0);
}

void main().catch((err: unknown) => {
  console.error(err);
  process.exit(2);
});
