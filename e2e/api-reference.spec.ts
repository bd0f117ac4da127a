import { expect, test } from "@playwright/test";
import { checkScreen } from "./axe";
import { env } from "./env";

test("the API reference renders the OpenAPI document offline, within its CSP", async ({ page }) => {
  // Swagger UI and axe are slow on a busy 2-core machine: the waits are bounds, not
  // expectations of speed.
  test.setTimeout(150_000);
  const foreign: string[] = [];
  const failed: string[] = [];
  const origin = new URL(env.service).origin;
  page.on("request", (r) => {
    if (!r.url().startsWith(origin) && !r.url().startsWith("data:")) foreign.push(r.url());
  });
  page.on("requestfailed", (r) => failed.push(r.url()));
  const violations: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") violations.push(m.text());
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) =>
      console.error(`CSP: ${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  await page.goto(`${env.service}/api/v1/docs`);
  await expect(page.locator(".info .title")).toContainText("Domain Registrar Service", {
    timeout: 60_000,
  });
  // An operation of the document, by its summary, and its tag's section.
  // Tags start collapsed; opening one shows its operations.
  const orders = page.locator("#operations-tag-orders");
  await expect(orders).toBeVisible({ timeout: 60_000 });
  const listOrders = page.getByRole("button", {
    name: /^GET \/api\/v1\/registrar\/orders List orders/,
  });
  await expect(listOrders).toHaveCount(0);
  await orders.click();
  await expect(listOrders).toBeVisible();
  expect(foreign).toEqual([]);
  expect(failed).toEqual([]);
  expect(violations).toEqual([]);
  // Like every other page: no axe violation (the servers' select named, contrast, landmarks).
  await checkScreen(page, "api-reference");
});
