import { multiplyDecimal } from "../../../contract/money";
import { DECIMAL_TEXT } from "../../../contract/text-patterns";

import { userLocale } from "./locale";

// The shell's own formats live in ./locale (no contract code, which would pull zod into the
// entry chunk); the user's locale is re-exported here for the screens.
export { userLocale } from "./locale";

/**
 * Formats a decimal-text price (`"12.99"`) in its currency for the user's locale. The text goes
 * to `Intl.NumberFormat` as it is (a decimal string is formatted exactly, never as a float).
 * @example formatPrice("12.99", "USD") // "$12.99" in en-US
 */
export function formatPrice(amount: string, currency: string, locale = userLocale()): string {
  if (!DECIMAL_TEXT.test(amount)) return `${amount} ${currency}`;
  try {
    return new Intl.NumberFormat(locale, { style: "currency", currency }).format(
      amount as Intl.StringNumericLiteral,
    );
  } catch {
    return `${amount} ${currency}`;
  }
}

/** Multiplies a decimal-text price by whole years, exactly (integer arithmetic on its digits). */
export function multiplyPrice(amount: string, years: number): string {
  return multiplyDecimal(amount, years);
}

/** Formats an ISO date-time as a date in the user's locale. */
export function formatDate(iso: string, locale = userLocale()): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: "long" }).format(new Date(iso));
}
