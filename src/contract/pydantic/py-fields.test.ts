/**
 * Every error type of the interface's 422 conventions (pydantic v2's), field by field (json_invalid and a
 * missing body: see validation-error.test.ts).
 */
import { describe, expect, it } from "vitest";
import { pyBool } from "./py-bool";
import { pyDecimal } from "./py-decimal";
import { pyDict } from "./py-dict";
import { pyEmail } from "./py-email";
import { pyInt } from "./py-int";
import { pyList } from "./py-list";
import { pyLiteral } from "./py-literal";
import { pyObject } from "./py-object";
import { pyStr } from "./py-str";
import { pyUuid } from "./py-uuid";
import { toValidationErrors } from "./validation-error";
import { itemFor, loc } from "../../../test/helpers/py-field";

// Every error type of the interface's 422 conventions (json_invalid and missing body: see
// validation-error.test.ts). Expected items were checked against pydantic 2.13.
describe("error types", () => {
  it.each([
    ["missing", pyStr(), undefined, { type: "missing", msg: "Field required", input: {} }],
    [
      "string_type",
      pyStr(),
      5,
      { type: "string_type", msg: "Input should be a valid string", input: 5 },
    ],
    [
      "string_too_short (singular)",
      pyStr({ min: 1 }),
      "",
      {
        type: "string_too_short",
        msg: "String should have at least 1 character",
        input: "",
        ctx: { min_length: 1 },
      },
    ],
    [
      "string_too_short (plural)",
      pyStr({ min: 2 }),
      "a",
      {
        type: "string_too_short",
        msg: "String should have at least 2 characters",
        input: "a",
        ctx: { min_length: 2 },
      },
    ],
    [
      "string_too_long (singular)",
      pyStr({ max: 1 }),
      "ab",
      {
        type: "string_too_long",
        msg: "String should have at most 1 character",
        input: "ab",
        ctx: { max_length: 1 },
      },
    ],
    [
      "string_too_long (plural)",
      pyStr({ max: 2 }),
      "abc",
      {
        type: "string_too_long",
        msg: "String should have at most 2 characters",
        input: "abc",
        ctx: { max_length: 2 },
      },
    ],
    [
      "string_pattern_mismatch",
      pyStr({ pattern: /^a+$/ }),
      "b",
      {
        type: "string_pattern_mismatch",
        msg: "String should match pattern '^a+$'",
        input: "b",
        ctx: { pattern: "^a+$" },
      },
    ],
    [
      "int_type",
      pyInt(),
      null,
      { type: "int_type", msg: "Input should be a valid integer", input: null },
    ],
    [
      "int_type (list)",
      pyInt(),
      [1],
      { type: "int_type", msg: "Input should be a valid integer", input: [1] },
    ],
    [
      "int_type (object)",
      pyInt(),
      {},
      { type: "int_type", msg: "Input should be a valid integer", input: {} },
    ],
    [
      "int_parsing",
      pyInt(),
      "abc",
      {
        type: "int_parsing",
        msg: "Input should be a valid integer, unable to parse string as an integer",
        input: "abc",
      },
    ],
    [
      "int_parsing (3.5 string)",
      pyInt(),
      "3.5",
      {
        type: "int_parsing",
        msg: "Input should be a valid integer, unable to parse string as an integer",
        input: "3.5",
      },
    ],
    [
      "int_from_float",
      pyInt(),
      3.5,
      {
        type: "int_from_float",
        msg: "Input should be a valid integer, got a number with a fractional part",
        input: 3.5,
      },
    ],
    [
      "greater_than_equal",
      pyInt({ ge: 1 }),
      0,
      {
        type: "greater_than_equal",
        msg: "Input should be greater than or equal to 1",
        input: 0,
        ctx: { ge: 1 },
      },
    ],
    [
      "less_than_equal",
      pyInt({ le: 10 }),
      11,
      {
        type: "less_than_equal",
        msg: "Input should be less than or equal to 10",
        input: 11,
        ctx: { le: 10 },
      },
    ],
    [
      "less_than_equal keeps the string input",
      pyInt({ le: 10 }),
      "11",
      {
        type: "less_than_equal",
        msg: "Input should be less than or equal to 10",
        input: "11",
        ctx: { le: 10 },
      },
    ],
    [
      "bool_type",
      pyBool(),
      null,
      { type: "bool_type", msg: "Input should be a valid boolean", input: null },
    ],
    [
      "bool_type (fraction)",
      pyBool(),
      1.5,
      { type: "bool_type", msg: "Input should be a valid boolean", input: 1.5 },
    ],
    [
      "bool_parsing",
      pyBool(),
      "maybe",
      {
        type: "bool_parsing",
        msg: "Input should be a valid boolean, unable to interpret input",
        input: "maybe",
      },
    ],
    [
      "bool_parsing (2)",
      pyBool(),
      2,
      {
        type: "bool_parsing",
        msg: "Input should be a valid boolean, unable to interpret input",
        input: 2,
      },
    ],
    [
      "list_type",
      pyList(pyStr()),
      "ab",
      { type: "list_type", msg: "Input should be a valid list", input: "ab" },
    ],
    [
      "too_short",
      pyList(pyStr(), { min: 2 }),
      ["a"],
      {
        type: "too_short",
        msg: "List should have at least 2 items after validation, not 1",
        input: ["a"],
        ctx: { field_type: "List", min_length: 2, actual_length: 1 },
      },
    ],
    [
      "too_long",
      pyList(pyStr(), { max: 3 }),
      ["a", "b", "c", 5],
      {
        type: "too_long",
        msg: "List should have at most 3 items after validation, not 4",
        input: ["a", "b", "c", 5],
        ctx: { field_type: "List", max_length: 3, actual_length: 4 },
      },
    ],
    [
      "too_long (singular)",
      pyList(pyStr(), { max: 1 }),
      ["a", "b"],
      {
        type: "too_long",
        msg: "List should have at most 1 item after validation, not 2",
        input: ["a", "b"],
        ctx: { field_type: "List", max_length: 1, actual_length: 2 },
      },
    ],
    [
      "literal_error (two)",
      pyLiteral(["wire", "card"]),
      5,
      {
        type: "literal_error",
        msg: "Input should be 'wire' or 'card'",
        input: 5,
        ctx: { expected: "'wire' or 'card'" },
      },
    ],
    [
      "literal_error (three)",
      pyLiteral(["a", "b", "c"]),
      "x",
      {
        type: "literal_error",
        msg: "Input should be 'a', 'b' or 'c'",
        input: "x",
        ctx: { expected: "'a', 'b' or 'c'" },
      },
    ],
    [
      "value_error (email)",
      pyEmail(),
      "nobody",
      {
        type: "value_error",
        msg: "value is not a valid email address: An email address must have an @-sign.",
        input: "nobody",
        ctx: { reason: "An email address must have an @-sign." },
      },
    ],
    [
      "dict_type",
      pyDict(),
      [1],
      { type: "dict_type", msg: "Input should be a valid dictionary", input: [1] },
    ],
    [
      "model_attributes_type",
      pyObject({ a: pyStr() }),
      "x",
      {
        type: "model_attributes_type",
        msg: "Input should be a valid dictionary or object to extract fields from",
        input: "x",
      },
    ],
    [
      "uuid_parsing (length)",
      pyUuid(),
      "abc",
      {
        type: "uuid_parsing",
        msg: "Input should be a valid UUID, invalid length: expected length 32 for simple format, found 3",
        input: "abc",
        ctx: { error: "invalid length: expected length 32 for simple format, found 3" },
      },
    ],
    [
      "uuid_parsing (character)",
      pyUuid(),
      "xyz",
      {
        type: "uuid_parsing",
        msg: "Input should be a valid UUID, invalid character: found `x` at 1",
        input: "xyz",
        ctx: { error: "invalid character: found `x` at 1" },
      },
    ],
    [
      "uuid_parsing (group)",
      pyUuid(),
      "12345678-1234-1234-1234-1234567890123",
      {
        type: "uuid_parsing",
        msg: "Input should be a valid UUID, invalid group length in group 4: expected 12, found 13",
        input: "12345678-1234-1234-1234-1234567890123",
        ctx: { error: "invalid group length in group 4: expected 12, found 13" },
      },
    ],
    [
      "uuid_type",
      pyUuid(),
      5,
      { type: "uuid_type", msg: "UUID input should be a string, bytes or UUID object", input: 5 },
    ],
    [
      "decimal_parsing",
      pyDecimal(),
      "abc",
      { type: "decimal_parsing", msg: "Input should be a valid decimal", input: "abc" },
    ],
    [
      "decimal_type",
      pyDecimal(),
      true,
      {
        type: "decimal_type",
        msg: "Decimal input should be an integer, float, string or Decimal object",
        input: true,
      },
    ],
  ])("%s", (_name, field, value, expected) => {
    const body = value === undefined ? {} : undefined;
    const item = itemFor(field, value);
    expect(item).toEqual({ loc, ...expected, ...(body && { input: body }) });
  });

  it("reports every failing list item with its integer index", () => {
    const result = pyObject({ f: pyList(pyStr()) }).safeParse({ f: [5, "a", 6] });
    expect(toValidationErrors(result.error!, "body")).toEqual([
      {
        type: "string_type",
        loc: ["body", "f", 0],
        msg: "Input should be a valid string",
        input: 5,
      },
      {
        type: "string_type",
        loc: ["body", "f", 2],
        msg: "Input should be a valid string",
        input: 6,
      },
    ]);
  });
});
