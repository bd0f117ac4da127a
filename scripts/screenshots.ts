/**
 * Takes a screenshot of each widget screen, in the light and the dark scheme, against the real
 * service (docs/screenshots/widget-<screen>-<scheme>.png), of the main screens in each other
 * language (widget-<locale>-<screen>-light.png, scripts/screenshots-locales.ts), and of the
 * branded sandbox checkout and the partner demo page: starts `src/server/main.ts` on a
 * throwaway data directory, mints sessions with curl-like calls, buys a domain for the
 * sessions' account through the hosted API and the sandbox checkout, then opens the hosted page
 * in Debian's Chromium.
 * Run: `npm run build && npx tsx scripts/screenshots.ts`
 */
import { chromium, type Page } from "@playwright/test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CONTACT } from "../test/helpers/orders";
import { freePort, startService } from "../test/helpers/processes";
import { chromiumLaunch } from "./chromium";
import { shootLocales } from "./screenshots-locales";
import { fillText, walkPurchase, widgetCatalog } from "../e2e/hosted";

const OUT = "docs/screenshots";
const THEME = { primary_color: "#6b21a8", brand_name: "Acme Domains" };
const en = widgetCatalog("en");

const dir = mkdtempSync(join(tmpdir(), "registrar-shots-"));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const service = await startService({
  DATA_DIR: dir,
  PORT: String(port),
  ORDER_WORKER_INTERVAL_MS: "100",
});

type Minted = { session_id: string; client_token: string; hosted_url: string };

try {
  const apiKey = /shown only this once:\n\s+(rk_\S+)/.exec(service.output())![1]!;
  const mint = async (theme: Record<string, unknown>, locale?: string): Promise<Minted> =>
    (await (
      await fetch(`${base}/api/v1/hosted/sessions`, {
        method: "POST",
        headers: { "x-api-key": apiKey, "content-type": "application/json" },
        body: JSON.stringify({
          allowed_actions: ["domain_search", "domain_purchase", "dns_manage", "renew"],
          external_account_id: "acct_demo",
          theme_config: { ...THEME, ...theme },
          ...(locale && { locale }),
        }),
      })
    ).json()) as Minted;
  const placeOrder = async (session: Minted, domain: string) =>
    (await (
      await fetch(`${base}/api/v1/hosted/orders`, {
        method: "POST",
        headers: {
          authorization: `Bearer ${session.client_token}`,
          "content-type": "application/json",
        },
        body: JSON.stringify({ domain, contact: CONTACT, setup_dns: true }),
      })
    ).json()) as { checkout_url: string };

  // A domain of the account, bought and paid through the sandbox checkout.
  const light = await mint({});
  const bought = await placeOrder(light, "acme-shop.com");
  await fetch(bought.checkout_url, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: "card=4242424242424242",
  });
  await new Promise((r) => setTimeout(r, 1500));

  const browser = await chromium.launch({ ...chromiumLaunch });
  const shot = (page: Page, name: string) =>
    page.screenshot({ path: `${OUT}/${name}.png`, fullPage: true, animations: "disabled" });

  for (const scheme of ["light", "dark"] as const) {
    const session = scheme === "light" ? light : await mint({ color_scheme: "dark" });
    const page = await browser.newPage({ viewport: { width: 900, height: 900 } });
    const tab = (name: string) =>
      page.getByRole("navigation").getByRole("button", { name, exact: true }).click();
    await page.goto(session.hosted_url);
    const box = page.getByRole("searchbox", { name: "Domain name" });
    await box.waitFor();
    await shot(page, `widget-search-empty-${scheme}`);

    // Results held back, to photograph the skeleton rows, then let through.
    let release = () => {};
    const held = new Promise<void>((r) => (release = r));
    await page.route(/\/api\/v1\/hosted\/(availability|suggestions)/, async (route) => {
      await held;
      await route.continue();
    });
    await box.fill("acme-rockets.com");
    await page.getByTestId("skeleton-results").first().waitFor();
    await shot(page, `widget-search-loading-${scheme}`);
    release();
    await page.getByRole("button", { name: "Buy acme-rockets.net" }).waitFor();
    await page.unroute(/\/api\/v1\/hosted\/(availability|suggestions)/);
    await shot(page, `widget-search-${scheme}`);

    await page.getByRole("button", { name: "Buy acme-rockets.com" }).click();
    await walkPurchase(page, en, async (step) => {
      if (step !== "options" && step !== "contact" && step !== "review") return;
      await shot(page, `widget-purchase-${step}-${scheme}`);
    });

    // The completed order of the account's bought domain: the success screen (the page
    // reloaded, so the Buy tab opens on the orders rather than on the purchase just walked; the
    // hosted page keeps its token for a reload).
    await page.reload();
    await page.getByRole("searchbox", { name: "Domain name" }).waitFor();
    await tab("Buy");
    const status = en["purchase.status.completed"]!;
    await page
      .getByRole("button", {
        name: fillText(en["purchase.openOrder"]!, { domain: "acme-shop.com", status }),
        exact: true,
      })
      .click();
    await page
      .getByText(fillText(en["purchase.done.title"]!, { domain: "acme-shop.com" }))
      .waitFor();
    await shot(page, `widget-purchase-done-${scheme}`);

    await tab("Renew");
    await page.getByRole("heading", { name: "Renew a domain" }).waitFor();
    await page.getByRole("combobox").first().waitFor();
    await shot(page, `widget-renew-${scheme}`);

    await tab("DNS");
    await page.getByRole("heading", { name: "DNS", exact: true }).waitFor();
    await page.getByRole("table").first().waitFor();
    await shot(page, `widget-dns-${scheme}`);

    // An order placed in this session and left unpaid: the purchase screen shows it.
    const pending = await placeOrder(session, `acme-${scheme}-pending.com`);
    await page.goto(pending.checkout_url);
    await page.getByRole("button", { name: /^Pay / }).waitFor();
    await shot(page, `checkout-${scheme}`);

    // The session revoked: the next call shows the ended page.
    await page.goto(session.hosted_url);
    // (It reopens the order last opened here, as after a return from the checkout.)
    await tab("Search");
    await page.getByRole("searchbox", { name: "Domain name" }).waitFor();
    await fetch(`${base}/api/v1/hosted/sessions/${session.session_id}`, {
      method: "DELETE",
      headers: { "x-api-key": apiKey },
    });
    await page.getByRole("searchbox", { name: "Domain name" }).fill("after-revoke.com");
    await page.getByRole("heading", { name: "Your session has ended" }).waitFor();
    await shot(page, `widget-session-ended-${scheme}`);
    await page.close();
  }

  // The main screens in German, French, Spanish and the right-to-left pseudo-locale.
  await shootLocales(browser, async (locale) => (await mint({}, locale)).hosted_url, shot, {
    bought: "acme-shop.com",
    term: "acme-rockets.com",
  });

  // The partner demo page, which opens with the widget embedded by the loader.
  const demo = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await demo.goto(`${base}/demo`);
  await demo.frameLocator("#widget iframe").getByRole("searchbox").waitFor();
  await demo.evaluate(() => window.scrollTo(0, 0));
  await demo.waitForTimeout(500);
  await demo.screenshot({ path: `${OUT}/demo.png` });
  await browser.close();
  console.log(`Screenshots written to ${OUT}/`);
} finally {
  await service.stop();
  rmSync(dir, { recursive: true, force: true });
}
