import { createApiKey } from "../../src/server/orgs/organizations";
import type { Domain } from "../../src/contract/domain";
import { createSandboxProvider } from "../../src/server/registrar/sandbox-provider";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/server/db/database";
import { domains } from "../../src/server/domains/schema";
import { orders, paymentAllocations } from "../../src/server/orders/schema";
import { runAutoRenewal } from "../../src/server/domains/auto-renewer";
import { createLogger } from "../../src/server/logger";
import {
  processReadyOrders,
  recoverInterrupted,
  type ProcessorDeps,
} from "../../src/server/orders/processor";
import type { EppProvider } from "../../src/server/registrar/epp/epp-provider";
import { startEppService } from "../helpers/epp-live-registrar";
import { registrantIdFor } from "../../src/server/registrar/epp/references";
import type { RegistrarProvider } from "../../src/server/registrar/provider";
import type { EppTestRegistry } from "../helpers/epp-test-registry";
import { payOrder, paidEppOrder, postOrder } from "../helpers/orders";
import { json, type TestApp } from "../helpers/test-app";

let database: Database;
let registry: EppTestRegistry;
let epp: EppProvider;
let t: TestApp;
let org: Awaited<ReturnType<TestApp["org"]>>;

let service: Awaited<ReturnType<typeof startEppService>>;
beforeAll(async () => {
  service = await startEppService({ org: "EPP Inc" });
  ({ database, registry, epp, t, org } = service);
});
afterAll(async () => {
  await service?.close();
});

const deps = (registrar: RegistrarProvider = epp): ProcessorDeps => ({
  db: database.db,
  registrars: { test: createSandboxProvider(database.db), live: registrar },
  now: t.now,
  logger: createLogger("silent"),
  leaseMs: 60_000,
});
const key = () => ({ "x-api-key": org.apiKey });

const paidOrder = (domain: string) => paidEppOrder(t, org.apiKey, domain);

async function order(id: string) {
  const [row] = await database.db.select().from(orders).where(eq(orders.id, id));
  return row!;
}

