import { describe, expect, it } from "vitest";
import { acceptedLanguages } from "./accept-language";

describe("a request's languages", () => {
  it("reads Accept-Language by preference, leaving out q=0 and *", () => {
    expect(acceptedLanguages("fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5")).toEqual([
      "fr-CH",
      "fr",
      "en",
      "de",
    ]);
    expect(acceptedLanguages("en;q=0.2, es")).toEqual(["es", "en"]);
    expect(acceptedLanguages("de;q=0, es")).toEqual(["es"]);
    expect(acceptedLanguages(undefined)).toEqual([]);
  });
});
