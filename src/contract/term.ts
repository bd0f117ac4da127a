/** Adds whole years to a date (Feb 29 falls back to Feb 28 in a non-leap year). */
export function addYears(date: Date, years: number): Date {
  const d = new Date(date.getTime());
  const month = d.getUTCMonth();
  d.setUTCFullYear(d.getUTCFullYear() + years);
  if (d.getUTCMonth() !== month) d.setUTCDate(0);
  return d;
}

/**
 * Registries cap a registration's term (EPP, and ICANN's rule for gTLDs): its expiry may be at
 * most this many years from now, so a renewal past that is refused.
 */
export const MAX_TERM_YEARS = 10;

/**
 * The most years a domain expiring at `expiresAt` can be renewed for at `now` without its new
 * expiry passing {@link MAX_TERM_YEARS} years from `now` (0: it cannot be renewed yet).
 */
export function renewableYears(expiresAt: Date, now: Date): number {
  const limit = addYears(now, MAX_TERM_YEARS).getTime();
  let room = 0;
  while (room < MAX_TERM_YEARS && addYears(expiresAt, room + 1).getTime() <= limit) room++;
  return room;
}
