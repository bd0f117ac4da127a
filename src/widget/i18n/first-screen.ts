/**
 * Where each language's message catalog is cut in two chunks (scripts/vite-compiled-catalogs.ts):
 * the first-screen part, loaded before the widget renders (and preloaded by the hosted page),
 * holds the texts of the shell, the session pages, the tabs and the search screen with its
 * results and errors; the rest (every other screen's texts) loads with the first chunk of a
 * screen other than search, or when the browser is idle (src/widget/lib/i18n/i18n.ts). A test
 * (first-screen.test.ts) fails when a text the search path shows falls outside this part.
 */

/** Keys of these prefixes are first-screen texts, as is every key without a dot. */
const FIRST_SCREEN_PREFIXES = [
  "nav.",
  "session.",
  "theme.",
  "search.",
  "error.search.",
  "error.type.",
] as const;

/** Single first-screen keys under another prefix (the fallbacks of the field errors). */
const FIRST_SCREEN_KEYS: readonly string[] = ["error.generic", "error.thisField"];

/** The two parts of a catalog. */
export type CatalogPart = "first" | "rest";

/** The part of the catalog a message id belongs to. */
export function catalogPart(id: string): CatalogPart {
  const first =
    !id.includes(".") ||
    FIRST_SCREEN_KEYS.includes(id) ||
    FIRST_SCREEN_PREFIXES.some((prefix) => id.startsWith(prefix));
  return first ? "first" : "rest";
}
