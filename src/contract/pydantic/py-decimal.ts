import { compareDecimal } from "../money";
import { fail, pass, pyField, type PyCheck } from "./py-field";
import { pyError, type PyError } from "./py-issue";
import { DECIMAL_TEXT } from "../text-patterns";

const DECIMAL_TYPE = "Decimal input should be an integer, float, string or Decimal object";

/** A finite decimal as Python's `Decimal.as_tuple()` sees it: sign, coefficient and exponent. */
type DecimalParts = { negative: boolean; coefficient: string; exponent: number };

/** Reads decimal text with an optional exponent (a number's own text) into its parts, exactly. */
function toParts(text: string): DecimalParts | undefined {
  const m = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i.exec(text);
  if (!m) return undefined;
  const [, sign, whole = "", frac = "", exp = "0"] = m;
  if (whole === "" && frac === "") return undefined;
  const coefficient = (whole + frac).replace(/^0+(?=\d)/, "");
  return { negative: sign === "-", coefficient, exponent: Number(exp) - frac.length };
}

/** The parts as plain decimal text, as Python's `str(Decimal)` writes them without exponent. */
function plainText({ negative, coefficient, exponent }: DecimalParts): string {
  const sign = negative ? "-" : "";
  if (exponent >= 0) {
    return sign + (coefficient === "0" ? "0" : coefficient + "0".repeat(exponent));
  }
  const places = -exponent;
  const digits = coefficient.padStart(places + 1, "0");
  return `${sign}${digits.slice(0, -places)}.${digits.slice(-places)}`;
}

/** pydantic-core's `(decimals, digits)` of a decimal, optionally after `Decimal.normalize()`. */
function digitsInfo(parts: DecimalParts, normalized: boolean) {
  let { coefficient, exponent } = parts;
  if (normalized) {
    if (/^0+$/.test(coefficient)) {
      coefficient = "0";
      exponent = 0;
    } else {
      const stripped = coefficient.replace(/0+$/, "");
      exponent += coefficient.length - stripped.length;
      coefficient = stripped;
    }
  }
  if (exponent >= 0) return { decimals: 0, digits: coefficient.length + exponent };
  const decimals = -exponent;
  return { decimals, digits: Math.max(coefficient.length, decimals) };
}

/** The bounds of a pydantic `Decimal` field: `Field(gt=…, ge=…, le=…, max_digits=…, decimal_places=…)`. */
export type DecimalBounds = {
  gt?: number;
  ge?: number;
  le?: number;
  maxDigits?: number;
  decimalPlaces?: number;
};

const plural = (n: number) => (n === 1 ? "" : "s");

/**
 * pydantic-core's decimal constraint checks, in its order: total digits, decimal places, whole
 * digits (each failing only when the value both as given and normalised breaks it, so
 * `"10.50"` fits two places and so does `"10.500"`), then `le` and `gt`/`ge`.
 */
function checkBounds(parts: DecimalParts, b: DecimalBounds, input: unknown): PyError | undefined {
  const raw = digitsInfo(parts, false);
  const norm = digitsInfo(parts, true);
  const { maxDigits, decimalPlaces } = b;
  if (maxDigits !== undefined && raw.digits > maxDigits && norm.digits > maxDigits) {
    return pyError(
      "decimal_max_digits",
      `Decimal input should have no more than ${maxDigits} digit${plural(maxDigits)} in total`,
      input,
      { max_digits: maxDigits },
    );
  }
  if (decimalPlaces !== undefined) {
    if (raw.decimals > decimalPlaces && norm.decimals > decimalPlaces) {
      return pyError(
        "decimal_max_places",
        `Decimal input should have no more than ${decimalPlaces} decimal place${plural(decimalPlaces)}`,
        input,
        { decimal_places: decimalPlaces },
      );
    }
    if (maxDigits !== undefined) {
      const whole = Math.max(maxDigits - decimalPlaces, 0);
      if (raw.digits - raw.decimals > whole && norm.digits - norm.decimals > whole) {
        return pyError(
          "decimal_whole_digits",
          `Decimal input should have no more than ${whole} digit${plural(whole)} before the decimal point`,
          input,
          { whole_digits: whole },
        );
      }
    }
  }
  const value = plainText(parts);
  if (b.le !== undefined && compareDecimal(value, String(b.le)) > 0) {
    return pyError("less_than_equal", `Input should be less than or equal to ${b.le}`, input, {
      le: b.le,
    });
  }
  if (b.ge !== undefined && compareDecimal(value, String(b.ge)) < 0) {
    return pyError(
      "greater_than_equal",
      `Input should be greater than or equal to ${b.ge}`,
      input,
      {
        ge: b.ge,
      },
    );
  }
  if (b.gt !== undefined && compareDecimal(value, String(b.gt)) <= 0) {
    return pyError("greater_than", `Input should be greater than ${b.gt}`, input, { gt: b.gt });
  }
  return undefined;
}

/**
 * Checks a `Decimal` field and keeps it as exact decimal text, so money never passes through a
 * float. Numbers are accepted (lax mode) as their shortest text, as Python's `str(float)`.
 * Unlike Python, exponent forms in strings (`"1e3"`) are refused with `decimal_parsing`: prices
 * are plain decimals. The value comes out as Python's `str(Decimal)` (`"+.60"` → `"0.60"`).
 */
export function checkPyDecimal(input: unknown, bounds: DecimalBounds = {}): PyCheck<string> {
  let parts: DecimalParts | undefined;
  if (typeof input === "number") {
    if (!Number.isFinite(input)) {
      return fail(pyError("finite_number", "Input should be a finite number", input));
    }
    parts = toParts(String(input));
  } else if (typeof input === "string") {
    const s = input.trim();
    if (/^[+-]?(?:nan|s?nan|inf|infinity)$/i.test(s)) {
      return fail(pyError("finite_number", "Input should be a finite number", input));
    }
    parts = DECIMAL_TEXT.test(s) ? toParts(s) : undefined;
  } else {
    return fail(pyError("decimal_type", DECIMAL_TYPE, input));
  }
  if (!parts) return fail(pyError("decimal_parsing", "Input should be a valid decimal", input));
  const error = checkBounds(parts, bounds, input);
  return error ? fail(error) : pass(plainText(parts));
}

function describeBounds(b: DecimalBounds): string {
  const parts = [
    b.gt !== undefined && `> ${b.gt}`,
    b.ge !== undefined && `>= ${b.ge}`,
    b.le !== undefined && `<= ${b.le}`,
    b.maxDigits !== undefined && `at most ${b.maxDigits} digits`,
    b.decimalPlaces !== undefined && `at most ${b.decimalPlaces} decimal places`,
  ].filter(Boolean);
  return parts.length === 0
    ? "Decimal number as text"
    : `Decimal number as text, ${parts.join(", ")}`;
}

/**
 * A pydantic `Decimal` field whose output is the decimal text (e.g. `"12.50"`), with pydantic's
 * bounds (`gt`, `ge`, `le`, `max_digits`, `decimal_places`).
 * @example pyDecimal({ gt: 0, ...MONEY_DIGITS })
 */
export function pyDecimal(bounds: DecimalBounds = {}) {
  return pyField((input) => checkPyDecimal(input, bounds), {
    type: "string",
    pattern: DECIMAL_TEXT.source,
    description: describeBounds(bounds),
    example: "12.50",
  });
}

/**
 * The digits of every money column (`numeric(12, 2)`): an amount that fits is stored exactly,
 * one that does not is a 422, never rounded nor overflowing.
 */
export const MONEY_DIGITS = { maxDigits: 12, decimalPlaces: 2 } as const;
