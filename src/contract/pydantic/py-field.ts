import { z } from "zod";
import { addPyIssue, type PyError } from "./py-issue";

/** What a pydantic-style field check returns: the coerced value or the one error it reports. */
export type PyCheck<T> = { ok: true; value: T } | { ok: false; error: PyError };

/** JSON Schema fragment shown in the OpenAPI document for a field whose input is `unknown`. */
export type PyJsonSchema = Record<string, unknown>;

/**
 * Wraps a check function in a zod schema that reports exactly one pydantic issue on failure and
 * nothing else. The input side is `unknown` (pydantic's lax coercion decides), so the OpenAPI
 * type comes from `jsonSchema`, attached with `.meta()`.
 */
export function pyField<T>(check: (input: unknown) => PyCheck<T>, jsonSchema: PyJsonSchema) {
  return z
    .unknown()
    .transform((input, ctx): T => {
      const result = check(input);
      if (result.ok) return result.value;
      addPyIssue(ctx, result.error);
      return z.NEVER;
    })
    .meta(jsonSchema);
}

/** Shorthand for a successful check. */
export function pass<T>(value: T): PyCheck<T> {
  return { ok: true, value };
}

/** Shorthand for a failed check. */
export function fail(error: PyError): PyCheck<never> {
  return { ok: false, error };
}
