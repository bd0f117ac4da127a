/**
 * Which built widget files a page loads: the entry and its start-up chunks, and the JS before a
 * search-only session is interactive (read from dist/widget's Vite manifest). Used by size.ts
 * (budgets) and bundle.ts (what those files are made of).
 */
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = fileURLToPath(new URL("../..", import.meta.url));
export const WIDGET = join(ROOT, "dist", "widget");

type Chunk = { file: string; name?: string; isEntry?: boolean; imports?: string[] };
const readManifest = (path: string) =>
  JSON.parse(readFileSync(path, "utf8")) as Record<string, Chunk>;

/** `boot.tsx`, or the start-up chunk holding it (scripts/vite-start-chunk.ts; as the server's pages.ts). */
function startChunkKey(manifest: Record<string, Chunk>): string | undefined {
  if (manifest["boot.tsx"]) return "boot.tsx";
  return Object.keys(manifest).find((k) => manifest[k]!.name === "boot" && !manifest[k]!.isEntry);
}

/** `/<base>/assets/x.js` → an absolute path under the build's directory (`dist/<base>`). */
function fromUrl(url: string, dir = WIDGET, base = "/widget/"): string {
  const clean = (url.startsWith(base) ? url.slice(base.length) : url).replace(/^\//, "");
  return join(dir, clean);
}

/** Static imports of a built ES module: `import"./a.js"`, `import{x}from"./b.js"`, `export … from`. */
export function staticImports(code: string): string[] {
  const found = new Set<string>();
  const re = /(?:^|[;\s}])(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+\.m?js)["']/g;
  for (const m of code.matchAll(re)) found.add(m[1]!);
  return [...found];
}

/**
 * The widget's start-up JS: the HTML entry and its static imports, and with a manifest the
 * `boot.tsx` chunk (React and the app) with its imports.
 */
export function widgetEntryFiles(): string[] {
  const manifestPath = join(WIDGET, ".vite", "manifest.json");
  const start: string[] = [];
  if (existsSync(manifestPath)) {
    const manifest = readManifest(manifestPath);
    const seen = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || seen.has(key)) return;
      seen.add(key);
      start.push(join(WIDGET, chunk.file));
      for (const i of chunk.imports ?? []) visit(i);
    };
    // The widget's page (another entry of the same build, if any, has its own budget), and the
    // chunk its tiny entry starts React from (`boot.tsx`, preloaded by the page beside it).
    const entries = Object.keys(manifest).filter((k) => manifest[k]!.isEntry);
    for (const key of entries.includes("index.html") ? ["index.html"] : entries) visit(key);
    const boot = startChunkKey(manifest);
    if (boot) visit(boot);
    return [...new Set(start)];
  }
  return htmlEntryFiles(WIDGET, "/widget/");
}

/**
 * The JS a search-only hosted session loads before its search box is enabled: the entry and, in
 * parallel (the page preloads them), the search screen's chunk with its imports and the
 * first-screen part of the session language's message catalog (`language`, English by default:
 * no text renders before it is in). Empty without a Vite manifest.
 */
export function searchSessionFiles(language = "en"): string[] {
  const manifestPath = join(WIDGET, ".vite", "manifest.json");
  if (!existsSync(manifestPath)) return [];
  const manifest = readManifest(manifestPath);
  const files = new Set(widgetEntryFiles());
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(join(WIDGET, chunk.file))) return;
    files.add(join(WIDGET, chunk.file));
    for (const i of chunk.imports ?? []) visit(i);
  };
  visit("features/search/search-screen.tsx");
  const catalog = Object.keys(manifest).find((k) => k.endsWith(`/i18n/catalogs/${language}-first`));
  if (catalog) visit(catalog);
  return [...files];
}

/**
 * The JS a built page loads before it runs: the scripts and module preloads its `index.html`
 * names, and their static imports (a dynamic `import()` is not followed). `dir` is the build's
 * output directory, `base` the URL path it is served under.
 */
export function htmlEntryFiles(dir: string, base: string): string[] {
  const htmlPath = join(dir, "index.html");
  if (!existsSync(htmlPath)) return [];
  const html = readFileSync(htmlPath, "utf8");
  const start: string[] = [];
  for (const m of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g))
    start.push(fromUrl(m[1]!, dir, base));
  for (const m of html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g))
    start.push(fromUrl(m[1]!, dir, base));
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (seen.has(file) || !existsSync(file)) continue;
    seen.add(file);
    for (const spec of staticImports(readFileSync(file, "utf8"))) {
      if (!spec.startsWith(".") && !spec.startsWith("/")) continue;
      queue.push(spec.startsWith("/") ? fromUrl(spec, dir, base) : join(dirname(file), spec));
    }
  }
  return [...seen];
}
