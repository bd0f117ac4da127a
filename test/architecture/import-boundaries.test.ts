import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { importCycles, importGraph, ROOT, type Edge } from "./import-graph";

/**
 * The import rules of `src/` that ESLint's `no-restricted-imports` (folder boundaries,
 * eslint.config.js) cannot express: no import cycle anywhere, the allowed imports between the
 * units of `src/server`, and the widget's features apart. docs/architecture.md draws them.
 */
const graph = importGraph();

/**
 * The units of `src/server` (a folder, or a file at its top) and the units each may import;
 * a unit always imports its own files. Every import between two units must be listed here, and
 * this graph has no cycle, so no loop can form between units. A new arrow is a decision: add
 * it here and in docs/architecture.md (a test below compares the two). Listed so that a unit
 * imports only units above it.
 */
const SERVER_IMPORTS: Readonly<Record<string, readonly string[]>> = {
  "config.ts": [],
  "env-fields.ts": [],
  "logger.ts": [],
  "secret-box.ts": [],
  db: [],
  workers: ["logger.ts"],
  http: ["db", "logger.ts", "secret-box.ts"],
  auth: ["db", "http", "secret-box.ts"],
  audit: ["db", "http"],
  orgs: ["auth", "db", "http"],
  events: ["audit", "auth", "db", "http", "logger.ts", "secret-box.ts", "workers"],
  users: ["audit", "auth", "db", "http", "orgs", "secret-box.ts"],
  "api-keys": ["audit", "auth", "db", "http", "orgs", "users"],
  settings: ["audit", "db", "http", "users"],
  registrar: ["config.ts", "db", "http", "logger.ts"],
  balances: ["audit", "db", "events", "http"],
  rdap: ["config.ts", "db", "domains", "http"],
  abuse: ["auth", "db", "domains", "events", "http"],
  escrow: ["db", "domains", "env-fields.ts", "logger.ts", "workers"],
  domains: ["balances", "db", "events", "http", "logger.ts", "registrar", "workers"],
  dns: ["db", "domains", "env-fields.ts", "events", "http", "logger.ts", "registrar", "workers"],
  orders: [
    "balances",
    "config.ts",
    "db",
    "dns",
    "domains",
    "events",
    "http",
    "logger.ts",
    "registrar",
    "secret-box.ts",
  ],
  payments: [
    "audit",
    "balances",
    "config.ts",
    "db",
    "http",
    "logger.ts",
    "orders",
    "users",
    "workers",
  ],
  hosted: ["auth", "db", "dns", "domains", "events", "http", "orders", "payments", "registrar"],
  "registry-poll": [
    "balances",
    "db",
    "domains",
    "events",
    "logger.ts",
    "orders",
    "registrar",
    "workers",
  ],
  mail: [
    "db",
    "domains",
    "events",
    "hosted",
    "http",
    "logger.ts",
    "orders",
    "registrar",
    "secret-box.ts",
  ],
  lifecycle: [
    "auth",
    "db",
    "dns",
    "domains",
    "events",
    "http",
    "logger.ts",
    "mail",
    "registrar",
    "secret-box.ts",
    "workers",
  ],
  demo: ["db", "http", "orgs"],
  dashboard: ["http"],
  exports: ["audit", "db", "domains", "http", "logger.ts", "orders", "payments", "registrar"],
  overview: ["abuse", "db", "domains", "events", "http", "orders"],
  cli: [
    "accounts",
    "audit",
    "balances",
    "config.ts",
    "db",
    "escrow",
    "events",
    "hosted",
    "logger.ts",
    "mail",
    "orgs",
    "users",
  ],
  accounts: ["audit", "auth", "db", "http", "mail", "orgs", "secret-box.ts", "users"],
  "app.ts": [
    "abuse",
    "accounts",
    "api-keys",
    "audit",
    "auth",
    "balances",
    "config.ts",
    "dashboard",
    "db",
    "demo",
    "dns",
    "domains",
    "events",
    "exports",
    "hosted",
    "http",
    "lifecycle",
    "logger.ts",
    "mail",
    "orders",
    "orgs",
    "overview",
    "payments",
    "rdap",
    "registrar",
    "settings",
    "users",
  ],
  "main.ts": [
    "app.ts",
    "cli",
    "config.ts",
    "db",
    "demo",
    "dns",
    "domains",
    "escrow",
    "events",
    "http",
    "lifecycle",
    "logger.ts",
    "mail",
    "orders",
    "orgs",
    "payments",
    "registrar",
    "registry-poll",
  ],
};

/**
 * `config.ts` reads the environment into every feature's settings: it may take a feature's
 * variables and defaults from a module whose imports in the service are, all the way down, such
 * modules too, ending in ones that import nothing of the service (so no loop can pass through
 * `config.ts`).
 */
const leaves = new Map<string, boolean>();
function isLeaf(file: string): boolean {
  const known = leaves.get(file);
  if (known !== undefined) return known;
  leaves.set(file, false); // a loop is no leaf
  const leaf = (graph.get(file) ?? []).every(
    (e) => !e.to.startsWith("src/server/") || (e.to !== "src/server/config.ts" && isLeaf(e.to)),
  );
  leaves.set(file, leaf);
  return leaf;
}
const exempt = (from: string, to: string) => from === "src/server/config.ts" && isLeaf(to);

