/**
 * `npm run bench:profile [route] [requests] [floor]`: where the service's CPU goes for one route on
 * PostgreSQL (a throwaway cluster, or BENCH_DATABASE_URL), by layer. The service runs under
 * V8's sampling profiler (`--cpu-prof`); after a warm-up, `requests` (default 20,000) are sent
 * at 20 in flight; the profile is then read and every sample charged to the innermost frame of
 * a known layer (so a system call is charged to the code that made it: a socket write under
 * `pg` is the driver's, the response's write is the HTTP adapter's). Routes: availability,
 * suggestions, hosted-suggestions, order. The profiler itself slows the process, so the shares
 * are what to read; CPU µs per request without it is what `npm run bench` prints. With `floor`,
 * the `node:http` + `pg` floor (floors.ts) is profiled instead, by the same rules (its own code
 * runs as `-e` and counts as Node itself); hosted-suggestions is then the floor's suggestions.
 */
import autocannon from "autocannon";
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CONTACT } from "../../test/helpers/contact";
import { AVAILABILITY_PATH, freshPostgres, service } from "./api";
import { benchPostgres } from "./postgres";
import { startPgFloor } from "./floors";
import { searchSession } from "./session";

type Node = { id: number; callFrame: { functionName: string; url: string }; children?: number[] };
type Profile = { nodes: Node[]; samples: number[]; timeDeltas: number[] };

