/**
 * The registrar's own account at the registry, through the service over the EPP test registry:
 * an empty deposit (2104) makes orders and renewals wait, never fail or refund, alerts the
 * operator, and everything resumes by itself once funds are back; a thin registry's
 * `domain:info` (no registrant) still lets recovery complete an order we hold; and the
 * registry's receipt is kept with orders and renewals.
 */
import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "../../src/server/db/database";
import { readBalance } from "../../src/server/balances/ledger";
import { runAutoRenewal } from "../../src/server/domains/auto-renewer";
import { domainRenewals, domains, renewalCharges } from "../../src/server/domains/schema";
import { events } from "../../src/server/events/schema";
import { createLogger } from "../../src/server/logger";
import {
  processReadyOrders,
  recoverInterrupted,
  type ProcessorDeps,
} from "../../src/server/orders/processor";
import { orders, paymentAllocations } from "../../src/server/orders/schema";
import type { EppProvider } from "../../src/server/registrar/epp/epp-provider";
import type { RegistrarProvider } from "../../src/server/registrar/provider";
import {
  readRegistryAccount,
  recordRegistryFunds,
  registryAccountHistory,
} from "../../src/server/registrar/registry-account";
import { createSandboxProvider } from "../../src/server/registrar/sandbox-provider";
import { registryBilling } from "../helpers/epp-registry-billing";
import { startEppService } from "../helpers/epp-live-registrar";
import type { EppTestRegistry } from "../helpers/epp-test-registry";
import { CONTACT, paidEppOrder } from "../helpers/orders";
import { json, makeTestApp, type TestApp } from "../helpers/test-app";

let database: Database;
let registry: EppTestRegistry;
let billing: ReturnType<typeof registryBilling>;
let epp: EppProvider;
let t: TestApp;
let org: Awaited<ReturnType<TestApp["org"]>>;
const lines: string[] = [];

let service: Awaited<ReturnType<typeof startEppService>>;
beforeAll(async () => {
  service = await startEppService({ org: "Billing Inc" });
  ({ database, registry, epp, t, org } = service);
  billing = registryBilling(registry);
});
afterAll(async () => {
  billing?.done();
  await service?.close();
});
beforeEach(() => {
  billing.restore();
  billing.thin(false);
});

const deps = (registrar: RegistrarProvider = epp): ProcessorDeps => ({
  db: database.db,
  registrars: { test: createSandboxProvider(database.db), live: registrar },
  now: t.now,
  logger: createLogger("debug", (l) => lines.push(l)),
  leaseMs: 60_000,
});
const key = () => ({ "x-api-key": org.apiKey });

const paidOrder = (domain: string) => paidEppOrder(t, org.apiKey, domain);

async function order(id: string) {
  const [row] = await database.db.select().from(orders).where(eq(orders.id, id));
  return row!;
}

async function signedIn() {
  const res = await t.request(
    "/api/v1/auth/token",
    json("POST", { username: org.email, password: org.password }),
  );
  return ((await res.json()) as { access_token: string }).access_token;
}

async function refundsOf(id: string) {
  const rows = await database.db
    .select()
    .from(paymentAllocations)
    .where(eq(paymentAllocations.orderId, id));
  return rows.filter((r) => r.amount.startsWith("-"));
}

