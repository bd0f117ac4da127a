import { expect, test, type APIRequestContext } from "@playwright/test";
import { env } from "./env";
import { axe, paidDomain, partner, screen, signIn, suffix } from "./dashboard-support";

/**
 * What the dashboard shows of a domain's life after its registration (an `expiring-` name on
 * the sandbox's shortened clock, e2e/global-setup.ts): the domain page's verification and phase,
 * the Messages screen, and who sends the registrant messages (Settings).
 */

test.describe.configure({ timeout: 120_000 });

/** Waits until the partner API says the domain is in `phase`. */
const phaseOf = (request: APIRequestContext, domain: string, phase: string) =>
  expect
    .poll(
      async () => {
        const res = await request.get(`${env.service}/api/v1/registrar/domains/${domain}`, {
          headers: partner(),
        });
        return ((await res.json()) as { lifecycle?: { phase: string } }).lifecycle?.phase;
      },
      { timeout: 30_000, intervals: [250] },
    )
    .toBe(phase);

test("a domain in redemption: its page, its messages, and who sends them", async ({
  page,
  request,
}) => {
  const domain = `expiring-dash-${suffix()}.com`;
  await paidDomain(request, domain);
  await phaseOf(request, domain, "redemption");

  await signIn(page, env.adminEmail, env.adminPassword, `/dashboard/domains?q=${domain}`);
  await expect(page.getByRole("heading", { level: 1, name: "Domains" })).toBeVisible();
  const row = page.getByRole("row").filter({ hasText: domain });
  await expect(row.getByText("Redemption", { exact: true })).toBeVisible();
  await page.getByRole("link", { name: domain }).click();
  await expect(page.getByTestId("phase")).toHaveText(/^Deleted at the registry: in redemption/);
  await expect(page.getByTestId("verification")).toHaveText(/^(Pending|Verified|Not required)/);
  await expect(page.getByText("Redemption ends")).toBeVisible();
  await expect(page.getByTestId("restore-quote")).toContainText("Restorable until");
  await expect(page.getByRole("button", { name: "Restore", exact: true })).toBeVisible();
  // No renewal once deleted at the registry.
  await expect(page.getByRole("heading", { name: "Renew" })).toHaveCount(0);
  await axe(page, "domain-redemption");

  // The registration's verification message, on the Messages screen, filtered by domain.
  await page.getByRole("link", { name: "All messages for this domain" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Registrant messages" })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/dashboard/messages\\?domain=${domain}`));
  const messages = page.getByRole("table", { name: "Registrant messages, newest first" });
  await expect(messages.getByRole("row").filter({ hasText: "Verification" }).first()).toBeVisible();
  await axe(page, "messages");

  // Who sends them: the switch saves (and reads back after a reload). The lifecycle spec's
  // organization sends its own ("partner"): this saves the same value, so both may run at once.
  await screen(page, "Settings", "Settings");
  const form = page.getByRole("form", { name: "Registrant messages" });
  await form.getByRole("radio", { name: /^Sent by you/ }).check();
  await form.getByRole("button", { name: "Save registrant messages" }).click();
  await expect(form.getByRole("status")).toHaveText("Registrant messages: sent by you.");
  await axe(page, "settings-registrant-messages");
  await signIn(page, env.adminEmail, env.adminPassword, "/dashboard/settings");
  await expect(
    page
      .getByRole("form", { name: "Registrant messages" })
      .getByRole("radio", { name: /^Sent by you/ }),
  ).toBeChecked();
});
