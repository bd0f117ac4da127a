import { expect, test, type Page } from "@playwright/test";
import { CONTACT } from "./env";
import { accountSession, checkScreen, payButton, step, tabTo, uniqueDomain } from "./hosted";

/**
 * The purchase's contact step on the real widget: country first from a searchable list, the
 * address in that country's order and words, the phone composed from its code picker, filled
 * by keyboard alone and as browser autofill fills (by `autocomplete` names), then the order the
 * service accepts.
 */

test.use({ locale: "en-US", timezoneId: "UTC" });
test.describe.configure({ timeout: 120_000 });

/** From the hosted page of a new session to the contact step of a fresh domain. */
async function toContactStep(page: Page, request: Parameters<typeof accountSession>[0]) {
  const s = await accountSession(request, {
    allowed_actions: ["domain_search", "domain_purchase"],
  });
  const domain = uniqueDomain("e2e-contact");
  await page.goto(s.hosted_url);
  const box = page.getByRole("searchbox", { name: "Domain name" });
  await box.fill(domain);
  await box.press("Enter");
  await page.getByRole("button", { name: `Buy ${domain}` }).click();
  await step(page, 1, "Options");
  await page.getByRole("button", { name: "Continue" }).click();
  await step(page, 2, "Contact");
  return domain;
}

/** The labels of the contact step, in the order a screen reader and Tab meet them. */
const labels = (page: Page) => page.locator(".rw-contact label").allTextContents();

/** From the contact step: pays by bank transfer, places the order, gives the contact sent. */
async function placeWireOrder(page: Page): Promise<Record<string, string>> {
  await page.getByRole("button", { name: "Continue" }).click();
  return placeWireOrderOnReview(page);
}

test("keyboard only: country from the searchable list, Germany's address order, phone from the code picker", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1100, height: 900 });
  await toContactStep(page, request);
  const keys = page.keyboard;
  const country = page.getByRole("combobox", { name: "Country", exact: true });
  await tabTo(page, country);
  await keys.type("ger");
  await expect(country).toHaveAttribute("aria-expanded", "true");
  const list = page.getByRole("listbox", { name: "Choose a country" });
  await expect(list.getByRole("option", { name: "Germany", exact: true })).toBeVisible();
  await checkScreen(page, "contact-country-list");
  await keys.press("ArrowDown");
  await expect(country).toHaveAttribute("aria-activedescendant", /.+/);
  await keys.press("Enter");
  await expect(country).toHaveValue("Germany");
  await expect(country).toHaveAttribute("aria-expanded", "false");

  // Germany writes the postal code before the city; the phone's code follows the country.
  expect((await labels(page)).slice(-3)).toEqual(["Postal code", "City", "State"]);
  const code = page.getByRole("combobox", { name: "Country code" });
  await expect(code).toHaveValue("DE");

  const fields: [string, string][] = [
    ["First name", "Grace"],
    ["Last name", "Hopper"],
    ["Email", "grace@example.com"],
    ["Phone", "030 1234567"],
    ["Address", "Unter den Linden 1"],
    ["Postal code", "10117"],
    ["City", "Berlin"],
    ["State", "Berlin"],
  ];
  for (const [label, value] of fields) {
    await tabTo(page, page.getByLabel(label, { exact: true }));
    await keys.type(value);
  }
  // Two balanced columns on a wide screen: the names side by side.
  const first = (await page.getByLabel("First name", { exact: true }).boundingBox())!;
  const last = (await page.getByLabel("Last name", { exact: true }).boundingBox())!;
  expect(Math.abs(first.y - last.y)).toBeLessThan(2);
  expect(last.x).toBeGreaterThan(first.x + first.width);
  expect(Math.abs(first.width - last.width)).toBeLessThan(2);
  await checkScreen(page, "contact-filled-de");

  await tabTo(page, page.getByRole("button", { name: "Continue" }));
  await keys.press("Enter");
  const contact = await placeWireOrderOnReview(page);
  expect(contact).toMatchObject({
    country: "DE",
    phone: "+49301234567",
    postal_code: "10117",
    city: "Berlin",
    state: "Berlin",
  });
});

