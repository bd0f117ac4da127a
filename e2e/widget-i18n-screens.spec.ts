import { expect, test } from "@playwright/test";
import { env } from "./env";
import {
  accountSession,
  buyForAccount,
  checkScreen,
  fillText as fill,
  uniqueDomain,
  walkPurchase,
  widgetCatalog,
} from "./hosted";

/**
 * axe-core on the widget's screens beyond the purchase in every language other than English
 * (widget-i18n.spec.ts checks search, results and the purchase steps in de, fr and es): a
 * completed order's screen, DNS, renew and its confirmation, the ended session; in the
 * pseudo-locale ar-XB (right to left) the search results and purchase steps too. One browser
 * page per language, one domain bought for the account beforehand.
 */

// The browser says English: the session's locale must win over it.
test.use({ locale: "en-US", timezoneId: "UTC" });
test.describe.configure({ timeout: 180_000 });

const account = `e2e-i18n-screens-${Date.now().toString(36)}`;
const domain = uniqueDomain("e2e-i18n-screens");

test.beforeAll(async ({ request }) => {
  test.setTimeout(60_000);
  await buyForAccount(request, account, domain);
});

for (const locale of ["de", "fr", "es", "ar-XB"]) {
  test(`axe on every screen in ${locale}`, async ({ page, request }) => {
    const rtl = locale === "ar-XB";
    const m = widgetCatalog(rtl ? "en" : locale);
    const s = await accountSession(request, { account, locale });
    const tab = (id: string) =>
      page.getByRole("navigation", { name: m["nav.label"] }).getByRole("button", { name: m[id] });
    const name = (screen: string) => `i18n-${locale}-${screen}`;

    await page.goto(s.hosted_url);
    await expect(page.locator("html")).toHaveAttribute("dir", rtl ? "rtl" : "ltr");
    await expect(page.locator("html")).toHaveAttribute("lang", rtl ? "en" : locale);

    // The completed order: what happened and the next steps.
    await tab("nav.purchase").click();
    const status = m["purchase.status.completed"]!;
    await page
      .getByRole("button", { name: fill(m["purchase.openOrder"]!, { domain, status }) })
      .click();
    await expect(
      page.getByText(fill(m["purchase.done.title"]!, { domain }), { exact: true }),
    ).toBeVisible();
    await expect(page.getByRole("group", { name: m["purchase.done.next"] })).toBeVisible();
    await checkScreen(page, name("done"));

    // Search results and the purchase steps (widget-i18n.spec.ts walks them in de, fr, es).
    if (rtl) {
      await page.getByRole("button", { name: m["purchase.done.searchAnother"] }).click();
      const wanted = uniqueDomain("e2e-rtl");
      const box = page.getByRole("searchbox", { name: m["search.label"] });
      await box.fill(wanted);
      await box.press("Enter");
      await expect(
        page.getByRole("heading", { name: fill(m["search.resultsFor"]!, { domain: wanted }) }),
      ).toBeVisible();
      await checkScreen(page, name("results"));
      await page.getByRole("button", { name: fill(m["search.buy"]!, { domain: wanted }) }).click();
      await walkPurchase(page, m, (step) => checkScreen(page, name(step)));
    }

    await tab("nav.dns").click();
    await expect(page.getByRole("heading", { name: m["dns.title"], level: 2 })).toBeVisible();
    const picker = page.getByRole("combobox", { name: m["dns.chooseDomain"], exact: true });
    await expect(picker).toHaveValue(domain);
    await checkScreen(page, name("dns"));

    await tab("nav.renew").click();
    await expect(page.getByRole("heading", { name: m["renew.title"], level: 2 })).toBeVisible();
    await expect(page.locator("dl.rw-details")).toBeVisible();
    await checkScreen(page, name("renew"));
    await page
      .getByRole("region", { name: m["renew.title"] })
      .getByRole("button", { name: m["renew.submit"], exact: true })
      .click();
    const ask = page.getByRole("alertdialog");
    await expect(ask.getByRole("button", { name: m["renew.confirmYes"] })).toBeVisible();
    await checkScreen(page, name("renew-confirm"));
    await ask.getByRole("button", { name: m["renew.back"] }).click();
    await expect(ask).toHaveCount(0);

    // The session revoked: the next call shows the ended screen.
    const revoked = await request.delete(`${env.service}/api/v1/hosted/sessions/${s.session_id}`, {
      headers: { "x-api-key": env.apiKey },
    });
    expect(revoked.ok(), await revoked.text()).toBe(true);
    await tab("nav.search").click();
    await page.getByRole("searchbox", { name: m["search.label"] }).fill("after-revoke.com");
    await expect(page.getByRole("heading", { name: m["ended.title"] })).toBeVisible();
    await checkScreen(page, name("ended"));
  });
}
