import { fail, pass, pyField, type PyCheck } from "./py-field";
import { pyError } from "./py-issue";

/** Decimal text: optional sign, digits, optional decimal point (no exponent). */
export const DECIMAL_TEXT = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/;

const DECIMAL_TYPE = "Decimal input should be an integer, float, string or Decimal object";

/**
 * Checks a `Decimal` field and keeps it as text, so money never passes through a float.
 * Numbers are accepted (lax mode) and turned into their shortest text. Unlike Python, exponent
 * forms (`"1e3"`) are refused with `decimal_parsing`: prices are plain decimals.
 */
export function checkPyDecimal(input: unknown): PyCheck<string> {
  if (typeof input === "number") {
    if (!Number.isFinite(input)) {
      return fail(pyError("finite_number", "Input should be a finite number", input));
    }
    const text = String(input);
    if (DECIMAL_TEXT.test(text)) return pass(text);
    return fail(pyError("decimal_parsing", "Input should be a valid decimal", input));
  }
  if (typeof input !== "string") return fail(pyError("decimal_type", DECIMAL_TYPE, input));
  const s = input.trim();
  if (/^[+-]?(?:nan|s?nan|inf|infinity)$/i.test(s)) {
    return fail(pyError("finite_number", "Input should be a finite number", input));
  }
  if (!DECIMAL_TEXT.test(s)) {
    return fail(pyError("decimal_parsing", "Input should be a valid decimal", input));
  }
  return pass(s);
}

/** A `Decimal` then its exclusive lower bound (`Field(gt=...)`): `greater_than` at or below it. */
export function checkPyDecimalGt(input: unknown, gt: number): PyCheck<string> {
  const parsed = checkPyDecimal(input);
  if (!parsed.ok || Number(parsed.value) > gt) return parsed;
  return fail(pyError("greater_than", `Input should be greater than ${gt}`, input, { gt }));
}

/**
 * A pydantic `Decimal` field whose output is the decimal text (e.g. `"12.50"`), optionally
 * with an exclusive lower bound.
 * @example pyDecimal({ gt: 0 })
 */
export function pyDecimal(opts: { gt?: number } = {}) {
  const { gt } = opts;
  return pyField(gt === undefined ? checkPyDecimal : (input) => checkPyDecimalGt(input, gt), {
    type: "string",
    pattern: DECIMAL_TEXT.source,
    description: gt === undefined ? "Decimal number as text" : `Decimal number as text, > ${gt}`,
    example: "12.50",
  });
}
