import { fail, pass, pyField, type PyCheck } from "./py-field";
import { pyError } from "./py-issue";

const TRUE = new Set(["1", "t", "y", "on", "yes", "true"]);
const FALSE = new Set(["0", "f", "n", "no", "off", "false"]);
const BOOL_PARSING = "Input should be a valid boolean, unable to interpret input";

/** Checks a boolean in pydantic's lax mode: 0/1 and the usual words, any case, no trimming. */
function checkPyBool(input: unknown): PyCheck<boolean> {
  if (typeof input === "boolean") return pass(input);
  if (typeof input === "number") {
    if (input === 0 || input === 1) return pass(input === 1);
    // pydantic: other integers fail parsing, fractional floats are not booleans at all.
    return fail(
      Number.isInteger(input)
        ? pyError("bool_parsing", BOOL_PARSING, input)
        : pyError("bool_type", "Input should be a valid boolean", input),
    );
  }
  if (typeof input === "string") {
    const s = input.toLowerCase();
    if (TRUE.has(s)) return pass(true);
    if (FALSE.has(s)) return pass(false);
    return fail(pyError("bool_parsing", BOOL_PARSING, input));
  }
  return fail(pyError("bool_type", "Input should be a valid boolean", input));
}

/** A pydantic `bool` field (lax mode). */
export function pyBool() {
  return pyField(checkPyBool, { type: "boolean" });
}
