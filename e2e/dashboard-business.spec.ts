import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { env } from "./env";
import { axe, paidDomain, partner, screen, signIn, suffix, wireOrder } from "./dashboard-support";

/**
 * Running the business from the dashboard: a wire payment that completes an order, a domain's
 * renewal and nameservers, a hosted session and its link.
 */

test("records a wire payment and allocates it, and the order completes", async ({
  page,
  request,
}) => {
  const domain = `dash-pay-${suffix()}.com`;
  const order = await wireOrder(request, domain);
  await signIn(page);
  await screen(page, "Orders", "Orders");
  await page.getByLabel("Status").selectOption("pending");
  await page.getByLabel("Search orders").fill(domain);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/status=pending/);
  await expect(page).toHaveURL(new RegExp(`q=${domain}`));
  await axe(page, "orders");
  await page.getByRole("link", { name: domain }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Order: ${domain}` })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Bank details for the transfer" })).toBeVisible();
  await axe(page, "order-pending");

  await page.getByRole("link", { name: "Record a payment for this order" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Payments" })).toBeVisible();
  await page.getByLabel("Amount").fill(order.price);
  await page.getByRole("button", { name: "Record payment" }).click();
  await expect(page.getByTestId("remaining")).toBeVisible();
  const allocate = page.getByRole("form", { name: "Allocate to an order" });
  await allocate.getByLabel("Order").selectOption(order.order_id);
  await axe(page, "payments");
  await allocate.getByRole("button", { name: "Allocate" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Allocated." })).toBeVisible();
  await expect(page.getByTestId("remaining")).toHaveText(/0[.,]00/);
  // Paid in full, the allocation form above the notice goes: wait for it, or the link moves
  // from under the click.
  await expect(allocate).toBeHidden();
  await page.getByRole("link", { name: "See the order" }).click();
  await expect(page.getByText("Completed", { exact: true })).toBeVisible({ timeout: 30_000 });
  await axe(page, "order-completed");
});

test("opens on the overview; finds an order by part of its payment reference and exports it as CSV", async ({
  page,
  request,
}) => {
  const domain = `dash-find-${suffix()}.com`;
  const order = await wireOrder(request, domain);
  await signIn(page);
  await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
  await expect(page.getByRole("list", { name: "What needs attention" })).toBeVisible();
  await axe(page, "overview");

  await page.getByRole("link", { name: "Awaiting payment" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Orders" })).toBeVisible();
  // Part of the reference, as a payer might write it: lower case, a space for the dash.
  const part = order.payment_reference.slice(0, 8).toLowerCase().replace("-", " ");
  await page.getByLabel("Search orders").fill(part);
  await expect(page).toHaveURL(new RegExp(`q=${part.replace(" ", "\\+")}`));
  await expect(page.getByRole("link", { name: domain })).toBeVisible();

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^orders-\d{4}-\d\d-\d\d-\d{4}\.csv$/);
  const [header, ...rows] = (await readFile((await file.path())!, "utf8")).trim().split("\r\n");
  expect(header).toBe(
    "order_id,created_at,domain,kind,status,price,currency,payment_method,payment_reference,external_account_id,registrant_email,failure_reason",
  );
  const row = rows.find((r) => r.startsWith(order.order_id));
  expect(row).toContain(`,${domain},order,pending,${order.price},`);
  expect(row).toContain(`,${order.payment_reference},`);
});

test("a payment carrying an order's reference is matched to it in one click, and stays in the ledger", async ({
  page,
  request,
}) => {
  const domain = `dash-match-${suffix()}.com`;
  const order = await wireOrder(request, domain);
  await signIn(page, env.adminEmail, env.adminPassword, "/dashboard/payments");
  await expect(page.getByRole("heading", { level: 1, name: "Payments" })).toBeVisible();
  await page.getByLabel("Amount").fill(order.price);
  // As a payer types it: lower case, with spaces.
  await page
    .getByLabel("Payer's reference")
    .fill(order.payment_reference.toLowerCase().replace(/(.{4})/g, "$1 "));
  await page.getByRole("button", { name: "Record payment" }).click();
  const matches = page.getByRole("region", { name: "Likely matches" });
  await expect(matches.getByText("its reference is the payment's.")).toBeVisible();
  await axe(page, "payments-matches");
  await matches.getByRole("button", { name: `Allocate to ${domain}` }).click();
  await expect(page.getByRole("status").filter({ hasText: "Allocated." })).toBeVisible();
  await expect(page.getByRole("link", { name: `the order for ${domain}` })).toBeVisible();
  // Fully allocated, it is no longer among those with money left, but the ledger keeps it.
  await page.getByRole("radio", { name: "All payments" }).check();
  await expect(page.getByRole("heading", { name: "All payments" })).toBeVisible();
  await expect(page.getByRole("cell", { name: domain, exact: true }).first()).toBeVisible();
});

test("renews a domain with the price shown first and changes its nameservers", async ({
  page,
  request,
}) => {
  const domain = `dash-dom-${suffix()}.com`;
  await paidDomain(request, domain);

  await signIn(page, env.adminEmail, env.adminPassword, `/dashboard/domains?q=${domain}`);
  await expect(page.getByRole("heading", { level: 1, name: "Domains" })).toBeVisible();
  await axe(page, "domains");
  await page.getByRole("link", { name: domain }).click();
  await expect(page.getByTestId("renew-price")).toContainText("costs");
  const expiresBefore = await page.getByTestId("expires").textContent();
  await axe(page, "domain");
  await page.getByLabel("Years").selectOption("2");
  await expect(page.getByTestId("renew-price")).toContainText("Renewing for 2 years costs");
  await page.getByRole("button", { name: "Renew for 2 years" }).click();
  await expect(page.getByText(/Renewed for 2 years/)).toBeVisible();
  await expect(page.getByTestId("expires")).not.toHaveText(expiresBefore!);

  await page.getByLabel("Nameserver 1").fill("ns1.dashboard-e2e.net");
  await page.getByLabel("Nameserver 2").fill("ns2.dashboard-e2e.net");
  await page.getByRole("button", { name: "Add a nameserver" }).click();
  await page.getByLabel("Nameserver 3").fill("ns3.dashboard-e2e.net");
  await page.getByRole("button", { name: "Save nameservers" }).click();
  await expect(page.getByText("Nameservers saved.")).toBeVisible();
  const d = await request.get(`${env.service}/api/v1/registrar/domains/${domain}`, {
    headers: partner(),
  });
  expect(((await d.json()) as { nameservers: string[] }).nameservers).toEqual([
    "ns1.dashboard-e2e.net",
    "ns2.dashboard-e2e.net",
    "ns3.dashboard-e2e.net",
  ]);
  await expect(page.getByText(/DNS changes are made with an API key only/)).toBeVisible();
  await page.getByRole("button", { name: "Show the zone file (BIND)" }).click();
  await expect(page.getByLabel(`Zone file of ${domain}`)).toContainText("SOA");

  // The renewal's charge is listed with the payments.
  await screen(page, "Payments", "Payments");
  const charge = page.getByRole("row", { name: new RegExp(domain) });
  await expect(charge).toContainText("By hand");
  await expect(charge.getByRole("cell").nth(1)).toHaveText("2");
  await axe(page, "payments-charges");
});

test("creates a hosted session and opens its link", async ({ page, context }) => {
  await signIn(page);
  await screen(page, "Hosted sessions", "Hosted sessions");
  const account = `dash-acct-${suffix()}`;
  await page.getByLabel("Customer account id").fill(account);
  await page.getByRole("button", { name: "Create session" }).click();
  const link = page.getByTestId("hosted-link");
  await expect(link).toBeVisible();
  await expect(page.getByRole("row", { name: new RegExp(account) })).toContainText("active");
  await axe(page, "sessions");
  const [hosted] = await Promise.all([context.waitForEvent("page"), link.click()]);
  await hosted.waitForLoadState();
  expect(hosted.url()).toContain(`${env.service}/hosted/`);
  await expect(hosted.getByRole("main")).toBeVisible();
  await hosted.close();

  await page.getByRole("button", { name: `Revoke session of ${account}` }).click();
  await page.getByRole("button", { name: "Yes, revoke" }).click();
  await expect(page.getByRole("row", { name: new RegExp(account) })).toContainText("revoked");
});
