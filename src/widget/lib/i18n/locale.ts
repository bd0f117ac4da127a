let formatLocale: string | null = null;

/** Sets the locale of the widget's number, money and date formats (lib/i18n/i18n does, with its texts). */
export function setFormatLocale(tag: string | null): void {
  formatLocale = tag;
}

/** The locale of formats: the widget's language choice, else the browser's language. */
export function userLocale(): string {
  if (formatLocale) return formatLocale;
  return typeof navigator !== "undefined" && navigator.language ? navigator.language : "en-US";
}

/** Formats an ISO date-time as a time of day in the user's locale. */
export function formatTime(iso: string, locale = userLocale()): string {
  return new Intl.DateTimeFormat(locale, { timeStyle: "short" }).format(new Date(iso));
}
