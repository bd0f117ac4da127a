import { fail, pass, pyField, type PyCheck } from "./py-field";
import { pyError } from "./py-issue";

export type PyIntOptions = { ge?: number; le?: number };

const INT_TYPE = "Input should be a valid integer";
const INT_PARSING = "Input should be a valid integer, unable to parse string as an integer";
const INT_FROM_FLOAT = "Input should be a valid integer, got a number with a fractional part";

/** pydantic-core's integer strings: optional sign, digits with single `_` between, optional `.000`. */
const INT_STRING = /^[+-]?\d+(?:_\d+)*(?:\.0+)?$/;

function toInt(input: unknown): PyCheck<number> {
  if (typeof input === "boolean") return pass(input ? 1 : 0);
  if (typeof input === "number") {
    if (!Number.isFinite(input)) {
      return fail(pyError("finite_number", "Input should be a finite number", input));
    }
    if (!Number.isInteger(input)) return fail(pyError("int_from_float", INT_FROM_FLOAT, input));
    return pass(input === 0 ? 0 : input);
  }
  if (typeof input === "string") {
    // Python's str.strip() whitespace is wider than ASCII; JS trim() is a close match.
    const s = input.trim();
    if (!/^[\x21-\x7e]*$/.test(s) || !INT_STRING.test(s)) {
      return fail(pyError("int_parsing", INT_PARSING, input));
    }
    const n = Number(s.replace(/_/g, "").replace(/\.0+$/, ""));
    return pass(n === 0 ? 0 : n);
  }
  return fail(pyError("int_type", INT_TYPE, input));
}

/**
 * Checks an integer in pydantic's lax mode (numeric strings, whole floats and booleans accepted),
 * then the bounds. Range errors carry the input as received (`"11"` stays a string).
 */
function checkPyInt(input: unknown, opts: PyIntOptions = {}): PyCheck<number> {
  const parsed = toInt(input);
  if (!parsed.ok) return parsed;
  const n = parsed.value;
  if (opts.ge !== undefined && n < opts.ge) {
    return fail(
      pyError("greater_than_equal", `Input should be greater than or equal to ${opts.ge}`, input, {
        ge: opts.ge,
      }),
    );
  }
  if (opts.le !== undefined && n > opts.le) {
    return fail(
      pyError("less_than_equal", `Input should be less than or equal to ${opts.le}`, input, {
        le: opts.le,
      }),
    );
  }
  return parsed;
}

/**
 * A pydantic `int` field (lax mode) with optional inclusive bounds.
 * @example pyInt({ ge: 1, le: 10 }).default(1)
 */
export function pyInt(opts: PyIntOptions = {}) {
  return pyField((input) => checkPyInt(input, opts), {
    type: "integer",
    ...(opts.ge !== undefined && { minimum: opts.ge }),
    ...(opts.le !== undefined && { maximum: opts.le }),
  });
}
