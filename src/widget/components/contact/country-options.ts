import { COUNTRY_CODES } from "../../../contract/country-code";
import { userLocale } from "../../lib/i18n/format";
import { callingCodeRegions } from "./calling-codes";

type Option = { code: string; name: string };

/** Regions named in a language and sorted by name (the code itself when it has no name). */
function named(codes: readonly string[], locale: string): Option[] {
  const names = new Intl.DisplayNames([locale, "en"], { type: "region", fallback: "code" });
  const options = codes.map((code) => ({ code, name: names.of(code) ?? code }));
  const collator = new Intl.Collator(locale);
  return options.sort((x, y) => collator.compare(x.name, y.name));
}

let countries: { locale: string; options: Option[] } | null = null;
let phoneRegions: { locale: string; options: Option[] } | null = null;

/**
 * The countries a contact may give, with their names in the user's language, sorted by name:
 * the contract's assigned ISO 3166-1 alpha-2 codes (the service accepts these and no others),
 * each named by `Intl.DisplayNames`.
 */
export function countryOptions(locale = userLocale()): Option[] {
  if (countries?.locale !== locale) countries = { locale, options: named(COUNTRY_CODES, locale) };
  return countries.options;
}

/**
 * The regions the phone's code picker offers: every country above and the places with a calling
 * code of their own but no assigned ISO code (Kosovo's +383), whose people still have phones.
 */
export function phoneRegionOptions(locale = userLocale()): Option[] {
  if (phoneRegions?.locale !== locale) {
    const extra = callingCodeRegions().filter((code) => !COUNTRY_CODES.includes(code));
    phoneRegions = { locale, options: named([...COUNTRY_CODES, ...extra], locale) };
  }
  return phoneRegions.options;
}
