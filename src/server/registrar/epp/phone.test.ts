import { describe, expect, it } from "vitest";
import { toEppPhone } from "./phone";

describe("toEppPhone", () => {
  it.each([
    ["+14155550100", "+1.4155550100"],
    ["+44.2071234567", "+44.2071234567"],
    ["+44 20 7123 4567", "+44.2071234567"],
    ["+353 1 234 5678", "+353.12345678"],
    ["+7 495 123-45-67", "+7.4951234567"],
    ["+49 (30) 1234567", "+49.301234567"],
    ["+852 2123 4567", "+852.21234567"],
  ])("%s → %s", (input, want) => {
    expect(toEppPhone(input)).toBe(want);
  });

  it("gives nothing for a number without its country code", () => {
    expect(toEppPhone("4155550100")).toBeUndefined();
    expect(toEppPhone("+1")).toBeUndefined();
  });
});