describe("an empty deposit at the registry (2104)", () => {
  it("leaves paid orders waiting, alerts the operator, and resumes them once funds are back", async () => {
    const first = await paidOrder("deposit-one.com");
    const second = await paidOrder("deposit-two.com");
    billing.empty();

    await processReadyOrders(deps());
    // The first order was refused for funds: it waits, nothing refunded; the second was not
    // even tried (the account is held).
    expect(billing.refused).toEqual(["domain:create"]);
    for (const id of [first, second]) {
      const row = await order(id);
      expect(row.status).toBe("ready_to_process");
      expect(row.failureReason).toBeNull();
      expect(await refundsOf(id)).toEqual([]);
    }
    const held = await readRegistryAccount(database.db, true);
    expect(held).toMatchObject({ fundsExhausted: true, registrar: "epp" });
    expect(held!.message).toContain("out of funds");
    expect(held!.message).toContain("2104");
    expect((await registryAccountHistory(database.db, true)).map((e) => e.kind)).toEqual([
      "funds_exhausted",
    ]);
    expect(lines.filter((l) => l.includes('"level":"error"')).join("\n")).toContain(
      "registry account out of funds",
    );

    // Before the probe is due, nothing is sent; at the probe, one order is tried and refused.
    await processReadyOrders(deps());
    expect(billing.refused).toHaveLength(1);
    t.advance(61_000);
    await processReadyOrders(deps());
    expect(billing.refused).toHaveLength(2);
    expect((await order(first)).status).toBe("ready_to_process");
    expect((await order(second)).status).toBe("ready_to_process");

    // The operator tops the deposit up: the next probe goes through and every order resumes,
    // with no one acting on the service.
    billing.restore();
    t.advance(121_000);
    await processReadyOrders(deps());
    expect((await order(first)).status).toBe("completed");
    expect((await order(second)).status).toBe("completed");
    expect(await readRegistryAccount(database.db, true)).toMatchObject({ fundsExhausted: false });
    expect((await registryAccountHistory(database.db, true)).map((e) => e.kind)).toEqual([
      "funds_restored",
      "funds_exhausted",
    ]);
  });

  it("resumes at once when a registry notice says funds were added (recordRegistryFunds)", async () => {
    const id = await paidOrder("deposit-notice.com");
    billing.empty();
    await processReadyOrders(deps());
    expect((await order(id)).status).toBe("ready_to_process");
    billing.restore();
    // A low-balance notice that still leaves nothing to spend keeps the orders waiting.
    expect(
      await recordRegistryFunds(database.db, { now: t.now(), balance: "-5.00", creditLimit: "0" }),
    ).toBe(false);
    await processReadyOrders(deps());
    expect((await order(id)).status).toBe("ready_to_process");
    expect(
      await recordRegistryFunds(database.db, { now: t.now(), balance: "500.00", currency: "USD" }),
    ).toBe(true);
    await processReadyOrders(deps());
    expect((await order(id)).status).toBe("completed");
    expect(await readRegistryAccount(database.db, true)).toMatchObject({
      fundsExhausted: false,
      balance: "500.00",
    });
  });

  it("answers an immediate purchase 409 registration_pending: it waits, and completes later", async () => {
    billing.empty();
    const res = await t.request(
      "/api/v1/registrar/purchase",
      json(
        "POST",
        { domain: "deposit-purchase.com", registrar: "epp", contact: CONTACT },
        { ...key(), "idempotency-key": "deposit-purchase-1" },
      ),
    );
    expect(res.status).toBe(409);
    const body = (await res.json()) as { code: string; detail: string };
    expect(body.code).toBe("registration_pending");
    expect(body.detail).toContain("out of funds");
    const [row] = await database.db
      .select()
      .from(orders)
      .where(eq(orders.domainName, "deposit-purchase.com"));
    expect(row!.status).toBe("ready_to_process");
    billing.restore();
    t.advance(3_600_000);
    await processReadyOrders(deps());
    expect((await order(row!.id)).status).toBe("completed");
  });

  it("answers a renewal success:false with the reason, charging nothing", async () => {
    const id = await paidOrder("deposit-renew.com");
    await processReadyOrders(deps());
    expect((await order(id)).status).toBe("completed");
    const before = await readBalance(database.db, org.organizationId, t.now());
    billing.empty();
    const res = await t.request(
      "/api/v1/registrar/domains/deposit-renew.com/renew",
      json("POST", { years: 1 }, key()),
    );
    expect(res.status).toBe(200);
    const body = (await res.json()) as { success: boolean; error_message: string };
    expect(body.success).toBe(false);
    expect(body.error_message).toContain("out of funds");
    expect(body.error_message).toContain("Nothing was charged");
    const after = await readBalance(database.db, org.organizationId, t.now());
    expect(after.balance).toBe(before.balance);
    expect(await readRegistryAccount(database.db, true)).toMatchObject({ fundsExhausted: true });
    // A renewal that goes through once funds are back lifts the hold.
    billing.restore();
    const again = await t.request(
      "/api/v1/registrar/domains/deposit-renew.com/renew",
      json("POST", { years: 1 }, key()),
    );
    expect(await again.json()).toMatchObject({ success: true });
    expect(await readRegistryAccount(database.db, true)).toMatchObject({ fundsExhausted: false });
  });

  it("keeps a renewal order paid by card waiting, not failed nor refunded, until funds are back", async () => {
    const first = await paidOrder("deposit-card-renew.com");
    await processReadyOrders(deps());
    const registered = await order(first);
    expect(registered.status).toBe("completed");
    const before = registry.domains.get("deposit-card-renew.com")!.exDate;
    // A renewal order the end user paid by card, as the checkout leaves it: ready to process.
    const id = randomUUID();
    await database.db.insert(orders).values({
      ...registered,
      id,
      kind: "renewal",
      status: "ready_to_process",
      paymentMethod: "card",
      paymentReference: "RG-CARDRENEW1",
      domainId: null,
      registryReceipt: null,
      attempts: 0,
      createdAt: t.now(),
      updatedAt: t.now(),
    });
    billing.empty();
    await processReadyOrders(deps());
    expect(billing.refused.at(-1)).toBe("domain:renew");
    expect((await order(id)).status).toBe("ready_to_process");
    expect(registry.domains.get("deposit-card-renew.com")!.exDate).toEqual(before);
    billing.restore();
    t.advance(3_600_000);
    await processReadyOrders(deps());
    expect((await order(id)).status).toBe("completed");
    const after = registry.domains.get("deposit-card-renew.com")!.exDate;
    expect(after.getUTCFullYear()).toBe(before.getUTCFullYear() + 1);
  });

  it("keeps an automatic renewal pending, not the customer's failure, and renews it later", async () => {
    const id = await paidOrder("deposit-auto.com");
    await processReadyOrders(deps());
    expect((await order(id)).status).toBe("completed");
    const [dom] = await database.db
      .select()
      .from(domains)
      .where(eq(domains.name, "deposit-auto.com"));
    const expiry = dom!.expiresAt;
    t.advance(expiry.getTime() - t.now().getTime() - 20 * 24 * 3_600_000);
    billing.empty();
    const renewDeps = { ...deps(), daysBefore: 30 };
    await runAutoRenewal(renewDeps);
    const [period] = await database.db
      .select()
      .from(domainRenewals)
      .where(eq(domainRenewals.domainId, dom!.id));
    expect(period).toMatchObject({ status: "pending", attempts: 0 });
    const failed = await database.db
      .select()
      .from(events)
      .where(
        and(
          eq(events.type, "domain.renewal_failed"),
          eq(events.organizationId, org.organizationId),
        ),
      );
    expect(failed.filter((e) => JSON.stringify(e.data).includes("deposit-auto.com"))).toEqual([]);

    billing.restore();
    t.advance(3_600_000);
    await runAutoRenewal(renewDeps);
    const [after] = await database.db
      .select()
      .from(domains)
      .where(eq(domains.name, "deposit-auto.com"));
    expect(after!.expiresAt.getUTCFullYear()).toBe(expiry.getUTCFullYear() + 1);
  });
});

