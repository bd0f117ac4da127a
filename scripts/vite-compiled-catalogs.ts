import { compileMessage } from "@lingui/message-utils/compileMessage";
import { readFileSync } from "node:fs";
import { dirname, resolve, sep } from "node:path";
import type { Plugin } from "vite";

const PREFIX = "\0compiled-catalog:";
const CATALOG = `${sep}i18n${sep}catalogs${sep}`;

/** Compiles a catalog of ICU MessageFormat texts into Lingui's runtime form (no parser shipped). */
export function compileCatalog(source: Record<string, string>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(source).map(([id, text]) => [id, compileMessage(text)]));
}

/**
 * Imports of the widget's message catalogs (`src/widget/i18n/catalogs/*.json`) become modules
 * whose default export is the catalog compiled for `@lingui/core` at build time, as Lingui's own
 * loaders do for `.po` files: the runtime then needs no MessageFormat parser. Each catalog is a
 * dynamic import, so each is a chunk of its own.
 */
export function compiledCatalogs(): Plugin {
  return {
    name: "registrar-compiled-catalogs",
    enforce: "pre",
    resolveId(source, importer) {
      if (!importer || !source.endsWith(".json")) return null;
      const file = resolve(dirname(importer), source);
      // Without `.json` at the end, so Vite's JSON plugin leaves the compiled module alone.
      return file.includes(CATALOG) ? PREFIX + file.slice(0, -".json".length) : null;
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const file = `${id.slice(PREFIX.length)}.json`;
      this.addWatchFile(file);
      const compiled = compileCatalog(JSON.parse(readFileSync(file, "utf8")) as never);
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(compiled))});`;
    },
  };
}
