/**
 * Exact decimal money. Amounts travel as decimal text (`"12.50"`) and are only ever computed
 * on as whole numbers of their smallest unit in a `bigint`: never through a binary float.
 */

/** Plain decimal text: optional sign, digits, optional decimal point (no exponent). */
const PLAIN = /^([+-]?)(\d*)(?:\.(\d*))?$/;

/** A decimal as an integer of units at a scale: `units / 10^scale`. */
type ScaledDecimal = { units: bigint; scale: number };

/** Reads plain decimal text exactly, keeping its scale (`"1.50"` is 150 at scale 2). */
function parseScaled(text: string): ScaledDecimal | undefined {
  const m = PLAIN.exec(text.trim());
  if (!m) return undefined;
  const [, sign, whole = "", frac = ""] = m;
  if (whole === "" && frac === "") return undefined;
  const units = BigInt((whole || "0") + frac);
  return { units: sign === "-" ? -units : units, scale: frac.length };
}

/** Writes a scaled decimal as plain text with exactly `scale` decimal places. */
function formatScaled({ units, scale }: ScaledDecimal): string {
  const digits = (units < 0n ? -units : units).toString().padStart(scale + 1, "0");
  const sign = units < 0n ? "-" : "";
  if (scale === 0) return sign + digits;
  return `${sign}${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
}

/** The places money is kept to (the `numeric(12, 2)` columns). */
const CENT_PLACES = 2;

/**
 * Decimal text as whole cents, exactly. Throws a `RangeError` for text that is not a plain
 * decimal or has a non-zero digit past the cents: money is never rounded here.
 */
export function toCents(text: string): bigint {
  return centsOf(text, "exact");
}

/**
 * Decimal text as whole cents, rounded up to the next cent when it has digits past the cents
 * (`"10.995"` → 1100n). For prices quoted by others (a registry's fee) that must be covered in
 * full; amounts a client sends are read with `toCents` and never rounded.
 */
export function toCentsRoundedUp(text: string): bigint {
  return centsOf(text, "up");
}

/** Decimal text as whole cents: refusing digits past the cents, or rounding them up. */
function centsOf(text: string, past: "exact" | "up"): bigint {
  const d = parseScaled(text);
  if (!d) throw new RangeError(`not a decimal amount: ${JSON.stringify(text)}`);
  if (d.scale <= CENT_PLACES) return d.units * 10n ** BigInt(CENT_PLACES - d.scale);
  const divisor = 10n ** BigInt(d.scale - CENT_PLACES);
  const rest = d.units % divisor;
  if (rest === 0n) return d.units / divisor;
  if (past === "exact") {
    throw new RangeError(`amount has more than ${CENT_PLACES} decimal places: ${text}`);
  }
  return d.units / divisor + (rest > 0n ? 1n : 0n);
}

/** Whole cents as decimal text with two places (`1250n` → `"12.50"`). */
export function formatCents(cents: bigint): string {
  return formatScaled({ units: cents, scale: CENT_PLACES });
}

/** A price in cents times a whole number of years, as decimal text. */
export function timesYears(price: string, years: number): string {
  return formatCents(toCents(price) * BigInt(years));
}

/** Decimal text times a whole number, exactly, keeping the text's decimal places. */
export function multiplyDecimal(text: string, factor: number): string {
  const d = parseScaled(text);
  if (!d || !Number.isSafeInteger(factor)) {
    throw new RangeError(`cannot multiply ${JSON.stringify(text)} by ${factor}`);
  }
  return formatScaled({ units: d.units * BigInt(factor), scale: d.scale });
}

/** `percent` % of an amount in cents, rounded half away from zero to the cent. */
export function percentOfCents(cents: bigint, percent: number): bigint {
  const scaled = cents * BigInt(percent);
  const half = scaled < 0n ? -50n : 50n;
  return (scaled + half) / 100n;
}

/** Whether two decimal texts are the same amount (`"10.9"` equals `"10.90"`). */
export function sameAmount(a: string, b: string): boolean {
  return compareDecimal(a, b) === 0;
}

/** -1, 0 or 1 as `a` is below, equal to or above `b` (plain decimal texts), exactly. */
export function compareDecimal(a: string, b: string): -1 | 0 | 1 {
  const x = parseScaled(a);
  const y = parseScaled(b);
  if (!x || !y)
    throw new RangeError(`cannot compare ${JSON.stringify(a)} with ${JSON.stringify(b)}`);
  const scale = Math.max(x.scale, y.scale);
  const xu = x.units * 10n ** BigInt(scale - x.scale);
  const yu = y.units * 10n ** BigInt(scale - y.scale);
  return xu < yu ? -1 : xu > yu ? 1 : 0;
}
