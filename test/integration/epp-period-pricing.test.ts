/**
 * Multi-year terms over EPP are priced by the registry for the period ordered: a premium
 * name's 3-year fee is not 3 × its 1-year fee, and the order is quoted, agreed, registered and
 * renewed at the registry's own total.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/server/db/database";
import { createLogger } from "../../src/server/logger";
import { orders } from "../../src/server/orders/schema";
import { processReadyOrders } from "../../src/server/orders/processor";
import type { EppProvider } from "../../src/server/registrar/epp/epp-provider";
import { createSandboxProvider } from "../../src/server/registrar/sandbox-provider";
import { startEppService } from "../helpers/epp-live-registrar";
import type { EppTestRegistry } from "../helpers/epp-test-registry";
import { payOrder, postOrder } from "../helpers/orders";
import { json, type TestApp } from "../helpers/test-app";

let database: Database;
let registry: EppTestRegistry;
let epp: EppProvider;
let t: TestApp;
let org: Awaited<ReturnType<TestApp["org"]>>;

let service: Awaited<ReturnType<typeof startEppService>>;
beforeAll(async () => {
  service = await startEppService({ org: "Periods Inc", balance: "5000.00" });
  ({ database, registry, epp, t, org } = service);
  // 3 years of this premium name cost 1200.00 (not 3 × 500.00); 2 years' renewal 800.00.
  registry.setPremium("period-premium.com", {
    create: "500.00",
    renew: "450.00",
    periods: { 3: { create: "1200.00" }, 2: { renew: "800.00" } },
  });
});
afterAll(async () => {
  await service?.close();
});

describe("multi-year terms over EPP", () => {
  it("quotes, agrees and registers a premium 3-year term at the registry's 3-year fee", async () => {
    // The yearly price × 3 is not the price: refused with the registry's total.
    const wrong = await postOrder(t, org.apiKey, {
      domain: "period-premium.com",
      years: 3,
      expected_price: "1500.00",
      registrar: "epp",
      payment_method: "wire",
    });
    expect(wrong.res.status).toBe(409);
    expect(JSON.stringify(wrong.body)).toContain("1200.00");

    const { res, body } = await postOrder(t, org.apiKey, {
      domain: "period-premium.com",
      years: 3,
      expected_price: "1200.00",
      registrar: "epp",
      payment_method: "wire",
    });
    expect(res.status, JSON.stringify(body)).toBe(201);
    expect(body.price).toBe("1200.00");
    const paid = await payOrder(t, org.apiKey, body.order_id, body.price);
    expect(paid.res.status, JSON.stringify(paid.body)).toBeLessThan(300);
    const deps = {
      db: database.db,
      registrars: { test: createSandboxProvider(database.db), live: epp },
      now: t.now,
      logger: createLogger("silent"),
      leaseMs: 60_000,
    };
    expect(await processReadyOrders(deps)).toBe(1);
    const [row] = await database.db.select().from(orders).where(eq(orders.id, body.order_id));
    expect(row!.status).toBe("completed");
    const create = registry.commands.filter((c) => c.command === "domain:create").at(-1)!;
    expect(create.xml).toContain("<fee:fee>1200.00</fee:fee>");

    // Renewing 2 years costs the registry's 2-year renewal fee.
    const renewed = await t.request(
      "/api/v1/registrar/domains/period-premium.com/renew",
      json("POST", { years: 2 }, { "x-api-key": org.apiKey }),
    );
    expect(await renewed.json()).toMatchObject({ success: true, price: "800.00" });
  });
});
