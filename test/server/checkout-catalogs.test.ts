import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../src/contract/i18n/locale-choice";
import { checkoutTexts } from "../../src/server/payments/checkout-i18n";
import { describeCatalogs, readCatalogs } from "../helpers/message-catalogs";

/** The sandbox checkout's words: complete catalogs, and the widget's language rule. */

describeCatalogs(
  "checkout catalogs (src/server/payments/checkout-catalogs)",
  readCatalogs(new URL("../../src/server/payments/checkout-catalogs/", import.meta.url)),
  LANGUAGES,
);

describe("the checkout page's language", () => {
  it("the session's locale decides; without one, the request's languages; then English", () => {
    expect(checkoutTexts("de-AT", "fr").t("total")).toBe("Gesamt");
    expect(checkoutTexts("de-AT", "fr").choice).toEqual({
      language: "de",
      tag: "de-AT",
      dir: "ltr",
    });
    expect(checkoutTexts(null, "ja, es-MX;q=0.8").choice.tag).toBe("es-MX");
    expect(checkoutTexts("xx", "fr").t("total")).toBe("Total");
    expect(checkoutTexts("xx", "fr").choice.language).toBe("en");
    expect(checkoutTexts(null, undefined).choice.language).toBe("en");
    expect(checkoutTexts("ar-XB", "de").choice).toEqual({ language: "en", tag: "en", dir: "rtl" });
  });

  it("counts years by the language's plural rules", () => {
    expect(checkoutTexts("fr", undefined).t("years", { n: 1 })).toBe("1 an");
    expect(checkoutTexts("fr", undefined).t("years", { n: 2 })).toBe("2 ans");
    expect(checkoutTexts("de", undefined).t("years", { n: 3 })).toBe("3 Jahre");
  });

  it("puts markup into a translated sentence and escapes the words around it", () => {
    const { tHtml } = checkoutTexts("en", undefined);
    expect(String(tHtml("returnTo", { brand: "<b>A&B</b>" }))).toBe("Return to <b>A&B</b>");
    const { t } = checkoutTexts("en", undefined);
    expect(t("returnTo", { brand: "<b>" })).toBe("Return to <b>");
  });
});
