import { describe, expect, it } from "vitest";
import {
  argumentsOf,
  describeCatalogs,
  readCatalogs,
} from "../../../test/helpers/message-catalogs";
import { LANGUAGES, pickLocale } from "./locale-choice";

describeCatalogs(
  "the widget's message catalogs (src/contract/i18n/catalogs)",
  readCatalogs(new URL("./catalogs/", import.meta.url)),
  LANGUAGES,
);

describe("the catalog checks", () => {
  it("sees a message's arguments (the check above would pass on anything otherwise)", () => {
    expect(argumentsOf("{n, plural, one {# year} other {# years}} for {domain}")).toEqual([
      "domain",
      "n",
    ]);
    expect(argumentsOf("Hello")).toEqual([]);
  });
});

describe("the widget's language", () => {
  it("follows the session's locale, falling back to its language, then English", () => {
    expect(pickLocale("de-AT", ["fr-FR"])).toEqual({ language: "de", tag: "de-AT", dir: "ltr" });
    expect(pickLocale("es", [])).toEqual({ language: "es", tag: "es", dir: "ltr" });
    expect(pickLocale("xx", ["fr-FR"])).toEqual({ language: "en", tag: "en", dir: "ltr" });
    expect(pickLocale("not a tag", ["fr"])).toEqual({ language: "en", tag: "en", dir: "ltr" });
  });

  it("without a session locale, takes the first of the browser's languages it has", () => {
    expect(pickLocale(null, ["ja-JP", "fr-CA", "de"])).toEqual({
      language: "fr",
      tag: "fr-CA",
      dir: "ltr",
    });
    expect(pickLocale(undefined, ["ja", "zh"])).toEqual({ language: "en", tag: "en", dir: "ltr" });
    expect(pickLocale(null, [])).toEqual({ language: "en", tag: "en", dir: "ltr" });
  });

  it("lays the pseudo-locale ar-XB out right to left, with English texts", () => {
    expect(pickLocale("ar-XB", ["de"])).toEqual({ language: "en", tag: "en", dir: "rtl" });
  });
});
