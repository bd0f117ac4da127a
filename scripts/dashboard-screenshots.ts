/**
 * Screenshots of the organization's dashboard for the README (docs/screenshots/dashboard-*.png):
 * starts `src/server/main.ts` on a throwaway data directory, signs in as the demo admin it
 * prints on first start, makes a little data (a key, a member, an order paid by wire, a hosted
 * session) and captures each screen in Debian's Chromium, light, plus one dark and one at 375 px.
 * Run: `npm run build && npx tsx scripts/dashboard-screenshots.ts` (part of `npm run screenshots`).
 */
import { chromium, type Page } from "@playwright/test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CONTACT } from "../test/helpers/orders";
import { freePort, startService } from "../test/helpers/processes";
import { chromiumLaunch } from "./chromium";

const OUT = "docs/screenshots";
const dir = mkdtempSync(join(tmpdir(), "registrar-dash-shots-"));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const service = await startService({
  DATA_DIR: dir,
  PORT: String(port),
  ORDER_WORKER_INTERVAL_MS: "100",
});

async function api(path: string, apiKey: string, body?: unknown) {
  const res = await fetch(`${base}${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: {
      "x-api-key": apiKey,
      "content-type": "application/json",
      "idempotency-key": crypto.randomUUID(),
    },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as Record<string, unknown>;
}

async function shot(page: Page, name: string) {
  await page.waitForLoadState("networkidle");
  await page.screenshot({ path: `${OUT}/dashboard-${name}.png`, fullPage: true });
}

try {
  const out = service.output();
  const apiKey = /shown only this once:\n\s+(rk_\S+)/.exec(out)![1]!;
  const [, email, password] = /email:\s+(\S+)\n\s+password:\s+(\S+)/.exec(out)!;

  // Data to show: a completed order, one waiting for a wire, a session.
  for (const domain of ["acme-shop.com", "acme-blog.net"]) {
    const order = await api("/api/v1/registrar/order", apiKey, {
      domain,
      contact: CONTACT,
      payment_method: "wire",
    });
    if (domain === "acme-shop.com") {
      const p = await api("/api/v1/registrar/payments", apiKey, {
        amount: order.price,
        currency: order.currency,
        reference: order.payment_reference,
      });
      await api(`/api/v1/registrar/payments/${p.payment_id as string}/allocations`, apiKey, {
        order_id: order.order_id,
      });
    }
  }
  await api("/api/v1/hosted/sessions", apiKey, {
    allowed_actions: ["domain_search", "domain_purchase"],
    external_account_id: "acct_42",
  });
  await new Promise((r) => setTimeout(r, 1500));

  const browser = await chromium.launch({ ...chromiumLaunch });
  const page = await browser.newPage({ viewport: { width: 1100, height: 800 } });
  await page.goto(`${base}/dashboard`);
  await shot(page, "sign-in");
  await page.getByLabel("Email").fill(email!);
  await page.getByLabel("Password").fill(password!);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.getByRole("button", { name: "Sign out" }).waitFor();
  await page.getByRole("list", { name: "What needs attention" }).waitFor();
  await shot(page, "overview");

  const nav = (name: string) =>
    page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name }).click();
  await nav("API keys");
  await page.getByLabel("Key name").fill("production checkout");
  await page.getByRole("button", { name: "Create API key" }).click();
  await page.getByTestId("secret").waitFor();
  // No secret in a committed picture, even of a throwaway service: the list after "copied".
  await page.getByRole("button", { name: "I have copied it" }).click();
  await page.getByRole("row", { name: /production checkout/ }).waitFor();
  await shot(page, "api-keys");

  await nav("Users and roles");
  await page.getByRole("textbox", { name: "Email", exact: true }).fill("operations@acme.example");
  await page.getByRole("button", { name: "Add user" }).click();
  await page.getByTestId("secret").waitFor();
  await page.getByRole("button", { name: "I have copied it" }).click();
  await shot(page, "users");
  await nav("Orders");
  await page.getByRole("link", { name: "acme-shop.com" }).waitFor();
  await shot(page, "orders");
  await page.getByRole("link", { name: "acme-shop.com" }).click();
  await page.getByRole("heading", { name: "Order: acme-shop.com" }).waitFor();
  await page.getByRole("heading", { name: "Timeline" }).waitFor();
  await shot(page, "order");
  await nav("Payments");
  await shot(page, "payments");
  await nav("Domains");
  await page.getByRole("link", { name: "acme-shop.com" }).click();
  await page.getByTestId("renew-price").getByText("costs").waitFor();
  await shot(page, "domain");
  await nav("Hosted sessions");
  await shot(page, "sessions");
  await nav("Webhooks");
  await shot(page, "webhooks");
  await nav("Settings");
  await shot(page, "settings");

  await page.emulateMedia({ colorScheme: "dark" });
  await nav("Orders");
  await shot(page, "orders-dark");
  await page.setViewportSize({ width: 375, height: 800 });
  await page.emulateMedia({ colorScheme: "light" });
  await nav("API keys");
  await shot(page, "mobile");
  await browser.close();
  console.log(`Dashboard screenshots written to ${OUT}/`);
} finally {
  await service.stop();
  rmSync(dir, { recursive: true, force: true });
}
