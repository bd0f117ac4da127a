import { expect, test, type Page } from "@playwright/test";
import { CONTACT, snap } from "./env";
import {
  accountSession,
  buyForAccount,
  checkScreen,
  domainPicker,
  longDate,
  payButton,
  queryA,
  recordWirePayment,
  sessionDomains,
  sessionOrders,
  step,
  tab,
  tabTo,
  uniqueDomain,
} from "./hosted";

/**
 * The real widget's flows on the hosted page of a session minted with the partner API: what a
 * user sees at each step, axe-core on each screen, and the service's side (the DNS server's
 * answers, payments recorded with the partner API). Each test has its own end-user account.
 */

// Dates in the widget go through Intl: pin the locale and time zone the assertions format with.
test.use({ locale: "en-US", timezoneId: "UTC" });
// A purchase with its checkout and axe on each screen takes ~20 s alone, more on 2 busy cores.
test.describe.configure({ timeout: 120_000 });

/** Searches for `domain` on the search screen and waits for its result. */
async function search(page: Page, domain: string) {
  const box = page.getByRole("searchbox", { name: "Domain name" });
  await box.fill(domain);
  await box.press("Enter");
  await expect(page.getByRole("heading", { name: `Results for ${domain}` })).toBeVisible();
  await expect(page.getByRole("button", { name: `Buy ${domain}` })).toBeVisible();
}

/** Fills the contact step from the test contact, by the labels the user reads. */
async function fillContact(page: Page) {
  // Country first: it names the address fields (a county and a postcode in the UK).
  const country = page.getByRole("combobox", { name: "Country", exact: true });
  await country.fill("United Kingdom");
  await country.press("Enter");
  await page.getByLabel("First name").fill(CONTACT.first_name);
  await page.getByLabel("Last name").fill(CONTACT.last_name);
  await page.getByLabel("Email").fill(CONTACT.email);
  await page.getByLabel("Phone").fill(CONTACT.phone);
  await page.getByLabel("Address", { exact: true }).fill(CONTACT.address1);
  await page.getByLabel("City").fill(CONTACT.city);
  await page.getByLabel("County").fill(CONTACT.state);
  await page.getByLabel("Postcode").fill(CONTACT.postal_code);
}

/** From the search screen to the review step of `domain`, paying by `method`. */
async function orderThroughWizard(page: Page, domain: string, method: "card" | "wire") {
  await search(page, domain);
  await checkScreen(page, "flow-search-results");
  await page.getByRole("button", { name: `Buy ${domain}` }).click();
  await step(page, 1, "Options");
  await page.getByRole("button", { name: "Continue" }).click();
  await step(page, 2, "Contact");
  await fillContact(page);
  await checkScreen(page, "flow-purchase-contact");
  await page.getByRole("button", { name: "Continue" }).click();
  await step(page, 3, "Review and pay");
  await page.getByRole("radio", { name: method === "card" ? /^Card/ : /^Bank transfer/ }).check();
  await expect(page.getByText(`${CONTACT.first_name} ${CONTACT.last_name}`)).toBeVisible();
  await snap(page, `flow-purchase-review-${method}`);
  await payButton(page, method).click();
}

