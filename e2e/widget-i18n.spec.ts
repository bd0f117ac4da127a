import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { CONTACT, createSession } from "./env";
import { checkScreen, recordWirePayment, sessionOrders, uniqueDomain } from "./hosted";

/**
 * The widget in the session's language: a whole purchase in German (texts, plurals, field
 * errors in the widget's own words, money in German format, axe on each screen), and the
 * pseudo-locale ar-XB laying the page out right to left.
 */

// The browser says English: the session's locale must win over it.
test.use({ locale: "en-US", timezoneId: "UTC" });
test.describe.configure({ timeout: 120_000 });

const ACTIONS = ["domain_search", "domain_purchase", "dns_manage", "renew"];

async function session(request: APIRequestContext, locale: string) {
  const body = {
    allowed_actions: ACTIONS,
    external_account_id: `e2e-i18n-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`,
    locale,
  };
  return createSession(request, body);
}

const step = (page: Page, n: number, name: string) =>
  expect(page.getByRole("heading", { name: `Schritt ${n} von 4: ${name}` })).toBeVisible();

test("a purchase in German: every screen, the field errors and the money in German", async ({
  page,
  request,
}) => {
  const s = await session(request, "de");
  const domain = uniqueDomain("e2e-de");
  await page.goto(s.hosted_url);
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
  await expect(page.getByRole("heading", { name: "Domain finden" })).toBeVisible();
  await checkScreen(page, "i18n-de-search");

  const box = page.getByRole("searchbox", { name: "Domainname" });
  await box.fill(domain);
  await box.press("Enter");
  await expect(page.getByRole("heading", { name: `Ergebnisse für ${domain}` })).toBeVisible();
  await page.getByRole("button", { name: `${domain} kaufen` }).click();

  await step(page, 1, "Optionen");
  await page.getByLabel("Registrierungsdauer").selectOption({ label: "2 Jahre" });
  await checkScreen(page, "i18n-de-options");
  await page.getByRole("button", { name: "Weiter" }).click();

  // Leaving the contact form empty: the widget says what to do, in German, on each field.
  await step(page, 2, "Kontakt");
  await page.getByRole("button", { name: "Weiter" }).click();
  await expect(page.getByText("Geben Sie Ihren Vornamen ein.")).toBeVisible();
  await expect(page.getByText("Wählen Sie ein Land.")).toBeVisible();
  await expect(page.getByText(/String should|Value error|value is not/)).toHaveCount(0);
  await checkScreen(page, "i18n-de-contact-errors");
  await page.getByLabel("Vorname").fill(CONTACT.first_name);
  await page.getByLabel("Nachname").fill(CONTACT.last_name);
  await page.getByLabel("E-Mail").fill(CONTACT.email);
  await page.getByLabel("Telefon").fill(CONTACT.phone);
  await page.getByLabel("Adresse", { exact: true }).fill(CONTACT.address1);
  await page.getByLabel("Ort", { exact: true }).fill(CONTACT.city);
  await page.getByLabel("Bundesland oder Region").fill(CONTACT.state);
  await page.getByLabel("Postleitzahl").fill(CONTACT.postal_code);
  await page.getByLabel("Land", { exact: true }).selectOption({ label: "Vereinigtes Königreich" });
  await page.getByRole("button", { name: "Weiter" }).click();

  await step(page, 3, "Zahlung");
  await page.getByRole("radio", { name: /^Überweisung/ }).check();
  await page.getByRole("button", { name: "Weiter" }).click();
  await step(page, 4, "Überprüfen");
  await checkScreen(page, "i18n-de-review");
  await page.getByRole("button", { name: "Bestellung aufgeben" }).click();

  await expect(page.getByRole("heading", { name: `Bestellung für ${domain}` })).toBeVisible();
  await expect(page.getByText("Wartet auf Zahlung", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Per Überweisung zahlen" })).toBeVisible();
  const [order] = await sessionOrders(request, s);
  const total = new Intl.NumberFormat("de", { style: "currency", currency: order!.currency });
  await expect(
    page.getByText(total.format(order!.price as Intl.StringNumericLiteral)).first(),
  ).toBeVisible();
  await checkScreen(page, "i18n-de-wire-pending");

  await recordWirePayment(request, order!);
  await expect
    .poll(async () => (await sessionOrders(request, s))[0]!.status, { timeout: 30_000 })
    .toBe("completed");
  await page.reload();
  await expect(page.getByText("Registriert", { exact: true })).toBeVisible();
  await checkScreen(page, "i18n-de-completed");
});

test("the pseudo-locale ar-XB lays the widget out right to left", async ({ page, request }) => {
  const firstTabX = async (locale: string) => {
    const s = await session(request, locale);
    await page.goto(s.hosted_url);
    const nav = page.getByRole("navigation", { name: "Sections" });
    const first = nav.getByRole("button").first();
    await expect(first).toHaveText("Search");
    const box = (await first.boundingBox())!;
    const width = page.viewportSize()!.width;
    return { left: box.x, right: width - (box.x + box.width) };
  };
  const ltr = await firstTabX("en");
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
  const rtl = await firstTabX("ar-XB");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  // The first tab starts on the left in English and on the right right-to-left.
  expect(ltr.left).toBeLessThan(ltr.right);
  expect(rtl.right).toBeLessThan(rtl.left);
  expect(Math.abs(rtl.right - ltr.left)).toBeLessThan(2);
  await checkScreen(page, "i18n-rtl-search");

  const box = page.getByRole("searchbox", { name: "Domain name" });
  await box.fill("rtl-check.com");
  await box.press("Enter");
  await expect(page.getByRole("heading", { name: "Results for rtl-check.com" })).toBeVisible();
  await checkScreen(page, "i18n-rtl-results");
});
