/** One-field tables of 422 items (`fieldTable`) and the pydantic items they expect. */
import { expect, it } from "vitest";
import type { z } from "zod";
import { bodyErrors } from "./contract-fixtures";

export const tooShort = (min: number, input: string) => ({
  type: "string_too_short",
  msg: `String should have at least ${min} character${min === 1 ? "" : "s"}`,
  input,
  ctx: { min_length: min },
});
export const tooLong = (max: number, input: string) => ({
  type: "string_too_long",
  msg: `String should have at most ${max} character${max === 1 ? "" : "s"}`,
  input,
  ctx: { max_length: max },
});
export const strType = (input: unknown) => ({
  type: "string_type",
  msg: "Input should be a valid string",
  input,
});
export const ge = (n: number, input: unknown) => ({
  type: "greater_than_equal",
  msg: `Input should be greater than or equal to ${n}`,
  input,
  ctx: { ge: n },
});
export const le = (n: number, input: unknown) => ({
  type: "less_than_equal",
  msg: `Input should be less than or equal to ${n}`,
  input,
  ctx: { le: n },
});
export const boolParsing = (input: unknown) => ({
  type: "bool_parsing",
  msg: "Input should be a valid boolean, unable to interpret input",
  input,
});
export const x = (n: number) => "x".repeat(n);

export type Row = [string, unknown, Record<string, unknown>];

/** Sends `base` with `field` set to each row's value and expects exactly that one item. */
export function fieldTable(
  schema: z.ZodType,
  base: Record<string, unknown>,
  prefix: string[],
  rows: Row[],
) {
  it.each(rows)("%s = %j", (field, value, expected) => {
    const path = [...prefix, field];
    const body = structuredClone(base);
    let target: Record<string, unknown> = body;
    for (const key of prefix) target = target[key] as Record<string, unknown>;
    target[field] = value;
    expect(bodyErrors(schema, body)).toEqual([{ loc: ["body", ...path], ...expected }]);
  });
}
