/**
 * The registry's poll queue and pending actions through the service: orders whose create the
 * registry answers 1001, settled by a panData message or by domain:info; transfers away,
 * deletions and notices in the queue; and the worker woken by msgQ on an ordinary answer.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Database } from "../../src/server/db/database";
import { readBalance } from "../../src/server/balances/ledger";
import { domains } from "../../src/server/domains/schema";
import { createLogger } from "../../src/server/logger";
import { orders } from "../../src/server/orders/schema";
import {
  processReadyOrders,
  recoverInterrupted,
  type ProcessorDeps,
} from "../../src/server/orders/processor";
import type { EppProvider } from "../../src/server/registrar/epp/epp-provider";
import {
  pollRegistry,
  startPollWorker,
  type PollWorkerDeps,
} from "../../src/server/registry-poll/poll-worker";
import { registryMessages } from "../../src/server/registry-poll/schema";
import {
  readRegistryAccount,
  recordFundsExhausted,
} from "../../src/server/registrar/registry-account";
import { createSandboxProvider } from "../../src/server/registrar/sandbox-provider";
import { pollScripts } from "../helpers/epp-registry-poll";
import { registryBilling } from "../helpers/epp-registry-billing";
import { startEppService } from "../helpers/epp-live-registrar";
import type { EppTestRegistry } from "../helpers/epp-test-registry";
import { paidEppOrder } from "../helpers/orders";
import { json, type TestApp } from "../helpers/test-app";

let database: Database;
let registry: EppTestRegistry;
let scripts: ReturnType<typeof pollScripts>;
let epp: EppProvider;
let t: TestApp;
let org: Awaited<ReturnType<TestApp["org"]>>;
const logs: string[] = [];

let service: Awaited<ReturnType<typeof startEppService>>;
beforeAll(async () => {
  service = await startEppService({ org: "Poll Inc" });
  ({ database, registry, epp, t, org } = service);
  scripts = pollScripts(registry, () => t.now());
});
afterAll(async () => {
  await service?.close();
});

const deps = (): ProcessorDeps => ({
  db: database.db,
  registrars: { test: createSandboxProvider(database.db), live: epp },
  now: t.now,
  logger: createLogger("silent"),
  leaseMs: 60_000,
});
const pollDeps = (over: Partial<PollWorkerDeps> = {}): PollWorkerDeps => ({
  db: database.db,
  queue: epp.pollQueue!,
  now: t.now,
  logger: createLogger("debug", (l) => logs.push(l)),
  processor: deps(),
  leaseMs: 60_000,
  ...over,
});
const poll = () => pollRegistry(pollDeps(), "instance-a");
const key = () => ({ "x-api-key": org.apiKey });

async function get(path: string) {
  const res = await t.request(path, { headers: key() });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const paidOrder = (domain: string) => paidEppOrder(t, org.apiKey, domain);

/** A completed registration: the domain held by the organization. */
async function registered(domain: string) {
  const id = await paidOrder(domain);
  await processReadyOrders(deps());
  expect((await get(`/api/v1/registrar/orders/${id}`)).body.status).toBe("completed");
}

async function events(type: string) {
  const { body } = await get(`/api/v1/events?type=${type}`);
  return (body.items as { data: Record<string, unknown> }[]).map((e) => e.data);
}

const listed = async () =>
  ((await get("/api/v1/registrar/domains")).body.items as { domain: string }[]).map(
    (d) => d.domain,
  );

