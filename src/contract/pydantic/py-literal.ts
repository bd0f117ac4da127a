import { fail, pass, pyField, type PyCheck } from "./py-field";
import { pyError } from "./py-issue";

/** pydantic's list of expected values: `'a', 'b' or 'c'`. */
function pyExpected(values: readonly string[]): string {
  const quoted = values.map((v) => `'${v}'`);
  if (quoted.length <= 1) return quoted.join("");
  return `${quoted.slice(0, -1).join(", ")} or ${quoted.at(-1)}`;
}

/** Checks that the input is exactly one of `values` (no coercion), as `Literal[...]` does. */
function checkPyLiteral<const T extends readonly [string, ...string[]]>(
  input: unknown,
  values: T,
): PyCheck<T[number]> {
  if (typeof input === "string" && (values as readonly string[]).includes(input)) {
    return pass(input as T[number]);
  }
  const expected = pyExpected(values);
  return fail(pyError("literal_error", `Input should be ${expected}`, input, { expected }));
}

/**
 * A pydantic `Literal["a", "b"]` field.
 * @example pyLiteral(["wire", "card"]).default("card")
 */
export function pyLiteral<const T extends readonly [string, ...string[]]>(values: T) {
  return pyField((input) => checkPyLiteral(input, values), { type: "string", enum: [...values] });
}
