import { fail, pass, pyField, type PyCheck } from "./py-field";
import { pyError } from "./py-issue";

/** True for a JSON object (not an array, not null). */
export function isJsonObject(input: unknown): input is Record<string, unknown> {
  return typeof input === "object" && input !== null && !Array.isArray(input);
}

/** Checks a free-form `dict` field. */
export function checkPyDict(input: unknown): PyCheck<Record<string, unknown>> {
  if (isJsonObject(input)) return pass(input);
  return fail(pyError("dict_type", "Input should be a valid dictionary", input));
}

/** A pydantic `dict[str, Any]` field (free-form object, e.g. `metadata`). */
export function pyDict() {
  return pyField(checkPyDict, { type: "object", additionalProperties: true });
}
