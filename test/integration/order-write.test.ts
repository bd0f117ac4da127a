/**
 * A new order is written whole or not at all: the order, its first transition, its
 * `order.created` event with one delivery per subscribed endpoint, and the response stored
 * under its Idempotency-Key (one statement: `orders/write-order.ts`).
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/server/db/database";
import { idempotencyKeys } from "../../src/server/http/schema";
import { sandboxRegistry } from "../../src/server/registrar/schema";
import { events, webhookDeliveries, webhookEndpoints } from "../../src/server/events/schema";
import { orderTransitions, orders } from "../../src/server/orders/schema";
import { openTestDb } from "../helpers/test-db";
import { json, makeTestApp, type TestApp } from "../helpers/test-app";
import { CONTACT } from "../helpers/orders";

let database: Database;
let t: TestApp;
let org: Awaited<ReturnType<TestApp["org"]>>;

beforeAll(async () => {
  database = await openTestDb();
  t = await makeTestApp(database);
  org = await t.org("Writer");
  const endpoint = (eventTypes: string[], enabled = true) => ({
    id: randomUUID(),
    organizationId: org.organizationId,
    livemode: false,
    url: "https://hooks.example.com/in",
    eventTypes,
    secret: "whsec_test",
    enabled,
    createdAt: t.now(),
    updatedAt: t.now(),
  });
  await database.db
    .insert(webhookEndpoints)
    .values([
      endpoint(["order.created"]),
      endpoint(["*"]),
      endpoint(["domain.registered"]),
      endpoint(["*"], false),
    ]);
});
afterAll(async () => {
  await database.close();
});

const post = (domain: string, key: string) =>
  t.request(
    "/api/v1/registrar/order",
    json(
      "POST",
      { domain, contact: CONTACT, payment_method: "wire" },
      { "x-api-key": org.apiKey, "idempotency-key": key },
    ),
  );

async function rowsFor(orderId: string) {
  const { db } = database;
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  const transitions = await db
    .select()
    .from(orderTransitions)
    .where(eq(orderTransitions.orderId, orderId));
  const created = (await db.select().from(events)).filter((e) => e.resource === `order:${orderId}`);
  const deliveries = (await db.select().from(webhookDeliveries)).filter((d) =>
    created.some((e) => e.id === d.eventId),
  );
  return { order, transitions, created, deliveries };
}

describe("order creation writes everything at once", () => {
  it("stores the order, transition, event, deliveries and the exact response sent", async () => {
    const res = await post("written-whole.com", "write-1");
    expect(res.status).toBe(201);
    const text = await res.text();
    const body = JSON.parse(text) as { order_id: string; status: string };
    expect(body.status).toBe("pending");

    const { order, transitions, created, deliveries } = await rowsFor(body.order_id);
    expect(order?.domainName).toBe("written-whole.com");
    expect(transitions.map((r) => [r.fromStatus, r.toStatus])).toEqual([[null, "pending"]]);
    expect(created.map((e) => e.type)).toEqual(["order.created"]);
    // The two enabled endpoints that subscribe to it; not the other type's, not the disabled one.
    expect(deliveries).toHaveLength(2);
    expect(deliveries.every((d) => d.status === "pending")).toBe(true);

    const [stored] = await database.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, "write-1"));
    expect(stored?.responseStatus).toBe(201);
    expect(stored?.responseBody).toBe(text);

    const again = await post("written-whole.com", "write-1");
    expect(again.status).toBe(201);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(await again.text()).toBe(text);
  });

  it("a refused order (one in progress for the name) writes nothing, and frees its key", async () => {
    const first = await post("only-once.com", "write-2");
    expect(first.status).toBe(201);
    const before = {
      orders: (await database.db.select().from(orders)).length,
      transitions: (await database.db.select().from(orderTransitions)).length,
      events: (await database.db.select().from(events)).length,
      deliveries: (await database.db.select().from(webhookDeliveries)).length,
    };
    const second = await post("only-once.com", "write-3");
    expect(second.status).toBe(409);
    expect({
      orders: (await database.db.select().from(orders)).length,
      transitions: (await database.db.select().from(orderTransitions)).length,
      events: (await database.db.select().from(events)).length,
      deliveries: (await database.db.select().from(webhookDeliveries)).length,
    }).toEqual(before);
    // A refusal is an error, not a response: the key is free for a retry.
    const stored = await database.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, "write-3"));
    expect(stored).toEqual([]);
  });

  it("without an Idempotency-Key the order is written the same way", async () => {
    const res = await t.request(
      "/api/v1/registrar/order",
      json(
        "POST",
        { domain: "no-key.com", contact: CONTACT, payment_method: "card" },
        { "x-api-key": org.apiKey },
      ),
    );
    expect(res.status).toBe(201);
    const body = (await res.json()) as { order_id: string; checkout_url: string | null };
    expect(body.checkout_url).toMatch(new RegExp(`/checkout/${body.order_id}$`));
    const { order, transitions, created, deliveries } = await rowsFor(body.order_id);
    expect(order?.paymentMethod).toBe("card");
    expect(transitions).toHaveLength(1);
    expect(created).toHaveLength(1);
    expect(deliveries).toHaveLength(2);
  });

  it("a name the registry holds is refused as registered, writes nothing, and frees its key", async () => {
    await database.db.insert(sandboxRegistry).values({
      name: "held-already.com",
      registeredAt: t.now(),
      expiresAt: new Date(t.now().getTime() + 365 * 86_400_000),
    });
    const count = async () => ({
      orders: (await database.db.select().from(orders)).length,
      events: (await database.db.select().from(events)).length,
      deliveries: (await database.db.select().from(webhookDeliveries)).length,
    });
    const before = await count();
    const res = await post("held-already.com", "write-held");
    expect(res.status).toBe(409);
    expect(((await res.json()) as { detail: string }).detail).toBe(
      "held-already.com is not available: it is already registered.",
    );
    // With a wrong expected price too, the name's being registered is what is said.
    const priced = await t.request(
      "/api/v1/registrar/order",
      json(
        "POST",
        {
          domain: "held-already.com",
          contact: CONTACT,
          payment_method: "wire",
          expected_price: "1.00",
        },
        { "x-api-key": org.apiKey },
      ),
    );
    expect(priced.status).toBe(409);
    expect(((await priced.json()) as { detail: string }).detail).toMatch(/already registered/);
    expect(await count()).toEqual(before);
    const stored = await database.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, "write-held"));
    expect(stored).toEqual([]);
  });

  it("a purchase of a name the registry holds is refused as registered and writes no order", async () => {
    await database.db.insert(sandboxRegistry).values({
      name: "held-purchase.com",
      registeredAt: t.now(),
      expiresAt: new Date(t.now().getTime() + 365 * 86_400_000),
    });
    const res = await t.request(
      "/api/v1/registrar/purchase",
      json("POST", { domain: "held-purchase.com", contact: CONTACT }, { "x-api-key": org.apiKey }),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      success: false,
      domain: "held-purchase.com",
      error_message: "held-purchase.com is not available: it is already registered.",
    });
    const written = await database.db
      .select()
      .from(orders)
      .where(eq(orders.domainName, "held-purchase.com"));
    expect(written).toEqual([]);
  });
});
