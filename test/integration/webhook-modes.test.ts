/**
 * Webhook endpoints belong to a mode: each receives its own mode's events only, and the
 * payload says the mode (`livemode`). One organization, one endpoint per mode, an order in each.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/server/db/database";
import { createApiKey } from "../../src/server/orgs/organizations";
import { createSandboxProvider } from "../../src/server/registrar/sandbox-provider";
import { CONTACT } from "../helpers/orders";
import { json, makeTestApp, type TestApp } from "../helpers/test-app";
import { openTestDb } from "../helpers/test-db";

let database: Database;
let t: TestApp;
let liveKey: string;
let testKey: string;

beforeAll(async () => {
  database = await openTestDb();
  t = await makeTestApp(database, { liveRegistrar: createSandboxProvider(database.db) });
  const org = await t.org("Both Modes", { livemode: true });
  liveKey = org.apiKey;
  testKey = (
    await createApiKey(database.db, { organizationId: org.organizationId, livemode: false })
  ).apiKey;
});
afterAll(async () => {
  t.app.close();
  await database.close();
});

const post = async (path: string, body: unknown, apiKey: string) => {
  const res = await t.request(path, json("POST", body, { "x-api-key": apiKey }));
  expect(res.status, path).toBeLessThan(300);
  return (await res.json()) as Record<string, unknown>;
};

describe("webhook endpoints per mode", () => {
  it("queue each mode's events to that mode's endpoints only", async () => {
    const url = "https://hooks.example.com/in";
    const liveEp = await post("/api/v1/webhooks/endpoints", { url, event_types: ["*"] }, liveKey);
    const testEp = await post("/api/v1/webhooks/endpoints", { url, event_types: ["*"] }, testKey);
    expect([liveEp.livemode, testEp.livemode]).toEqual([true, false]);
    const order = { contact: CONTACT, payment_method: "wire" };
    const live = await post(
      "/api/v1/registrar/order",
      { ...order, domain: "mode-live.com" },
      liveKey,
    );
    const test = await post(
      "/api/v1/registrar/order",
      { ...order, domain: "mode-test.com" },
      testKey,
    );

    const queued = await database.sql.query<{ endpoint_id: string; data: { order_id: string } }>(
      `SELECT d.endpoint_id, e.data FROM webhook_deliveries d JOIN events e ON e.id = d.event_id
       WHERE e.type = 'order.created'`,
    );
    const to = (endpoint: unknown) =>
      queued.filter((q) => q.endpoint_id === endpoint).map((q) => q.data.order_id);
    expect(to(liveEp.id)).toEqual([live.order_id]);
    expect(to(testEp.id)).toEqual([test.order_id]);

    // Each endpoint's deliveries, as each key lists them, say their mode.
    const deliveries = async (ep: Record<string, unknown>, apiKey: string) =>
      (
        (await (
          await t.request(`/api/v1/webhooks/endpoints/${String(ep.id)}/deliveries`, {
            headers: { "x-api-key": apiKey },
          })
        ).json()) as { items: { livemode: boolean }[] }
      ).items.map((d) => d.livemode);
    expect(await deliveries(liveEp, liveKey)).toEqual([true]);
    expect(await deliveries(testEp, testKey)).toEqual([false]);
  });
});
