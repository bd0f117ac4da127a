import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/server/db/database";
import { CONTACT, postOrder } from "../helpers/orders";
import { json, makeTestApp, type TestApp } from "../helpers/test-app";
import { openTestDb } from "../helpers/test-db";

/** The sandbox checkout page carries the partner's brand and writes money as the widget does. */

let database: Database;
let t: TestApp;
let org: Awaited<ReturnType<TestApp["org"]>>;

beforeAll(async () => {
  database = await openTestDb();
  t = await makeTestApp(database);
  org = await t.org("Brand Payer Inc");
});
afterAll(async () => {
  await database.close();
});

/** A card order placed in a hosted session with this theme; returns the checkout page. */
async function hostedCheckout(theme_config: Record<string, unknown>, domain: string) {
  const minted = await t.request(
    "/api/v1/hosted/sessions",
    json(
      "POST",
      { allowed_actions: ["domain_purchase"], external_account_id: "acct_b", theme_config },
      { "x-api-key": org.apiKey },
    ),
  );
  const session = (await minted.json()) as { client_token: string };
  const ordered = await t.request(
    "/api/v1/hosted/orders",
    json("POST", { domain, contact: CONTACT }, { authorization: `Bearer ${session.client_token}` }),
  );
  const order = (await ordered.json()) as { order_id: string };
  const page = await t.request(
    `/checkout/${order.order_id}?return_url=${encodeURIComponent("http://127.0.0.1:8787/hosted/x")}`,
  );
  return { page, text: await page.text() };
}

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
    const other = await t.org("Default Theme Org");
    // As the dashboard's settings store it (PATCH /organization/settings, tested elsewhere).
    await database.sql.query(
      "UPDATE organizations SET default_theme = $1::jsonb WHERE name = 'Default Theme Org'",
      [JSON.stringify({ brand_name: "Default Brand", primary_color: "#0a66c2" })],
    );
    const { body } = await postOrder(t, other.apiKey, { domain: "api-order.com" });
    const text = await (await t.request(`/checkout/${body.order_id}`)).text();
    expect(text).toContain('<p class="brand-name">Default Brand</p>');
    expect(text).toContain("--rw-primary:#0a66c2;");
  });
});
