import type { Browser, Page } from "@playwright/test";
import { fillText, walkPurchase, widgetCatalog } from "../e2e/hosted";

/**
 * The widget's main screens in each language other than English, light scheme, for the README:
 * `docs/screenshots/widget-<locale>-<screen>-light.png` (locale in lower case: `ar-xb`).
 */

const SHOT_LOCALES = ["de", "fr", "es", "ar-XB"] as const;
export const LOCALE_SCREENS = ["results", "contact", "review", "done"] as const;

/** The file name (without `.png`) of a locale's screen. */
const localeShot = (locale: string, screen: (typeof LOCALE_SCREENS)[number]) =>
  `widget-${locale.toLowerCase()}-${screen}-light`;

/**
 * Photographs each locale's screens: the completed order of `bought` (the account's), then a
 * search for `term`'s name and the purchase steps up to the review (nothing is ordered).
 */
export async function shootLocales(
  browser: Browser,
  hostedUrl: (locale: string) => Promise<string>,
  shot: (page: Page, name: string) => Promise<unknown>,
  { bought, term }: { bought: string; term: string },
) {
  for (const locale of SHOT_LOCALES) {
    const m = widgetCatalog(locale === "ar-XB" ? "en" : locale);
    const page = await browser.newPage({ viewport: { width: 900, height: 900 } });
    const button = (name: string) => page.getByRole("button", { name, exact: true });
    await page.goto(await hostedUrl(locale));
    await page.getByRole("searchbox", { name: m["search.label"] }).waitFor();

    await page
      .getByRole("navigation", { name: m["nav.label"] })
      .getByRole("button", { name: m["nav.purchase"] })
      .click();
    const status = m["purchase.status.completed"]!;
    await button(fillText(m["purchase.openOrder"]!, { domain: bought, status })).click();
    await page.getByText(fillText(m["purchase.done.title"]!, { domain: bought })).waitFor();
    await shot(page, localeShot(locale, "done"));

    await button(m["purchase.done.searchAnother"]!).click();
    const box = page.getByRole("searchbox", { name: m["search.label"] });
    await box.fill(term);
    await box.press("Enter");
    const other = term.replace(/\.com$/, ".net");
    await button(fillText(m["search.buy"]!, { domain: other })).waitFor();
    await shot(page, localeShot(locale, "results"));

    await button(fillText(m["search.buy"]!, { domain: term })).click();
    await walkPurchase(page, m, async (step) => {
      if (step === "contact" || step === "review") await shot(page, localeShot(locale, step));
    });
    await page.close();
  }
}
