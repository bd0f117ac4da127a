import { describe, expect, it } from "vitest";
import { RegistrantContact } from "../../../contract/registrant-contact";
import { callingCode } from "./calling-codes";
import { countryOptions } from "./country-options";
import { composePhone, splitPhone } from "./phone-number";

const CONTACT = {
  first_name: "Ada",
  last_name: "Lovelace",
  email: "ada@example.com",
  address1: "1 Main St",
  city: "Town",
  state: "Region",
  postal_code: "12345",
  country: "US",
};

describe("phone composition", () => {
  it("writes +, the calling code and the digits, dropping the trunk 0 and separators", () => {
    expect(composePhone("US", "(415) 555-0100")).toBe("+14155550100");
    expect(composePhone("DE", "030 123456")).toBe("+4930123456");
    expect(composePhone("GB", "07700 900123")).toBe("+447700900123");
    expect(composePhone("IT", "06 1234 5678")).toBe("+390612345678");
    expect(composePhone("FR", "+44 20 7946 0958")).toBe("+442079460958");
    expect(composePhone("FR", "0044 20 7946 0958")).toBe("+442079460958");
    expect(composePhone("FR", "  ")).toBe("");
  });

  it("gives back the region and number it was composed from, for every region with a code", () => {
    for (const { code } of countryOptions("en")) {
      if (!callingCode(code)) continue;
      const phone = composePhone(code, "201 555 0123");
      const { region, number } = splitPhone(phone, code);
      expect(region, code).toBe(code);
      expect(composePhone(region, number), code).toBe(phone);
      // A whole national number composes into a phone the contract takes.
      expect(RegistrantContact.safeParse({ ...CONTACT, phone }).success, code).toBe(true);
    }
  });

  it("knows a calling code for every country in the list", () => {
    const missing = countryOptions("en").filter((c) => !callingCode(c.code));
    expect(missing.map((c) => c.code)).toEqual([]);
  });
});