test("card purchase: search, choose, contact, sandbox checkout, then the order completes and the domain is under DNS and renew", async ({
  page,
  request,
}) => {
  const s = await accountSession(request);
  const domain = uniqueDomain("e2e-card");
  await page.goto(s.hosted_url);
  await orderThroughWizard(page, domain, "card");

  // The sandbox checkout, then back to the widget, which follows the order.
  await expect(page.getByRole("heading", { name: `Pay for ${domain}` })).toBeVisible();
  await checkScreen(page, "flow-checkout");
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByRole("button", { name: /^Pay / }).click();
  await expect(page.getByRole("heading", { name: `Order for ${domain}` })).toBeVisible();
  await expect(page.getByText("Registered", { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("button", { name: "Search another name" })).toBeVisible();
  await checkScreen(page, "flow-order-completed");

  await tab(page, "DNS").click();
  await expect(domainPicker(page)).toHaveValue(domain);
  await expect(page.getByRole("heading", { name: "Records" })).toBeVisible();
  await checkScreen(page, "flow-dns");

  await tab(page, "Renew").click();
  await expect(domainPicker(page)).toHaveValue(domain);
  const [owned] = await sessionDomains(request, s);
  await expect(page.getByText(`Expires on ${longDate(owned!.expires_at)}`)).toBeVisible();
  await checkScreen(page, "flow-renew");
});

test("price change: the user accepts the registrar's new price and pays the difference by card", async ({
  page,
  request,
}) => {
  const s = await accountSession(request);
  const domain = uniqueDomain("pricechange-e2e");
  await page.goto(s.hosted_url);
  await orderThroughWizard(page, domain, "card");
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByRole("button", { name: /^Pay / }).click();

  // Paid, then the sandbox registrar asks more: the widget stops and asks the user.
  await expect(page.getByText("The price changed; the order is on hold")).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText(/price changed from \$[\d.]+ to \$[\d.]+/)).toBeVisible();
  await checkScreen(page, "flow-price-changed");
  await page.getByRole("button", { name: /^Accept \$/ }).click();
  await expect(page.getByText("Waiting for payment", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Pay now" }).click();

  // The checkout asks only the difference; paying it completes the order.
  await expect(page.getByRole("heading", { name: `Pay for ${domain}` })).toBeVisible();
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByRole("button", { name: /^Pay / }).click();
  await expect(page.getByText("Registered", { exact: true })).toBeVisible({ timeout: 30_000 });
  const [order] = await sessionOrders(request, s);
  expect(order).toMatchObject({ domain_name: domain, status: "completed" });
  expect(order!.amount_paid).toBe(order!.price);
});

test("cancel: a card order left unpaid is cancelled after a confirmation", async ({
  page,
  request,
}) => {
  const s = await accountSession(request);
  const domain = uniqueDomain("e2e-cancel");
  await page.goto(s.hosted_url);
  await orderThroughWizard(page, domain, "card");
  // Back from the checkout without paying.
  await expect(page.getByRole("heading", { name: `Pay for ${domain}` })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole("heading", { name: `Order for ${domain}` })).toBeVisible();
  await page.getByRole("button", { name: "Cancel order" }).click();
  await expect(page.getByRole("alertdialog")).toContainText(`Cancel the order for ${domain}?`);
  await checkScreen(page, "flow-cancel-confirm");
  await page.getByRole("button", { name: "Yes, cancel it" }).click();
  await expect(page.getByText("Cancelled", { exact: true })).toBeVisible();
  const [order] = await sessionOrders(request, s);
  expect(order).toMatchObject({ domain_name: domain, status: "cancelled" });
});

test("wire purchase: the order waits with the bank details, then completes once the payment is recorded", async ({
  page,
  request,
}) => {
  const s = await accountSession(request);
  const domain = uniqueDomain("e2e-wire");
  await page.goto(s.hosted_url);
  await orderThroughWizard(page, domain, "wire");

  await expect(page.getByRole("heading", { name: `Order for ${domain}` })).toBeVisible();
  await expect(page.getByText("Waiting for payment", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Pay by bank transfer" })).toBeVisible();
  const [order] = await sessionOrders(request, s);
  expect(order).toMatchObject({ status: "pending" });
  for (const what of ["payment reference", "account number", "routing number"]) {
    await expect(page.getByRole("button", { name: `Copy ${what}` })).toBeVisible();
  }
  await expect(page.getByText(order!.payment_reference)).toBeVisible();
  await checkScreen(page, "flow-order-wire-pending");

  // The money arrives: recorded and allocated with the partner API. A wire order waiting for
  // money is not polled (it may take days), so the user sees the news on the next visit.
  await recordWirePayment(request, order!);
  await expect
    .poll(async () => (await sessionOrders(request, s))[0]!.status, { timeout: 30_000 })
    .toBe("completed");
  await page.reload();
  await expect(page.getByRole("heading", { name: `Order for ${domain}` })).toBeVisible();
  await expect(page.getByText("Registered", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Pay by bank transfer" })).toHaveCount(0);
});

test("DNS: add, edit and delete a record in the widget; the DNS server answers each change", async ({
  page,
  request,
}) => {
  const s = await accountSession(request, { allowed_actions: ["dns_manage"] });
  const domain = uniqueDomain("e2e-dns");
  await buyForAccount(request, s.account, domain);
  const www = `www.${domain}`;
  expect(await queryA(www)).toMatch(/ENOTFOUND|ENODATA/);

  await page.goto(s.hosted_url);
  await expect(page.getByRole("heading", { name: "DNS", level: 2 })).toBeVisible();
  await expect(domainPicker(page)).toHaveValue(domain);

  // Add.
  await page.getByRole("button", { name: "Add record" }).click();
  const form = page.getByRole("form", { name: "New record" });
  await expect(form.getByLabel("Type")).toHaveValue("A");
  await form.getByLabel("Name", { exact: true }).fill("www");
  await form.getByLabel("Content").fill("192.0.2.10");
  await form.getByLabel("TTL (seconds)").fill("300");
  await checkScreen(page, "flow-dns-add");
  await form.getByRole("button", { name: "Save record" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Record saved." })).toBeVisible();
  const table = page.getByRole("table", { name: "Records" });
  await expect(table.getByRole("row", { name: /A www 192\.0\.2\.10 300/ })).toBeVisible();
  await expect.poll(() => queryA(www)).toEqual(["192.0.2.10"]);

  // Edit.
  await page.getByRole("button", { name: "Edit A www 192.0.2.10" }).click();
  const edit = page.getByRole("form", { name: "Edit record" });
  await expect(edit.getByLabel("Content")).toHaveValue("192.0.2.10");
  await edit.getByLabel("Content").fill("192.0.2.20");
  await edit.getByRole("button", { name: "Save record" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Record saved." })).toBeVisible();
  await expect(table.getByRole("row", { name: /A www 192\.0\.2\.20/ })).toBeVisible();
  await expect(table.getByText("192.0.2.10")).toHaveCount(0);
  await expect.poll(() => queryA(www)).toEqual(["192.0.2.20"]);

  // Delete, after confirming.
  await page.getByRole("button", { name: "Delete A www 192.0.2.20" }).click();
  const confirm = page.getByRole("alertdialog", { name: /Delete the record A www 192\.0\.2\.20/ });
  await expect(confirm.getByRole("button", { name: "Cancel" })).toBeFocused();
  await checkScreen(page, "flow-dns-confirm-delete");
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Record deleted." })).toBeVisible();
  await expect(page.getByText("192.0.2.20")).toHaveCount(0);
  await expect.poll(() => queryA(www)).toMatch(/ENOTFOUND|ENODATA/);
});

test("renew: success shows the new expiry; a renewfail- domain's failure is shown to the user", async ({
  page,
  request,
}) => {
  const s = await accountSession(request, { allowed_actions: ["renew"] });
  const good = uniqueDomain("e2e-renew");
  const bad = uniqueDomain("renewfail-e2e");
  await buyForAccount(request, s.account, good);
  await buyForAccount(request, s.account, bad);
  const before = new Map((await sessionDomains(request, s)).map((d) => [d.domain, d.expires_at]));
  const plusYears = (iso: string, n: number) => {
    const d = new Date(iso);
    d.setUTCFullYear(d.getUTCFullYear() + n);
    return d.toISOString();
  };

  await page.goto(s.hosted_url);
  await expect(page.getByRole("heading", { name: "Renew a domain" })).toBeVisible();
  await domainPicker(page).selectOption(good);
  await expect(page.getByText(`Expires on ${longDate(before.get(good)!)}`)).toBeVisible();
  await page.getByLabel("Renew for").selectOption({ label: "2 years" });
  await page.getByRole("button", { name: "Renew", exact: true }).click();
  await page.getByRole("button", { name: "Confirm" }).click();
  const renewed = longDate(plusYears(before.get(good)!, 2));
  await expect(page.getByRole("status")).toHaveText(`${good} is renewed until ${renewed}.`);
  await expect(page.getByText(`Expires on ${renewed}`)).toBeVisible();
  await checkScreen(page, "flow-renew-success");

  await domainPicker(page).selectOption(bad);
  await expect(page.getByText(`Expires on ${longDate(before.get(bad)!)}`)).toBeVisible();
  await page.getByRole("button", { name: "Renew", exact: true }).click();
  await page.getByRole("button", { name: "Confirm" }).click();
  // The widget's own words (nothing charged), not the registrar's error_message.
  await expect(page.getByRole("alert")).toContainText(
    `${bad} could not be renewed. Nothing was charged.`,
  );
  await expect(page.getByRole("alert")).not.toContainText("registry refused");
  await expect(page.getByRole("status")).toHaveCount(0);
  await expect(page.getByText(`Expires on ${longDate(before.get(bad)!)}`)).toBeVisible();
  await checkScreen(page, "flow-renew-failed");
  expect((await sessionDomains(request, s)).find((d) => d.domain === bad)!.expires_at).toBe(
    before.get(bad),
  );
});

test("keyboard only: search, choose, contact and card payment without the mouse", async ({
  page,
  request,
}) => {
  const s = await accountSession(request, {
    allowed_actions: ["domain_search", "domain_purchase"],
  });
  const domain = uniqueDomain("e2e-keys");
  const keys = page.keyboard;
  await page.goto(s.hosted_url);

  const box = page.getByRole("searchbox", { name: "Domain name" });
  await tabTo(page, box);
  await keys.type(domain);
  await keys.press("Enter");
  const buy = page.getByRole("button", { name: `Buy ${domain}` });
  await expect(buy).toBeVisible();
  await tabTo(page, buy);
  await keys.press("Enter");

  // The new screen's heading takes the focus; Tab moves on through the fields.
  await expect(page.getByRole("heading", { name: "Buy a domain" })).toBeFocused();
  await step(page, 1, "Options");
  await tabTo(page, page.getByRole("button", { name: "Continue" }));
  await keys.press("Enter");
  await step(page, 2, "Contact");
  // Country first, chosen from its searchable list by typing and Enter.
  const country = page.getByRole("combobox", { name: "Country", exact: true });
  await tabTo(page, country);
  await keys.type("United Kingdom");
  await keys.press("Enter");
  await expect(country).toHaveValue("United Kingdom");
  const fields: [string, string][] = [
    ["First name", CONTACT.first_name],
    ["Last name", CONTACT.last_name],
    ["Email", CONTACT.email],
    ["Phone", CONTACT.phone],
    ["Address", CONTACT.address1],
    ["City", CONTACT.city],
    ["County", CONTACT.state],
    ["Postcode", CONTACT.postal_code],
  ];
  for (const [label, value] of fields) {
    await tabTo(page, page.getByLabel(label, { exact: true }));
    await keys.type(value);
  }
  await tabTo(page, page.getByRole("button", { name: "Continue" }));
  await keys.press("Enter");
  await step(page, 3, "Review and pay");
  const card = page.getByRole("radio", { name: /^Card/ });
  await tabTo(page, card);
  await expect(card).toBeChecked();
  await keys.press("Space");
  await tabTo(page, payButton(page, "card"));
  await keys.press("Enter");

  // The sandbox checkout: the card field, then Enter submits.
  await expect(page.getByRole("heading", { name: `Pay for ${domain}` })).toBeVisible();
  const number = page.getByLabel("Card number");
  await tabTo(page, number);
  await keys.press("ControlOrMeta+A");
  await keys.type("4242 4242 4242 4242");
  await keys.press("Enter");
  await expect(page.getByRole("heading", { name: `Order for ${domain}` })).toBeVisible();
  await expect(page.getByText("Registered", { exact: true })).toBeVisible({ timeout: 30_000 });
});
