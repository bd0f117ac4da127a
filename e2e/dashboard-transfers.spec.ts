import { expect, test } from "@playwright/test";
import { env } from "./env";
import { axe, paidDomain, partner, signIn, suffix } from "./dashboard-support";

/**
 * A transfer away from the dashboard, against the real service (its sandbox registrar with no
 * policy period: `SANDBOX_TRANSFER_LOCK_DAYS` 0 in e2e/global-setup.ts): the owner gets a
 * transfer code once, another registrar asks for the domain with it (the sandbox's test call),
 * the owner approves, and the domain is gone from the account; the code then works no more.
 */
test("a transfer code shown once, another registrar's request approved, the domain gone", async ({
  page,
  request,
}) => {
  const domain = `dash-away-${suffix()}.com`;
  await paidDomain(request, domain);
  await signIn(page, env.adminEmail, env.adminPassword, `/dashboard/domains?q=${domain}`);
  await expect(page.getByRole("heading", { level: 1, name: "Domains" })).toBeVisible();
  await page.getByRole("link", { name: domain }).click();
  const panel = page
    .getByRole("region", { name: "Transfer" })
    .or(page.locator("section[aria-labelledby='transfer-title']"));
  await expect(panel.getByTestId("transfer-lock")).toBeVisible();

  await panel.getByRole("button", { name: "Get transfer code" }).click();
  const shown = page.getByRole("region", { name: "Transfer code" });
  const code = (await shown.getByTestId("transfer-code").textContent())!.trim();
  expect(code.length).toBeGreaterThanOrEqual(16);
  await axe(page, "domain-transfer-code");
  await shown.getByRole("button", { name: "I have copied it" }).click();
  // Shown once: the panel now says only until when a code is set.
  await expect(page.getByTestId("transfer-code")).toHaveCount(0);
  await expect(panel.getByTestId("code-state")).toBeVisible();

  // Another registrar asks for it with the code (the sandbox plays it).
  const asked = await request.post(`${env.service}/api/v1/sandbox/transfer-requests`, {
    headers: partner(),
    data: { domain, auth_code: code },
  });
  expect(asked.status(), await asked.text()).toBe(202);

  // Back to the domain through the dashboard (a reload signs out: the token lives in memory).
  await page
    .getByRole("navigation", { name: "Dashboard" })
    .getByRole("link", { name: "Domains" })
    .click();
  await page.getByRole("link", { name: domain }).click();
  const away = page.getByRole("region", { name: "Transfer away requested" });
  await expect(away).toBeVisible();
  await axe(page, "domain-transfer-away");
  await away.getByRole("button", { name: "Approve the transfer" }).click();
  await away.getByRole("button", { name: "Yes, approve" }).click();

  // Gone: the partner API no longer has it, and the code opens nothing any more.
  await expect
    .poll(async () => {
      const res = await request.get(`${env.service}/api/v1/registrar/domains/${domain}`, {
        headers: partner(),
      });
      return res.status();
    })
    .toBe(404);
  const again = await request.post(`${env.service}/api/v1/sandbox/transfer-requests`, {
    headers: partner(),
    data: { domain, auth_code: code },
  });
  expect(again.status()).toBe(404);
});
