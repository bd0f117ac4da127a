import { expect, test } from "@playwright/test";
import { createSession } from "./env";
import { widgetShown } from "./hosted";

/** The tab bar on a 375 px phone in German, the language with the longest tab labels. */

test("in German at 375 px the tabs stay on one row and nothing scrolls sideways", async ({
  page,
  request,
}) => {
  const s = await createSession(request, {
    allowed_actions: ["domain_search", "domain_purchase", "dns_manage", "renew"],
    external_account_id: `e2e-tabs-${Date.now().toString(36)}`,
    locale: "de",
  });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(s.hosted_url);
  await widgetShown(page);
  const tabs = page.getByRole("navigation", { name: "Bereiche" }).getByRole("button");
  await expect(tabs.filter({ hasText: "Verlängern" })).toBeVisible();
  const rows = await tabs.evaluateAll((els) =>
    els.map((el) => ({ text: el.textContent, top: el.getBoundingClientRect().top })),
  );
  expect(rows.length).toBeGreaterThanOrEqual(4);
  expect(new Set(rows.map((r) => r.top)).size, JSON.stringify(rows)).toBe(1);
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    nav: document.querySelector("nav")!.scrollWidth - document.querySelector("nav")!.clientWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(375);
  expect(widths.nav).toBe(0);
});
