/**
 * Which language a page of ours speaks (the widget, the sandbox checkout): the languages with
 * complete catalogs, the pseudo right-to-left locale, and the fallback rule. Pure: no catalog,
 * no React, no Lingui.
 */

/** The languages with complete catalogs; English is the fallback. */
export const LANGUAGES = ["en", "de", "fr", "es"] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * A pseudo-locale for checking the right-to-left layout (as Android's `ar-XB`): English texts,
 * laid out right to left.
 */
const PSEUDO_RTL = "ar-XB";

/** What a page speaks: the catalog's language, the tag for formats and `lang`, the direction. */
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
 * language we lack → English); without one, the first of the user's languages (the browser's,
 * or a request's `Accept-Language`, most preferred first) we have.
 * @example pickLocale("de-AT", ["en-US"]) // { language: "de", tag: "de-AT", dir: "ltr" }
 */
export function pickLocale(
  sessionLocale: string | null | undefined,
  preferred: readonly string[],
): LocaleChoice {
  if (sessionLocale) return choiceOf(sessionLocale) ?? ENGLISH;
  for (const tag of preferred) {
    const choice = choiceOf(tag);
    if (choice) return choice;
  }
  return ENGLISH;
}
