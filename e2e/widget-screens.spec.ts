import { expect, test } from "@playwright/test";
import {
  accountSession,
  buyForAccount,
  checkScreen,
  domainPicker,
  longDate,
  queryA,
  sessionDomains,
  tab,
  uniqueDomain,
} from "./hosted";
import { CONTACT } from "./env";

/**
 * The screens around a purchase, in the real widget on the hosted page: renew asks before it
 * charges, DNS edits a record in its row and says how long a change takes, and a completed
 * order's next steps open those screens. axe-core checks each screen.
 */

test.use({ locale: "en-US", timezoneId: "UTC" });
test.describe.configure({ timeout: 120_000 });

const plusYears = (iso: string, n: number) => {
  const d = new Date(iso);
  d.setUTCFullYear(d.getUTCFullYear() + n);
  return d.toISOString();
};

test("renew: the total and new expiry follow the years, Back charges nothing, Confirm renews", async ({
  page,
  request,
}) => {
  const s = await accountSession(request, { allowed_actions: ["renew"] });
  const domain = uniqueDomain("e2e-renew-confirm");
  await buyForAccount(request, s.account, domain);
  const before = (await sessionDomains(request, s))[0]!.expires_at;

  await page.goto(s.hosted_url);
  await expect(page.getByRole("heading", { name: "Renew a domain" })).toBeVisible();
  const years = page.getByLabel("Renew for");
  // Bought for a year: 9 more keep the expiry within 10 years of today, and the form says why.
  await expect(years.locator("option")).toHaveCount(9);
  await expect(
    page.getByText("A domain may be registered at most 10 years ahead, so up to 9 years"),
  ).toBeVisible();
  const price = page.locator("dl.rw-details dd").first();
  const one = await price.textContent();
  await years.selectOption({ label: "3 years" });
  await expect(price).not.toHaveText(one!);
  const total = (await price.textContent())!;
  const renewed = longDate(plusYears(before, 3));
  await expect(page.locator("dl.rw-details")).toContainText(renewed);

  await page.getByRole("button", { name: "Renew", exact: true }).click();
  const ask = page.getByRole("alertdialog", { name: `Renew ${domain} for ${total}?` });
  await expect(ask).toContainText(`3 years; it will then be registered until ${renewed}.`);
  await checkScreen(page, "screens-renew-confirm");
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await checkScreen(page, "screens-renew-confirm-375");
  await ask.getByRole("button", { name: "Back" }).click();
  await expect(ask).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Renew", exact: true })).toBeFocused();
  // Nothing happened: the expiry is unchanged.
  expect((await sessionDomains(request, s))[0]!.expires_at).toBe(before);

  await page.getByRole("button", { name: "Renew", exact: true }).click();
  await page.getByRole("button", { name: "Confirm" }).click();
  await expect(page.getByRole("status")).toHaveText(`${domain} is renewed until ${renewed}.`);
  expect((await sessionDomains(request, s))[0]!.expires_at).toBe(plusYears(before, 3));
});

