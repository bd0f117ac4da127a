import { userLocale } from "../../../lib/i18n/format";

// Codes Intl names that are not countries a registrant lives in.
const NOT_COUNTRIES = new Set([
  "EU",
  "EZ",
  "UN",
  "QO",
  "ZZ",
  "XA",
  "XB",
  "AC",
  "CP",
  "DG",
  "EA",
  "IC",
  "TA",
]);

let cache: { locale: string; options: { code: string; name: string }[] } | null = null;

/**
 * ISO 3166-1 alpha-2 codes with their names in the user's language, sorted by name: every
 * two-letter code that `Intl.DisplayNames` knows as a region (no extra country-list package).
 */
export function countryOptions(locale = userLocale()): { code: string; name: string }[] {
  if (cache?.locale === locale) return cache.options;
  const names = new Intl.DisplayNames([locale, "en"], { type: "region", fallback: "none" });
  const options: { code: string; name: string }[] = [];
  for (let a = 65; a <= 90; a++) {
    for (let b = 65; b <= 90; b++) {
      const code = String.fromCharCode(a, b);
      // Skip deprecated aliases (DD, YU…), which Intl maps onto a current code.
      const current = new Intl.Locale(`und-${code}`).region === code;
      const name = NOT_COUNTRIES.has(code) || !current ? undefined : names.of(code);
      if (name && name !== code) options.push({ code, name });
    }
  }
  const collator = new Intl.Collator(locale);
  options.sort((x, y) => collator.compare(x.name, y.name));
  cache = { locale, options };
  return options;
}
