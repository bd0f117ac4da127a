import { describe, expect, it } from "vitest";
import { formatMoney, isZeroDecimal, multiplyDecimal, subtractDecimal } from "./format";

describe("money without floats", () => {
  it("formats decimal text digit for digit", () => {
    expect(formatMoney("12345678901234567.89", "USD", "en-US")).toBe("$12,345,678,901,234,567.89");
    expect(formatMoney("0.10", "EUR", "de-DE")).toBe("0,10\u00a0€");
    expect(formatMoney("nope", "USD", "en-US")).toBe("nope USD");
  });
  it("subtracts and multiplies exactly", () => {
    expect(subtractDecimal("0.30", "0.1")).toBe("0.20");
    expect(subtractDecimal("10", "12.5")).toBe("-2.5");
    expect(multiplyDecimal("0.10", 3)).toBe("0.30");
    expect(multiplyDecimal("19999999999999999.99", 10)).toBe("199999999999999999.90");
    expect(isZeroDecimal("0.00")).toBe(true);
    expect(isZeroDecimal("0.01")).toBe(false);
  });
});
