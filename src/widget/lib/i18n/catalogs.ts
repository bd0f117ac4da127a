/**
 * The widget's languages and their message catalogs, each two chunks of its own (compiled for
 * `@lingui/core` at build time by scripts/vite-compiled-catalogs.ts); the language choice itself
 * is `src/contract/i18n/locale-choice.ts` (the sandbox checkout follows it too). No React and no Lingui
 * here: the entry imports this to start the browser language's catalog with the session request.
 */

import type { Language } from "../../../contract/i18n/locale-choice";

export {
  ENGLISH,
  LANGUAGES,
  pickLocale,
  type Language,
  type LocaleChoice,
} from "../../../contract/i18n/locale-choice";

/** A compiled catalog: message id → Lingui's compiled message. */
export type CompiledCatalog = Record<string, unknown>;

type Part = "first" | "rest";
type Import = () => Promise<{ default: unknown }>;

// Each language's catalog in two chunks: the first screen's texts and the rest (see
// src/widget/i18n/first-screen.ts).
const imports: Record<Language, Record<Part, Import>> = {
  en: {
    first: () => import("../../../contract/i18n/catalogs/en.first.json"),
    rest: () => import("../../../contract/i18n/catalogs/en.rest.json"),
  },
  de: {
    first: () => import("../../../contract/i18n/catalogs/de.first.json"),
    rest: () => import("../../../contract/i18n/catalogs/de.rest.json"),
  },
  fr: {
    first: () => import("../../../contract/i18n/catalogs/fr.first.json"),
    rest: () => import("../../../contract/i18n/catalogs/fr.rest.json"),
  },
  es: {
    first: () => import("../../../contract/i18n/catalogs/es.first.json"),
    rest: () => import("../../../contract/i18n/catalogs/es.rest.json"),
  },
};

const loads = new Map<string, Promise<CompiledCatalog>>();

/**
 * Starts (or returns) the load of one part of a language's catalog (the first screen's texts by
 * default); a failed load is tried again next time.
 */
export function loadCatalog(language: Language, part: Part = "first"): Promise<CompiledCatalog> {
  const key = `${language}.${part}`;
  let load = loads.get(key);
  if (!load) {
    load = imports[language][part]().then((m) => m.default as CompiledCatalog);
    load.catch(() => loads.delete(key));
    loads.set(key, load);
  }
  return load;
}

/** The browser's preferred languages, most preferred first. */
export function browserLanguages(nav: Navigator | undefined = globalThis.navigator): string[] {
  if (!nav) return [];
  return nav.languages?.length ? [...nav.languages] : nav.language ? [nav.language] : [];
}
