import { formatCents, toCents } from "../../../contract/money";

/**
 * Currencies Stripe takes in whole units (no minor unit), as its documentation lists them:
 * an amount of 1500 JPY is sent as 1500.
 */
const ZERO_DECIMAL = new Set([
  "BIF", "CLP", "DJF", "GNF", "JPY", "KMF", "KRW", "MGA",
  "PYG", "RWF", "UGX", "VND", "VUV", "XAF", "XOF", "XPF",
]); // prettier-ignore

/** Currencies with three decimals, whose last one Stripe requires to be 0. */
const THREE_DECIMAL = new Set(["BHD", "JOD", "KWD", "OMR", "TND"]);

/**
 * An amount kept as decimal text (two places) in the currency's smallest unit, as Stripe's
 * `unit_amount` and `amount` take it: exact, never through a float. Throws a `RangeError` for
 * an amount the currency cannot carry (a fraction of a yen).
 */
export function toMinorUnits(amount: string, currency: string): number {
  const cents = toCents(amount);
  const code = currency.toUpperCase();
  let minor: bigint;
  if (ZERO_DECIMAL.has(code)) {
    if (cents % 100n !== 0n) throw new RangeError(`${amount} ${code} has no minor unit to carry`);
    minor = cents / 100n;
  } else if (THREE_DECIMAL.has(code)) {
    minor = cents * 10n;
  } else {
    minor = cents;
  }
  if (minor > BigInt(Number.MAX_SAFE_INTEGER))
    throw new RangeError(`${amount} ${code} is too large`);
  return Number(minor);
}

/** Stripe's amount in the currency's smallest unit, as decimal text with two places. */
export function fromMinorUnits(minor: number, currency: string): string {
  const code = currency.toUpperCase();
  const units = BigInt(minor);
  if (ZERO_DECIMAL.has(code)) return formatCents(units * 100n);
  if (THREE_DECIMAL.has(code)) {
    if (units % 10n !== 0n) throw new RangeError(`${minor} ${code} is finer than a cent`);
    return formatCents(units / 10n);
  }
  return formatCents(units);
}
