/** One-field bodies `{f: value}` through the py-* fields: the single 422 item, or the value. */
import { expect } from "vitest";
import type { z } from "zod";
import { pyObject } from "../../src/contract/pydantic/py-object";
import { toValidationErrors } from "../../src/contract/pydantic/validation-error";

/** The single 422 item for `value` in a one-field body `{f: value}`. */
export function itemFor(field: z.ZodType, value: unknown) {
  const result = pyObject({ f: field }).safeParse({ f: value });
  expect(result.success).toBe(false);
  const items = toValidationErrors(result.error!, "body");
  expect(items).toHaveLength(1);
  return items[0];
}

export function valueOf(field: z.ZodType, value: unknown) {
  const result = pyObject({ f: field }).safeParse({ f: value });
  if (!result.success) throw new Error(JSON.stringify(toValidationErrors(result.error, "body")));
  return (result.data as { f: unknown }).f;
}

export const loc = ["body", "f"];
