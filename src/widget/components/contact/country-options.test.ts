import { describe, expect, it } from "vitest";
import { COUNTRY_CODES } from "../../../contract/country-code";
import { callingCode } from "./calling-codes";
import { countryOptions, phoneRegionOptions } from "./country-options";

describe("the contact form's countries", () => {
  it("are exactly the codes the service accepts: no Kosovo (XK) or Sark (CQ), which ISO has not assigned", () => {
    const codes = countryOptions("en").map((c) => c.code);
    expect([...codes].sort()).toEqual([...COUNTRY_CODES]);
    expect(codes).not.toContain("XK");
    expect(codes).not.toContain("CQ");
  });

  it("are named in the user's language and sorted by name", () => {
    expect(countryOptions("en")).toContainEqual({ code: "GB", name: "United Kingdom" });
    const german = countryOptions("de");
    expect(german).toContainEqual({ code: "DE", name: "Deutschland" });
    const names = german.map((c) => c.name);
    expect(names).toEqual([...names].sort(new Intl.Collator("de").compare));
  });

  it("leave the phone's code picker every calling code, Kosovo's +383 included", () => {
    const phone = phoneRegionOptions("en");
    expect(phone).toContainEqual({ code: "XK", name: "Kosovo" });
    expect(callingCode("XK")).toBe("383");
    for (const { code } of countryOptions("en")) expect(phone.map((c) => c.code)).toContain(code);
  });
});
