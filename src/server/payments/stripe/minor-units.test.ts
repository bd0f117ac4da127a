import { describe, expect, it } from "vitest";
import { fromMinorUnits, toMinorUnits } from "./minor-units";

describe("amounts in a currency's smallest unit, as Stripe takes them", () => {
  it.each([
    ["12.99", "USD", 1299],
    ["0.01", "eur", 1],
    ["1500.00", "JPY", 1500],
    ["12.35", "KWD", 12350],
    ["38.97", "USD", 3897],
  ])("%s %s is %i", (amount, currency, minor) => {
    expect(toMinorUnits(amount, currency)).toBe(minor);
    expect(fromMinorUnits(minor, currency)).toBe(amount);
  });

  it("refuses what the currency cannot carry, never rounding", () => {
    expect(() => toMinorUnits("1500.50", "JPY")).toThrow(RangeError);
    expect(() => toMinorUnits("0.001", "USD")).toThrow(RangeError);
    expect(() => fromMinorUnits(12345, "KWD")).toThrow(RangeError);
  });
});
