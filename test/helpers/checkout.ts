import { afterAll, beforeAll, expect } from "vitest";
import type { Database } from "../../src/server/db/database";
import { CONTACT } from "./orders";
import { json, makeTestApp, type TestApp } from "./test-app";
import { openTestDb } from "./test-db";

/**
 * The checkout suites' set-up: a database, an app on it and one organization, opened before the
 * file's tests and closed after. Its fields are set once the file's `beforeAll` has run.
 */
export function checkoutSuite(orgName: string) {
  const s = {} as { database: Database; t: TestApp; org: Awaited<ReturnType<TestApp["org"]>> };
  beforeAll(async () => {
    s.database = await openTestDb();
    s.t = await makeTestApp(s.database);
    s.org = await s.t.org(orgName);
  });
  afterAll(async () => {
    s.t?.app.close();
    await s.database?.close();
  });
  return s;
}

/** Where the checkout page's "return" link goes in these tests. */
const RETURN_URL = encodeURIComponent("http://127.0.0.1:8787/hosted/x");

/**
 * A card order placed in a new hosted session (`domain_purchase`, with `session`'s fields:
 * theme, locale...) and its checkout page, fetched with `headers`.
 */
export async function hostedCheckout(
  t: TestApp,
  apiKey: string,
  {
    session,
    order,
    headers = {},
  }: {
    session: Record<string, unknown>;
    order: { domain: string } & Record<string, unknown>;
    headers?: Record<string, string>;
  },
) {
  const minted = await t.request(
    "/api/v1/hosted/sessions",
    json("POST", { allowed_actions: ["domain_purchase"], ...session }, { "x-api-key": apiKey }),
  );
  expect(minted.status).toBe(200);
  const { client_token } = (await minted.json()) as { client_token: string };
  const ordered = await t.request(
    "/api/v1/hosted/orders",
    json("POST", { contact: CONTACT, ...order }, { authorization: `Bearer ${client_token}` }),
  );
  expect(ordered.status).toBe(201);
  const { order_id } = (await ordered.json()) as { order_id: string };
  const page = await t.request(`/checkout/${order_id}?return_url=${RETURN_URL}`, { headers });
  return { id: order_id, page, text: await page.text() };
}