/** Layers, first match wins, tested against a frame's URL (or its function for native frames). */
const LAYERS: [string, RegExp][] = [
  ["start-up (module loading, compiling)", /node:internal\/modules|\/tsx\/|esbuild/],
  [
    "pg driver (pg, pg-pool, pg-protocol), with its socket writes",
    /node_modules\/pg(-pool|-protocol)?\//,
  ],
  ["drizzle-orm", /node_modules\/drizzle-orm\//],
  ["zod", /node_modules\/zod\//],
  ["Hono and @hono/node-server, with the response's write", /node_modules\/(hono|@hono)\//],
  ["tldts and IDNA (domain names)", /node_modules\/tldts|punycode|domainTo(ASCII|Unicode)/],
  ["request validation (pydantic-shaped, src/contract/pydantic)", /src\/contract\/pydantic\//],
  ["authentication (src/server/auth)", /src\/server\/auth\//],
  ["HTTP kernel (src/server/http: routes, errors, limits, compression)", /src\/server\/http\//],
  ["registrar (src/server/registrar: names, prices, checks)", /src\/server\/registrar\//],
  ["orders (src/server/orders)", /src\/server\/orders\//],
  ["database glue (src/server/db)", /src\/server\/db\//],
  ["the rest of the service (src/)", /\/src\//],
  ["other packages", /node_modules\//],
];

const layerOf = (n: Node) => {
  const key = n.callFrame.url || n.callFrame.functionName;
  return LAYERS.find(([, re]) => re.test(key))?.[0];
};

/** Self time per layer (µs), each sample charged to its innermost frame of a known layer. */
function byLayer(p: Profile): Map<string, number> {
  const byId = new Map(p.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of p.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const out = new Map<string, number>();
  p.samples.forEach((id, i) => {
    const t = p.timeDeltas[i] ?? 0;
    const own = byId.get(id)!.callFrame.functionName;
    let layer: string | undefined;
    if (own === "(idle)" || own === "(program)") return;
    if (own === "(garbage collector)") layer = "garbage collection";
    for (let cur: number | undefined = id; !layer && cur !== undefined; cur = parent.get(cur))
      layer = layerOf(byId.get(cur)!);
    layer ??= "Node itself (HTTP parsing, streams, timers, promises)";
    out.set(layer, (out.get(layer) ?? 0) + t);
  });
  return out;
}

const ROUTES = {
  availability: { method: "GET", path: AVAILABILITY_PATH },
  suggestions: { method: "GET", path: "/api/v1/registrar/suggestions?q=bench-example" },
  "hosted-suggestions": { method: "GET", path: "/api/v1/hosted/suggestions?q=bench-example" },
  order: { method: "POST", path: "/api/v1/registrar/order" },
} as const;

{
  const route = (process.argv[2] ?? "availability") as keyof typeof ROUTES;
  const amount = Number(process.argv[3] ?? 20_000);
  if (!(route in ROUTES)) throw new Error(`route: one of ${Object.keys(ROUTES).join(", ")}`);
  const server = await benchPostgres();
  if ("skipped" in server) throw new Error(server.skipped);
  const profiles = mkdtempSync(join(tmpdir(), "registrar-profile-"));
  const db = await freshPostgres(server.url);
  try {
    const profiler = ["--cpu-prof", `--cpu-prof-dir=${profiles}`];
    const onFloor = process.argv[4] === "floor";
    const svc = await service(
      {
        DATABASE_URL: db.url,
        RATE_LIMIT_PER_MINUTE: "100000000",
        RATE_LIMIT_BURST: "100000000",
      },
      onFloor ? [] : profiler,
    );
    const floor = onFloor ? await startPgFloor(db.url, profiler) : undefined;
    const target = floor?.url ?? svc.base;
    let headers: Record<string, string> = {
      "x-api-key": svc.apiKey,
      "content-type": "application/json",
    };
    if (route === "hosted-suggestions" && !floor) {
      headers = { authorization: `Bearer ${(await searchSession(svc)).client_token}` };
    }
    let n = 0;
    const request: autocannon.Request = {
      ...(floor && route === "hosted-suggestions" ? ROUTES.suggestions : ROUTES[route]),
      ...(route === "order" && {
        setupRequest: (req) => ({
          ...req,
          body: JSON.stringify({
            domain: `profile-${n++}.com`,
            contact: CONTACT,
            payment_method: "wire",
          }),
        }),
      }),
    };
    const fire = (count: number) =>
      new Promise<autocannon.Result>((resolve, reject) =>
        autocannon(
          { url: target, connections: 20, amount: count, headers, requests: [request] },
          (err, res) => (err ? reject(err) : resolve(res)),
        ),
      );
    await fire(Math.ceil(amount / 4)); // warm-up: JIT, caches, pool
    const r = await fire(amount);
    floor?.stop();
    await svc.stop();
    // The floor writes its profile as it exits.
    for (let i = 0; floor && i < 50 && readdirSync(profiles).length === 0; i++)
      await new Promise((resolve) => setTimeout(resolve, 200));
    if (r.non2xx || r.errors) throw new Error(`${r.non2xx} non-2xx, ${r.errors} errors`);
    // The service's main thread writes the largest profile (tsx's loader thread writes one too).
    const file = readdirSync(profiles)
      .map((f) => join(profiles, f))
      .sort((a, b) => statSync(b).size - statSync(a).size)[0]!;
    const layers = byLayer(JSON.parse(readFileSync(file, "utf8")) as Profile);
    const startUp = layers.get(LAYERS[0]![0]) ?? 0;
    layers.delete(LAYERS[0]![0]);
    const busy = [...layers.values()].reduce((a, b) => a + b, 0);
    console.log(
      `${onFloor ? "the node:http + pg floor, " : ""}${route}: ${amount} requests after ${Math.ceil(amount / 4)} to warm up, PostgreSQL`,
    );
    console.log(
      `busy CPU under the profiler, start-up (${Math.round(startUp / 1000)} ms) left out: ${Math.round(busy / 1000)} ms`,
    );
    console.log("| Layer | Share of the process's CPU |");
    console.log("| --- | ---: |");
    for (const [layer, us] of [...layers].sort((a, b) => b[1] - a[1]))
      console.log(`| ${layer} | ${((100 * us) / busy).toFixed(1)} % |`);
  } finally {
    await db.drop();
    server.stop();
    rmSync(profiles, { recursive: true, force: true });
  }
}
