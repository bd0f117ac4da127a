import { z } from "zod";
import { jsonSchemaOf } from "./json-schema-of";
import { addPyIssue, pyError } from "./py-issue";

export type PyListOptions = { min?: number; max?: number };

const items = (n: number) => (n === 1 ? "item" : "items");

/**
 * A pydantic `list[item]` field with optional length bounds. As in pydantic-core, a list longer
 * than `max` fails before its items are looked at, every failing item is reported (loc with its
 * integer index), and `min` is checked only once all items are valid.
 * @example pyList(pyStr(), { min: 2, max: 13 })
 */
export function pyList<T extends z.ZodType>(item: T, opts: PyListOptions = {}) {
  return z
    .unknown()
    .transform((input, ctx): z.output<T>[] => {
      if (!Array.isArray(input)) {
        addPyIssue(ctx, pyError("list_type", "Input should be a valid list", input));
        return z.NEVER;
      }
      const length = input.length;
      const lengthError = (type: "too_short" | "too_long", bound: number, word: string) =>
        pyError(
          type,
          `List should have ${word} ${bound} ${items(bound)} after validation, not ${length}`,
          input,
          {
            field_type: "List",
            [type === "too_short" ? "min_length" : "max_length"]: bound,
            actual_length: length,
          },
        );
      if (opts.max !== undefined && length > opts.max) {
        addPyIssue(ctx, lengthError("too_long", opts.max, "at most"));
        return z.NEVER;
      }
      const out: z.output<T>[] = [];
      let failed = false;
      input.forEach((value, index) => {
        const result = item.safeParse(value, { reportInput: true });
        if (result.success) {
          out.push(result.data);
          return;
        }
        failed = true;
        for (const issue of result.error.issues) {
          ctx.addIssue({ ...issue, path: [index, ...issue.path] } as z.core.$ZodRawIssue);
        }
      });
      if (failed) return z.NEVER;
      if (opts.min !== undefined && length < opts.min) {
        addPyIssue(ctx, lengthError("too_short", opts.min, "at least"));
        return z.NEVER;
      }
      return out;
    })
    .meta({
      type: "array",
      items: jsonSchemaOf(item),
      ...(opts.min !== undefined && { minItems: opts.min }),
      ...(opts.max !== undefined && { maxItems: opts.max }),
    });
}
