import type { FieldError, FieldErrors, FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";
import { parseValue, type ValidationErrorItem } from "../../../contract/pydantic/validation-error";

/** Maps a body path (`"contact.phone"`) to the form field that holds it. */
export type FieldOf = (bodyPath: string) => string;

/** The text a field shows for a 422 item (default: the item's `msg`). */
export type Describe = (item: ValidationErrorItem) => string;

/** The form field a 422 item names: `["body","contact","phone"]` → `"contact.phone"`. */
export function fieldPathOf(item: ValidationErrorItem, fieldOf: FieldOf = (p) => p): string | null {
  const [where, ...rest] = item.loc;
  if (where !== "body" || rest.length === 0) return null;
  return fieldOf(rest.join("."));
}

/** Nests the first error of each field into react-hook-form's error tree. */
export function toFieldErrors(
  items: readonly ValidationErrorItem[],
  fieldOf?: FieldOf,
  describe: Describe = (item) => item.msg,
): FieldErrors {
  const errors: Record<string, unknown> = {};
  for (const item of items) {
    const path = fieldPathOf(item, fieldOf);
    if (!path) continue;
    const keys = path.split(".");
    let node = errors;
    for (const key of keys.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>;
    const last = keys[keys.length - 1]!;
    if (node[last] === undefined) {
      node[last] = { type: item.type, message: describe(item) } satisfies FieldError;
    }
  }
  return errors as FieldErrors;
}

type Options<T> = {
  /** Turns the form's values into the request body the schema checks (default: as they are). */
  toBody?: (values: T) => unknown;
  fieldOf?: FieldOf;
  describe?: Describe;
};

/**
 * A react-hook-form resolver over a contract schema, through the same `parseValue` the server
 * uses, so the form marks exactly the fields the server would (with `describe`'s texts). (`zodResolver` wants a schema whose input
 * is an object; the contract's pydantic-style schemas take `unknown`.)
 * @example useForm({ resolver: contractResolver(DomainOrderRequest, { toBody }) })
 */
export function contractResolver<T extends FieldValues>(
  schema: z.ZodType,
  { toBody = (v) => v, fieldOf, describe }: Options<T> = {},
): Resolver<T> {
  return async (values) => {
    const result = parseValue(schema, toBody(values), "body");
    if (result.ok) return { values, errors: {} };
    return {
      values: {},
      errors: toFieldErrors(result.detail, fieldOf, describe) as FieldErrors<T>,
    };
  };
}
