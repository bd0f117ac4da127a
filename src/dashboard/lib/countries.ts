import { COUNTRY_CODES } from "../../contract/country-code";

/**
 * The countries a contact may give (the contract's codes, which the service accepts and no
 * others), named in the browser's language by `Intl.DisplayNames` and sorted by name.
 */
export function countryOptions(
  locale = navigator.language || "en",
): { code: string; name: string }[] {
  const names = new Intl.DisplayNames([locale, "en"], { type: "region", fallback: "code" });
  const collator = new Intl.Collator(locale);
  return COUNTRY_CODES.map((code) => ({ code, name: names.of(code) ?? code })).sort((x, y) =>
    collator.compare(x.name, y.name),
  );
}
