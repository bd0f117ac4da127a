import { z } from "zod";
import { fail, pass, type PyCheck } from "./py-field";
import { addPyIssue, pyError, type PyError } from "./py-issue";
import { isStorableText, unstorableText } from "./py-str";

/** True for a JSON object (not an array, not null). */
export function isJsonObject(input: unknown): input is Record<string, unknown> {
  return typeof input === "object" && input !== null && !Array.isArray(input);
}

/** One failing string inside a free-form value, with its path below the field. */
export type NestedError = { path: (string | number)[]; error: PyError };

/**
 * Every string inside a JSON value, keys included, that is not storable text (NUL, unpaired
 * surrogate), in document order. A key is located as pydantic locates dict keys:
 * `[...path, key, "[key]"]`. Walks with its own stack, so no depth overflows the call stack.
 */
function unstorableStrings(value: unknown): NestedError[] {
  // Each entry links to its parent, so a path is built only for what is reported.
  type Entry = { value: unknown; step?: string | number; parent?: Entry; isKey?: true };
  const pathOf = (e: Entry) => {
    const path: (string | number)[] = [];
    for (let at: Entry | undefined = e; at?.step !== undefined; at = at.parent) path.push(at.step);
    path.reverse();
    if (e.isKey) path.push("[key]");
    return path;
  };
  const found: NestedError[] = [];
  const stack: Entry[] = [{ value }];
  while (stack.length > 0) {
    const entry = stack.pop()!;
    const v = entry.value;
    if (typeof v === "string") {
      if (!isStorableText(v)) found.push({ path: pathOf(entry), error: unstorableText(v) });
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push({ value: v[i], step: i, parent: entry });
    } else if (isJsonObject(v)) {
      const entries = Object.entries(v);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, item] = entries[i]!;
        stack.push({ value: item, step: key, parent: entry });
        // Pushed after its value, so popped before it: a key is reported first.
        stack.push({ value: key, step: key, parent: entry, isKey: true });
      }
    }
  }
  return found;
}

/** Checks a free-form `dict` field (the type only; see `pyDict` for its strings). */
function checkPyDict(input: unknown): PyCheck<Record<string, unknown>> {
  if (isJsonObject(input)) return pass(input);
  return fail(pyError("dict_type", "Input should be a valid dictionary", input));
}

/**
 * A pydantic `dict[str, Any]` field (free-form object, e.g. `metadata`): a dictionary whose
 * keys and values, at any depth, hold only storable text; every failing string is reported at
 * its own loc.
 */
export function pyDict() {
  return z
    .unknown()
    .transform((input, ctx): Record<string, unknown> => {
      const result = checkPyDict(input);
      if (!result.ok) {
        addPyIssue(ctx, result.error);
        return z.NEVER;
      }
      const bad = unstorableStrings(result.value);
      if (bad.length === 0) return result.value;
      for (const { path, error } of bad) addPyIssue(ctx, error, path);
      return z.NEVER;
    })
    .meta({ type: "object", additionalProperties: true });
}
