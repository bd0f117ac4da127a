import { expect, test, type APIRequestContext } from "@playwright/test";
import { createSession } from "./env";
import {
  checkScreen,
  fillText as fill,
  recordWirePayment,
  sessionOrders,
  uniqueDomain,
  walkPurchase,
  widgetCatalog as catalog,
  widgetShown,
} from "./hosted";

/**
 * The widget in the session's language: a whole purchase in German, French and Spanish (the
 * texts the user reads, from each catalog; field errors in the widget's own words; money in
 * that language's format; axe on each screen), and the pseudo-locale ar-XB laying the page out
 * right to left.
 */

// The browser says English: the session's locale must win over it.
test.use({ locale: "en-US", timezoneId: "UTC" });
test.describe.configure({ timeout: 120_000 });

const ACTIONS = ["domain_search", "domain_purchase", "dns_manage", "renew"];

async function session(request: APIRequestContext, locale: string) {
  const body = {
    allowed_actions: ACTIONS,
    external_account_id: `e2e-i18n-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`,
    locale,
  };
  return createSession(request, body);
}

for (const language of ["de", "fr", "es"]) {
  test(`a purchase in ${language}: every screen, the field errors and the money in that language`, async ({
    page,
    request,
  }) => {
    const m = catalog(language);
    const s = await session(request, language);
    const domain = uniqueDomain(`e2e-${language}`);

    await page.goto(s.hosted_url);
    await expect(page.locator("html")).toHaveAttribute("lang", language);
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
    await expect(page.getByRole("heading", { name: m["search.title"] })).toBeVisible();
    await checkScreen(page, `i18n-${language}-search`);

    const box = page.getByRole("searchbox", { name: m["search.label"] });
    await box.fill(domain);
    await box.press("Enter");
    await expect(
      page.getByRole("heading", { name: fill(m["search.resultsFor"]!, { domain }) }),
    ).toBeVisible();
    await checkScreen(page, `i18n-${language}-results`);
    await page.getByRole("button", { name: fill(m["search.buy"]!, { domain }) }).click();

    await walkPurchase(page, m, async (step) => {
      if (step === "options") {
        await page.getByLabel(m["purchase.years"]!, { exact: true }).selectOption("2");
        await checkScreen(page, `i18n-${language}-options`);
      }
      if (step === "contact") {
        // Leaving the contact form empty: the widget says what to do, on each field.
        await page.getByRole("button", { name: m["purchase.next"] }).click();
        await expect(page.getByText(m["error.purchase.contact.first_name"]!)).toBeVisible();
        await expect(page.getByText(m["error.purchase.contact.country"]!)).toBeVisible();
        await expect(page.getByText(/String should|Value error|value is not/)).toHaveCount(0);
        await checkScreen(page, `i18n-${language}-contact-errors`);
      }
      if (step === "review") {
        await checkScreen(page, `i18n-${language}-${step}`);
      }
    });
    await page.getByRole("button", { name: m["purchase.placeOrder"] }).click();

    await expect(
      page.getByRole("heading", { name: fill(m["purchase.orderTitle"]!, { domain }) }),
    ).toBeVisible();
    await expect(page.getByText(m["purchase.status.pending"]!, { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: m["purchase.wireTitle"] })).toBeVisible();
    const [order] = await sessionOrders(request, s);
    const money = new Intl.NumberFormat(language, { style: "currency", currency: order!.currency });
    await expect(
      page.getByText(money.format(order!.price as Intl.StringNumericLiteral)).first(),
    ).toBeVisible();
    await checkScreen(page, `i18n-${language}-wire-pending`);

    await recordWirePayment(request, order!);
    await expect
      .poll(async () => (await sessionOrders(request, s))[0]!.status, { timeout: 30_000 })
      .toBe("completed");
    await page.reload();
    await expect(page.getByText(m["purchase.status.completed"]!, { exact: true })).toBeVisible();
    await checkScreen(page, `i18n-${language}-completed`);
  });
}

test("German texts are real German (not only whatever the catalog holds)", async ({
  page,
  request,
}) => {
  const s = await session(request, "de-AT");
  await page.goto(s.hosted_url);
  await expect(page.getByRole("heading", { name: "Domain finden" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Kaufen" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "de-AT");
});

test("the pseudo-locale ar-XB lays the widget out right to left", async ({ page, request }) => {
  const firstTabX = async (locale: string) => {
    const s = await session(request, locale);
    await page.goto(s.hosted_url);
    // The server-drawn tabs are replaced at the hand-over: measure the widget's own.
    await widgetShown(page);
    const nav = page.getByRole("navigation", { name: "Sections" });
    const first = nav.getByRole("button").first();
    await expect(first).toHaveText("Search");
    const box = (await first.boundingBox())!;
    const width = page.viewportSize()!.width;
    return { left: box.x, right: width - (box.x + box.width) };
  };
  const ltr = await firstTabX("en");
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
  const rtl = await firstTabX("ar-XB");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  // The first tab starts on the left in English and on the right right-to-left.
  expect(ltr.left).toBeLessThan(ltr.right);
  expect(rtl.right).toBeLessThan(rtl.left);
  expect(Math.abs(rtl.right - ltr.left)).toBeLessThan(2);
  await checkScreen(page, "i18n-rtl-search");

  const box = page.getByRole("searchbox", { name: "Domain name" });
  await box.fill("rtl-check.com");
  await box.press("Enter");
  await expect(page.getByRole("heading", { name: "Results for rtl-check.com" })).toBeVisible();
  await checkScreen(page, "i18n-rtl-results");
});