describe("pending creates (1001)", () => {
  it("are never completed by the lease recovery with a made-up expiry", async () => {
    scripts.pendCreates();
    const id = await paidOrder("pending-recovered.com");
    await processReadyOrders(deps());
    t.advance(61_000);
    await recoverInterrupted(deps());
    const [row] = await database.db.select().from(orders).where(eq(orders.id, id));
    const held = await database.db
      .select()
      .from(domains)
      .where(eq(domains.name, "pending-recovered.com"));
    expect({ status: row!.status, expiries: held.map((d) => d.expiresAt.toISOString()) }).toEqual({
      status: "processing",
      expiries: [],
    });
    // Settled, so that later tests' recoveries find only their own orders.
    scripts.settleCreate("pending-recovered.com", true);
    await poll();
    expect((await get(`/api/v1/registrar/orders/${id}`)).body.status).toBe("completed");
  });

  it("keep the order processing through the lease recovery, then complete it when poll says the registry executed it", async () => {
    scripts.pendCreates();
    const id = await paidOrder("pending-yes.com");
    await processReadyOrders(deps());
    let detail = (await get(`/api/v1/registrar/orders/${id}`)).body;
    expect(detail).toMatchObject({ status: "processing", registry_status: "pending_create" });

    // The lease recovery asks domain:info (pendingCreate, no exDate): still pending, no date.
    t.advance(61_000);
    expect(await recoverInterrupted(deps())).toBe(1);
    detail = (await get(`/api/v1/registrar/orders/${id}`)).body;
    expect(detail).toMatchObject({ status: "processing", registry_status: "pending_create" });
    expect(await listed()).not.toContain("pending-yes.com");
    const creates = registry.commands.filter(
      (c) => c.command === "domain:create" && c.xml.includes("pending-yes.com"),
    );
    expect(creates).toHaveLength(1);

    scripts.settleCreate("pending-yes.com", true);
    expect(await poll()).toBe(1);
    detail = (await get(`/api/v1/registrar/orders/${id}`)).body;
    expect(detail).toMatchObject({ status: "completed", registry_status: null });
    const domain = (await get("/api/v1/registrar/domains/pending-yes.com")).body;
    expect(domain.expires_at).toBe(registry.domains.get("pending-yes.com")!.exDate.toISOString());
    expect(registry.messages).toHaveLength(0);
  });

  it("fail and refund the order exactly once when the registry refuses, even when the message is read twice", async () => {
    scripts.pendCreates();
    const id = await paidOrder("pending-no.com");
    await processReadyOrders(deps());
    scripts.settleCreate("pending-no.com", false);
    // The ack is lost (the connection drops before the registry removes the message): the
    // next pass reads the same message again.
    registry.fault("poll", { kind: "slow", ms: 0 });
    registry.fault("poll", { kind: "drop-before" });
    await expect(poll()).rejects.toThrow();
    expect(registry.messages).toHaveLength(1);
    expect(await poll()).toBe(1);
    expect(registry.messages).toHaveLength(0);

    const detail = (await get(`/api/v1/registrar/orders/${id}`)).body;
    expect(detail.status).toBe("refunded");
    const transitions = (detail.transitions as { to: string }[]).map((tr) => tr.to);
    expect(transitions.filter((s) => s === "failed")).toHaveLength(1);
    expect(transitions.filter((s) => s === "refunded")).toHaveLength(1);
    const stored = await database.db
      .select()
      .from(registryMessages)
      .where(eq(registryMessages.domainName, "pending-no.com"));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.ackedAt).not.toBeNull();
  });

  it("are settled by domain:info at the lease recovery when no message comes", async () => {
    scripts.pendCreates();
    const id = await paidOrder("pending-info.com");
    await processReadyOrders(deps());
    scripts.settleCreate("pending-info.com", true, { message: false });
    t.advance(61_000);
    await recoverInterrupted(deps());
    const [row] = await database.db.select().from(orders).where(eq(orders.id, id));
    expect(row!.status).toBe("completed");
    const [d] = await database.db
      .select()
      .from(domains)
      .where(eq(domains.name, "pending-info.com"));
    expect(d!.expiresAt).toEqual(registry.domains.get("pending-info.com")!.exDate);
  });
});

describe("a pending create at a thin registry (no registrant in domain:info)", () => {
  it("is settled by domain:info at the lease recovery as this order's, by clID", async () => {
    const billing = registryBilling(registry);
    billing.thin();
    try {
      scripts.pendCreates();
      const id = await paidOrder("pending-thin.com");
      await processReadyOrders(deps());
      scripts.settleCreate("pending-thin.com", true, { message: false });
      t.advance(61_000);
      await recoverInterrupted(deps());
      const [row] = await database.db.select().from(orders).where(eq(orders.id, id));
      expect(row!.status).toBe("completed");
    } finally {
      billing.done();
    }
  });
});

describe("pending renewals (1001 without renData)", () => {
  it("answer the expiry the renewal gives, and a refusal by poll restores the registry's", async () => {
    await registered("renew-pending.com");
    const before = registry.domains.get("renew-pending.com")!.exDate;
    scripts.pendRenews();
    const balanceBefore = (await readBalance(database.db, org.organizationId, t.now())).balance;
    const res = await t.request(
      "/api/v1/registrar/domains/renew-pending.com/renew",
      json("POST", { years: 1 }, key()),
    );
    const body = (await res.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ success: true, years_renewed: 1 });
    const expected = new Date(before);
    expected.setUTCFullYear(expected.getUTCFullYear() + 1);
    expect(String(body.new_expiry_date).slice(0, 10)).toBe(expected.toISOString().slice(0, 10));

    scripts.settleRenew("renew-pending.com", false);
    await poll();
    const domain = (await get("/api/v1/registrar/domains/renew-pending.com")).body;
    expect(domain.expires_at).toBe(before.toISOString());
    expect(await events("domain.renewal_failed")).toContainEqual(
      expect.objectContaining({ domain: "renew-pending.com", years: 1, trigger: "api" }),
    );
    // What the balance paid for the refused renewal is back, once (a re-read changes nothing).
    expect((await readBalance(database.db, org.organizationId, t.now())).balance).toBe(
      balanceBefore,
    );
  });
});