describe("what the dashboard's admins read", () => {
  async function token(email: string, password: string) {
    const res = await t.request("/api/v1/auth/token", json("POST", { username: email, password }));
    expect(res.status).toBe(200);
    return ((await res.json()) as { access_token: string }).access_token;
  }

  it("the registry account while it is out of funds, to signed-in admins only", async () => {
    const id = await paidOrder("deposit-dashboard.com");
    billing.empty();
    await processReadyOrders(deps());
    expect((await order(id)).status).toBe("ready_to_process");
    const admin = { authorization: `Bearer ${await token(org.email, org.password)}` };
    const res = await t.request("/api/v1/registry/account", { headers: admin });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      livemode: true,
      funds_exhausted: true,
      message: expect.stringContaining("out of funds") as unknown,
    });
    // An API key (the partner's integration) is not shown the registrar's account.
    expect((await t.request("/api/v1/registry/account", { headers: key() })).status).toBe(403);
    billing.restore();
    t.advance(3_600_001);
    await processReadyOrders(deps());
    expect((await order(id)).status).toBe("completed");
    const again = { authorization: `Bearer ${await token(org.email, org.password)}` };
    const after = await t.request("/api/v1/registry/account", { headers: again });
    expect(await after.json()).toMatchObject({ funds_exhausted: false, since: null });
  });
});

