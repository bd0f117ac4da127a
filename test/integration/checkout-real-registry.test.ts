import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/server/db/database";
import { CONTACT, postOrder } from "../helpers/orders";
import { json, makeTestApp, type TestApp } from "../helpers/test-app";
import { openTestDb } from "../helpers/test-db";

// Beside a real registry (REGISTRAR=epp) the sandbox card must never pay an order: card
// orders are refused with the reason, and the checkout takes no test card, not even for a
// card order written before the switch. (The registrar itself stays the sandbox here: only
// the configuration says epp; the EPP adapter is not started by `createApp`.)

const EPP = {
  REGISTRAR: "epp",
  EPP_HOST: "epp.registry.test",
  EPP_CLIENT_ID: "registrar1",
  EPP_PASSWORD_FILE: "/nonexistent/password",
  EPP_CERT: "/nonexistent/cert.pem",
  EPP_KEY: "/nonexistent/key.pem",
  EPP_SUFFIXES: "com",
};

let database: Database;
let sandbox: TestApp;
let real: TestApp;
let org: Awaited<ReturnType<TestApp["org"]>>;

beforeAll(async () => {
  database = await openTestDb();
  sandbox = await makeTestApp(database);
  real = await makeTestApp(database, { env: EPP });
  org = await real.org("Real Registrar Customer");
});
afterAll(async () => {
  sandbox.app.close();
  real.app.close();
  await database.close();
});

const payByCard = (t: TestApp, orderId: string) =>
  t.request(`/checkout/${orderId}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: "card=4242424242424242",
  });

const paymentCount = async () =>
  (await database.sql.query<{ n: string }>("SELECT count(*)::text AS n FROM payments"))[0]!.n;

describe("no sandbox card path beside a real registry", () => {
  it("refuses a card order with 422 naming payment_method and the way to pay", async () => {
    const { res, body } = await postOrder(real, org.apiKey, {
      domain: "card-refused.com",
      payment_method: "card",
    });
    expect(res.status).toBe(422);
    expect(JSON.stringify(body.detail)).toContain("payment_method");
    expect(JSON.stringify(body.detail)).toContain("use payment_method wire");
    // The default method is card: an order naming none is refused alike.
    expect((await postOrder(real, org.apiKey, { domain: "card-default.com" })).res.status).toBe(
      422,
    );
    const wire = await postOrder(real, org.apiKey, {
      domain: "wire-ok.com",
      payment_method: "wire",
    });
    expect(wire.res.status).toBe(201);
    expect(wire.body.checkout_url).toBeNull();
  });

  it("refuses a card order from a hosted session too", async () => {
    const minted = await real.request(
      "/api/v1/hosted/sessions",
      json(
        "POST",
        { allowed_actions: ["domain_purchase"], external_account_id: "acct_real" },
        { "x-api-key": org.apiKey },
      ),
    );
    const { client_token } = (await minted.json()) as { client_token: string };
    const ordered = await real.request(
      "/api/v1/hosted/orders",
      json(
        "POST",
        { contact: CONTACT, domain: "hosted-card.com", payment_method: "card" },
        { authorization: `Bearer ${client_token}` },
      ),
    );
    expect(ordered.status).toBe(422);
  });

  it("takes no test card for a card order written before the switch", async () => {
    const { body } = await postOrder(sandbox, org.apiKey, { domain: "before-switch.com" });
    expect(body.checkout_url).not.toBeNull();
    const page = await real.request(`/checkout/${body.order_id}`);
    expect(page.status).toBe(409);
    const text = await page.text();
    expect(text).toContain("Card payments are not offered here");
    expect(text).not.toContain("<form");
    const paid = await payByCard(real, body.order_id);
    expect(paid.status).toBe(409);
    expect(await paid.text()).not.toContain("Payment received");
    expect(await paymentCount()).toBe("0");
    const detail = (await (
      await real.request(`/api/v1/registrar/orders/${body.order_id}`, {
        headers: { "x-api-key": org.apiKey },
      })
    ).json()) as Record<string, unknown>;
    expect(detail).toMatchObject({ status: "pending", amount_paid: "0.00", checkout_url: null });
  });
});
