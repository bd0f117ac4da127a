import { describe, expect, it } from "vitest";
import { formatPrice, multiplyPrice } from "./format";

describe("price display", () => {
  it("formats decimal text exactly, past a float's precision", () => {
    expect(formatPrice("12345678901234567.89", "USD", "en-US")).toBe("$12,345,678,901,234,567.89");
    expect(formatPrice("12.99", "USD", "en-US")).toBe("$12.99");
    expect(formatPrice("0.10", "EUR", "de-DE")).toBe("0,10\u00a0€");
  });

  it("shows text that is not a decimal as it is", () => {
    expect(formatPrice("n/a", "USD", "en-US")).toBe("n/a USD");
  });

  it("multiplies by years without binary rounding", () => {
    expect(multiplyPrice("0.10", 3)).toBe("0.30");
    expect(multiplyPrice("10.99", 10)).toBe("109.90");
    expect(multiplyPrice("99999999999999999.99", 10)).toBe("999999999999999999.90");
  });
});
