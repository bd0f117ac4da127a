import type { z } from "zod";

/** One pydantic v2 error as it appears in a 422 item, without `loc`. */
export type PyError = {
  type: string;
  msg: string;
  input: unknown;
  ctx?: Record<string, unknown>;
};

type IssueSink = Pick<z.core.$RefinementCtx, "addIssue">;

/**
 * Reports a pydantic-shaped error as a zod custom issue, so `toValidationErrors` can read it back
 * verbatim. `path` is relative to the schema that reports it (list indexes stay numbers).
 */
export function addPyIssue(ctx: IssueSink, error: PyError, path: PropertyKey[] = []): void {
  ctx.addIssue({
    code: "custom",
    message: error.msg,
    input: error.input,
    path,
    params: { pydantic: error },
  });
}

/** Reads back the pydantic error carried by an issue, if it carries one. */
export function readPyIssue(issue: z.core.$ZodIssue): PyError | undefined {
  if (issue.code !== "custom") return undefined;
  const carried = (issue.params as { pydantic?: PyError } | undefined)?.pydantic;
  return carried;
}

/** Builds a pydantic error, leaving `ctx` out when it has no content (as pydantic does). */
export function pyError(
  type: string,
  msg: string,
  input: unknown,
  ctx?: Record<string, unknown>,
): PyError {
  return ctx && Object.keys(ctx).length > 0 ? { type, msg, input, ctx } : { type, msg, input };
}

/** A `value_error` the way a pydantic field validator raising `ValueError(message)` reports it. */
export function valueError(input: unknown, message: string): PyError {
  return pyError("value_error", `Value error, ${message}`, input, { error: message });
}
