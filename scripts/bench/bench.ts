/**
 * `npm run bench`: size budgets (fail the run), then recorded figures — API throughput and
 * latency against the real service (child process, PGlite; PostgreSQL when BENCH_DATABASE_URL
 * is set) as ratios to a bare node:http JSON server measured in the same run, a burst of
 * search-as-you-type requests under the default rate limit, and the hosted page's time to an
 * interactive search box in headless Chromium (when /usr/bin/chromium exists).
 * Writes docs/benchmarks.md. Options: BENCH_SECONDS (default 5), BENCH_CONNECTIONS (10).
 */
import autocannon from "autocannon";
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { cpus, tmpdir, totalmem, platform, release } from "node:os";
import { join } from "node:path";
import pg from "pg";
import * as prettier from "prettier";
import { CONTACT } from "../../test/helpers/orders";
import { freePort, startService } from "../../test/helpers/processes";
import { ROOT, kb, measureSizes, sizeTable } from "./size";
import { bundleTable, entryModules } from "./bundle";
import { median, timeToInteractive, type PageTiming } from "./page-timing";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

type Run = { label: string; rps: number; p50: number; p99: number; errors: number; non2xx: number };

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

function cannon(opts: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, duration: SECONDS, ...opts }, (err, res) =>
      err ? reject(err) : resolve(res),
    );
  });
}

/** The baseline: a bare node:http server answering a small JSON body, in its own process. */
async function startBare(): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const code = `require("node:http").createServer((req, res) => {
    const body = JSON.stringify({ domain: "example.com", available: true, price: "12.00", currency: "USD" });
    res.writeHead(200, { "content-type": "application/json", "content-length": Buffer.byteLength(body) });
    res.end(body);
  }).listen(${port}, "127.0.0.1", () => console.log("ready"));`;
  const child = spawn(process.execPath, ["-e", code], { stdio: ["ignore", "pipe", "inherit"] });
  await new Promise<void>((resolve) => child.stdout!.once("data", () => resolve()));
  return { url: `http://127.0.0.1:${port}`, child };
}

const HIGH_LIMITS = { RATE_LIMIT_PER_MINUTE: "100000000", RATE_LIMIT_BURST: "100000000" };

