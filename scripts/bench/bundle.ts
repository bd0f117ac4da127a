/**
 * Bundle analysis: what the widget's entry (the JS a page loads before it is interactive) is
 * made of, module by module, by gzip size. Reads the built chunks and their source maps in
 * dist/widget (run `npm run build` first): every span of minified code is attributed to the
 * source its mapping names, and each module's spans are gzipped on their own.
 * `npx tsx scripts/bench/bundle.ts` prints the table alone.
 */
import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { searchSessionFiles, widgetEntryFiles } from "./widget-files";

/** The before-interactive set when a manifest names it, else the entry's. */
const beforeInteractive = () => {
  const search = searchSessionFiles();
  return search.length > 0 ? search : widgetEntryFiles();
};

export type ModuleRow = { module: string; raw: number; gzip: number };

const gzipSize = (s: string) => gzipSync(s, { level: 9 }).length;

/** `../../node_modules/react-dom/cjs/x.js` → `react-dom/cjs/x.js`; project files from the root. */
function shortName(source: string): string {
  const nm = source.lastIndexOf("node_modules/");
  if (nm >= 0) return source.slice(nm + "node_modules/".length);
  const src = source.indexOf("src/");
  return src >= 0 ? source.slice(src) : source.replace(/^(\.\.\/)+/, "");
}

const B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/** Decodes one source-map segment's VLQ fields. */
function vlq(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const ch of segment) {
    const digit = B64.indexOf(ch);
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/** The code of one chunk, split by the source each generated span maps to. */
function spansBySource(code: string, map: { sources: string[]; mappings: string }) {
  const parts = new Map<string, string[]>();
  const add = (name: string, span: string) => {
    const list = parts.get(name);
    if (list) list.push(span);
    else parts.set(name, [span]);
  };
  const lines = code.split("\n");
  let source = 0;
  map.mappings.split(";").forEach((line, row) => {
    const text = lines[row] ?? "";
    let column = 0;
    let current: number | null = null;
    let from = 0;
    for (const seg of line.split(",")) {
      if (!seg) continue;
      const [dc = 0, ds] = vlq(seg);
      const at = column + dc;
      if (current !== null) add(map.sources[current] ?? "?", text.slice(from, at));
      column = at;
      from = at;
      if (ds !== undefined) {
        source += ds;
        current = source;
      } else current = null;
    }
    if (current !== null) add(map.sources[current] ?? "?", text.slice(from));
  });
  return parts;
}

/**
 * The modules of the given chunks, largest (gzip) first: by default the JS a search-only session
 * loads before it is interactive (the entry, and the session's and the search screen's chunks).
 */
export function entryModules(files: string[] = beforeInteractive()): ModuleRow[] {
  const texts = new Map<string, string>();
  for (const file of files) {
    if (!existsSync(`${file}.map`)) continue;
    const map = JSON.parse(readFileSync(`${file}.map`, "utf8")) as {
      sources: string[];
      mappings: string;
    };
    for (const [source, spans] of spansBySource(readFileSync(file, "utf8"), map)) {
      const name = shortName(source);
      texts.set(name, (texts.get(name) ?? "") + spans.join(""));
    }
  }
  return [...texts]
    .map(([module, text]) => ({ module, raw: Buffer.byteLength(text), gzip: gzipSize(text) }))
    .sort((a, b) => b.gzip - a.gzip);
}

/** Groups modules by package (`react-dom`, `@tanstack/query-core`, `src/widget`, …). */
function byPackage(rows: ModuleRow[]): { name: string; raw: number; gzip: number }[] {
  const groups = new Map<string, { name: string; raw: number; gzip: number }>();
  for (const r of rows) {
    const parts = r.module.split("/");
    const name = r.module.startsWith("@")
      ? parts.slice(0, 2).join("/")
      : r.module.startsWith("src/")
        ? parts.slice(0, 2).join("/")
        : parts[0]!;
    const g = groups.get(name) ?? { name, raw: 0, gzip: 0 };
    g.raw += r.raw;
    g.gzip += r.gzip;
    groups.set(name, g);
  }
  return [...groups.values()].sort((a, b) => b.gzip - a.gzip);
}

const kb = (n: number) => `${(n / 1024).toFixed(2)} KB`;

/** A Markdown table: the top `limit` modules (before interactive) and the total per package. */
export function bundleTable(rows: ModuleRow[], limit = 15): string {
  const lines = [
    "| Module (before interactive) | Raw | Gzip alone |",
    "| --- | ---: | ---: |",
    ...rows.slice(0, limit).map((r) => `| \`${r.module}\` | ${kb(r.raw)} | ${kb(r.gzip)} |`),
    "",
    "| Package (before interactive) | Modules raw | Gzip alone, summed |",
    "| --- | ---: | ---: |",
    ...byPackage(rows).map((g) => `| \`${g.name}\` | ${kb(g.raw)} | ${kb(g.gzip)} |`),
  ];
  return lines.join("\n");
}

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1];
if (isMain) console.log(bundleTable(entryModules(), 25));
