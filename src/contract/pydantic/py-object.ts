import { z } from "zod";
import { jsonSchemaOf } from "./json-schema-of";
import { isJsonObject } from "./py-dict";
import { addPyIssue, pyError } from "./py-issue";

const MODEL_ATTRIBUTES = "Input should be a valid dictionary or object to extract fields from";

/** True when the field may be left out: wrapped in `.optional()` or `.default()`. */
function isOptional(field: z.core.$ZodType): boolean {
  return field._zod.optin !== undefined;
}

function objectJsonSchema(shape: Record<string, z.ZodType>): Record<string, unknown> {
  const properties: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(shape)) properties[key] = jsonSchemaOf(field);
  const required = Object.keys(shape).filter((key) => !isOptional(shape[key]!));
  return { type: "object", properties, ...(required.length > 0 && { required }) };
}

/**
 * A pydantic model: fields checked in declaration order and every failing one reported; unknown
 * keys dropped; a left-out field is `missing` (input: the object that lacked it) unless it is
 * `.optional()` (left out of the output) or `.default(v)` (set to `v`). A non-object is
 * `model_attributes_type`, as FastAPI validates bodies with `from_attributes`.
 * @example pyObject({ years: pyInt({ ge: 1, le: 10 }).default(1) })
 */
export function pyObject<S extends Record<string, z.ZodType>>(shape: S) {
  return z
    .unknown()
    .transform((input, ctx): z.output<z.ZodObject<S>> => {
      if (!isJsonObject(input)) {
        addPyIssue(ctx, pyError("model_attributes_type", MODEL_ATTRIBUTES, input));
        return z.NEVER;
      }
      const out: Record<string, unknown> = {};
      let failed = false;
      for (const [key, field] of Object.entries(shape)) {
        const present = Object.hasOwn(input, key) && input[key] !== undefined;
        if (!present && !isOptional(field)) {
          addPyIssue(ctx, pyError("missing", "Field required", input), [key]);
          failed = true;
          continue;
        }
        const result = field.safeParse(present ? input[key] : undefined, { reportInput: true });
        if (result.success) {
          if (result.data !== undefined) out[key] = result.data;
          continue;
        }
        failed = true;
        for (const issue of result.error.issues) {
          ctx.addIssue({ ...issue, path: [key, ...issue.path] } as z.core.$ZodRawIssue);
        }
      }
      return failed ? z.NEVER : (out as z.output<z.ZodObject<S>>);
    })
    .meta(objectJsonSchema(shape));
}