test("DNS: records by type, a record edited in its row, and how long a change takes", async ({
  page,
  request,
}) => {
  const s = await accountSession(request, { allowed_actions: ["dns_manage"] });
  const domain = uniqueDomain("e2e-dns-inline");
  await buyForAccount(request, s.account, domain);
  const www = `www.${domain}`;
  await page.goto(s.hosted_url);
  await expect(page.getByRole("heading", { name: "DNS", level: 2 })).toBeVisible();

  await page.getByRole("button", { name: "Add record" }).click();
  const add = page.getByRole("form", { name: "New record" });
  await add.getByLabel("Name", { exact: true }).fill("www");
  await add.getByLabel("Content").fill("192.0.2.10");
  await add.getByLabel("TTL (seconds)").fill("600");
  await add.getByRole("button", { name: "Save record" }).click();
  // A new name: resolvers told "no such name" keep that for the SOA minimum.
  await expect(page.getByRole("status").filter({ hasText: "Record saved." })).toHaveText(
    "Record saved. It reaches everyone within 5 minutes.",
  );
  const table = page.getByRole("table", { name: "Records" });
  await expect(table.getByRole("rowheader")).toHaveText(["A (1 record)"]);
  await expect(
    page.getByText(/so a change here reaches everyone within about an hour\.$/),
  ).toBeVisible();
  await expect.poll(() => queryA(www)).toEqual(["192.0.2.10"]);

  // Edit in the row: a field error at the field, then saved.
  await page.getByRole("button", { name: "Edit A www 192.0.2.10" }).click();
  const edit = table.getByRole("form", { name: "Edit record" });
  await expect(edit.getByLabel("Content")).toHaveValue("192.0.2.10");
  await edit.getByLabel("Content").fill("192.0.2");
  await edit.getByRole("button", { name: "Save record" }).click();
  await expect(edit.getByLabel("Content")).toHaveAttribute("aria-invalid", "true");
  await checkScreen(page, "screens-dns-inline-edit");
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await checkScreen(page, "screens-dns-inline-edit-375");
  await page.setViewportSize({ width: 1100, height: 800 });
  await edit.getByLabel("Content").fill("192.0.2.20");
  await edit.getByRole("button", { name: "Save record" }).click();
  // The old answer had a TTL of 600 s.
  await expect(page.getByRole("status").filter({ hasText: "Record saved." })).toHaveText(
    "Record saved. It reaches everyone within 10 minutes.",
  );
  await expect(edit).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Edit A www 192.0.2.20" })).toBeFocused();
  await expect.poll(() => queryA(www)).toEqual(["192.0.2.20"]);

  // Cancel leaves the record as it was.
  await page.getByRole("button", { name: "Edit A www 192.0.2.20" }).click();
  await table.getByLabel("Content").fill("192.0.2.99");
  await table.getByRole("button", { name: "Cancel" }).click();
  await expect(table.getByRole("row", { name: /A www 192\.0\.2\.20 600/ })).toBeVisible();
  expect(await queryA(www)).toEqual(["192.0.2.20"]);
});

test("a completed order says what happened and its next steps open DNS, renew and search", async ({
  page,
  request,
}) => {
  const s = await accountSession(request);
  const domain = uniqueDomain("e2e-done");
  await buyForAccount(request, s.account, domain);
  const expires_at = (await sessionDomains(request, s))[0]!.expires_at;

  await page.goto(s.hosted_url);
  const openOrder = async () => {
    await tab(page, "Buy").click();
    await page.getByRole("button", { name: `Order for ${domain}: Registered` }).click();
  };
  await openOrder();
  await expect(page.getByText(`${domain} is yours`, { exact: true })).toBeVisible();
  await expect(
    page.getByText(
      new RegExp(`^It is registered to you until ${longDate(expires_at)}\\. You paid \\$`),
    ),
  ).toBeVisible();
  // The receipt the service queued as the order completed, and where it went.
  await expect(page.getByText(`Receipt sent to: ${CONTACT.email}`, { exact: true })).toBeVisible();
  const next = page.getByRole("group", { name: "What next?" });
  await expect(next.getByRole("button")).toHaveText([
    "Manage DNS",
    "Renewal settings",
    "Search another name",
  ]);
  await checkScreen(page, "screens-order-done");
  await page.setViewportSize({ width: 375, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await checkScreen(page, "screens-order-done-375");

  await next.getByRole("button", { name: "Manage DNS" }).click();
  await expect(page.getByRole("heading", { name: "DNS", level: 2 })).toBeFocused();
  await expect(domainPicker(page)).toHaveValue(domain);

  await openOrder();
  await page.getByRole("button", { name: "Renewal settings" }).click();
  await expect(page.getByRole("heading", { name: "Renew a domain", level: 2 })).toBeFocused();
  await expect(domainPicker(page)).toHaveValue(domain);

  await openOrder();
  await page.getByRole("button", { name: "Search another name" }).click();
  await expect(page.getByRole("heading", { name: "Find a domain", level: 2 })).toBeFocused();
  // The finished order is left behind: a reload no longer reopens it.
  await page.reload();
  await expect(page.getByRole("searchbox", { name: "Domain name" })).toBeVisible();
  await expect(page.getByText(`${domain} is yours`, { exact: true })).toHaveCount(0);
});
