import { z } from "zod";

type Json = Record<string, unknown>;

function inline(node: unknown, defs: Json): unknown {
  if (Array.isArray(node)) return node.map((n) => inline(n, defs));
  if (typeof node !== "object" || node === null) return node;
  const { $ref, $defs: _defs, $schema: _schema, ...rest } = node as Json;
  const out: Json = {};
  if (typeof $ref === "string" && $ref.startsWith("#/$defs/")) {
    Object.assign(out, inline(defs[$ref.slice(8)], defs));
  }
  for (const [k, v] of Object.entries(rest)) out[k] = inline(v, defs);
  return out;
}

/**
 * The input-side JSON Schema of a field, self-contained (no `$schema`, `$defs` inlined) so it can
 * be embedded in a parent's `.meta()`. A `.default(v)` wrapper shows as `default: v`.
 */
export function jsonSchemaOf(field: z.ZodType): Json {
  const raw = z.toJSONSchema(field, { io: "input", unrepresentable: "any" }) as Json;
  const schema = inline(raw, (raw.$defs as Json | undefined) ?? {}) as Json;
  const def = field._zod.def as { type: string; defaultValue?: unknown };
  if (def.type === "default" && !("default" in schema)) schema.default = def.defaultValue;
  return schema;
}