/** On the "Review and pay" step: pays by bank transfer, places the order, gives the contact sent. */
async function placeWireOrderOnReview(page: Page): Promise<Record<string, string>> {
  await step(page, 3, "Review and pay");
  await page.getByRole("radio", { name: /^Bank transfer/ }).check();
  const sent = page.waitForRequest((r) => r.method() === "POST" && /\/orders$/.test(r.url()));
  await payButton(page, "wire").click();
  const body = (await sent).postDataJSON() as { contact: Record<string, string> };
  await expect(page.getByText("Waiting for payment", { exact: true })).toBeVisible();
  return body.contact;
}

test("browser-style autofill by autocomplete names, on a 375 px phone screen", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await toContactStep(page, request);
  // What a browser's address book writes, field by field, by the fields' autocomplete names.
  const autofill: [string, string][] = [
    ["country", "United Kingdom"],
    ["given-name", CONTACT.first_name],
    ["family-name", CONTACT.last_name],
    ["email", CONTACT.email],
    ["tel", "+44 20 7123 4567"],
    ["address-line1", CONTACT.address1],
    ["address-level2", CONTACT.city],
    ["address-level1", CONTACT.state],
    ["postal-code", CONTACT.postal_code],
  ];
  for (const [token, value] of autofill) {
    await page.locator(`.rw-contact [autocomplete="${token}"]`).fill(value);
  }
  await page.locator('.rw-contact [autocomplete="postal-code"]').blur();
  await expect(page.getByRole("combobox", { name: "Country", exact: true })).toHaveValue(
    "United Kingdom",
  );
  await expect(page.getByRole("combobox", { name: "Country code" })).toHaveValue("GB");
  // The UK's words for the region and the postal code.
  expect((await labels(page)).slice(-3)).toEqual(["City", "County", "Postcode"]);
  // One column on a narrow screen, and nothing wider than it.
  const first = (await page.getByLabel("First name", { exact: true }).boundingBox())!;
  const last = (await page.getByLabel("Last name", { exact: true }).boundingBox())!;
  expect(last.y).toBeGreaterThan(first.y + first.height);
  expect(Math.abs(first.x - last.x)).toBeLessThan(2);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
  await checkScreen(page, "contact-autofilled-375");

  const contact = await placeWireOrder(page);
  expect(contact).toMatchObject({
    country: "GB",
    phone: "+442071234567",
    state: CONTACT.state,
    postal_code: CONTACT.postal_code,
  });
});

test("after a failed Continue, the fixed field's error goes as it is typed and one real click on Continue advances", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await toContactStep(page, request);
  await page.getByRole("combobox", { name: "Country", exact: true }).fill("United Kingdom");
  await page.getByRole("option", { name: "United Kingdom", exact: true }).click();
  // Every field but the last name, which the user never visits.
  for (const [label, value] of [
    ["First name", CONTACT.first_name],
    ["Email", CONTACT.email],
    ["Phone", "20 7123 4567"],
    ["Address", CONTACT.address1],
    ["City", CONTACT.city],
    ["County", CONTACT.state],
    ["Postcode", CONTACT.postal_code],
  ]) {
    await page.getByLabel(label!, { exact: true }).fill(value!);
  }
  const continueButton = page.getByRole("button", { name: "Continue" });
  await continueButton.click();
  const lastName = page.getByLabel("Last name", { exact: true });
  await expect(lastName).toHaveAttribute("aria-invalid", "true");
  // The step took the user to the field; they type it there, without leaving it.
  await expect(lastName).toBeFocused();
  await page.keyboard.type(CONTACT.last_name);
  await expect(lastName).not.toHaveAttribute("aria-invalid");
  await expect(lastName).toBeFocused();
  // One press and release of the mouse where the button is now, as a person clicks it.
  const box = (await continueButton.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await step(page, 3, "Review and pay");
});
