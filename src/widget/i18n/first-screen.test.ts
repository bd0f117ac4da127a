import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { importGraph, ROOT } from "../../../test/architecture/import-graph";
import en from "../../contract/i18n/catalogs/en.json";
import { purchaseTexts } from "../features/purchase/texts";
import { ENGLISH, pickLocale } from "../lib/i18n/catalogs";
import { fieldErrorText } from "../lib/forms/field-errors";
import { activateLocale, loadEveryText, t } from "../lib/i18n/i18n";
import { messages } from "../lib/i18n/messages";
import { catalogPart } from "./first-screen";

/**
 * The first-screen part of the catalogs (the only one a search-only session loads) holds every
 * text the search path can show: its texts read while only that part is in are never missing
 * (Lingui answers a missing message with its id).
 */
const ids = new Set(Object.keys(en));
const fakeDocument = () => ({ documentElement: {}, title: "" }) as unknown as Document;

/** Every text of a table of getters and functions (functions called with stand-in values). */
function everyText(table: object): string[] {
  return Object.values(table).flatMap((value: unknown) => {
    if (typeof value === "string") return [value];
    if (typeof value === "function") {
      const fn = value as (...args: unknown[]) => unknown;
      const out = fn(...Array.from({ length: fn.length }, () => 2));
      return typeof out === "string" ? [out] : [];
    }
    return value && typeof value === "object" ? everyText(value) : [];
  });
}

/** The source files the search path runs: the shell, the app and the search screen, not the others. */
function searchPathFiles(): string[] {
  const graph = importGraph();
  const seen = new Set<string>();
  const queue = [
    "src/widget/app.tsx",
    "src/widget/shell.tsx",
    "src/widget/features/search/search-screen.tsx",
  ];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file) || file === "src/widget/components/session-ended-page.tsx") continue;
    seen.add(file);
    // The screen loaders are where the other screens' chunks start: not followed. Nor is the
    // session-ended page: app.tsx loads it with every text (`loadEveryText`) before it shows.
    if (file === "src/widget/screen-loaders.ts") continue;
    for (const edge of graph.get(file) ?? []) if (!edge.typeOnly) queue.push(edge.to);
  }
  return [...seen].filter((f) => f.startsWith("src/widget/"));
}

describe("the first-screen part of the message catalogs", () => {
  it("holds every text of the entry's table (shell, session pages, tabs, search)", async () => {
    await activateLocale(ENGLISH, fakeDocument());
    const texts = everyText(messages);
    expect(texts.length).toBeGreaterThan(40);
    expect(texts.filter((text) => ids.has(text))).toEqual([]);
  });

  it("holds the search form's field errors, whatever the 422 item", () => {
    const types = [...ids].filter((id) => id.startsWith("error.type.")).map((id) => id.slice(11));
    const locs = [["body", "domain"], ["path", "domain"], ["query", "tld"], ["body"]];
    const shown = types.flatMap((type) =>
      locs.map((loc) => fieldErrorText("search", { loc, type, ctx: { min_length: 1 } })),
    );
    expect(shown.filter((text) => ids.has(text) || text.includes("{"))).toEqual([]);
  });

  it("holds every message id the search path's code names, and that code reads no other screen's texts", () => {
    const files = searchPathFiles();
    expect(files).toContain("src/widget/features/search/search-results.tsx");
    expect(files.filter((f) => /features\/(?!search\/)/.test(f))).toEqual([]);
    const named = files.flatMap((file) =>
      [...readFileSync(join(ROOT, file), "utf8").matchAll(/\bt\(\s*["'`]([\w.]+)["'`]/g)].map(
        (m) => m[1]!,
      ),
    );
    expect(named).toContain("appTitle");
    expect(named.filter((id) => !ids.has(id) || catalogPart(id) !== "first")).toEqual([]);
  });

  it("lacks the other screens' texts until they are asked for", () => {
    expect(t("purchase.title")).toBe("purchase.title");
  });
});

describe("the rest of the catalog", () => {
  it("comes in when a screen beyond search asks for every text", async () => {
    await loadEveryText();
    expect(purchaseTexts.title).toBe(en["purchase.title"]);
    expect(everyText(purchaseTexts).filter((text) => ids.has(text))).toEqual([]);
  });

  it("comes with every language activated afterwards (a language switch keeps every text)", async () => {
    const doc = fakeDocument();
    await activateLocale(pickLocale("de-DE", []), doc);
    expect(doc.documentElement.lang).toBe("de-DE");
    expect(purchaseTexts.title).not.toBe(en["purchase.title"]);
    expect(everyText(purchaseTexts).filter((text) => ids.has(text))).toEqual([]);
    expect(everyText(messages).filter((text) => ids.has(text))).toEqual([]);
  });
});
