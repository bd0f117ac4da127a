import type { FrameLocator, Page } from "@playwright/test";
import { CONTACT } from "./env";

/**
 * In an embedded widget (`w`, inside `page`), from the search to the review step's card payment,
 * then "Pay": the popup it opens for the checkout (whichever checkout the mode has).
 */
export async function openCardCheckout(page: Page, w: FrameLocator, domain: string) {
  const box = w.getByRole("searchbox", { name: "Domain name" });
  await box.fill(domain);
  await box.press("Enter");
  await w.getByRole("button", { name: `Buy ${domain}` }).click();
  await w.getByRole("button", { name: "Continue" }).click();
  const country = w.getByRole("combobox", { name: "Country", exact: true });
  await country.fill("United Kingdom");
  await country.press("Enter");
  await w.getByLabel("First name").fill(CONTACT.first_name);
  await w.getByLabel("Last name").fill(CONTACT.last_name);
  await w.getByLabel("Email").fill(CONTACT.email);
  await w.getByLabel("Phone").fill(CONTACT.phone);
  await w.getByLabel("Address", { exact: true }).fill(CONTACT.address1);
  await w.getByLabel("City").fill(CONTACT.city);
  await w.getByLabel("County").fill(CONTACT.state);
  await w.getByLabel("Postcode").fill(CONTACT.postal_code);
  await w.getByRole("button", { name: "Continue" }).click();
  await w.getByRole("radio", { name: /^Card/ }).check();
  const opened = page.waitForEvent("popup");
  await w.getByRole("button", { name: /^Pay / }).click();
  return opened;
}
