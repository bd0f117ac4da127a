import { compileMessage } from "@lingui/message-utils/compileMessage";
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { LANGUAGES, pickLocale } from "../lib/catalogs";

const dir = new URL("./catalogs/", import.meta.url);
const read = (file: string) =>
  JSON.parse(readFileSync(new URL(file, dir), "utf8")) as Record<string, string>;
const catalogs = Object.fromEntries(
  readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .map((f) => [f.replace(/\.json$/, ""), read(f)]),
);
const en = catalogs.en!;

/** The ICU arguments a message uses (`{domain}`, `{n, plural, …}`), at any depth. */
function argumentsOf(text: string): string[] {
  const found = new Set<string>();
  // Compiled: text tokens are strings, an argument is [name, format?, options?] whose
  // options (plural and select branches) are compiled messages again.
  const walk = (message: unknown[]) => {
    for (const token of message) {
      if (!Array.isArray(token)) continue;
      const [name, , options] = token as [string, unknown?, Record<string, unknown>?];
      found.add(name);
      for (const branch of Object.values(options ?? {})) {
        if (Array.isArray(branch)) walk(branch);
      }
    }
  };
  walk(compileMessage(text) as unknown[]);
  return [...found].sort();
}

describe("message catalogs (src/widget/i18n/catalogs)", () => {
  it("has a catalog for each language the widget offers, and no other", () => {
    expect(Object.keys(catalogs).sort()).toEqual([...LANGUAGES].sort());
  });

  for (const language of LANGUAGES.filter((l) => l !== "en")) {
    it(`${language} has exactly English's keys (none missing, none extra)`, () => {
      const keys = Object.keys(catalogs[language]!);
      expect(Object.keys(en).filter((k) => !keys.includes(k))).toEqual([]);
      expect(keys.filter((k) => !(k in en))).toEqual([]);
    });

    it(`${language} fills in the same values as English in every message`, () => {
      const catalog = catalogs[language]!;
      const differ = Object.keys(en).filter(
        (k) => k in catalog && argumentsOf(catalog[k]!).join() !== argumentsOf(en[k]!).join(),
      );
      expect(differ).toEqual([]);
    });

    it(`${language} is translated, not a copy of English`, () => {
      const same = Object.keys(en).filter((k) => catalogs[language]![k] === en[k]);
      // Names and codes stay as they are in every language (DNS, TTL, Premium…).
      expect(same.length).toBeLessThan(Object.keys(en).length / 10);
    });
  }

  it("every message is valid ICU MessageFormat and none is empty", () => {
    for (const [language, catalog] of Object.entries(catalogs)) {
      for (const [key, text] of Object.entries(catalog)) {
        expect(text.trim(), `${language} ${key}`).not.toBe("");
        expect(() => compileMessage(text), `${language} ${key}`).not.toThrow();
      }
    }
  });

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

describe("the widget's CSS flips with the direction", () => {
  it("uses logical properties, never left or right", () => {
    const css = readFileSync(new URL("../styles.css", import.meta.url), "utf8").replace(
      /\/\*[\s\S]*?\*\//g,
      "",
    );
    const physical = css
      .split("\n")
      .filter((line) =>
        /(^|[\s;{-])(left|right)\b|-(left|right)\s*:|:\s*(left|right)\b/.test(line),
      );
    expect(physical).toEqual([]);
  });
});
