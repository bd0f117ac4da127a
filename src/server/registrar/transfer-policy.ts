/**
 * The transfer policy's lock: no transfer out for a number of days after a registration, a
 * transfer in or a registrant change (ICANN's Transfer Policy: 60 days; its updated version: 30).
 * Each registrar says its own period (`RegistrarProvider.transferLockDays`, an EPP registry
 * profile's); this is the period when it says none.
 */
export const DEFAULT_TRANSFER_LOCK_DAYS = 60;

/** How long a transfer code set at the registry stays valid (ICANN's updated Transfer Policy). */
export const TRANSFER_CODE_VALID_DAYS = 14;

const DAY_MS = 86_400_000;

/** The end of the policy's lock that starts at `from`. */
export function transferLockEnd(from: Date, days: number): Date {
  return new Date(from.getTime() + days * DAY_MS);
}
