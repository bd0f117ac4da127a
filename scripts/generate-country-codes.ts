/**
 * Generates src/contract/iso-3166-1-alpha-2.ts, the ISO 3166-1 alpha-2 codes assigned to a
 * country, from the `iso-3166` package's list of assigned codes (not its reserved ones: UK, EU,
 * …; user-assigned codes such as XK or ZZ are in neither). Only the codes are kept: the widget
 * names each country in the user's language with `Intl.DisplayNames`, so the package's English
 * names would only weigh on the purchase form's chunk.
 * `npm run generate:countries` writes it; src/contract/country-code.test.ts fails when the
 * committed file is not what this produces (regenerate after updating `iso-3166`).
 */
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { iso31661 } from "iso-3166";
import { format, resolveConfig } from "prettier";

export const CODES_FILE = fileURLToPath(
  new URL("../src/contract/iso-3166-1-alpha-2.ts", import.meta.url),
);

/** The assigned alpha-2 codes, sorted. */
export function assignedCodes(): string[] {
  return iso31661.map((entry) => entry.alpha2).sort();
}

/** The generated file's text: the codes in lines by first letter. */
export async function generateCountryCodes(): Promise<string> {
  const lines = new Map<string, string[]>();
  for (const code of assignedCodes()) {
    const line = lines.get(code[0]!) ?? [];
    line.push(code);
    lines.set(code[0]!, line);
  }
  const text = `/**
 * The ${assignedCodes().length} ISO 3166-1 alpha-2 codes assigned to a country, generated from the
 * \`iso-3166\` package by \`npm run generate:countries\`. Do not edit.
 */
export const ISO_3166_1_ALPHA_2: readonly string[] = \`
${[...lines.values()].map((line) => line.join(" ")).join("\n")}
\`
  .trim()
  .split(/\\s+/);
`;
  const options = (await resolveConfig(CODES_FILE)) ?? {};
  return format(text, { ...options, filepath: CODES_FILE });
}

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1];
if (isMain) {
  writeFileSync(CODES_FILE, await generateCountryCodes());
  console.log(`wrote ${CODES_FILE}`);
}
