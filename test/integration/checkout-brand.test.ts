import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { checkoutSuite, hostedCheckout as checkoutPage } from "../helpers/checkout";
import { postOrder } from "../helpers/orders";

/** The sandbox checkout page carries the partner's brand and writes money as the widget does. */

const suite = checkoutSuite("Brand Payer Inc");

/** A card order placed in a hosted session with this theme; returns the checkout page. */
const hostedCheckout = (theme_config: Record<string, unknown>, domain: string) =>
  checkoutPage(suite.t, suite.org.apiKey, {
    session: { external_account_id: "acct_b", theme_config },
    order: { domain },
  });

describe("the checkout page's brand", () => {
  it("shows the session's brand name, logo and color, and the total as $10.99", async () => {
    const { page, text } = await hostedCheckout(
      {
        primary_color: "#6b21a8",
        brand_name: "Purple Names",
        logo_url: "https://cdn.partner.example/logo.svg",
      },
      "acme-rockets.com",
    );
    expect(page.status).toBe(200);
    expect(text).toContain('<p class="brand-name">Purple Names</p>');
    expect(text).toContain('<img src="https://cdn.partner.example/logo.svg" alt="" height="32"');
    expect(text).toContain("--rw-primary:#6b21a8;");
    expect(text).toMatch(/<button type="submit">Pay \$10\.99<\/button>/);
    expect(text).toContain("<dd>1 year</dd>");
    expect(text).not.toContain("year(s)");
    expect(text).not.toContain("10.99 USD");
    expect(text).toContain(">Return to Purple Names</a>");
    // The domain is one unit that moves whole to the next line rather than breaking inside.
    expect(text).toContain('Pay for <span class="domain">acme-rockets.com</span>');
    // The logo may load from the partner's https host; still no script.
    const csp = page.headers.get("content-security-policy")!;
    expect(csp).toContain("img-src https:");
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain("script-src");
  });

  it("allows its one style element by hash, no inline style otherwise, and says nosniff", async () => {
    const { page, text } = await hostedCheckout(
      { primary_color: "#1b1f5e", color_scheme: "auto", brand_name: "Hashed" },
      "hashed-style.com",
    );
    expect(page.headers.get("x-content-type-options")).toBe("nosniff");
    const csp = page.headers.get("content-security-policy")!;
    expect(csp).not.toContain("unsafe-inline");
    const styles = [...text.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]!);
    expect(styles).toHaveLength(1);
    // A browser applies the element only if its text's SHA-256 is listed in style-src.
    const hash = createHash("sha256").update(styles[0]!, "utf8").digest("base64");
    expect(/style-src ([^;]*)/.exec(csp)![1]!.trim()).toBe(`'sha256-${hash}'`);
    expect(text).not.toMatch(/\sstyle=/);
    // An unknown order's page carries the same rules.
    const missing = await suite.t.request("/checkout/00000000-0000-4000-8000-000000000000");
    expect(missing.status).toBe(404);
    expect(missing.headers.get("x-content-type-options")).toBe("nosniff");
    expect(missing.headers.get("content-security-policy")).not.toContain("unsafe-inline");
  });

  it("a dark scheme gives a dark page, with the brand color lightened for text", async () => {
    const { text } = await hostedCheckout(
      { primary_color: "#1b1f5e", color_scheme: "dark", radius: 0, font_family: "serif" },
      "dark-checkout.com",
    );
    expect(text).toContain("color-scheme:dark;");
    expect(text).toContain("--bg:#0f1115;");
    expect(text).toContain("--radius:0px;");
    expect(text).toContain("Georgia, serif");
    expect(text).not.toContain("--rw-primary-text:#1b1f5e;");
    // No brand name in the theme: the organization's name.
    expect(text).toContain('<p class="brand-name">Brand Payer Inc</p>');
  });

  it("an order placed with the API key carries the organization's default theme", async () => {
    const other = await suite.t.org("Default Theme Org");
    // As the dashboard's settings store it (PATCH /organization/settings, tested elsewhere).
    await suite.database.sql.query(
      "UPDATE organizations SET default_theme = $1::jsonb WHERE name = 'Default Theme Org'",
      [JSON.stringify({ brand_name: "Default Brand", primary_color: "#0a66c2" })],
    );
    const { body } = await postOrder(suite.t, other.apiKey, { domain: "api-order.com" });
    const text = await (await suite.t.request(`/checkout/${body.order_id}`)).text();
    expect(text).toContain('<p class="brand-name">Default Brand</p>');
    expect(text).toContain("--rw-primary:#0a66c2;");
  });
});
