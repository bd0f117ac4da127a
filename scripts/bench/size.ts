/**
 * Size budgets (deterministic): gzip sizes of the embed loader and of the widget JavaScript a
 * page loads before it is interactive (the HTML entry and its static imports, or the Vite
 * manifest's entry chunk and its `imports` when a manifest exists). Exits 1 when a budget is
 * exceeded or a file is missing. `npm run bench:size` (after `npm run build`).
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { dirname, join, posix, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { bundleTable, entryModules } from "./bundle";
import {
  htmlEntryFiles,
  ROOT,
  searchSessionFiles,
  staticImports,
  WIDGET,
  widgetEntryFiles,
} from "./widget-files";

export { ROOT, searchSessionFiles, staticImports, widgetEntryFiles };

const DIST = join(ROOT, "dist");
const EMBED = join(DIST, "embed", "embed.js");
const PACKAGES = join(ROOT, "packages");

/**
 * Budgets in bytes of gzip. The widget's entry is React, react-dom and TanStack Query (~78 KB)
 * plus the shell; the JS before a search-only session is interactive adds the search screen's
 * chunk and the first-screen part of the session language's message catalog (English counted:
 * no text renders before it), and stays within the same 90 KB (issue #16): no zod (answers on
 * that path are checked by hand checks pinned to the contract), no colour maths (the server
 * paints the theme), no other screen's texts (they load with their screens).
 */
export const BUDGETS = {
  embed: 3 * 1024,
  widgetEntry: 90 * 1024,
  searchInteractive: 90 * 1024,
  reactPackage: 2.5 * 1024,
  /**
   * The dashboard before its sign-in form runs: React, react-dom, TanStack Query, zod (answers
   * are parsed with the contract's schemas) and the shell; each screen is a chunk of its own,
   * loaded when shown, the two-step set-up and WebAuthn too. It was one 192 KB script before
   * the split.
   */
  dashboardEntry: 150 * 1024,
};

/**
 * The ES modules a bundler takes from a package's `dist/` for its main entry (the import
 * graph from `index.js`); packages import each other and React by name, so these exclude them.
 */
export function packageFiles(name: string): string[] {
  const dist = join(PACKAGES, name, "dist");
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || !existsSync(file)) return;
    seen.add(file);
    for (const spec of staticImports(readFileSync(file, "utf8")))
      if (spec.startsWith(".")) visit(join(dirname(file), spec));
  };
  visit(join(dist, "index.js"));
  return [...seen];
}

/** The label of the row the 90 KB goal of issue #16 is about. */
export const SEARCH_INTERACTIVE =
  "widget JS before a search-only session is interactive (+ en first-screen texts)";

export type SizeRow = { name: string; files: string[]; raw: number; gzip: number; budget?: number };
export type SizeReport = { rows: SizeRow[]; failures: string[] };

const gzipSize = (buf: Buffer) => gzipSync(buf, { level: 9 }).length;

function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? listFiles(join(dir, e.name)) : [join(dir, e.name)],
  );
}

function row(name: string, files: string[], budget?: number): SizeRow {
  const bufs = files.map((f) => readFileSync(f));
  return {
    name,
    files: files.map((f) => relative(ROOT, f).split("\\").join(posix.sep)),
    raw: bufs.reduce((n, b) => n + b.length, 0),
    gzip: bufs.reduce((n, b) => n + gzipSize(b), 0),
    ...(budget !== undefined ? { budget } : {}),
  };
}

export function measureSizes(): SizeReport {
  const rows: SizeRow[] = [];
  const failures: string[] = [];
  if (existsSync(EMBED)) rows.push(row("embed.js (loader)", [EMBED], BUDGETS.embed));
  else failures.push("dist/embed/embed.js is missing: run `npm run build` first");
  const packages = [
    ["embed", "@registrar/embed ESM (the loader module)", BUDGETS.embed],
    ["react", "@registrar/react ESM (React excluded)", BUDGETS.reactPackage],
  ] as const;
  for (const [name, label, budget] of packages) {
    const files = packageFiles(name);
    if (files.length > 0) rows.push(row(label, files, budget));
    else failures.push(`packages/${name}/dist is missing: run \`npm run build\` first`);
  }
  const entry = widgetEntryFiles();
  if (entry.length > 0)
    rows.push(row("widget entry JS (entry + boot chunk)", entry, BUDGETS.widgetEntry));
  else failures.push("dist/widget has no entry script: run `npm run build` first");
  const search = searchSessionFiles();
  if (search.length > entry.length)
    rows.push(row(SEARCH_INTERACTIVE, search, BUDGETS.searchInteractive));
  else if (entry.length > 0)
    failures.push("the Vite manifest names no search screen: run `npm run build` first");
  if (search.length > entry.length && !search.some((f) => /[\\/]en-first-[\w-]+\.js$/.test(f)))
    failures.push("the Vite manifest names no English first-screen catalog (`en-first`)");
  const allJs = listFiles(WIDGET).filter((f) => /\.m?js$/.test(f));
  if (allJs.length > 0) rows.push(row("widget JS total (all screens)", allJs));
  const dashboard = htmlEntryFiles(join(DIST, "dashboard"), "/dashboard/");
  if (dashboard.length > 0)
    rows.push(
      row("dashboard JS before sign-in (entry + its imports)", dashboard, BUDGETS.dashboardEntry),
    );
  else failures.push("dist/dashboard has no entry script: run `npm run build` first");
  const css = listFiles(WIDGET).filter((f) => f.endsWith(".css"));
  if (css.length > 0) rows.push(row("widget CSS total", css));
  for (const r of rows)
    if (r.budget !== undefined && r.gzip > r.budget)
      failures.push(`${r.name}: ${kb(r.gzip)} gzip exceeds its budget of ${kb(r.budget)}`);
  return { rows, failures };
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(2)} KB`;

export function sizeTable(report: SizeReport): string {
  const lines = [
    "| What | Files | Raw | Gzip | Budget (gzip) | |",
    "| --- | --- | ---: | ---: | ---: | --- |",
  ];
  for (const r of report.rows) {
    const ok = r.budget === undefined ? "" : r.gzip <= r.budget ? "within" : "**over**";
    lines.push(
      `| ${r.name} | ${r.files.length} | ${kb(r.raw)} | ${kb(r.gzip)} | ${r.budget ? kb(r.budget) : "—"} | ${ok} |`,
    );
  }
  return lines.join("\n");
}

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1];
if (isMain) {
  const report = measureSizes();
  for (const r of report.rows)
    console.log(
      `${r.name.padEnd(80)} ${kb(r.gzip).padStart(10)} gzip  ${kb(r.raw).padStart(10)} raw` +
        (r.budget ? `  budget ${kb(r.budget)}` : ""),
    );
  // What the before-interactive JS is made of (the top modules by gzip), to see what to cut.
  console.log(`\n${bundleTable(entryModules(), 12)}\n`);
  for (const f of report.failures) console.error(`FAIL ${f}`);
  if (report.failures.length > 0) process.exit(1);
  console.log("size budgets: ok");
}
