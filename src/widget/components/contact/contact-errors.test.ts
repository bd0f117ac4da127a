import { describe, expect, it, beforeAll } from "vitest";
import { LANGUAGES, type Language } from "../../lib/i18n/catalogs";
import { fieldErrorText } from "../../lib/forms/field-errors";
import { activateLocale, loadEveryText } from "../../lib/i18n/i18n";
import { addressFormat } from "./address-format";
import { contactLabel, orderErrorText } from "./contact-errors";

const doc = { documentElement: { lang: "", dir: "" }, title: "" } as unknown as Document;
const use = (language: Language) => activateLocale({ language, tag: language, dir: "ltr" }, doc);

// The texts of every screen, as a screen loader has them loaded (screen-loaders.ts).
beforeAll(() => loadEveryText());

const missing = (name: string) => ({
  loc: ["body", "contact", name],
  type: "string_too_short",
  ctx: { min_length: 1 },
});
const tooLong = (name: string) => ({
  loc: ["body", "contact", name],
  type: "string_too_long",
  ctx: { max_length: 20 },
});

/** Countries covering every name a state or postal code has (address-format.ts). */
const COUNTRIES = ["US", "CA", "GB", "AU", "NZ", "IE", "IN", "BR", "JP", "CH", "AE", "FR", "DE"];

describe("contact errors in the country's words", () => {
  it("says ZIP code and state in the US, postcode and county in the UK, province in Canada", async () => {
    await use("en");
    expect(orderErrorText(missing("postal_code"), "US")).toBe("Enter your ZIP code.");
    expect(orderErrorText(missing("state"), "US")).toBe("Enter your state.");
    expect(orderErrorText(missing("postal_code"), "GB")).toBe("Enter your postcode.");
    expect(orderErrorText(missing("state"), "GB")).toBe("Enter your county.");
    expect(orderErrorText(missing("state"), "CA")).toBe("Enter your province.");
    expect(orderErrorText(missing("postal_code"), "CA")).toBe("Enter your postal code.");
    expect(orderErrorText(tooLong("postal_code"), "IN")).toBe(
      "Shorten the PIN code to 20 characters or fewer.",
    );
    expect(orderErrorText(missing("state"), "JP")).toBe("Enter your prefecture.");
  });

  it("keeps the general words where the country has none of its own, and for other fields", async () => {
    await use("en");
    expect(orderErrorText(missing("state"), "KE")).toBe("Enter your state or region.");
    expect(orderErrorText(missing("postal_code"), "")).toBe("Enter your postal code.");
    expect(orderErrorText(missing("city"), "US")).toBe(fieldErrorText("purchase", missing("city")));
  });

  for (const language of LANGUAGES) {
    it(`${language}: each message names the field as its label does`, async () => {
      await use(language);
      const wrong = COUNTRIES.flatMap((country) =>
        (["state", "postal_code"] as const).flatMap((name) => {
          const label = contactLabel(name, addressFormat(country)).toLowerCase();
          return [missing(name), tooLong(name)]
            .map((item) => orderErrorText(item, country))
            .filter((text) => !text.toLowerCase().includes(label) || /[{}]/.test(text))
            .map((text) => `${country} ${name} "${label}": ${text}`);
        }),
      );
      expect(wrong).toEqual([]);
    });
  }
});
