import { beforeAll, describe, expect, it } from "vitest";
import type { ValidationErrorItem } from "../../../contract/pydantic/validation-error";
import { dnsItems, ITEMS_BY_FORM } from "../../test/contract-422-items";
import { LANGUAGES, type Language } from "../i18n/catalogs";
import { fieldErrorId, fieldErrorText, type ErrorForm } from "./field-errors";
import { activateLocale, loadEveryText } from "../i18n/i18n";

const doc = { documentElement: { lang: "", dir: "" }, title: "" } as unknown as Document;
const use = (language: Language) => activateLocale({ language, tag: language, dir: "ltr" }, doc);

// The texts of every screen, as a screen loader has them loaded (screen-loaders.ts).
beforeAll(() => loadEveryText());

type Case = { form: ErrorForm; item: ValidationErrorItem; recordType?: string };
const cases: Case[] = [
  ...(["purchase", "transfer", "nameservers", "renew", "search"] as const).flatMap((form) =>
    ITEMS_BY_FORM[form]().map((item) => ({ form, item })),
  ),
  ...dnsItems().map(({ recordType, item }) => ({ form: "dns" as const, item, recordType })),
];
const label = (c: Case) =>
  `${c.form} ${c.recordType ?? ""} ${c.item.loc.join(".")} ${c.item.type}: ${c.item.msg}`;

/** Words of the API's (pydantic's) messages that must never reach a person. */
const API_WORDS = /String should|Input should|Value error|value is not|List should|Field required/;

beforeAll(() => use("en"));

describe("field errors: every 422 item the contract can produce, in every language", () => {
  it("covers every form and the error types each can produce", () => {
    const types = (form: ErrorForm) =>
      new Set(cases.filter((c) => c.form === form).map((c) => c.item.type));
    expect([...types("purchase")]).toEqual(
      expect.arrayContaining(["missing", "string_too_short", "string_too_long", "value_error"]),
    );
    expect([...types("purchase")]).toEqual(
      expect.arrayContaining([
        "int_parsing",
        "greater_than_equal",
        "less_than_equal",
        "literal_error",
      ]),
    );
    expect([...types("dns")]).toEqual(
      expect.arrayContaining(["literal_error", "value_error", "int_parsing", "greater_than_equal"]),
    );
    expect([...types("nameservers")]).toEqual(expect.arrayContaining(["too_short", "too_long"]));
    expect(cases.length).toBeGreaterThan(100);
  });

  it("each item has a message of its own form and field (or the unstorable-text one)", () => {
    const generic = cases.filter((c) => {
      const id = fieldErrorId(c.form, c.item, c);
      return !id.startsWith(`error.${c.form}.`) && id !== "error.type.unstorable";
    });
    expect(generic.map(label)).toEqual([]);
  });

  it("tells apart a missing value, a too long one and a wrong one on the same field", () => {
    const at = (type: string, error?: string) =>
      fieldErrorText("purchase", {
        loc: ["body", "contact", "first_name"],
        type,
        ctx: error ? { error } : type === "string_too_long" ? { max_length: 100 } : {},
      });
    const texts = new Set([
      at("string_too_short"),
      at("string_too_long"),
      at(
        "value_error",
        "must not contain NUL characters (U+0000) or unpaired surrogates (U+D800 to U+DFFF)",
      ),
    ]);
    expect(texts.size).toBe(3);
    expect(at("string_too_short")).toBe("Enter your first name.");
    expect(at("string_too_long")).toBe("Shorten your first name to 100 characters or fewer.");
  });

  for (const language of LANGUAGES) {
    it(`${language}: a complete sentence from the catalog, never the API's msg`, async () => {
      await use("en");
      const english = cases.map((c) => fieldErrorText(c.form, c.item, c));
      await use(language);
      const wrong = cases.flatMap((c, i) => {
        const text = fieldErrorText(c.form, c.item, c);
        const bad =
          !text.trim() ||
          /[{}]|undefined|NaN/.test(text) ||
          text.includes(c.item.msg) ||
          API_WORDS.test(text) ||
          (language !== "en" && text === english[i]);
        return bad ? [`${label(c)} → ${text}`] : [];
      });
      expect(wrong).toEqual([]);
    });
  }
});
