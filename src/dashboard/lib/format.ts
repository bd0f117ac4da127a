/** The browser's locale (undefined lets Intl pick it). */
const locale = (): string | undefined =>
  typeof navigator !== "undefined" && navigator.language ? navigator.language : undefined;

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/**
 * Formats decimal text (`"1234.50"`) as money in the browser's locale. The text goes to Intl
 * as it is (Intl.NumberFormat formats numeric strings exactly), never through a float, so
 * large or long amounts are shown digit for digit.
 */
export function formatMoney(amount: string, currency: string, lang = locale()): string {
  if (!DECIMAL.test(amount)) return `${amount} ${currency}`;
  try {
    const format = new Intl.NumberFormat(lang, { style: "currency", currency }).format as (
      value: string,
    ) => string;
    return format(amount);
  } catch {
    return `${amount} ${currency}`;
  }
}

/** Decimal text as a scaled integer: `"12.5"` at scale 2 → 1250n. */
function toScaled(amount: string, scale: number): bigint {
  const m = DECIMAL.exec(amount);
  if (!m) throw new Error(`not a decimal: ${amount}`);
  const frac = (m[3] ?? "").padEnd(scale, "0");
  const n = BigInt(m[2]! + frac);
  return m[1] ? -n : n;
}

function fromScaled(n: bigint, scale: number): string {
  const neg = n < 0n;
  const digits = (neg ? -n : n).toString().padStart(scale + 1, "0");
  const whole = digits.slice(0, digits.length - scale);
  const frac = digits.slice(digits.length - scale);
  return `${neg ? "-" : ""}${whole}${scale > 0 ? `.${frac}` : ""}`;
}

/** `a − b` on decimal text, exactly (no float): `subtractDecimal("10.00", "2.5")` → `"7.50"`. */
export function subtractDecimal(a: string, b: string): string {
  const scale = Math.max((a.split(".")[1] ?? "").length, (b.split(".")[1] ?? "").length);
  return fromScaled(toScaled(a, scale) - toScaled(b, scale), scale);
}

/** `amount × n` on decimal text, exactly. */
export function multiplyDecimal(amount: string, n: number): string {
  const scale = (amount.split(".")[1] ?? "").length;
  return fromScaled(toScaled(amount, scale) * BigInt(n), scale);
}

/** A date and time in the browser's locale. */
export function formatDateTime(iso: string, lang = locale()): string {
  return new Intl.DateTimeFormat(lang, { dateStyle: "medium", timeStyle: "short" }).format(
    new Date(iso),
  );
}

/** A date in the browser's locale. */
export function formatDate(iso: string, lang = locale()): string {
  return new Intl.DateTimeFormat(lang, { dateStyle: "medium" }).format(new Date(iso));
}

/** Whole days from `now` until `iso` (negative: past). */
export function daysUntil(iso: string, now = Date.now()): number {
  return Math.floor((new Date(iso).getTime() - now) / 86_400_000);
}

/** True when decimal text is zero (`"0"`, `"0.00"`). */
export const isZeroDecimal = (amount: string) => /^-?0*(?:\.0*)?$/.test(amount);
