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
import type { TestApp } from "../helpers/test-app";

/**
 * The service over EPP with the Identity Digital profile: an IDN whose script the registry
 * has no table for is refused before anything is paid; one it has a table for is registered
 * with it. (Before profiles: quoted, paid, refused at create, refunded.)
 */
let database: Database;
let registry: EppTestRegistry;
let epp: EppProvider;
let t: TestApp;
let org: Awaited<ReturnType<TestApp["org"]>>;

let service: Awaited<ReturnType<typeof startEppService>>;
beforeAll(async () => {
  service = await startEppService({
    org: "Profiles Inc",
    registry: {
      profile: "identity-digital",
      prices: { guru: { create: "20.00", renew: "25.00" } },
    },
    live: { profile: "identity-digital", suffixes: ["guru"] },
    balance: null,
  });
  ({ database, registry, epp, t, org } = service);
});
afterAll(async () => {
  await service?.close();
});

const key = () => ({ "x-api-key": org.apiKey });

describe("IDN orders under a registry profile", () => {
  it("refuses a name without an IDN table before payment; registers one with its table", async () => {
    const han = encodeURIComponent("例子.guru");
    const avail = await t.request(`/api/v1/registrar/availability/${han}`, { headers: key() });
    expect(await avail.json()).toMatchObject({ available: false, reason: "reserved" });
    const refused = await postOrder(t, org.apiKey, {
      domain: "例子.guru",
      registrar: "epp",
      payment_method: "wire",
    });
    expect(refused.res.status, JSON.stringify(refused.body)).toBeGreaterThanOrEqual(400);
    expect(
      await database.db.select().from(orders).where(eq(orders.domainName, "xn--fsqu00a.guru")),
    ).toEqual([]);

    const { res, body } = await postOrder(t, org.apiKey, {
      domain: "bücher.guru",
      registrar: "epp",
      payment_method: "wire",
    });
    expect(res.status, JSON.stringify(body)).toBe(201);
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
    const create = registry.commands.filter((c) => c.command === "domain:create");
    expect(create.map((c) => c.xml.includes("<idn:table>latn</idn:table>"))).toEqual([true]);
    expect(registry.refusals).toEqual([]);
    expect(registry.invalidCommands()).toEqual([]);
  });
});
