/**
 * Two instances' workers on one database never do one job twice: each ready order is
 * registered once, each interrupted order is recovered once, each webhook delivery is sent
 * once. (On PostgreSQL the two run on pools of their own, as two processes would.)
 */
import { eq, inArray } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fromPostgres, type Database } from "../../src/server/db/database";
import { appendEvent } from "../../src/server/events/append-event";
import { dispatchDue } from "../../src/server/events/dispatcher";
import { webhookEndpoints } from "../../src/server/events/schema";
import { createLogger } from "../../src/server/logger";
import { processReadyOrders, recoverInterrupted } from "../../src/server/orders/processor";
import { orderTransitions, orders, type OrderStatus } from "../../src/server/orders/schema";
import type { RegistrarProvider } from "../../src/server/registrar/provider";
import { createSandboxProvider } from "../../src/server/registrar/sandbox-provider";
import { postOrder } from "../helpers/orders";
import { makeTestApp, type TestApp } from "../helpers/test-app";
import { openTestDb } from "../helpers/test-db";
import { startReceiver } from "../helpers/webhook-receiver";

let database: Database;
/** The second instance's connection to the same database. */
let other: Database;
let t: TestApp;
let org: Awaited<ReturnType<TestApp["org"]>>;

beforeAll(async () => {
  database = await openTestDb();
  const url = database.pool?.options.connectionString;
  other = url ? fromPostgres(url) : database;
  t = await makeTestApp(database);
  org = await t.org("Two workers");
});
afterAll(async () => {
  if (other !== database) await other.close();
  await database.close();
});

const logger = createLogger("error");
const calls = { register: new Map<string, number>(), lookup: new Map<string, number>() };
const count = (m: Map<string, number>, k: string) => m.set(k, (m.get(k) ?? 0) + 1);

/** One instance's worker dependencies: its own connection, a registrar that counts calls. */
function instance(db: Database) {
  const sandbox = createSandboxProvider(db.db, { sleep: async () => {} });
  const registrar: RegistrarProvider = {
    ...sandbox,
    async register(input) {
      count(calls.register, input.reference);
      // Give the other instance time to try the same order.
      await new Promise((r) => setTimeout(r, 5));
      return sandbox.register(input);
    },
    async lookup(domain, reference) {
      count(calls.lookup, reference ?? domain.name);
      await new Promise((r) => setTimeout(r, 5));
      return sandbox.lookup(domain, reference);
    },
  };
  return {
    db: db.db,
    registrars: { test: registrar },
    now: () => t.now(),
    logger,
    leaseMs: 60_000,
  };
}

async function ordersIn(status: OrderStatus, n: number, updatedAt = t.now()) {
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const { body } = await postOrder(t, org.apiKey, {
      domain: `two-${randomUUID().slice(0, 8)}.com`,
    });
    ids.push(body.order_id);
  }
  await database.db.update(orders).set({ status, updatedAt }).where(inArray(orders.id, ids));
  return ids;
}

async function transitionsOf(ids: string[]) {
  return database.db.select().from(orderTransitions).where(inArray(orderTransitions.orderId, ids));
}

describe("two instances' workers on one database", () => {
  it("register each ready order once", async () => {
    const ids = await ordersIn("ready_to_process", 10);
    const [a, b] = await Promise.all([
      processReadyOrders(instance(database)),
      processReadyOrders(instance(other)),
    ]);
    expect(a + b).toBe(10);
    for (const id of ids) expect(calls.register.get(id), id).toBe(1);
    const moves = await transitionsOf(ids);
    for (const id of ids) {
      const mine = moves.filter((m) => m.orderId === id).map((m) => m.toStatus);
      expect(mine, id).toEqual(["pending", "processing", "completed"]);
    }
  });

  it("recover each interrupted order once, then register it once", async () => {
    const stale = new Date(t.now().getTime() - 120_000);
    const ids = await ordersIn("processing", 8, stale);
    await Promise.all([
      recoverInterrupted(instance(database)),
      recoverInterrupted(instance(other)),
    ]);
    for (const id of ids) expect(calls.lookup.get(id), id).toBe(1);
    await Promise.all([
      processReadyOrders(instance(database)),
      processReadyOrders(instance(other)),
    ]);
    for (const id of ids) expect(calls.register.get(id), id).toBe(1);
    const moves = await transitionsOf(ids);
    for (const id of ids) {
      const mine = moves.filter((m) => m.orderId === id).map((m) => m.toStatus);
      expect(mine, id).toEqual(["pending", "ready_to_process", "processing", "completed"]);
    }
  });

  it("never recover an order whose registration is still awaited past its lease", async () => {
    // Real time here: the lease is measured on the clock, and the registry holds the create
    // for twice the lease.
    const leaseMs = 1200;
    const [id] = await ordersIn("ready_to_process", 1, new Date());
    let answer!: () => void;
    const held = new Promise<void>((r) => (answer = r));
    const a = { ...instance(database), now: () => new Date(), leaseMs };
    const registrar = a.registrars.test;
    const slow: RegistrarProvider = {
      ...registrar,
      register: async (input) => (await held, registrar.register(input)),
    };
    const processing = processReadyOrders({ ...a, registrars: { test: slow } });
    await new Promise((r) => setTimeout(r, 2 * leaseMs));
    const recovered = await recoverInterrupted({
      ...instance(other),
      now: () => new Date(),
      leaseMs,
    });
    answer();
    expect(await processing).toBe(1);
    expect(recovered).toBe(0);
    expect(calls.lookup.get(id!)).toBeUndefined();
    expect(calls.register.get(id!)).toBe(1);
    const moves = (await transitionsOf([id!])).map((m) => m.toStatus);
    expect(moves).toEqual(["pending", "processing", "completed"]);
  });

  it("send each webhook delivery once", async () => {
    const receiver = await startReceiver();
    try {
      const endpointId = randomUUID();
      await database.db.insert(webhookEndpoints).values({
        id: endpointId,
        organizationId: org.organizationId,
        livemode: false,
        url: receiver.url,
        eventTypes: ["domain.registered"],
        secret: "whsec_two_instances",
        createdAt: t.now(),
        updatedAt: t.now(),
      });
      const eventIds: string[] = [];
      for (let i = 0; i < 12; i++) {
        eventIds.push(
          await appendEvent(database.db, {
            organizationId: org.organizationId,
            livemode: false,
            type: "domain.registered",
            data: {
              domain_id: randomUUID(),
              domain: `d${i}.com`,
              order_id: randomUUID(),
              expires_at: t.now().toISOString(),
            },
            at: t.now(),
          }),
        );
      }
      const deps = (db: Database) => ({ db: db.db, now: () => t.now(), logger });
      await Promise.all([
        dispatchDue(deps(database), { batch: 3 }),
        dispatchDue(deps(other), { batch: 3 }),
      ]);
      expect(
        receiver
          .events()
          .map((e) => e.id)
          .sort(),
      ).toEqual([...eventIds].sort());
      await database.db
        .update(webhookEndpoints)
        .set({ enabled: false })
        .where(eq(webhookEndpoints.id, endpointId));
    } finally {
      await receiver.close();
    }
  });
});