/** A server file's unit: its folder under src/server, or its own name at the top. */
function serverUnit(file: string): string | undefined {
  const unit = /^src\/server\/([^/]+)/.exec(file)?.[1];
  if (unit !== undefined && !(unit in SERVER_IMPORTS)) {
    throw new Error(`${file}: src/server/${unit} is not a unit of SERVER_IMPORTS`);
  }
  return unit;
}

/** The allowed graph as an import graph (one node per unit), for the cycle finder. */
const allowedGraph = new Map<string, Edge[]>(
  Object.entries(SERVER_IMPORTS).map(([unit, to]) => [
    unit,
    to.map((t) => ({ to: t, typeOnly: false })),
  ]),
);

/** The graph as docs/architecture.md draws it: the block after "### Inside the server". */
function documentedGraph(): Record<string, string[]> {
  const doc = readFileSync(join(ROOT, "docs/architecture.md"), "utf8");
  const section = doc.slice(doc.indexOf("### Inside the server"));
  const block = /```\n([\s\S]*?)```/.exec(section)?.[1] ?? "";
  // A line that starts with spaces goes on with the arrows of the line above.
  return Object.fromEntries(
    block
      .replace(/,\n\s+/g, ", ")
      .split("\n")
      .map((line) => /^(\S+)\s+→(.*)$/.exec(line))
      .filter((m) => m !== null)
      .map((m) => [
        m[1]!.replace(/\/$/, ""),
        m[2]!
          .split(",")
          .map((s) => s.trim().replace(/\/$/, ""))
          .filter((s) => s !== "" && s !== "—")
          .sort(),
      ]),
  );
}

const edges = [...graph].flatMap(([from, list]) => list.map((e) => ({ from, ...e })));

describe("import rules", () => {
  it("no import cycle in src/ (type-only imports count too)", () => {
    expect(importCycles(graph)).toEqual([]);
  });

  it("src/server: every import between two units is an arrow of SERVER_IMPORTS", () => {
    const wrong = edges.flatMap(({ from, to }) => {
      const a = serverUnit(from);
      const b = serverUnit(to);
      if (!a || !b || a === b || exempt(from, to)) return [];
      return SERVER_IMPORTS[a]!.includes(b) ? [] : [`${from} → ${to} (${a} may not import ${b})`];
    });
    expect(wrong).toEqual([]);
  });

  it("src/server: the allowed imports form no cycle and name only units", () => {
    expect(importCycles(allowedGraph)).toEqual([]);
    const units = Object.keys(SERVER_IMPORTS);
    expect(
      Object.values(SERVER_IMPORTS)
        .flat()
        .filter((u) => !units.includes(u)),
    ).toEqual([]);
  });

  it("docs/architecture.md draws the allowed imports of src/server as they are", () => {
    const sorted = Object.fromEntries(
      Object.entries(SERVER_IMPORTS).map(([unit, to]) => [unit, [...to].sort()]),
    );
    expect(documentedGraph()).toEqual(sorted);
  });

  it("src/widget: a feature imports no other feature; lib/ and components/ import none", () => {
    const featureOf = (f: string) => /^src\/widget\/features\/([^/]+)\//.exec(f)?.[1];
    const wrong = edges.flatMap(({ from, to }) => {
      const target = featureOf(to);
      if (!target) return [];
      const source = featureOf(from);
      const shared = /^src\/widget\/(lib|components)\//.test(from);
      return (source && source !== target) || shared ? [`${from} → ${to}`] : [];
    });
    expect(wrong).toEqual([]);
  });

  // The catalogs' parts (`de.first.json`, `de.rest.json`) are built from `de.json` by
  // scripts/vite-compiled-catalogs.ts, two chunks per language; no file of src/ imports where
  // the line between them runs (widget/i18n/first-screen.ts, read by the build and the tests).
  // The server reads every language at once (contract/i18n/widget-catalogs.ts); the widget never.
  it("src/widget: the catalogs load only through lib/i18n/catalogs (chunks of their own, never in the entry)", () => {
    const catalog = (to: string) =>
      to.startsWith("src/widget/i18n/") ||
      to.startsWith("src/contract/i18n/catalogs/") ||
      to === "src/contract/i18n/widget-catalogs.ts";
    const wrong = edges.flatMap(({ from, to, typeOnly }) => {
      if (!from.startsWith("src/widget/") || !catalog(to)) return [];
      const ok =
        from === "src/widget/lib/i18n/catalogs.ts" ||
        (typeOnly && from === "src/widget/lib/i18n/i18n.ts");
      return ok ? [] : [`${from} → ${to}`];
    });
    expect(wrong).toEqual([]);
    expect(
      edges.some(
        (e) =>
          e.from === "src/widget/lib/i18n/i18n.ts" && e.to === "src/contract/i18n/catalogs/en.json",
      ),
    ).toBe(true);
  });

  it("finds a cycle when there is one", () => {
    const loop = new Map([
      ["a.ts", [{ to: "b.ts", typeOnly: false }]],
      ["b.ts", [{ to: "a.ts", typeOnly: true }]],
      ["c.ts", [{ to: "a.ts", typeOnly: false }]],
    ]);
    expect(importCycles(loop)).toEqual([["a.ts", "b.ts"]]);
  });

  it("reads the whole source tree (a broken reader would pass everything)", () => {
    expect(graph.size).toBeGreaterThan(150);
    expect(
      edges.some((e) => e.from === "src/server/app.ts" && e.to === "src/server/http/route.ts"),
    ).toBe(true);
  });
});
