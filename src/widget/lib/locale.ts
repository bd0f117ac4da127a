/** The user's locale, as the browser reports it. */
export function userLocale(): string {
  return typeof navigator !== "undefined" && navigator.language ? navigator.language : "en-US";
}

/** Formats an ISO date-time as a time of day in the user's locale. */
export function formatTime(iso: string, locale = userLocale()): string {
  return new Intl.DateTimeFormat(locale, { timeStyle: "short" }).format(new Date(iso));
}
