/**
 * The widget's languages and their message catalogs, each a chunk of its own (compiled for
 * `@lingui/core` at build time by scripts/vite-compiled-catalogs.ts). No React and no Lingui
 * here: the entry imports this to start the browser language's catalog with the session request.
 */

/** The languages the widget has complete catalogs for; English is the fallback. */
export const LANGUAGES = ["en", "de", "fr", "es"] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * A pseudo-locale for checking the right-to-left layout (as Android's `ar-XB`): English texts,
 * laid out right to left.
 */
export const PSEUDO_RTL = "ar-XB";

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

/** What the widget speaks: the catalog's language, the tag for formats and `lang`, the direction. */
export type LocaleChoice = {
  language: Language;
  /** BCP 47 tag for `Intl` formats and the page's `lang` (`de-AT`; `en` for the pseudo-locale). */
  tag: string;
  dir: "ltr" | "rtl";
};

export const ENGLISH: LocaleChoice = { language: "en", tag: "en", dir: "ltr" };

const isLanguage = (s: string): s is Language => (LANGUAGES as readonly string[]).includes(s);

/** The choice a tag stands for, or null when it is malformed or of a language we lack. */
function choiceOf(tag: string): LocaleChoice | null {
  let canonical: string | undefined;
  try {
    canonical = Intl.getCanonicalLocales(tag)[0];
  } catch {
    return null;
  }
  if (!canonical) return null;
  if (canonical === PSEUDO_RTL) return { language: "en", tag: "en", dir: "rtl" };
  const language = new Intl.Locale(canonical).language;
  return isLanguage(language) ? { language, tag: canonical, dir: "ltr" } : null;
}

/**
 * The session's locale decides when it has one (`de-AT` → German with Austrian formats; a
 * language we lack → English); without one, the first of the browser's languages we have.
 * @example pickLocale("de-AT", ["en-US"]) // { language: "de", tag: "de-AT", dir: "ltr" }
 */
export function pickLocale(
  sessionLocale: string | null | undefined,
  browser: readonly string[],
): LocaleChoice {
  if (sessionLocale) return choiceOf(sessionLocale) ?? ENGLISH;
  for (const tag of browser) {
    const choice = choiceOf(tag);
    if (choice) return choice;
  }
  return ENGLISH;
}

/** The browser's preferred languages, most preferred first. */
export function browserLanguages(nav: Navigator | undefined = globalThis.navigator): string[] {
  if (!nav) return [];
  return nav.languages?.length ? [...nav.languages] : nav.language ? [nav.language] : [];
}
