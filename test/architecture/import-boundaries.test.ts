import { describe, expect, it } from "vitest";
import { importCycles, importGraph } from "./import-graph";

/**
 * The import rules of `src/` that ESLint's `no-restricted-imports` (folder boundaries,
 * eslint.config.js) cannot express: no import cycle anywhere, the layers inside `src/server`,
 * and the widget's features apart. docs/architecture.md draws them.
 */
const graph = importGraph();

/**
 * The server's layers, bottom first: a file may import its own folder and the layers below
 * it, never a layer above nor another folder of its own layer. `db/` and `http/` thus import
 * no feature; the composition roots (`app.ts`, `main.ts`, `cli/`) sit on top.
 */
const SERVER_LAYERS: readonly (readonly string[])[] = [
  ["config.ts", "logger.ts", "secret-box.ts"],
  ["workers"],
  ["db"],
  ["http"],
  ["auth"],
  ["orgs", "events"],
  ["audit"],
  ["users"],
  ["api-keys", "settings"],
  ["registrar"],
  ["domains"],
  ["dns"],
  ["orders"],
  ["payments"],
  ["hosted"],
  ["demo", "dashboard"],
  ["app.ts", "cli"],
  ["main.ts"],
];

/**
 * `config.ts` reads the environment into every feature's settings: it may take a feature's
 * defaults from a module that imports nothing of the service (so no loop can pass through it).
 */
const isLeaf = (file: string) =>
  (graph.get(file) ?? []).every((e) => !e.to.startsWith("src/server/"));
const allowed = (from: string, to: string) => from === "src/server/config.ts" && isLeaf(to);

/** A server file's unit (its folder under src/server, or its own name at the top) and layer. */
function serverUnit(file: string): { unit: string; layer: number } | undefined {
  const m = /^src\/server\/([^/]+)/.exec(file);
  if (!m) return undefined;
  const unit = m[1]!;
  const layer = SERVER_LAYERS.findIndex((l) => l.includes(unit));
  if (layer < 0) throw new Error(`${file}: src/server/${unit} has no layer in SERVER_LAYERS`);
  return { unit, layer };
}

const edges = [...graph].flatMap(([from, list]) => list.map((e) => ({ from, ...e })));

describe("import rules", () => {
  it("no import cycle in src/ (type-only imports count too)", () => {
    expect(importCycles(graph)).toEqual([]);
  });

  it("src/server: no file imports a layer above its own, nor another folder of its layer", () => {
    const wrong = edges.flatMap(({ from, to }) => {
      const a = serverUnit(from);
      const b = serverUnit(to);
      if (!a || !b || a.unit === b.unit || allowed(from, to)) return [];
      return b.layer < a.layer ? [] : [`${from} → ${to}`];
    });
    expect(wrong).toEqual([]);
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