describe("the service over EPP", () => {
  it("orders, pays, registers, renews and sets nameservers through the registry", async () => {
    const avail = await t.request("/api/v1/registrar/availability/lifecycle-epp.com", {
      headers: key(),
    });
    expect(await avail.json()).toMatchObject({ available: true, price: "11.00" });

    const id = await paidOrder("lifecycle-epp.com");
    expect((await order(id)).price).toBe("11.00");
    expect(await processReadyOrders(deps())).toBe(1);
    expect((await order(id)).status).toBe("completed");
    const held = registry.domains.get("lifecycle-epp.com")!;
    expect(held.registrant).toBe(registrantIdFor(id));
    expect(held.ns).toEqual(["ns1.registrar-dns.example", "ns2.registrar-dns.example"]);
    const [domain] = await database.db
      .select()
      .from(domains)
      .where(eq(domains.name, "lifecycle-epp.com"));
    expect(domain!.expiresAt).toEqual(held.exDate);

    const renewed = await t.request(
      "/api/v1/registrar/domains/lifecycle-epp.com/renew",
      json("POST", { years: 2 }, key()),
    );
    expect(await renewed.json()).toMatchObject({ success: true, years_renewed: 2, price: "26.00" });
    const [after] = await database.db
      .select()
      .from(domains)
      .where(eq(domains.name, "lifecycle-epp.com"));
    expect(after!.expiresAt).toEqual(registry.domains.get("lifecycle-epp.com")!.exDate);
    expect(after!.expiresAt.getTime()).toBeGreaterThan(domain!.expiresAt.getTime());

    const ns = await t.request(
      "/api/v1/registrar/domains/lifecycle-epp.com/nameservers",
      json("PUT", { nameservers: ["ns1.elsewhere.example", "ns2.registrar-dns.example"] }, key()),
    );
    expect(ns.status).toBe(200);
    expect(registry.domains.get("lifecycle-epp.com")!.ns).toEqual([
      "ns2.registrar-dns.example",
      "ns1.elsewhere.example",
    ]);
  });

  it("recovers a crash between domain:create and our commit: registered once, charged once", async () => {
    const id = await paidOrder("crash-epp.com");
    // The process dies after the registry created the domain, before the order was committed.
    const crashing: RegistrarProvider = {
      ...epp,
      name: epp.name,
      defaultNameservers: epp.defaultNameservers,
      register: async (input) => {
        await epp.register(input);
        throw new Error("process killed");
      },
    };
    await processReadyOrders(deps(crashing));
    expect((await order(id)).status).toBe("processing");
    expect(registry.domains.has("crash-epp.com")).toBe(true);

    // After the lease, recovery asks the registry and completes the order as registered.
    t.advance(61_000);
    expect(await recoverInterrupted(deps())).toBe(1);
    const done = await order(id);
    expect(done.status).toBe("completed");
    await processReadyOrders(deps());

    const creates = registry.commands.filter(
      (c) => c.command === "domain:create" && c.xml.includes("crash-epp.com"),
    );
    expect(creates).toHaveLength(1);
    const rows = await database.db.select().from(domains).where(eq(domains.name, "crash-epp.com"));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.expiresAt).toEqual(registry.domains.get("crash-epp.com")!.exDate);
    const allocations = await database.db
      .select()
      .from(paymentAllocations)
      .where(eq(paymentAllocations.orderId, id));
    expect(allocations.map((a) => a.amount)).toEqual(["11.00"]);
  });

  it("stops at price_changed when the registry's price rose after the order, paying nothing more", async () => {
    const id = await paidOrder("dearer-epp.com");
    registry.setPremium("dearer-epp.com", { create: "19.00", renew: "19.00" });
    await processReadyOrders(deps());
    const row = await order(id);
    expect(row.status).toBe("price_changed");
    expect(row.newPrice).toBe("19.00");
    expect(registry.domains.has("dearer-epp.com")).toBe(false);
    const create = registry.commands.find(
      (c) => c.command === "domain:create" && c.xml.includes("dearer-epp.com"),
    )!;
    expect(create.xml).toContain("<fee:fee>11.00</fee:fee>");
  });

  it("answers 503 with Retry-After while the registry does not answer, and leaves orders processing", async () => {
    registry.fault("domain:check", { kind: "drop-before" });
    registry.fault("domain:check", { kind: "drop-before" });
    const res = await t.request("/api/v1/registrar/availability/outage-epp.com", {
      headers: key(),
    });
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("30");
    expect(await res.json()).toEqual({
      detail: "The domain registry is not answering; retry later.",
      code: "registry_unavailable",
    });
    expect(t.logs.filter((l) => l.includes('"level":"error"'))).toEqual([]);

    const id = await paidOrder("outage-order-epp.com");
    registry.fault("contact:create", { kind: "drop-before" });
    registry.fault("contact:create", { kind: "drop-before" });
    await processReadyOrders(deps());
    expect((await order(id)).status).toBe("processing");
    t.advance(61_000);
    await recoverInterrupted(deps());
    await processReadyOrders(deps());
    expect((await order(id)).status).toBe("completed");
    expect(registry.domains.get("outage-order-epp.com")!.registrant).toBe(registrantIdFor(id));
  });

  it("auto-renews a due domain once with two workers, at the registry's curExpDate", async () => {
    const before = registry.domains.get("crash-epp.com")!.exDate;
    t.advance(before.getTime() - t.now().getTime() - 20 * 24 * 3_600_000);
    const renewDeps = { ...deps(), daysBefore: 30 };
    await Promise.all([runAutoRenewal(renewDeps), runAutoRenewal(renewDeps)]);
    const after = registry.domains.get("crash-epp.com")!.exDate;
    expect(after.getUTCFullYear()).toBe(before.getUTCFullYear() + 1);
    const [row] = await database.db.select().from(domains).where(eq(domains.name, "crash-epp.com"));
    expect(row!.expiresAt).toEqual(after);
    const renews = registry.commands.filter(
      (c) => c.command === "domain:renew" && c.xml.includes("crash-epp.com"),
    );
    expect(renews).toHaveLength(1);
    expect(renews[0]!.xml).toContain(`<domain:curExpDate>${before.toISOString().slice(0, 10)}`);
  });

  it("keeps test mode at the sandbox on the same service: the registry never sees a test order", async () => {
    const { apiKey: testKey } = await createApiKey(database.db, {
      organizationId: org.organizationId,
      livemode: false,
    });
    // A test key may not name the live registrar.
    const named = await postOrder(t, testKey, {
      domain: "both-modes-epp.com",
      registrar: "epp",
      payment_method: "wire",
    });
    expect(named.res.status).toBe(422);
    const { res, body } = await postOrder(t, testKey, {
      domain: "both-modes-epp.com",
      payment_method: "wire",
    });
    expect(res.status, JSON.stringify(body)).toBe(201);
    expect(body).toMatchObject({ livemode: false, price: "10.99" });
    expect((await payOrder(t, testKey, body.order_id, body.price)).res.status).toBeLessThan(300);
    expect(await processReadyOrders(deps())).toBe(1);
    expect((await order(body.order_id)).status).toBe("completed");
    expect(registry.domains.has("both-modes-epp.com")).toBe(false);
    expect(registry.commands.filter((c) => c.xml.includes("both-modes-epp.com"))).toEqual([]);
    // A renewal with the test key: the sandbox again.
    const renewed = await t.request(
      "/api/v1/registrar/domains/both-modes-epp.com/renew",
      json("POST", { years: 1 }, { "x-api-key": testKey }),
    );
    expect(await renewed.json()).toMatchObject({ success: true });
    expect(registry.commands.filter((c) => c.xml.includes("both-modes-epp.com"))).toEqual([]);

    // The same name in live mode goes to the registry; each key sees its own domain.
    const live = await paidOrder("both-modes-epp.com");
    expect(await processReadyOrders(deps())).toBe(1);
    expect((await order(live)).status).toBe("completed");
    expect(registry.domains.get("both-modes-epp.com")!.registrant).toBe(registrantIdFor(live));
    const asLive = await t.request("/api/v1/registrar/domains/both-modes-epp.com", {
      headers: key(),
    });
    const asTest = await t.request("/api/v1/registrar/domains/both-modes-epp.com", {
      headers: { "x-api-key": testKey },
    });
    const [l, s] = [(await asLive.json()) as Domain, (await asTest.json()) as Domain];
    expect([l.livemode, s.livemode]).toEqual([true, false]);
    expect(l.expires_at).toBe(registry.domains.get("both-modes-epp.com")!.exDate.toISOString());
    expect(s.expires_at).not.toBe(l.expires_at);
  });

  it("lists epp as the registrar an order may name", async () => {
    const doc = (await (await t.request("/api/v1/openapi.json")).json()) as {
      components: { schemas: Record<string, { properties: Record<string, unknown> }> };
    };
    expect(doc.components.schemas["DomainOrderRequest"]!.properties["registrar"]).toMatchObject({
      anyOf: [{ type: "string", enum: ["sandbox", "epp"] }, { type: "null" }],
    });
  });

  it("sent only commands valid under the RFC schemas", () => {
    expect(registry.commands.length).toBeGreaterThan(10);
    expect(registry.invalidCommands().map((c) => [c.command, c.schemaErrors])).toEqual([]);
  });
});
