import { expect, test, type Page } from "@playwright/test";
import { CONTACT } from "./env";
import { accountSession, checkScreen, payButton, step, tab, uniqueDomain } from "./hosted";

/**
 * The purchase as one continuous flow on the real hosted page: the exact match sells first,
 * the order summary stays in view (a column when wide, a bar at 375 px), and nothing typed is
 * lost going back, switching tabs or choosing another name.
 */

test.use({ locale: "en-US", timezoneId: "UTC" });
test.describe.configure({ timeout: 120_000 });

const summary = (page: Page) => page.getByRole("complementary", { name: "Order summary" });
const total = (page: Page) => summary(page).getByTestId("summary-total");

async function searchFor(page: Page, domain: string) {
  await page.getByRole("searchbox", { name: "Domain name" }).fill(domain);
  const exact = page.locator(".rw-result-featured");
  await expect(exact.getByText("Exact match")).toBeVisible();
  await expect(exact.getByRole("button", { name: `Buy ${domain}` })).toBeVisible();
}

test("wide: exact match first, summary column, back and forth without losing input, then a wire order", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1100, height: 900 });
  const s = await accountSession(request);
  const domain = uniqueDomain("e2e-flow");
  await page.goto(s.hosted_url);
  await searchFor(page, domain);
  await checkScreen(page, "purchase-flow-search");
  await page.getByRole("button", { name: `Buy ${domain}` }).click();
  await step(page, 1, "Options");
  await expect(summary(page).getByRole("heading", { name: "Order summary" })).toBeVisible();
  await expect(summary(page).locator(".rw-summary-domain")).toHaveText(domain);
  const oneYear = await total(page).textContent();
  await page.getByLabel("Registration period").selectOption("2");
  await expect(summary(page).getByText("2 years")).toBeVisible();
  await expect(total(page)).not.toHaveText(oneYear!);
  const twoYears = await total(page).textContent();
  await checkScreen(page, "purchase-flow-choose");

  await page.getByRole("button", { name: "Continue" }).click();
  await step(page, 2, "Contact");
  await page.getByLabel("First name").fill(CONTACT.first_name);
  await page.getByLabel("Last name").fill(CONTACT.last_name);

  // Away to the search and back through the Buy tab: the same step, the same typing.
  await tab(page, "Search").click();
  await expect(page.getByRole("searchbox", { name: "Domain name" })).toHaveValue(domain);
  await tab(page, "Buy").click();
  await step(page, 2, "Contact");
  await expect(page.getByLabel("First name")).toHaveValue(CONTACT.first_name);
  await expect(total(page)).toHaveText(twoYears!);
  await page.getByRole("button", { name: "Back" }).click();
  await step(page, 1, "Options");
  await expect(page.getByLabel("Registration period")).toHaveValue("2");
  await page.getByRole("button", { name: "Continue" }).click();

  // Country first (its searchable list): it names the address fields (county, postcode).
  const country = page.getByRole("combobox", { name: "Country", exact: true });
  await country.fill("United Kingdom");
  await country.press("Enter");
  await page.getByLabel("Email").fill(CONTACT.email);
  await page.getByLabel("Phone").fill(CONTACT.phone);
  await page.getByLabel("Address", { exact: true }).fill(CONTACT.address1);
  await page.getByLabel("City").fill(CONTACT.city);
  await page.getByLabel("County").fill(CONTACT.state);
  await page.getByLabel("Postcode").fill(CONTACT.postal_code);
  await page.getByRole("button", { name: "Continue" }).click();
  await step(page, 3, "Review and pay");
  await page.getByRole("radio", { name: /^Bank transfer/ }).check();
  await expect(total(page)).toHaveText(twoYears!);
  await checkScreen(page, "purchase-flow-review");
  await payButton(page, "wire").click();
  await expect(page.getByRole("heading", { name: "Pay by bank transfer" })).toBeVisible();
});

test("375 px: the summary is a bar that opens, and nothing scrolls sideways", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const s = await accountSession(request);
  const domain = uniqueDomain("e2e-flow-narrow-with-a-long-name");
  await page.goto(s.hosted_url);
  await searchFor(page, domain);
  await page.getByRole("button", { name: `Buy ${domain}` }).click();
  await step(page, 1, "Options");
  const bar = summary(page).getByRole("button", { name: /Order summary/ });
  await expect(bar).toHaveAttribute("aria-expanded", "false");
  await expect(total(page)).toBeVisible();
  await expect(summary(page).getByText("Renewal price")).toBeHidden();
  await bar.click();
  await expect(bar).toHaveAttribute("aria-expanded", "true");
  await expect(summary(page).getByText("Renewal price")).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await checkScreen(page, "purchase-flow-narrow");
});

test("375 px: the summary bar stays in view down the contact form, never over the focused field", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 375, height: 700 });
  await page.emulateMedia({ reducedMotion: "reduce" });
  const s = await accountSession(request);
  const domain = uniqueDomain("e2e-flow-pinned");
  await page.goto(s.hosted_url);
  await searchFor(page, domain);
  await page.getByRole("button", { name: `Buy ${domain}` }).click();
  await step(page, 1, "Options");
  const oneYear = await total(page).textContent();
  await page.getByRole("button", { name: "Continue" }).click();
  await step(page, 2, "Contact");

  // At the bottom of the contact form, the bar (domain and total) is still on screen.
  await page.getByRole("button", { name: "Continue" }).scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  await expect(total(page)).toBeInViewport({ ratio: 1 });
  await expect(total(page)).toHaveText(oneYear!);
  await expect(summary(page).locator(".rw-summary-bar-domain")).toBeInViewport();

  // Opened there, it holds the details; no motion with reduced motion asked for.
  const bar = summary(page).getByRole("button", { name: /Order summary/ });
  await bar.click();
  await expect(summary(page).getByText("Renewal price")).toBeInViewport();
  const animation = await page
    .locator("#rw-summary-body")
    .evaluate((el) => getComputedStyle(el).animationName);
  expect(animation).toBe("none");

  // Focus going back up the form to a field that lies under the bar: the page scrolls it into
  // view below the bar, and the open details close so they cover nothing.
  const first = page.getByLabel("First name", { exact: true });
  await first.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top - 20));
  await first.focus();
  await expect(bar).toHaveAttribute("aria-expanded", "false");
  const barBox = (await summary(page).boundingBox())!;
  const fieldBox = (await first.boundingBox())!;
  expect(fieldBox.y).toBeGreaterThanOrEqual(barBox.y + barBox.height);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await checkScreen(page, "purchase-flow-narrow-pinned");
});