describe("transfers away", () => {
  it("pending: the partner is told while it can still be stopped; the domain stays", async () => {
    await registered("leaving-soon.com");
    scripts.transferAway("leaving-soon.com", "pending");
    await poll();
    expect(await events("domain.transfer_requested")).toContainEqual(
      expect.objectContaining({
        domain: "leaving-soon.com",
        gaining_registrar: "gaining-registrar",
      }),
    );
    expect(await listed()).toContain("leaving-soon.com");
  });

  for (const status of ["clientApproved", "serverApproved"]) {
    it(`${status}: the domain leaves: not listed, not found, not auto-renewed`, async () => {
      const name = `gone-${status.toLowerCase()}.com`;
      await registered(name);
      scripts.transferAway(name, status);
      await poll();
      expect(await listed()).not.toContain(name);
      expect((await get(`/api/v1/registrar/domains/${name}`)).status).toBe(404);
      const [row] = await database.db.select().from(domains).where(eq(domains.name, name));
      expect(row).toMatchObject({ status: "transferred_away", autoRenew: false });
      expect(await events("domain.transferred_away")).toContainEqual(
        expect.objectContaining({ domain: name, transfer_status: status }),
      );
    });
  }

  for (const status of ["clientRejected", "clientCancelled"]) {
    it(`${status}: the partner is told it ended; the domain stays`, async () => {
      const name = `stays-${status.toLowerCase()}.com`;
      await registered(name);
      scripts.transferAway(name, status);
      await poll();
      expect(await listed()).toContain(name);
      expect(await events("domain.transfer_cancelled")).toContainEqual(
        expect.objectContaining({ domain: name, transfer_status: status }),
      );
    });
  }
});

describe("other messages", () => {
  it("a deletion by the registry takes the domain off the account", async () => {
    await registered("deleted-by-registry.com");
    scripts.deleteDomain("deleted-by-registry.com");
    await poll();
    expect(await listed()).not.toContain("deleted-by-registry.com");
    expect(await events("domain.deleted")).toContainEqual(
      expect.objectContaining({ domain: "deleted-by-registry.com" }),
    );
  });

  it("a low-balance notice and an unknown message are stored, acked and logged", async () => {
    const low = scripts.lowBalance();
    const other = scripts.other();
    expect(await poll()).toBe(2);
    expect(registry.messages).toHaveLength(0);
    const stored = await database.db.select().from(registryMessages);
    expect(stored.find((m) => m.registryMsgId === low)).toMatchObject({ kind: "funds" });
    expect(stored.find((m) => m.registryMsgId === low)!.raw).toContain("availableCredit");
    expect(stored.find((m) => m.registryMsgId === other)).toMatchObject({ kind: "other" });
    expect(logs.some((l) => l.includes("registry funds notice"))).toBe(true);
  });

  it("a funds notice saying credit is available lifts a hold a 2104 set: waiting orders resume", async () => {
    await recordFundsExhausted(database.db, {
      livemode: true,
      registrar: "epp",
      message: "Billing failure",
      now: t.now(),
    });
    expect(await readRegistryAccount(database.db, true)).toMatchObject({ fundsExhausted: true });
    scripts.lowBalance();
    expect(await poll()).toBe(1);
    expect(await readRegistryAccount(database.db, true)).toMatchObject({
      fundsExhausted: false,
      balance: "80.00",
    });
  });

  it("msgQ on an ordinary answer wakes the worker", async () => {
    // An interval far longer than the test: only the wake-up can drain the queue.
    const worker = startPollWorker(pollDeps({ holder: "instance-a" }), 86_400_000);
    try {
      await worker.runOnce();
      const id = scripts.other("Wake up.");
      const avail = await t.request("/api/v1/registrar/availability/anything-free.com", {
        headers: key(),
      });
      expect(avail.status).toBe(200);
      await vi.waitFor(() => expect(registry.messages.map((m) => m.id)).not.toContain(id), {
        timeout: 20_000,
      });
    } finally {
      await worker.stop();
    }
  });
});
