/**
 * What the py-* fields accept as pydantic does (lax coercion, email reasons), and our own rule
 * on text PostgreSQL cannot store.
 */
import { describe, expect, it } from "vitest";
import { pyBool } from "./py-bool";
import { pyDecimal } from "./py-decimal";
import { pyDict } from "./py-dict";
import { pyEmail } from "./py-email";
import { pyInt } from "./py-int";
import { pyObject } from "./py-object";
import { pyStr } from "./py-str";
import { pyUuid } from "./py-uuid";
import { toValidationErrors } from "./validation-error";
import { itemFor, valueOf, loc } from "../../../test/helpers/py-field";

describe("lax coercion", () => {
  it.each([
    ["3", 3],
    [" 3 ", 3],
    ["+3", 3],
    ["03", 3],
    ["1_0", 10],
    ["3.0", 3],
    ["3.00", 3],
    [3.0, 3],
    [true, 1],
    [false, 0],
    [-0, 0],
  ])("int accepts %j as %j", (input, output) => {
    expect(valueOf(pyInt(), input)).toBe(output);
  });

  it.each(["_1", "1__0", "1_", "3.", "1e1", "0x10", " ", "", "1 0", "٣"])(
    "int refuses %j with int_parsing",
    (input) => {
      expect(itemFor(pyInt(), input)?.type).toBe("int_parsing");
    },
  );

  it.each([
    [true, true],
    [0, false],
    [1, true],
    [1.0, true],
    ["yes", true],
    ["YES", true],
    ["On", true],
    ["t", true],
    ["y", true],
    ["1", true],
    ["no", false],
    ["OFF", false],
    ["f", false],
    ["n", false],
    ["0", false],
    ["False", false],
  ])("bool accepts %j as %j", (input, output) => {
    expect(valueOf(pyBool(), input)).toBe(output);
  });

  it.each(["", " yes", "2", "maybe"])("bool refuses %j with bool_parsing", (input) => {
    expect(itemFor(pyBool(), input)?.type).toBe("bool_parsing");
  });

  it.each([5, true])("does not coerce %j to string", (input) => {
    expect(itemFor(pyStr(), input)?.type).toBe("string_type");
  });

  const id = "12345678-1234-5678-1234-567812345678";
  it.each([
    ["counts string length in code points, as Python does", pyStr({ max: 2 }), "😀😀", "😀😀"],
    ["normalises a UUID in the simple form", pyUuid(), "12345678123456781234567812345678", id],
    ["normalises a UUID in the urn form", pyUuid(), `urn:uuid:${id.toUpperCase()}`, id],
    ["keeps a decimal string as text", pyDecimal(), " 12.50 ", "12.50"],
    ["keeps a decimal number as text", pyDecimal(), 12.5, "12.5"],
  ])("%s", (_name, field, input, output) => {
    expect(valueOf(field, input)).toBe(output);
  });

  it("accepts null for an optional field and applies defaults", () => {
    const schema = pyObject({ a: pyStr().nullable().optional(), b: pyInt().default(7) });
    expect(schema.parse({ a: null })).toEqual({ a: null, b: 7 });
    expect(schema.parse({})).toEqual({ b: 7 });
  });

  it("refuses null for a defaulted field that is not nullable, as pydantic does", () => {
    expect(itemFor(pyInt().default(1), null)).toEqual({
      type: "int_type",
      loc,
      msg: "Input should be a valid integer",
      input: null,
    });
  });
});

describe("email reasons (python-email-validator)", () => {
  it.each([
    ["", "An email address must have an @-sign."],
    ["nobody", "An email address must have an @-sign."],
    ["@example.com", "There must be something before the @-sign."],
    ["ada@", "There must be something after the @-sign."],
    ["ada@localhost", "The part after the @-sign is not valid. It should have a period."],
    [
      "ada lovelace@example.com",
      "The email address contains invalid characters before the @-sign: ' '.",
    ],
    ["a@b@example.com", "The email address contains invalid characters before the @-sign: '@'."],
    [".ada@example.com", "An email address cannot start with a period."],
    ["ada.@example.com", "An email address cannot have a period immediately before the @-sign."],
    ["a..da@example.com", "An email address cannot have two periods in a row."],
    ["ada@exa_mple.com", "The part after the @-sign contains invalid characters: '_'."],
    ["ada@.example.com", "An email address cannot have a period immediately after the @-sign."],
    ["ada@example.com.", "An email address cannot end with a period."],
    ["ada@example..com", "An email address cannot have two periods in a row."],
    [
      "ada@example.test",
      "The part after the @-sign is a special-use or reserved name that cannot be used with email.",
    ],
    [
      "ada@example.123",
      "The part after the @-sign is not valid. It is not within a valid top-level domain.",
    ],
  ])("%j: %s", (input, reason) => {
    expect(itemFor(pyEmail(), input)).toEqual({
      type: "value_error",
      loc,
      msg: `value is not a valid email address: ${reason}`,
      input,
      ctx: { reason },
    });
  });

  it.each([
    ["ada@Example.COM", "ada@example.com"],
    ["Ada Lovelace <ada@example.com>", "ada@example.com"],
    ["o'brien+tag@sub.example.co.uk", "o'brien+tag@sub.example.co.uk"],
  ])("accepts %j as %j", (input, output) => {
    expect(valueOf(pyEmail(), input)).toBe(output);
  });

  it("is string_type for a non-string and missing when left out", () => {
    expect(itemFor(pyEmail(), 5)?.type).toBe("string_type");
    expect(itemFor(pyEmail(), undefined)?.type).toBe("missing");
  });
});

// Our own rule (pydantic's str holds both): text that PostgreSQL cannot store is refused.
describe("NUL and unpaired surrogates", () => {
  const msg =
    "Value error, must not contain NUL characters (U+0000) or unpaired surrogates (U+D800 to U+DFFF)";
  const ctx = { error: msg.slice("Value error, ".length) };

  it.each(["a\u0000b", "\ud800", "x\udc00", "\udc00\ud800", "😀\ud83d"])(
    "a str field refuses %j, before its length and pattern",
    (bad) => {
      expect(itemFor(pyStr({ max: 1, pattern: /^z$/ }), bad)).toEqual({
        type: "value_error",
        loc,
        msg,
        input: bad,
        ctx,
      });
    },
  );

  it("a surrogate pair (an emoji) is text", () => {
    expect(valueOf(pyStr({ max: 1 }), "😀")).toBe("😀");
  });

  it("a free-form dict reports every bad key and value at its own loc, at any depth", () => {
    const deep: unknown[] = [];
    let at = deep;
    for (let i = 0; i < 100_000; i++) at = (at[0] = []) as unknown[];
    at.push("\u0000");
    const result = pyObject({ f: pyDict() }).safeParse({
      f: { "k\u0000": 1, ok: { list: ["fine", "\ud800"] }, deep, emoji: "😀" },
    });
    expect(result.success).toBe(false);
    const items = toValidationErrors(result.error!, "body");
    expect(items.map((i) => i.loc.slice(0, 6))).toEqual([
      ["body", "f", "k\u0000", "[key]"],
      ["body", "f", "ok", "list", 1],
      ["body", "f", "deep", 0, 0, 0],
    ]);
    expect(items[2]!.loc).toHaveLength(3 + 100_001);
    expect(items.every((i) => i.msg === msg)).toBe(true);
  });
});
