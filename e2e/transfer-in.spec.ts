import { expect, test, type Page } from "@playwright/test";
import { CONTACT } from "./env";
import { accountSession, checkScreen, sessionDomains, sessionOrders, uniqueDomain } from "./hosted";

/**
 * A transfer in through the real widget on the hosted page, from a taken search result to
 * `completed`, against the service the e2e set-up starts (the sandbox registrar, its transfer
 * wait shortened by `SANDBOX_TRANSFER_SECONDS` in e2e/global-setup.ts).
 */

/** The code the sandbox's other registrar accepts for every name it holds (docs/transfers.md). */
const SANDBOX_TRANSFER_CODE = "4242-TRANSFER";
/** A code it refuses: any other one. */
const WRONG_CODE = "WRONG-CODE-42";

test.use({ locale: "en-US", timezoneId: "UTC" });
// The checkout and the sandbox's transfer wait on 2 busy cores.
test.describe.configure({ timeout: 120_000 });

const step = (page: Page, n: number, name: string) =>
  expect(page.getByRole("heading", { name: `Step ${n} of 3: ${name}` })).toBeVisible();

/** Fills the contact step (the purchase's, reused) from the test contact. */
async function fillContact(page: Page) {
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

test("transfer in: from a taken search result, a wrong code refused at its field, then paid and followed to completed", async ({
  page,
  request,
}) => {
  const s = await accountSession(request);
  const domain = uniqueDomain("transferok-e2e");
  await page.goto(s.hosted_url);

  // A taken name another registrar holds: the result offers the transfer, with its price.
  const box = page.getByRole("searchbox", { name: "Domain name" });
  await box.fill(domain);
  await box.press("Enter");
  const own = page.getByRole("button", {
    name: `I already own this domain: transfer ${domain} here`,
  });
  await expect(own).toBeVisible();
  // Its own result (every suffix of a transferok- name is held elsewhere: each offers one).
  const result = page.getByRole("listitem").filter({ has: own });
  await expect(result.getByText(/^Transfer it here for \$[\d.]+, one year added$/)).toBeVisible();
  await checkScreen(page, "transfer-search-result");
  await own.click();

  // The code, with where to get it; a wrong one is refused before anything is paid.
  await step(page, 1, "Transfer code");
  await expect(page.getByRole("region", { name: "Where do I get the code?" })).toBeVisible();
  await checkScreen(page, "transfer-code");
  const code = page.getByRole("textbox", { name: "Transfer code" });
  await code.fill(WRONG_CODE);
  await page.getByRole("button", { name: "Continue" }).click();
  await step(page, 2, "Contact");
  await fillContact(page);
  await page.getByRole("button", { name: "Continue" }).click();
  await step(page, 3, "Review and pay");
  await expect(page.getByText(`${CONTACT.first_name} ${CONTACT.last_name}`)).toBeVisible();
  await checkScreen(page, "transfer-review");
  await page.getByRole("button", { name: /^Pay \$[\d.]+ and transfer$/ }).click();
  await step(page, 1, "Transfer code");
  await expect(code).toBeFocused();
  await expect(code).toHaveAccessibleDescription(
    /The current registrar did not accept this transfer code/,
  );
  await checkScreen(page, "transfer-code-refused");

  // The right code; the contact is kept; paid at the sandbox checkout.
  await code.fill(SANDBOX_TRANSFER_CODE);
  await page.getByRole("button", { name: "Continue" }).click();
  await step(page, 2, "Contact");
  await expect(page.getByLabel("First name")).toHaveValue(CONTACT.first_name);
  await page.getByRole("button", { name: "Continue" }).click();
  await step(page, 3, "Review and pay");
  await page.getByRole("button", { name: /^Pay \$[\d.]+ and transfer$/ }).click();
  await expect(page.getByRole("heading", { name: `Pay for ${domain}` })).toBeVisible();
  await page.getByLabel("Card number").fill("4242 4242 4242 4242");
  await page.getByRole("button", { name: /^Pay / }).click();

  // Back in the widget: the transfer's order, followed until the other registrar lets it go.
  await expect(page.getByRole("heading", { name: `Transfer of ${domain}` })).toBeVisible();
  await expect(page.getByText(`${domain} is now registered with us`)).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.getByText("Transferred", { exact: true })).toBeVisible();
  await checkScreen(page, "transfer-completed");

  const [order] = await sessionOrders(request, s);
  expect(order).toMatchObject({ domain_name: domain, status: "completed", kind: "transfer" });
  expect((await sessionDomains(request, s)).map((d) => d.domain)).toContain(domain);
});
