/**
 * Wire reconciliation: a payment shows the orders it most likely pays (its reference, then the
 * amount it has left), allocations and refusals name orders by their domain.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/server/db/database";
import { postOrder } from "../helpers/orders";
import { json, makeTestApp, type TestApp } from "../helpers/test-app";
import { openTestDb } from "../helpers/test-db";

let database: Database;
let t: TestApp;
let org: Awaited<ReturnType<TestApp["org"]>>;
let other: Awaited<ReturnType<TestApp["org"]>>;

beforeAll(async () => {
  database = await openTestDb();
  t = await makeTestApp(database);
  org = await t.org("Reconciling Inc");
  other = await t.org("Someone Else");
});
afterAll(async () => {
  t.app.close();
  await database.close();
});

const call = async (key: string, method: string, path: string, body?: unknown) => {
  const res = await t.request(
    path,
    body === undefined
      ? { method, headers: { "x-api-key": key } }
      : json(method, body, { "x-api-key": key }),
  );
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};
const wireOrder = async (key: string, domain: string) => {
  const { res, body } = await postOrder(t, key, { domain, payment_method: "wire" });
  expect(res.status).toBe(201);
  return body as typeof body & { payment_reference: string };
};
const record = async (key: string, amount: string, reference: string | null) =>
  (await call(key, "POST", "/api/v1/registrar/payments", { amount, reference })).body as {
    payment_id: string;
  };
type Suggestion = { order_id: string; domain_name: string; match: string; owed: string };
const suggestions = async (key: string, paymentId: string) =>
  (await call(key, "GET", `/api/v1/registrar/payments/${paymentId}`)).body
    .suggestions as Suggestion[];

describe("a recorded payment", () => {
  it("suggests the order whose reference it carries, as typed by a person, first", async () => {
    const a = await wireOrder(org.apiKey, "match-ref-a.com");
    const b = await wireOrder(org.apiKey, "match-ref-b.com");
    // Another organization's order with the same price never shows.
    await wireOrder(other.apiKey, "match-ref-other.com");
    // The payer typed b's reference in lower case with spaces; the amount is a's price too.
    const typed = b.payment_reference.toLowerCase().replace(/(.{4})/g, "$1 ");
    const p = await record(org.apiKey, b.price, typed);
    const found = await suggestions(org.apiKey, p.payment_id);
    expect(found[0]).toMatchObject({
      order_id: b.order_id,
      domain_name: "match-ref-b.com",
      match: "reference",
      owed: b.price,
    });
    // a owes the same amount: suggested after, by amount; nothing of the other organization.
    expect(found.map((s) => [s.domain_name, s.match])).toContainEqual([
      "match-ref-a.com",
      "amount",
    ]);
    expect(found.map((s) => s.domain_name)).not.toContain("match-ref-other.com");
    expect(a.order_id).not.toBe(b.order_id);
  });

  it("names the order it paid by domain, and suggests nothing once nothing is left", async () => {
    const o = await wireOrder(org.apiKey, "named-by-domain.com");
    const p = await record(org.apiKey, o.price, o.payment_reference);
    const [first] = await suggestions(org.apiKey, p.payment_id);
    expect(first).toMatchObject({ order_id: o.order_id, match: "reference" });
    const allocated = await call(
      org.apiKey,
      "POST",
      `/api/v1/registrar/payments/${p.payment_id}/allocations`,
      { order_id: first!.order_id },
    );
    expect(allocated.status).toBe(201);
    const after = (await call(org.apiKey, "GET", `/api/v1/registrar/payments/${p.payment_id}`))
      .body as { allocations: { domain_name: string }[]; suggestions: unknown[] };
    expect(after.allocations.map((a) => a.domain_name)).toEqual(["named-by-domain.com"]);
    expect(after.suggestions).toEqual([]);
    // Paying it again is refused in words that name the domain.
    const again = await record(org.apiKey, "5.00", null);
    const refused = await call(
      org.apiKey,
      "POST",
      `/api/v1/registrar/payments/${again.payment_id}/allocations`,
      { order_id: o.order_id },
    );
    expect(refused.status).toBe(409);
    expect(String(refused.body.detail)).toContain("named-by-domain.com");
  });

  it("suggests by amount only an order that owes exactly what is left", async () => {
    const o = await wireOrder(org.apiKey, "owes-exactly.com");
    const p = await record(org.apiKey, "1.23", "NOT-A-REFERENCE");
    expect((await suggestions(org.apiKey, p.payment_id)).map((s) => s.order_id)).not.toContain(
      o.order_id,
    );
  });
});