async function freshPostgres(url: string) {
  const name = `registrar_bench_${randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  return {
    url: dbUrl.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** Starts the service with its own data dir (or database), returning its URL and demo API key. */
async function service(env: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), "registrar-bench-"));
  const port = await freePort();
  const svc = await startService(
    {
      DATA_DIR: dir,
      PORT: String(port),
      LOG_LEVEL: "error",
      DNS_PORT: "",
      ...env,
    },
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

async function apiRuns(label: string, env: Record<string, string>, bareRps: number) {
  const svc = await service({ ...HIGH_LIMITS, ...env });
  try {
    const headers = { "x-api-key": svc.apiKey, "content-type": "application/json" };
    const avail = summarize(
      `${label}: GET /api/v1/registrar/availability/{domain}`,
      await cannon({
        url: svc.base,
        headers,
        requests: [{ method: "GET", path: "/api/v1/registrar/availability/bench-example.com" }],
      }),
    );
    let n = 0;
    const run = randomBytes(3).toString("hex");
    const order = summarize(
      `${label}: POST /api/v1/registrar/order`,
      await cannon({
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
      }),
    );
    return [avail, order].map((r) => ({ ...r, ratio: r.rps / bareRps }));
  } finally {
    await svc.stop();
  }
}

/** Search-as-you-type from one hosted session, with the default rate limit. */
async function suggestionBurst() {
  const svc = await service({});
  try {
    const res = await fetch(`${svc.base}/api/v1/hosted/sessions`, {
      method: "POST",
      headers: { "x-api-key": svc.apiKey, "content-type": "application/json" },
      body: JSON.stringify({ allowed_actions: ["domain_search"], external_account_id: "bench" }),
    });
    const session = (await res.json()) as { client_token: string; hosted_url: string };
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

const f0 = (x: number) => Math.round(x).toLocaleString("en-US");

async function main() {
  const sizes = measureSizes();
  for (const f of sizes.failures) console.error(`FAIL ${f}`);
  console.log(sizeTable(sizes));
  const bundle = bundleTable(entryModules());
  console.log(bundle);

  const bare = await startBare();
  let baseline: Run;
  const runs: (Run & { ratio: number })[] = [];
  try {
    console.log("bare node:http …");
    baseline = summarize(
      "bare node:http JSON server",
      await cannon({ url: bare.url, requests: [{ method: "GET", path: "/" }] }),
    );
    console.log("service on PGlite …");
    runs.push(...(await apiRuns("PGlite", {}, baseline.rps)));
    const pgUrl = process.env.BENCH_DATABASE_URL;
    if (pgUrl) {
      console.log("service on PostgreSQL …");
      const db = await freshPostgres(pgUrl);
      try {
        runs.push(...(await apiRuns("PostgreSQL", { DATABASE_URL: db.url }, baseline.rps)));
      } finally {
        await db.drop();
      }
    }
  } finally {
    bare.child.kill("SIGTERM");
  }
  console.log("suggestion burst …");
  const noBurst = { sent: 0, ok: 0, limited: 0, other: 0 };
  const burst = await suggestionBurst().catch((err: unknown) => {
    console.error(err);
    return { typing: noBurst, storm: noBurst, hostedUrl: "" };
  });
  console.log("time to interactive …");
  const tti = await pageTiming().catch((err: unknown): PageTiming => ({
    samples: [],
    target: "search box",
    note: (err as Error).message.split("\n")[0],
  }));
  if (tti.samples.length > 0)
    console.log(`hosted page: ${f0(median(tti.samples))} ms median to ${tti.target}`);

  const cpu = cpus();
  const lines = [
    "# Benchmarks",
    "",
    `Generated by \`npm run bench\` on ${new Date().toISOString().slice(0, 10)}.`,
    `Machine: ${cpu.length} × ${cpu[0]?.model.trim() ?? "unknown CPU"}, ${(totalmem() / 2 ** 30).toFixed(1)} GiB RAM, ${platform()} ${release()}, Node ${process.version}.`,
    "The machine was shared with other test runs: timing figures are indicative and are not budgets;",
    "only the sizes fail the run (`npm run bench:size`, also run by `.ci/run`).",
    "",
    "## Sizes (gzip level 9)",
    "",
    sizeTable(sizes),
    "",
    "The “entry” is the widget's HTML entry script (tiny: it sends the session request) and the",
    "`boot` chunk it starts, with their static imports (the budget: React, react-dom, TanStack",
    "Query and the shell); “before a search-only session is interactive” adds",
    "the chunks the page preloads and fetches in parallel with it (the session's schemas with",
    "zod, the theme maths, the search screen); “total” is every JS file of `dist/widget`, the",
    "upper bound of a session with all actions.",
    "",
    "### What the entry is made of",
    "",
    "Each module's share of the minified entry (from the source maps), gzipped on its own (a",
    "module compresses a little better inside its chunk, so the sums exceed the chunk's size).",
    "",
    bundle,
    "",
    `## API throughput (autocannon, loopback, ${SECONDS} s × ${CONNECTIONS} connections)`,
    "",
    "| Run | Requests/s | p50 ms | p99 ms | Errors | Non-2xx | Ratio to bare node:http |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: |",
    `| ${baseline!.label} | ${f0(baseline!.rps)} | ${baseline!.p50} | ${baseline!.p99} | ${baseline!.errors} | ${baseline!.non2xx} | 1 |`,
    ...runs.map(
      (r) =>
        `| ${r.label} | ${f0(r.rps)} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.non2xx} | ${r.ratio.toFixed(3)} |`,
    ),
    "",
    "The service runs as a child process (`src/server/main.ts`, like `npm start`) with the rate",
    "limit raised; every order request names a new domain (wire payment, so each creates a",
    "`pending` order with its availability check and price).",
    "PGlite is PostgreSQL compiled to WebAssembly, running inside the service's one process: it",
    "executes the queries of all requests one after another, so its throughput is bounded by the",
    "queries a request makes (about 6–8 ms a request in-process here, with auth); PostgreSQL",
    "serves the same routes over a connection pool.",
    process.env.BENCH_DATABASE_URL
      ? ""
      : "PostgreSQL was not measured in this run (set `BENCH_DATABASE_URL`).",
    "",
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
    "## Hosted page: time to interactive (headless Chromium)",
    "",
    tti.samples.length > 0
      ? `Navigation to ${tti.target}, median of ${tti.samples.length}: **${f0(median(tti.samples))} ms** (goal ≤ 300 ms; samples: ${tti.samples.map(f0).join(", ")} ms), session with only \`domain_search\`, each sample a fresh browser context (cold cache).`
      : `Not measured (${tti.target}: ${tti.note}).`,
    "",
    ...(tti.wire
      ? [
          "Bytes on the wire for that page (bodies as sent, Chromium's `Accept-Encoding`):",
          "",
          "| JS | JS decoded | CSS | HTML | JSON |",
          "| ---: | ---: | ---: | ---: | ---: |",
          `| ${kb(tti.wire.js)} | ${kb(tti.wire.jsDecoded)} | ${kb(tti.wire.css)} | ${kb(tti.wire.html)} | ${kb(tti.wire.json)} |`,
          "",
          "The JS includes the chunks the page preloads beside the entry (the session's schema",
          "chunk with zod, and the search screen's), fetched in parallel with the entry.",
          "",
        ]
      : []),
    "## Reproduce",
    "",
    "```sh",
    "npm run build",
    "npm run bench:size   # sizes only, exits 1 over budget",
    "npm run bench        # everything; writes docs/benchmarks.md",
    "BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench  # adds PostgreSQL",
    "BENCH_SECONDS=10 BENCH_CONNECTIONS=20 npm run bench",
    "```",
    "",
  ];
  // Formatted as `npm run format:check` expects.
  const out = join(ROOT, "docs", "benchmarks.md");
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
