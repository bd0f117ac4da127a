import { z } from "zod";
import { jsonSchemaOf } from "./json-schema-of";
import { addPyIssue, pyError } from "./py-issue";

export type PyListOptions = { min?: number; max?: number };

const items = (n: number) => (n === 1 ? "item" : "items");

/**
 * Failing items reported for one list, at most; the items after the last reported one are not
 * checked. pydantic reports them all, but a 1 MB list of bad entries would then be a 60 MB
 * 422 (and seconds of work): past this many, the client has enough to fix its request.
 */
export const MAX_LIST_ITEM_ERRORS = 1000;

/**
 * A pydantic `list[item]` field with optional length bounds. As in pydantic-core, a list longer
 * than `max` fails before its items are looked at, every failing item is reported (loc with its
 * integer index; the first {@link MAX_LIST_ITEM_ERRORS} of them), and `min` is checked only once
 * all items are valid.
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
      let failed = 0;
      for (let index = 0; index < length && failed < MAX_LIST_ITEM_ERRORS; index++) {
        const result = item.safeParse(input[index], { reportInput: true });
        if (result.success) {
          out.push(result.data);
          continue;
        }
        failed += 1;
        for (const issue of result.error.issues) {
          ctx.addIssue({ ...issue, path: [index, ...issue.path] } as z.core.$ZodRawIssue);
        }
      }
      if (failed > 0) return z.NEVER;
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