describe("recovery over a thin registry (no registrant in domain:info)", () => {
  it("completes an interrupted order whose name the registry sponsors to us", async () => {
    const id = await paidOrder("thin-recover.com");
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
    billing.thin();
    t.advance(61_000);
    expect(await recoverInterrupted(deps())).toBe(1);
    const row = await order(id);
    expect(row.status).toBe("completed");
    expect(await refundsOf(id)).toEqual([]);
    const [dom] = await database.db
      .select()
      .from(domains)
      .where(eq(domains.name, "thin-recover.com"));
    // As the registry wrote it (to the second).
    const second = (d: Date) => d.toISOString().slice(0, 19);
    expect(second(dom!.expiresAt)).toBe(second(registry.domains.get("thin-recover.com")!.exDate));
  });
});

describe("the registry's receipt", () => {
  const receipt = { transactionId: "SV-RECEIPT-1", fee: "11.00", currency: "USD" };
  const withReceipts: () => RegistrarProvider = () => ({
    ...epp,
    name: epp.name,
    defaultNameservers: epp.defaultNameservers,
    register: async (input) => {
      const r = await epp.register(input);
      return r.ok ? { ...r, receipt } : r;
    },
    renew: async (input) => {
      const r = await epp.renew(input);
      return r.ok
        ? { ...r, receipt: { ...receipt, transactionId: "SV-RENEW-1", fee: "13.00" } }
        : r;
    },
  });

  it("is kept with the order and with each renewal charge, and logged", async () => {
    const id = await paidOrder("receipt-kept.com");
    await processReadyOrders(deps(withReceipts()));
    expect((await order(id)).registryReceipt).toEqual(receipt);
    expect(lines.some((l) => l.includes('"registry receipt"') && l.includes("SV-RECEIPT-1"))).toBe(
      true,
    );
    const app = await makeTestApp(database, { liveRegistrar: withReceipts() });
    try {
      const res = await app.request(
        "/api/v1/registrar/domains/receipt-kept.com/renew",
        json("POST", { years: 1 }, key()),
      );
      expect(await res.json()).toMatchObject({ success: true });
    } finally {
      app.app.close();
    }
    const [dom] = await database.db
      .select()
      .from(domains)
      .where(eq(domains.name, "receipt-kept.com"));
    const charges = await database.db
      .select()
      .from(renewalCharges)
      .where(eq(renewalCharges.domainId, dom!.id));
    const res = await t.request(`/api/v1/registry/receipts/${id}`, {
      headers: { authorization: `Bearer ${await signedIn()}` },
    });
    expect(await res.json()).toEqual({
      order_id: id,
      transaction_id: "SV-RECEIPT-1",
      fee: "11.00",
      currency: "USD",
    });
    expect(charges.map((c) => c.registryReceipt)).toEqual([
      { transactionId: "SV-RENEW-1", fee: "13.00", currency: "USD" },
    ]);
  });

  it("sent only commands valid under the RFC schemas", () => {
    expect(registry.invalidCommands().map((c) => [c.command, c.schemaErrors])).toEqual([]);
  });
});
