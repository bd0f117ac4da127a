/**
 * Hand checks of the service's answers, for the answers a search-only session parses before it is
 * interactive (the session, availability, suggestions): the same `safeParse` as the contract's
 * schemas, without the schema library in the widget's start-up JS. Each check is pinned to its
 * contract schema by a test over valid and invalid samples (checks.test.ts), so they cannot drift.
 */

/** What parses an answer: a contract schema, or a hand check with the same `safeParse`. */
export type Parser<T> = {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
};

/** Reads a value as the contract's type, or throws `MISMATCH`. */
export type Read<T> = (value: unknown) => T;

const MISMATCH = Symbol("mismatch");

const fail = (): never => {
  throw MISMATCH;
};

/** A parser from a reader: `{ success: false }` where the reader finds a mismatch. */
export function check<T>(read: Read<T>): Parser<T> {
  return {
    safeParse(value) {
      try {
        return { success: true, data: read(value) };
      } catch (error) {
        if (error === MISMATCH) return { success: false };
        throw error;
      }
    },
  };
}

export const str: Read<string> = (v) => (typeof v === "string" ? v : fail());
export const bool: Read<boolean> = (v) => (typeof v === "boolean" ? v : fail());
/** `z.int()`: a safe integer. */
export const int: Read<number> = (v) => (Number.isSafeInteger(v) ? (v as number) : fail());
export const matching =
  (pattern: RegExp): Read<string> =>
  (v) =>
    pattern.test(str(v)) ? (v as string) : fail();
// zod's own patterns (zod/v4/core/regexes.js), copied: importing them pulls in the whole file.
const DATE =
  "(?:(?:\\d\\d[2468][048]|\\d\\d[13579][26]|\\d\\d0[48]|[02468][048]00|[13579][26]00)-02-29|\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|(?:02)-(?:0[1-9]|1\\d|2[0-8])))";
const TIME = "(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d+)?";
export const UUID_PATTERN =
  /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;
export const DATETIME_PATTERN = new RegExp(
  `^${DATE}T(?:${TIME}(?:Z|([+-](?:[01]\\d|2[0-3]):[0-5]\\d)))$`,
);
/** `z.uuid()`. */
export const uuid = matching(UUID_PATTERN);
/** `z.iso.datetime({ offset: true })`. */
export const isoDateTime = matching(DATETIME_PATTERN);
export const oneOf =
  <T extends string>(values: readonly T[]): Read<T> =>
  (v) =>
    values.includes(v as T) ? (v as T) : fail();
export const nullable =
  <T>(read: Read<T>): Read<T | null> =>
  (v) =>
    v === null ? null : read(v);
export const arrayOf =
  <T>(read: Read<T>): Read<T[]> =>
  (v) =>
    Array.isArray(v) ? v.map(read) : fail();

/** A plain object (as `z.object` takes it: not null, not an array). */
const record: Read<Record<string, unknown>> = (v) =>
  typeof v === "object" && v !== null && !Array.isArray(v)
    ? (v as Record<string, unknown>)
    : fail();

/** Field readers of an object schema; `optional` ones may be absent (`z.optional`). */
type Shape = Record<string, Read<unknown> & { optional?: true }>;
type Output<S extends Shape> = {
  [K in keyof S as S[K] extends { optional: true } ? never : K]: ReturnType<S[K]>;
} & { [K in keyof S as S[K] extends { optional: true } ? K : never]?: ReturnType<S[K]> };

export const optional = <T>(read: Read<T>): Read<T | undefined> & { optional: true } =>
  Object.assign((v: unknown) => (v === undefined ? undefined : read(v)), {
    optional: true as const,
  });

/** `z.object(shape)`: the shape's keys only (others are dropped), each read by its reader. */
export function object<S extends Shape>(shape: S): Read<Output<S>> {
  return (v) => {
    const input = record(v);
    const out: Record<string, unknown> = {};
    for (const [key, read] of Object.entries(shape)) {
      if (read.optional && !(key in input)) continue;
      out[key] = read(input[key]);
    }
    return out as Output<S>;
  };
}
