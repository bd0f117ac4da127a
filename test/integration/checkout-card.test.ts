/** The sandbox card checkout page of a card order: what it shows, pays, refuses and never claims. */
import { createHash } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/server/db/database";
import { postOrder } from "../helpers/orders";
import { json, makeTestApp, type TestApp } from "../helpers/test-app";
import { openTestDb } from "../helpers/test-db";

let database: Database;
let t: TestApp;
let org: Awaited<ReturnType<TestApp["org"]>>;
const get = (path: string, key = org.apiKey) => t.request(path, { headers: { "x-api-key": key } });
const detail = async (id: string) =>
  (await (await get(`/api/v1/registrar/orders/${id}`)).json()) as Record<string, unknown> & {
    status: string;
  };

beforeAll(async () => {
  database = await openTestDb();
  t = await makeTestApp(database);
  org = await t.org("Checkout Inc");
});
afterAll(async () => {
  await database.close();
});

describe("sandbox checkout page", () => {
  it("shows what is owed, declines the decline card, and pays with the success card", async () => {
    const { body } = await postOrder(t, org.apiKey, { domain: "checkout-page.dev" });
    const page = await t.request(new URL(body.checkout_url!).pathname);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-security-policy")).toContain("default-src 'none'");
    const text = await page.text();
    // Money as the widget writes it (#17), not "14.00 USD".
    expect(text).toContain("Pay $14.00");
    expect(text).not.toContain("<script");
    // The payment form inside the one main landmark (axe: landmark-one-main, region).
    expect(text).toMatch(/<main[^>]*>[\s\S]*Pay \$14\.00[\s\S]*<\/main>/);

    const pay = (card: string) =>
      t.request(new URL(body.checkout_url!).pathname, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ card }).toString(),
      });
    expect(await (await pay("4000 0000 0000 0002")).text()).toContain("declined");
    expect((await detail(body.order_id)).status).toBe("pending");
    expect(await (await pay("4242 4242 4242 4242")).text()).toContain("Payment received");
    expect((await detail(body.order_id)).status).toBe("ready_to_process");
    expect(await (await pay("4242 4242 4242 4242")).text()).toContain("needs no payment");
    expect((await detail(body.order_id)).amount_paid).toBe("14.00");
  });

  const payByCard = (checkoutUrl: string) =>
    t.request(new URL(checkoutUrl).pathname, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "card=4242424242424242",
    });

  it("never says paid when the payment's transaction fails: nothing is recorded", async () => {
    const { body } = await postOrder(t, org.apiKey, { domain: "checkout-fails.dev" });
    // The database refuses the payment's insert (as a full disk or a lost connection would).
    await database.sql.query(`CREATE FUNCTION refuse_payment() RETURNS trigger LANGUAGE plpgsql
      AS $$ BEGIN RAISE EXCEPTION 'payments are refused'; END $$`);
    await database.sql.query(`CREATE TRIGGER refuse_payment BEFORE INSERT ON payments
      FOR EACH ROW EXECUTE FUNCTION refuse_payment()`);
    try {
      const res = await payByCard(body.checkout_url!);
      expect(res.status).toBeGreaterThanOrEqual(500);
      const text = await res.text();
      expect(text).not.toContain("Payment received");
      expect(text).not.toContain("Order paid");
    } finally {
      await database.sql.query("DROP TRIGGER refuse_payment ON payments");
      await database.sql.query("DROP FUNCTION refuse_payment()");
    }
    const d = await detail(body.order_id);
    expect(d.status).toBe("pending");
    expect(d.amount_paid).toBe("0.00");
    // Once the database takes payments again, the same card pays.
    expect(await (await payByCard(body.checkout_url!)).text()).toContain("Payment received");
  });

  it("never says paid for an order that was not paid (cancelled)", async () => {
    const { body } = await postOrder(t, org.apiKey, { domain: "checkout-cancelled.dev" });
    const cancelled = await t.request(
      `/api/v1/registrar/orders/${body.order_id}/cancel`,
      json("POST", {}, { "x-api-key": org.apiKey }),
    );
    expect(cancelled.status).toBe(200);
    const res = await payByCard(body.checkout_url!);
    const text = await res.text();
    expect(text).not.toContain("Payment received");
    expect(text).not.toContain("Order paid");
    expect(text).toContain("Cancelled");
    expect((await detail(body.order_id)).amount_paid).toBe("0.00");
  });

  it("redirects only to the service's own origin after paying", async () => {
    const { body } = await postOrder(t, org.apiKey, { domain: "checkout-return.dev" });
    const path = new URL(body.checkout_url!).pathname;
    const res = await t.request(
      `${path}?return_url=${encodeURIComponent("http://127.0.0.1:8787/hosted/x")}`,
      {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "card=4242424242424242",
      },
    );
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe("http://127.0.0.1:8787/hosted/x");
    const evil = await t.request(
      `${path}?return_url=${encodeURIComponent("https://evil.example/")}`,
    );
    expect(await evil.text()).not.toContain("evil.example");
  });
  it("in the widget's popup: keeps popup=1 through the form, then says paid, that the window can close, and closes it", async () => {
    const { body } = await postOrder(t, org.apiKey, { domain: "checkout-popup.dev" });
    const path = `${new URL(body.checkout_url!).pathname}?popup=1`;
    const page = await t.request(path);
    const form = await page.text();
    // No script before paying; the form posts back to the popup's address.
    expect(form).not.toContain("<script");
    expect(form).toContain(`action="${new URL(body.checkout_url!).pathname}?popup=1"`);
    const declined = await t.request(path, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "card=4000000000000002",
    });
    const refused = await declined.text();
    expect(refused).not.toContain("<script");
    // The card the payer typed stays in the field: a refusal does not reset it to 4242….
    expect(refused).toMatch(/id="card"[^>]*value="4000000000000002"/);
    const paid = await t.request(path, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "card=4242424242424242",
    });
    expect(paid.status).toBe(200);
    const text = await paid.text();
    expect(text).toContain(
      "Payment received. The domain is being registered: you can close this window.",
    );
    // Its one script closes the window, allowed by its hash and nothing else.
    const scripts = [...text.matchAll(/<script>([^<]*)<\/script>/g)].map((m) => m[1]!);
    expect(scripts).toEqual(["window.close()"]);
    const hash = createHash("sha256").update(scripts[0]!, "utf8").digest("base64");
    const csp = paid.headers.get("content-security-policy")!;
    expect(csp.split("; ").filter((d) => d.startsWith("script-src"))).toEqual([
      `script-src 'sha256-${hash}'`,
    ]);
    expect(csp).toContain("frame-ancestors 'none'");
    expect((await detail(body.order_id)).status).toBe("ready_to_process");
  });
});
