import { fail, pass, pyField, type PyCheck } from "./py-field";
import { pyError } from "./py-issue";
import { UNSTORABLE_TEXT_ERROR } from "../text-patterns";

export type PyStrOptions = { min?: number; max?: number; pattern?: RegExp };

const plural = (n: number) => (n === 1 ? "character" : "characters");

/**
 * Text the service cannot store faithfully: NUL (PostgreSQL's text and jsonb refuse it) and
 * UTF-16 surrogates without their pair (jsonb refuses them; text would get U+FFFD instead).
 * Python strings (and so pydantic) hold both, so this is our own rule, applied to every string
 * of every request (body, path, query, form) through `checkPyStr` and `pyDict`.
 */
const UNSTORABLE = /[\0\p{Cs}]/u;

/** True when `s` holds no NUL and no unpaired surrogate. */
export const isStorableText = (s: string) => !UNSTORABLE.test(s);

/** The 422 error for text that is not storable: a `value_error`, as a field validator raises. */
export function unstorableText(input: unknown) {
  return pyError("value_error", `Value error, ${UNSTORABLE_TEXT_ERROR}`, input, {
    error: UNSTORABLE_TEXT_ERROR,
  });
}

/** Length in code points, as Python's `len(str)` counts. */
const pyLen = (s: string) => [...s].length;

/**
 * Checks a string the way pydantic's `constr` does: no coercion, then min, max, pattern;
 * the first failing constraint only. Before those, the string must be storable text (no NUL,
 * no unpaired surrogate: `isStorableText`), like pydantic-core's own `string_unicode` check.
 */
export function checkPyStr(input: unknown, opts: PyStrOptions = {}): PyCheck<string> {
  if (typeof input !== "string") {
    return fail(pyError("string_type", "Input should be a valid string", input));
  }
  if (!isStorableText(input)) return fail(unstorableText(input));
  const len = pyLen(input);
  if (opts.min !== undefined && len < opts.min) {
    return fail(
      pyError(
        "string_too_short",
        `String should have at least ${opts.min} ${plural(opts.min)}`,
        input,
        { min_length: opts.min },
      ),
    );
  }
  if (opts.max !== undefined && len > opts.max) {
    return fail(
      pyError(
        "string_too_long",
        `String should have at most ${opts.max} ${plural(opts.max)}`,
        input,
        {
          max_length: opts.max,
        },
      ),
    );
  }
  if (opts.pattern && !opts.pattern.test(input)) {
    const pattern = opts.pattern.source;
    return fail(
      pyError("string_pattern_mismatch", `String should match pattern '${pattern}'`, input, {
        pattern,
      }),
    );
  }
  return pass(input);
}

/**
 * A pydantic `str` field with optional length bounds (in code points) and pattern.
 * @example pyStr({ min: 1, max: 255 })
 */
export function pyStr(opts: PyStrOptions = {}) {
  return pyField((input) => checkPyStr(input, opts), {
    type: "string",
    ...(opts.min !== undefined && { minLength: opts.min }),
    ...(opts.max !== undefined && { maxLength: opts.max }),
    ...(opts.pattern && { pattern: opts.pattern.source }),
  });
}
