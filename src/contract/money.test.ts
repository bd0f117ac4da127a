import { describe, expect, it } from "vitest";
import {
  compareDecimal,
  formatCents,
  multiplyDecimal,
  percentOfCents,
  sameAmount,
  timesYears,
  toCents,
} from "./money";
import { checkPyDecimal, MONEY_DIGITS } from "./pydantic/py-decimal";

describe("exact money", () => {
  it("reads and writes cents exactly, far past a float's 15 digits", () => {
    expect(toCents("12345678901234567.89")).toBe(1234567890123456789n);
    expect(formatCents(1234567890123456789n)).toBe("12345678901234567.89");
    expect(toCents("+.6")).toBe(60n);
    expect(toCents("-0.05")).toBe(-5n);
    expect(toCents("10.990")).toBe(1099n);
    expect(formatCents(-5n)).toBe("-0.05");
    expect(formatCents(0n)).toBe("0.00");
  });

  it("never rounds: a non-zero digit past the cents is an error", () => {
    expect(() => toCents("10.999")).toThrow(RangeError);
    expect(() => toCents("1.005")).toThrow(RangeError);
    expect(() => toCents("abc")).toThrow(RangeError);
  });

  it("multiplies and compares exactly", () => {
    expect(timesYears("10.99", 10)).toBe("109.90");
    expect(timesYears("0.10", 3)).toBe("0.30");
    expect(multiplyDecimal("0.1", 3)).toBe("0.3");
    expect(multiplyDecimal("99999999999999999.99", 10)).toBe("999999999999999999.90");
    expect(multiplyDecimal("12", 2)).toBe("24");
    expect(sameAmount("10.9", "10.90")).toBe(true);
    expect(sameAmount("0.30", "0.3000000000000001")).toBe(false);
    expect(compareDecimal("-1", "0")).toBe(-1);
    expect(compareDecimal("9007199254740993", "9007199254740992")).toBe(1);
    expect(percentOfCents(1099n, 120)).toBe(1319n);
    expect(percentOfCents(1000n, 120)).toBe(1200n);
  });
});

describe("pydantic Decimal bounds (max_digits=12, decimal_places=2, gt=0)", () => {
  const bounds = { gt: 0, ...MONEY_DIGITS };
  const check = (input: unknown) => checkPyDecimal(input, bounds);

  it.each([
    [
      "10.999",
      "decimal_max_places",
      "Decimal input should have no more than 2 decimal places",
      { decimal_places: 2 },
    ],
    [
      "0.001",
      "decimal_max_places",
      "Decimal input should have no more than 2 decimal places",
      { decimal_places: 2 },
    ],
    [
      "1.005",
      "decimal_max_places",
      "Decimal input should have no more than 2 decimal places",
      { decimal_places: 2 },
    ],
    [
      "12345678901234567.89",
      "decimal_max_digits",
      "Decimal input should have no more than 12 digits in total",
      { max_digits: 12 },
    ],
    [
      "12345678901234567890",
      "decimal_max_digits",
      "Decimal input should have no more than 12 digits in total",
      { max_digits: 12 },
    ],
    [
      "12345678901",
      "decimal_whole_digits",
      "Decimal input should have no more than 10 digits before the decimal point",
      { whole_digits: 10 },
    ],
    ["0", "greater_than", "Input should be greater than 0", { gt: 0 }],
    ["-0.00", "greater_than", "Input should be greater than 0", { gt: 0 }],
    ["-5", "greater_than", "Input should be greater than 0", { gt: 0 }],
    [
      1e-7,
      "decimal_max_places",
      "Decimal input should have no more than 2 decimal places",
      { decimal_places: 2 },
    ],
  ])("%j is %s", (input, type, msg, ctx) => {
    expect(check(input)).toEqual({ ok: false, error: { type, msg, input, ctx } });
  });

  it.each([
    ["+.60", "0.60"],
    [" 12.50 ", "12.50"],
    ["10.990", "10.990"],
    ["0010.5", "10.5"],
    ["9999999999.99", "9999999999.99"],
    ["1.000000", "1.000000"],
    [12.5, "12.5"],
    [0.01, "0.01"],
  ])("%j passes as %j", (input, value) => {
    expect(check(input)).toEqual({ ok: true, value });
  });

  it("checks digits before the bound, and uses singular messages for 1", () => {
    expect(check("-0.001")).toMatchObject({ error: { type: "decimal_max_places" } });
    expect(checkPyDecimal("1.25", { maxDigits: 1, decimalPlaces: 1 })).toMatchObject({
      error: { msg: "Decimal input should have no more than 1 digit in total" },
    });
    expect(checkPyDecimal("1.25", { decimalPlaces: 1 })).toMatchObject({
      error: { msg: "Decimal input should have no more than 1 decimal place" },
    });
    expect(checkPyDecimal("100", { le: 99.5 })).toEqual({
      ok: false,
      error: {
        type: "less_than_equal",
        msg: "Input should be less than or equal to 99.5",
        input: "100",
        ctx: { le: 99.5 },
      },
    });
  });
});
