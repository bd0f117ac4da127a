/**
 * Takes a screenshot of each widget screen against the real service (docs/screenshots/):
 * starts `src/server/main.ts` on a throwaway data directory, mints a session with curl-like
 * calls, buys a domain for the session's account through the hosted API and the sandbox
 * checkout, then opens the hosted page in Debian's Chromium.
 * Run: `npm run build && npx tsx scripts/screenshots.ts`
 */
import { chromium } from "@playwright/test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CONTACT } from "../test/helpers/orders";
import { freePort, startService } from "../test/helpers/processes";
import { chromiumLaunch } from "./chromium";

const dir = mkdtempSync(join(tmpdir(), "registrar-shots-"));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const service = await startService({
  DATA_DIR: dir,
  PORT: String(port),
  ORDER_WORKER_INTERVAL_MS: "100",
});
try {
  const apiKey = /shown only this once:\n\s+(rk_\S+)/.exec(service.output())![1]!;
  const minted = (await (
    await fetch(`${base}/api/v1/hosted/sessions`, {
      method: "POST",
      headers: { "x-api-key": apiKey, "content-type": "application/json" },
      body: JSON.stringify({
        allowed_actions: ["domain_search", "domain_purchase", "dns_manage", "renew"],
        external_account_id: "acct_demo",
        theme_config: { primary_color: "#0a66c2", brand_name: "Acme Domains" },
      }),
    })
  ).json()) as { session_id: string; client_token: string; hosted_url: string };
  const bearer = {
    authorization: `Bearer ${minted.client_token}`,
    "content-type": "application/json",
  };
  const order = (await (
    await fetch(`${base}/api/v1/hosted/orders`, {
      method: "POST",
      headers: bearer,
      body: JSON.stringify({ domain: "acme-shop.com", contact: CONTACT, setup_dns: true }),
    })
  ).json()) as { checkout_url: string };
  await fetch(order.checkout_url, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: "card=4242424242424242",
  });
  await new Promise((r) => setTimeout(r, 1500));

  const browser = await chromium.launch({
    ...chromiumLaunch,
  });
  const page = await browser.newPage({ viewport: { width: 900, height: 900 } });
  await page.goto(minted.hosted_url);
  await page.getByRole("searchbox").fill("acme");
  await page.getByText("acme.net").first().waitFor();
  await page.screenshot({ path: "docs/screenshots/search.png", fullPage: true });
  for (const [tab, file] of [
    ["Buy", "purchase"],
    ["Renew", "renew"],
    ["DNS", "dns"],
  ] as const) {
    await page.getByRole("navigation").getByRole("button", { name: tab }).click();
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `docs/screenshots/${file}.png`, fullPage: true });
  }
  await browser.close();
  console.log("Screenshots written to docs/screenshots/");
} finally {
  await service.stop();
  rmSync(dir, { recursive: true, force: true });
}
