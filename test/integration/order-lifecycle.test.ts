import { eq } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/server/db/database";
import { orders, type OrderStatus } from "../../src/server/orders/schema";
import { sandboxRegistry } from "../../src/server/registrar/schema";
import { createLogger } from "../../src/server/logger";
import { TRANSITIONS, transitionOrder } from "../../src/server/orders/order-states";
import { recoverInterrupted } from "../../src/server/orders/processor";
import { createSandboxProvider } from "../../src/server/registrar/sandbox-provider";
import { CONTACT, postOrder } from "../helpers/orders";
import { json, makeTestApp, type TestApp } from "../helpers/test-app";
import { openTestDb } from "../helpers/test-db";

let database: Database;
let t: TestApp;
let org: Awaited<ReturnType<TestApp["org"]>>;

beforeAll(async () => {
  database = await openTestDb();
  t = await makeTestApp(database);
  org = await t.org("Lifecycle Inc");
});
afterAll(async () => {
  await database.close();
});

const STATES: OrderStatus[] = [
  "pending",
  "ready_to_process",
  "price_changed",
  "processing",
  "completed",
  "failed",
  "cancelled",
  "refunded",
];

async function orderIn(status: OrderStatus) {
  const { body } = await postOrder(t, org.apiKey, {
    domain: `state-${randomUUID().slice(0, 8)}.com`,
  });
  await database.db.update(orders).set({ status }).where(eq(orders.id, body.order_id));
  return body.order_id;
}

describe("the order state machine", () => {
  it("allows exactly the transitions of the table and refuses every other", async () => {
    const seen: string[] = [];
    for (const from of STATES) {
      for (const to of STATES) {
        const id = await orderIn(from);
        const row = await transitionOrder(database.db, id, to, { now: t.now() });
        const allowed = TRANSITIONS[from].includes(to);
        expect(row !== undefined, `${from} → ${to}`).toBe(allowed);
        const [stored] = await database.db
          .select({ status: orders.status })
          .from(orders)
          .where(eq(orders.id, id));
        expect(stored!.status).toBe(allowed ? to : from);
        if (allowed) seen.push(`${from}→${to}`);
      }
    }
    expect(seen).toContain("ready_to_process→processing");
    expect(seen).not.toContain("pending→completed");
  });

  it("lets only one of many concurrent requests make a transition", async () => {
    const id = await orderIn("pending");
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        transitionOrder(database.db, id, "cancelled", { now: t.now() }),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
  });
});

describe("POST /api/v1/registrar/purchase", () => {
  const purchase = (
    key: string,
    body: Record<string, unknown>,
    path = "/api/v1/registrar/purchase",
  ) => t.request(path, json("POST", { contact: CONTACT, ...body }, { "x-api-key": key }));

  it("registers at once and returns the success body", async () => {
    const res = await purchase(org.apiKey, { domain: "bought-now.com", years: 2 });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      success: true,
      domain: "bought-now.com",
      order_id: expect.any(String),
      status: "completed",
      expires_at: "2028-11-21T12:00:00.000Z",
      price: "21.98",
      currency: "USD",
    });
  });

  it("sets up DNS when asked: the provider's nameservers and the default records", async () => {
    const res = await purchase(org.apiKey, { domain: "with-dns.com", setup_dns: true });
    expect(((await res.json()) as { success: boolean }).success).toBe(true);
    const domain = (await (
      await t.request("/api/v1/registrar/domains/with-dns.com", {
        headers: { "x-api-key": org.apiKey },
      })
    ).json()) as { nameservers: string[] };
    expect(domain.nameservers).toEqual(["ns1.registrar.test", "ns2.registrar.test"]);
    const records = (await (
      await t.request("/api/v1/registrar/dns/with-dns.com/records", {
        headers: { "x-api-key": org.apiKey },
      })
    ).json()) as { items: { type: string; name: string }[] };
    expect(records.items.map((r) => `${r.type} ${r.name}`).sort()).toEqual(["A @", "CNAME www"]);
    const unknown = await purchase(org.apiKey, {
      domain: "with-dns2.com",
      setup_dns: true,
      dns_provider: "cloudflare",
    });
    expect(unknown.status).toBe(422);
  });

  it("returns HTTP 200 success:false with the order id when the registrar fails", async () => {
    const res = await purchase(org.apiKey, { domain: "fail-purchase.com" }, "/registrar/purchase");
    expect(res.status).toBe(200);
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toEqual({
      success: false,
      domain: "fail-purchase.com",
      order_id: expect.any(String),
      error_message: expect.stringMatching(/rejected/),
    });
  });

  it("fails a purchase whose price changed or whose name is taken, charging nothing", async () => {
    const changed = (await (
      await purchase(org.apiKey, { domain: "pricechange-buy.com" })
    ).json()) as Record<string, unknown>;
    expect(changed).toMatchObject({
      success: false,
      error_message: expect.stringMatching(/13\.19 USD/),
    });
    const taken = (await (
      await purchase(org.apiKey, { domain: "taken-buy.com" })
    ).json()) as Record<string, unknown>;
    expect(taken).toMatchObject({ success: false, domain: "taken-buy.com" });
    const again = await purchase(org.apiKey, {
      domain: "pricechange-buy.com",
      expected_price: "10.99",
    });
    expect(((await again.json()) as { success: boolean }).success).toBe(false);
  });

  it("registers one domain exactly once under 50 concurrent purchases from many organizations", async () => {
    const orgs = await Promise.all(Array.from({ length: 10 }, (_, i) => t.org(`Racer ${i}`)));
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        purchase(orgs[i % orgs.length]!.apiKey, { domain: "contested.com" }),
      ),
    );
    const bodies = (await Promise.all(results.map((r) => r.json()))) as { success?: boolean }[];
    const statuses = results.map((r) => r.status);
    expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
    expect(bodies.filter((b) => b.success === true)).toHaveLength(1);
    const registry = await database.db
      .select()
      .from(sandboxRegistry)
      .where(eq(sandboxRegistry.name, "contested.com"));
    expect(registry).toHaveLength(1);
  });
});

describe("recovery of interrupted processing", () => {
  const deps = () => ({
    db: database.db,
    registrars: { test: createSandboxProvider(database.db) },
    now: t.now,
    logger: createLogger("silent"),
    leaseMs: 0,
  });

  it("completes an order the registry holds under its reference, retries one it does not", async () => {
    const held = await orderIn("processing");
    const [row] = await database.db.select().from(orders).where(eq(orders.id, held));
    await database.db.insert(sandboxRegistry).values({
      name: row!.domainName,
      registeredAt: t.now(),
      expiresAt: new Date("2027-11-21T12:00:00Z"),
      reference: held,
    });
    const lost = await orderIn("processing");
    t.advance(1000);
    await recoverInterrupted(deps());
    const statuses = await database.db
      .select({ id: orders.id, status: orders.status })
      .from(orders);
    const byId = new Map(statuses.map((s) => [s.id, s.status]));
    expect(byId.get(held)).toBe("completed");
    expect(byId.get(lost)).toBe("ready_to_process");
    expect([...byId.values()]).not.toContain("processing");
  });
});
