import { describe, expect, it } from "vitest";
import { checkoutSuite, hostedCheckout } from "../helpers/checkout";
import { postOrder } from "../helpers/orders";

/**
 * The sandbox checkout page speaks the session's language, by the widget's rule: the session's
 * locale, else the browser's Accept-Language, else English; money in that locale's format.
 */

const suite = checkoutSuite("Locale Payer GmbH");

let n = 0;

/** A card order placed in a hosted session with this locale; returns its checkout page. */
async function checkout(locale: string | undefined, headers: Record<string, string> = {}) {
  const domain = `locale-checkout-${n++}.com`;
  const placed = await hostedCheckout(suite.t, suite.org.apiKey, {
    session: {
      external_account_id: "acct_l",
      theme_config: { brand_name: "Namen & Co" },
      ...(locale && { locale }),
    },
    order: { domain, years: 2 },
    headers,
  });
  return { domain, ...placed };
}

describe("the checkout page's language", () => {
  it("German for a de-AT session: words, plural, money and lang", async () => {
    const { domain, page, text } = await checkout("de-AT", { "accept-language": "fr" });
    expect(page.status).toBe(200);
    expect(text).toContain('<html lang="de-AT" dir="ltr">');
    expect(text).toContain(`<h1><span class="domain">${domain}</span> bezahlen</h1>`);
    expect(text).toContain(`<title>${domain} bezahlen · Namen &amp; Co</title>`);
    expect(text).toContain("<dd>2 Jahre</dd>");
    expect(text).toContain('<label for="card">Kartennummer</label>');
    // Austrian German writes the dollar sign first, with German decimals.
    expect(text).toMatch(/<dd class="total">\$\s21,98<\/dd>/);
    expect(text).toMatch(/<button type="submit">\$\s21,98 bezahlen<\/button>/);
    expect(text).toContain(">Zurück zu Namen &amp; Co</a>");
    expect(text).toContain("Sandbox-Kasse");
    expect(text).not.toContain("Card number");
    // Only test-mode orders reach this page, and it says so in words.
    expect(text).toContain('<p class="badge"><strong>Testmodus</strong> · Sandbox-Kasse');
  });

  it("says Test mode, in the page's language", async () => {
    const en = await checkout("en-US");
    expect(en.text).toContain(
      '<p class="badge"><strong>Test mode</strong> · Sandbox checkout: no real money moves</p>',
    );
    expect((await checkout("fr")).text).toContain("<strong>Mode test</strong>");
    expect((await checkout("es")).text).toContain("<strong>Modo de prueba</strong>");
  });

  it("French and Spanish sessions", async () => {
    const fr = await checkout("fr");
    expect(fr.text).toContain('<html lang="fr" dir="ltr">');
    expect(fr.text).toContain("<dd>2 ans</dd>");
    expect(fr.text).toMatch(/Payer 21,98\s\$US<\/button>/);
    const es = await checkout("es-ES");
    expect(es.text).toContain('<html lang="es-ES" dir="ltr">');
    expect(es.text).toContain("<dd>2 años</dd>");
    expect(es.text).toMatch(/Pagar 21,98\sUS\$<\/button>/);
  });

  it("ar-XB lays the page out right to left, in English", async () => {
    const { text } = await checkout("ar-XB");
    expect(text).toContain('<html lang="en" dir="rtl">');
    expect(text).toContain('<button type="submit">Pay $21.98</button>');
  });

  it("without a session locale, the browser's languages; a language we lack: English", async () => {
    const browser = await checkout(undefined, { "accept-language": "ja, es-MX;q=0.9, de;q=0.8" });
    expect(browser.text).toContain('<html lang="es-MX" dir="ltr">');
    expect(browser.text).toContain("Número de tarjeta");
    // The session's locale decides even when it names a language we lack (as in the widget).
    const lacking = await checkout("ja", { "accept-language": "de" });
    expect(lacking.text).toContain('<html lang="en" dir="ltr">');
    expect(lacking.text).toContain("Card number");
  });

  it("a declined card is told in the page's language", async () => {
    const { id } = await checkout("fr");
    const res = await suite.t.request(`/checkout/${id}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "card=4000000000000002",
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("La carte a été refusée.");
  });

  it("a paid order's page says so in the page's language, its status in words", async () => {
    const { id } = await checkout("de");
    const res = await suite.t.request(`/checkout/${id}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "card=4242424242424242",
    });
    const text = await res.text();
    expect(text).toContain("Zahlung erhalten. Die Domain wird jetzt registriert.");
    expect(text).toMatch(
      /Für diese Bestellung ist keine Zahlung nötig \(Status: (Bezahlt, Registrierung folgt|Wird registriert|Registriert)\)\./,
    );
  });

  it("an order placed with the API key follows the request's Accept-Language", async () => {
    const { body } = await postOrder(suite.t, suite.org.apiKey, { domain: "locale-api-order.com" });
    const page = await suite.t.request(`/checkout/${body.order_id}`, {
      headers: { "accept-language": "de-CH,de;q=0.9" },
    });
    const text = await page.text();
    expect(text).toContain('<html lang="de-CH" dir="ltr">');
    expect(text).toContain("Sandbox-Zahlungsseite für Locale Payer GmbH");
  });

  it("a checkout that does not exist answers in the browser's language", async () => {
    const page = await suite.t.request("/checkout/00000000-0000-4000-8000-000000000000", {
      headers: { "accept-language": "es" },
    });
    expect(page.status).toBe(404);
    expect(await page.text()).toContain("<h1>Pago no encontrado</h1>");
  });
});
