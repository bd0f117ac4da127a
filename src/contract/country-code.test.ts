import { iso31661, iso31661Reserved } from "iso-3166";
import { describe, expect, it } from "vitest";
import { COUNTRY_CODE_FIXES, COUNTRY_CODES, CountryCode } from "./country-code";
import { generateCountryCodes, CODES_FILE } from "../../scripts/generate-country-codes";
import { readFileSync } from "node:fs";
import { itemFor, valueOf } from "../../test/helpers/py-field";

/** ISO 3166-1's user-assigned alpha-2 codes (AA, QM to QZ, XA to XZ, ZZ). */
const USER_ASSIGNED = [
  "AA",
  ..."MNOPQRSTUVWXYZ".split("").map((c) => `Q${c}`),
  ..."ABCDEFGHIJKLMNOPQRSTUVWXYZ".split("").map((c) => `X${c}`),
  "ZZ",
];

describe("the country codes a contact may give", () => {
  it("are the iso-3166 package's assigned codes, as generated (npm run generate:countries)", async () => {
    expect(readFileSync(CODES_FILE, "utf8")).toBe(await generateCountryCodes());
    expect(COUNTRY_CODES).toEqual(iso31661.map((c) => c.alpha2).sort());
    expect(COUNTRY_CODES).toHaveLength(249);
  });

  it("accept every assigned code, in any case, and give it in capitals", () => {
    for (const code of COUNTRY_CODES) {
      expect(valueOf(CountryCode, code)).toBe(code);
      expect(valueOf(CountryCode, code.toLowerCase())).toBe(code);
    }
  });

  it("refuse every reserved and user-assigned code, and letters that only look like ASCII", () => {
    const refused = [
      ...iso31661Reserved.map((c) => c.alpha2),
      ...USER_ASSIGNED,
      // Turkish dotless i and the long s are "I" and "S" in capitals, but not what ISO means.
      "ıT",
      "ſE",
      "ＧＢ",
    ];
    expect(refused).toEqual(expect.arrayContaining(["UK", "EU", "XK", "XX", "ZZ"]));
    for (const code of refused) {
      expect(itemFor(CountryCode, code), code).toMatchObject({ type: "value_error" });
    }
  });

  it("suggest for each common mistake a code that is assigned, in place of one that is not", () => {
    for (const [wrong, right] of Object.entries(COUNTRY_CODE_FIXES)) {
      expect(COUNTRY_CODES).not.toContain(wrong);
      expect(COUNTRY_CODES).toContain(right);
      expect(itemFor(CountryCode, wrong)).toMatchObject({
        msg: `Value error, country must be an assigned ISO 3166-1 alpha-2 code: use ${right}, not ${wrong}`,
      });
    }
  });

  it("agree with the Unicode CLDR's replacements of deprecated codes where it has one", () => {
    // Intl.Locale applies CLDR's territory aliases (UK → GB, BU → MM, ZR → CD…).
    const cldr = Object.keys(COUNTRY_CODE_FIXES).flatMap((wrong) => {
      const region = new Intl.Locale(`und-${wrong}`).region;
      return region && region !== wrong ? [[wrong, region]] : [];
    });
    expect(cldr).toEqual(expect.arrayContaining([["UK", "GB"]]));
    for (const [wrong, region] of cldr) expect(COUNTRY_CODE_FIXES[wrong!]).toBe(region);
  });
});
