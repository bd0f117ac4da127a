/**
 * The widget's languages and their message catalogs, each a chunk of its own (compiled for
 * `@lingui/core` at build time by scripts/vite-compiled-catalogs.ts); the language choice itself
 * is `src/contract/locale-choice.ts` (the sandbox checkout follows it too). No React and no Lingui
 * here: the entry imports this to start the browser language's catalog with the session request.
 */

import type { Language } from "../../contract/locale-choice";

export {
  ENGLISH,
  LANGUAGES,
  PSEUDO_RTL,
  pickLocale,
  type Language,
  type LocaleChoice,
} from "../../contract/locale-choice";

/** A compiled catalog: message id → Lingui's compiled message. */
export type CompiledCatalog = Record<string, unknown>;

const imports: Record<Language, () => Promise<{ default: unknown }>> = {
  en: () => import("../i18n/catalogs/en.json"),
  de: () => import("../i18n/catalogs/de.json"),
  fr: () => import("../i18n/catalogs/fr.json"),
  es: () => import("../i18n/catalogs/es.json"),
};

const loads = new Map<Language, Promise<CompiledCatalog>>();

/** Starts (or returns) the load of a language's catalog; a failed load is tried again next time. */
export function loadCatalog(language: Language): Promise<CompiledCatalog> {
  let load = loads.get(language);
  if (!load) {
    load = imports[language]().then((m) => m.default as CompiledCatalog);
    load.catch(() => loads.delete(language));
    loads.set(language, load);
  }
  return load;
}

/** The browser's preferred languages, most preferred first. */
export function browserLanguages(nav: Navigator | undefined = globalThis.navigator): string[] {
  if (!nav) return [];
  return nav.languages?.length ? [...nav.languages] : nav.language ? [nav.language] : [];
}
