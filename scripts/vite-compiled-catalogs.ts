import { compileMessage } from "@lingui/message-utils/compileMessage";
import { readFileSync } from "node:fs";
import { dirname, resolve, sep } from "node:path";
import type { Plugin } from "vite";
import { catalogPart, type CatalogPart } from "../src/widget/i18n/first-screen";

const PREFIX = "\0compiled-catalog:";
const CATALOG = `${sep}i18n${sep}catalogs${sep}`;

/** Compiles a catalog of ICU MessageFormat texts into Lingui's runtime form (no parser shipped). */
function compileCatalog(source: Record<string, string>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(source).map(([id, text]) => [id, compileMessage(text)]));
}

/** A catalog's messages of one part (src/widget/i18n/first-screen.ts), or all of them. */
function catalogOf(source: Record<string, string>, part?: CatalogPart): Record<string, string> {
  if (!part) return source;
  return Object.fromEntries(Object.entries(source).filter(([id]) => catalogPart(id) === part));
}

/**
 * Imports of a part of the widget's message catalogs (`src/contract/i18n/catalogs/*.json`)
 * become modules whose default export is that part compiled for `@lingui/core` at build time, as
 * Lingui's own loaders do for `.po` files: the runtime then needs no MessageFormat parser.
 * `de.first.json` and `de.rest.json` (no such files) are the two parts of `de.json`: its
 * first-screen texts and the others. Each is a dynamic import, so each is a chunk of its own.
 * An import of `de.json` itself is left alone: the source texts, as the server reads them
 * (src/contract/i18n/widget-catalogs.ts), in the build, in the tests and in the server's bundle.
 */
export function compiledCatalogs(): Plugin {
  return {
    name: "registrar-compiled-catalogs",
    enforce: "pre",
    resolveId(source, importer) {
      if (!importer || !/\.(first|rest)\.json$/.test(source)) return null;
      const file = resolve(dirname(importer), source);
      if (!file.includes(CATALOG)) return null;
      // Without `.json` at the end, so Vite's JSON plugin leaves the compiled module alone;
      // `de.first.json` → `…/de-first` (its chunk `de-first-[hash].js`).
      return PREFIX + file.slice(0, -".json".length).replace(/\.(first|rest)$/, "-$1");
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const [, base, part] = /^(.*)-(first|rest)$/.exec(id.slice(PREFIX.length))!;
      const file = `${base}.json`;
      this.addWatchFile(file);
      const source = JSON.parse(readFileSync(file, "utf8")) as Record<string, string>;
      const compiled = compileCatalog(catalogOf(source, part as CatalogPart));
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(compiled))});`;
    },
  };
}
