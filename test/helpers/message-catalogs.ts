import { compileMessage } from "@lingui/message-utils/compileMessage";
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/**
 * The checks every set of ICU MessageFormat catalogs of ours passes (the widget's, the
 * sandbox checkout's): one catalog per language, each with exactly English's keys, the same
 * arguments in every message, translated, valid and never empty.
 */

/** The catalogs of a folder, by language (`de.json` → `de`). */
export function readCatalogs(dir: URL): Record<string, Record<string, string>> {
  const read = (file: string) =>
    JSON.parse(readFileSync(new URL(file, dir), "utf8")) as Record<string, string>;
  return Object.fromEntries(
    readdirSync(dir)
      .filter((f) => f.endsWith(".json"))
      .map((f) => [f.replace(/\.json$/, ""), read(f)]),
  );
}

/** The ICU arguments a message uses (`{domain}`, `{n, plural, …}`), at any depth. */
export function argumentsOf(text: string): string[] {
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

/** The catalog checks, as a `describe` block named `title`. */
export function describeCatalogs(
  title: string,
  catalogs: Record<string, Record<string, string>>,
  languages: readonly string[],
) {
  const en = catalogs.en!;
  describe(title, () => {
    it("has a catalog for each language offered, and no other", () => {
      expect(Object.keys(catalogs).sort()).toEqual([...languages].sort());
    });

    for (const language of languages.filter((l) => l !== "en")) {
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
        // Names and codes stay as they are in every language (DNS, TTL, Premium, Total…).
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
  });
}
