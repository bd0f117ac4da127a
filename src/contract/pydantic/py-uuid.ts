import { fail, pass, pyField, type PyCheck } from "./py-field";
import { pyError } from "./py-issue";

const HEX = /^[0-9a-fA-F]$/;
const GROUPS = [8, 4, 4, 4, 12];

/** The error text of the Rust `uuid` crate (1.x) that pydantic-core 2.x reports. */
function uuidError(text: string): string | undefined {
  let s = text;
  let offset = 0;
  if (s.startsWith("urn:uuid:")) {
    s = s.slice(9);
    offset = 9;
  }
  const chars = [...s];
  const badAt = chars.findIndex((c) => !HEX.test(c) && c !== "-");
  const hyphens = chars.filter((c) => c === "-").length;
  if (hyphens === 0 && badAt < 0) {
    return chars.length === 32
      ? undefined
      : `invalid length: expected length 32 for simple format, found ${chars.length}`;
  }
  if (badAt >= 0) return `invalid character: found \`${chars[badAt]}\` at ${badAt + 1 + offset}`;
  const groups = s.split("-");
  if (groups.length !== 5) {
    return `invalid group count: expected 5, found ${groups.length}`;
  }
  for (let i = 0; i < 5; i++) {
    const len = groups[i]!.length;
    if (len !== GROUPS[i]) {
      return `invalid group length in group ${i}: expected ${GROUPS[i]}, found ${len}`;
    }
  }
  return undefined;
}

/**
 * Checks a UUID string as pydantic's `UUID` does (hyphenated, simple or `urn:uuid:` forms) and
 * returns it in canonical lower-case hyphenated form.
 */
function checkPyUuid(input: unknown): PyCheck<string> {
  if (typeof input !== "string") {
    return fail(pyError("uuid_type", "UUID input should be a string, bytes or UUID object", input));
  }
  const error = uuidError(input);
  if (error) {
    return fail(
      pyError("uuid_parsing", `Input should be a valid UUID, ${error}`, input, { error }),
    );
  }
  const hex = input
    .replace(/^urn:uuid:/, "")
    .replace(/-/g, "")
    .toLowerCase();
  return pass(
    `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`,
  );
}

/** A pydantic `UUID` field; the output is the canonical lower-case string. */
export function pyUuid() {
  return pyField(checkPyUuid, { type: "string", format: "uuid" });
}
