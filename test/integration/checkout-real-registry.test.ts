import { EPP_ENV } from "../helpers/epp-env";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/server/db/database";
import { CONTACT, postOrder } from "../helpers/orders";
import { json, makeTestApp, type TestApp } from "../helpers/test-app";
import { openTestDb } from "../helpers/test-db";
import { createApiKey } from "../../src/server/orgs/organizations";
import { createSandboxProvider } from "../../src/server/registrar/sandbox-provider";

// Beside a real registry (REGISTRAR=epp) the sandbox card never pays a live-mode order: live
// card orders are refused with the reason (until a real payment provider is configured), and
// the checkout takes no test card for a live order, not even one written as a card order
// before. Test mode keeps the sandbox card. (A second sandbox plays the live registrar here:
// what is checked is the payment path, not the registry.)

let database: Database;
let real: TestApp;
let org: Awaited<ReturnType<TestApp["org"]>>;
let testKey: string;

beforeAll(async () => {
  database = await openTestDb();
  real = await makeTestApp(database, {
    env: EPP_ENV,
    liveRegistrar: createSandboxProvider(database.db),
  });
  org = await real.org("Real Registrar Customer", { livemode: true });
  testKey = (
    await createApiKey(database.db, { organizationId: org.organizationId, livemode: false })
  ).apiKey;
});
afterAll(async () => {
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

describe("no sandbox card path in live mode", () => {
  it("refuses a card order with 422 naming payment_method and the way to pay", async () => {
    const { res, body } = await postOrder(real, org.apiKey, {
      domain: "card-refused.com",
      payment_method: "card",
    });
    expect(res.status).toBe(422);
    expect(JSON.stringify(body.detail)).toContain("payment_method");
    expect(JSON.stringify(body.detail)).toContain("use payment_method wire");
    expect(JSON.stringify(body.detail)).toContain("live mode");
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

  it("takes no test card for a live card order written before", async () => {
    // A card order as a test key writes it, then made live (as migration 0013 does to the
    // data of a deployment that ran a real registry).
    const { body } = await postOrder(real, testKey, { domain: "before-switch.com" });
    expect(body.checkout_url).not.toBeNull();
    await database.sql.query("UPDATE orders SET livemode = true WHERE id = $1", [body.order_id]);
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

  it("keeps the sandbox card for test mode on the same deployment", async () => {
    const { res, body } = await postOrder(real, testKey, { domain: "test-mode-card.com" });
    expect(res.status).toBe(201);
    expect(body.checkout_url).toBe(`http://127.0.0.1:8787/checkout/${body.order_id}`);
    const paid = await payByCard(real, body.order_id);
    expect(paid.status).toBe(200);
    expect(await paid.text()).toContain("Payment received");
  });
});
