/** The user's locale, as the browser reports it. */
export function userLocale(): string {
  return typeof navigator !== "undefined" && navigator.language ? navigator.language : "en-US";
}

/**
 * Formats a decimal-text price (`"12.99"`) in its currency for the user's locale.
 * @example formatPrice("12.99", "USD") // "$12.99" in en-US
 */
export function formatPrice(amount: string, currency: string, locale = userLocale()): string {
  const value = Number(amount);
  try {
    return new Intl.NumberFormat(locale, { style: "currency", currency }).format(value);
  } catch {
    return `${amount} ${currency}`;
  }
}

/** Multiplies a decimal-text price by whole years without binary rounding surprises. */
export function multiplyPrice(amount: string, years: number): string {
  const [whole = "0", frac = ""] = amount.split(".");
  const scale = 10 ** frac.length;
  const cents = (BigInt(whole) * BigInt(scale) + BigInt(frac || "0")) * BigInt(years);
  return frac.length === 0 ? cents.toString() : (Number(cents) / scale).toFixed(frac.length);
}

/** Formats an ISO date-time as a date in the user's locale. */
export function formatDate(iso: string, locale = userLocale()): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: "long" }).format(new Date(iso));
}

/** Formats an ISO date-time as a time of day in the user's locale. */
export function formatTime(iso: string, locale = userLocale()): string {
  return new Intl.DateTimeFormat(locale, { timeStyle: "short" }).format(new Date(iso));
}
