/**
 * After expiry on the sandbox, with a driven clock: a domain not renewed by its expiry enters
 * grace (parked: a parking DNS answer for a zone hosted here, parking nameservers at the
 * registry for an outside delegation), is renewable at the renewal price (the registry's
 * auto-renewal is the first year), then is deleted at the registry (redemption), restorable at
 * the restore price, then pending delete, then released: the name is available again.
 */
import dgram from "node:dgram";
import { randomUUID } from "node:crypto";
import dnsPacket, { type Packet } from "dns-packet";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../src/server/db/database";
import { dnsRecords } from "../../src/server/dns/schema";
import { startDnsServer, type DnsServer } from "../../src/server/dns/server";
import { insertDomain } from "../../src/server/domains/domains";
import { domains, renewalCharges } from "../../src/server/domains/schema";
import { creditBalance, readBalance } from "../../src/server/balances/ledger";
import { events } from "../../src/server/events/schema";
import { expiryPass } from "../../src/server/lifecycle/expiry";
import type { LifecycleDeps } from "../../src/server/lifecycle/deps";
import { createLogger } from "../../src/server/logger";
import { createMailer } from "../../src/server/mail/mailer";
import { normalizeDomain } from "../../src/server/registrar/normalize-domain";
import { addYears, type RegistrarProvider } from "../../src/server/registrar/provider";
import { createSandboxProvider } from "../../src/server/registrar/sandbox-provider";
import { sandboxRegistry } from "../../src/server/registrar/schema";
import { CONTACT } from "../helpers/orders";
import { json, makeTestApp, type TestApp } from "../helpers/test-app";
import { openTestDb } from "../helpers/test-db";

const DAY = 86_400_000;
const GRACE_DAYS = 30;
const D = "/api/v1/registrar/domains";
const SERVICE_NS = ["ns1.registrar.test", "ns2.registrar.test"];
/** A DNS engine's nameservers (POWERDNS_NAMESERVERS): its zones are fed from ours. */
const ENGINE_NS = ["ns1.engine.example", "ns2.engine.example"];
const PARKING_NS = ["park1.parking.test", "park2.parking.test"];
const PARKING_IP = "192.0.2.1";

let database: Database;
let t: TestApp;
let sandbox: RegistrarProvider;
let deps: LifecycleDeps;
let dns: DnsServer;
let acme: Awaited<ReturnType<TestApp["org"]>>;
let globex: Awaited<ReturnType<TestApp["org"]>>;
let key: Record<string, string>;

beforeAll(async () => {
  database = await openTestDb();
  sandbox = createSandboxProvider(database.db, { sleep: async () => {}, dayMs: 1000 });
  t = await makeTestApp(database, { registrar: sandbox, liveRegistrar: sandbox });
  acme = await t.org("Acme");
  globex = await t.org("Globex");
  key = { "x-api-key": acme.apiKey };
  const logger = createLogger("silent");
  deps = {
    db: database.db,
    registrars: { test: sandbox, live: sandbox },
    now: t.now,
    logger,
    secretsKey: t.config.secretsKey,
    publicUrl: t.config.publicUrl,
    mailer: createMailer({ smtpUrl: undefined, from: "registrar@example.com" }, logger),
    graceDays: GRACE_DAYS,
    parkingNameservers: PARKING_NS,
    dnsNameservers: SERVICE_NS,
    engineNameservers: ENGINE_NS,
  };
  dns = await startDnsServer({
    db: database.db,
    host: "127.0.0.1",
    port: 0,
    nameservers: SERVICE_NS,
    parkingIPv4: PARKING_IP,
  });
});
afterAll(async () => {
  await dns.close();
  t.app.close();
  await database.close();
});

/** The fields of the answers this file reads. */
type Body = {
  success?: boolean;
  error_message?: string;
  price?: string;
  code?: string;
  client_token?: string;
  nameservers?: string[];
  lifecycle?: Record<string, string | null>;
} & Record<string, unknown>;

async function call(path: string, init: RequestInit = {}) {
  const res = await t.request(path, init);
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as Body };
}
const get = (path: string, headers = key) => call(path, { headers });
const post = (path: string, body: unknown = {}, headers = key) =>
  call(path, json("POST", body, headers));

/** A domain of `org`'s held at the sandbox registry, expiring in 10 days. */
async function held(
  name: string,
  { nameservers = SERVICE_NS, org = acme, account = null as string | null, livemode = false } = {},
) {
  const expiresAt = new Date(t.now().getTime() + 10 * DAY);
  const registeredAt = new Date(expiresAt.getTime() - 365 * DAY);
  await database.db
    .insert(sandboxRegistry)
    .values({ name, registeredAt, expiresAt, nameservers, reference: randomUUID() });
  return insertDomain(database.db, {
    organizationId: org.organizationId,
    livemode,
    name,
    registeredAt,
    expiresAt,
    autoRenew: false,
    privacy: false,
    nameservers,
    externalAccountId: account,
  });
}

const registry = async (name: string) =>
  (await database.db.select().from(sandboxRegistry).where(eq(sandboxRegistry.name, name)))[0];
const eventsOf = async (domainId: string) =>
  (await database.db.select().from(events))
    .filter((e) => e.data.domain_id === domainId)
    .map((e) => e.type);
const chargesOf = (domainId: string) =>
  database.db.select().from(renewalCharges).where(eq(renewalCharges.domainId, domainId));
const lifecycleOf = async (name: string) => (await get(`${D}/${name}`)).body.lifecycle!;
const n = (name: string) => {
  const r = normalizeDomain(name);
  if (!r.ok) throw new Error(name);
  return r.domain;
};

/** Moves the clock `days` on and runs the expiry pass. */
async function later(days: number) {
  t.advance(days * DAY);
  return expiryPass(deps);
}

/** The A records the service's DNS server answers for `name`. */
function resolveA(name: string): Promise<string[]> {
  const socket = dgram.createSocket("udp4");
  return new Promise((resolve, reject) => {
    socket.once("error", reject);
    socket.once("message", (msg) => {
      socket.close();
      const p = dnsPacket.decode(msg) as Packet;
      resolve((p.answers ?? []).flatMap((a) => (a.type === "A" ? [a.data] : [])));
    });
    socket.send(
      dnsPacket.encode({ type: "query", id: 7, questions: [{ type: "A", name, class: "IN" }] }),
      dns.udpPort,
      "127.0.0.1",
    );
  });
}

/** Walks a fresh domain to redemption (expiry, then grace's end). */
async function toRedemption(name: string, options: Parameters<typeof held>[1] = {}) {
  const row = await held(name, options);
  await later(11);
  await later(GRACE_DAYS);
  expect((await database.db.select().from(domains).where(eq(domains.id, row.id)))[0]!.phase).toBe(
    "redemption",
  );
  return row;
}

describe("expiry, grace and renewal", () => {
  it("parks a hosted zone by its DNS answer in grace and renews it at the renewal price", async () => {
    const row = await held("renew-me.com");
    await database.db.insert(dnsRecords).values({
      id: randomUUID(),
      domainId: row.id,
      type: "A",
      name: "@",
      content: "203.0.113.7",
      ttl: 300,
    });
    expect(await resolveA("renew-me.com")).toEqual(["203.0.113.7"]);

    await later(11);
    const grace = await lifecycleOf("renew-me.com");
    expect(grace.phase).toBe("grace");
    expect(grace.expired_at).toBe(row.expiresAt.toISOString());
    expect(grace.grace_ends_at).toBe(
      new Date(row.expiresAt.getTime() + GRACE_DAYS * DAY).toISOString(),
    );
    expect(await eventsOf(row.id)).toContain("domain.expired");
    expect(await resolveA("renew-me.com")).toEqual([PARKING_IP]);
    expect(await resolveA("www.renew-me.com")).toEqual([PARKING_IP]);
    // The registry auto-renewed it at expiry.
    expect(await sandbox.lifecycle!.state(n("renew-me.com"), t.now())).toMatchObject({
      exists: true,
      rgp: "autoRenewPeriod",
      expiresAt: addYears(row.expiresAt, 1),
    });

    const renewed = await post(`${D}/renew-me.com/renew`, { years: 1 });
    expect(renewed.status).toBe(200);
    expect(renewed.body).toMatchObject({
      success: true,
      new_expiry_date: addYears(row.expiresAt, 1).toISOString(),
      price: "12.99",
    });
    expect((await lifecycleOf("renew-me.com")).phase).toBe("registered");
    expect(await resolveA("renew-me.com")).toEqual(["203.0.113.7"]);
    // Charged once; the registry's expiry is the one it auto-renewed to (no second year).
    expect(await chargesOf(row.id)).toHaveLength(1);
    expect((await registry("renew-me.com"))!.expiresAt).toEqual(addYears(row.expiresAt, 1));
    // Renewed: the next passes leave it alone.
    await later(GRACE_DAYS + 1);
    expect((await lifecycleOf("renew-me.com")).phase).toBe("registered");
  });

  it("parks an outside delegation at the registry and puts it back on a renewal of 2 years", async () => {
    const own = ["ns1.elsewhere.example", "ns2.elsewhere.example"];
    const row = await held("outside-ns.com", { nameservers: own });
    await later(11);
    expect((await registry("outside-ns.com"))!.nameservers).toEqual(PARKING_NS);
    const shown = await get(`${D}/outside-ns.com`);
    expect(shown.body.nameservers).toEqual(own);
    expect(shown.body.lifecycle!.phase).toBe("grace");

    // New nameservers while parked are kept for the renewal, not sent to the registry now.
    const own2 = ["ns1.elsewhere2.example", "ns2.elsewhere2.example"];
    const put = await call(
      `${D}/outside-ns.com/nameservers`,
      json("PUT", { nameservers: own2 }, key),
    );
    expect(put.body).toMatchObject({ success: true, nameservers: own2 });
    expect((await registry("outside-ns.com"))!.nameservers).toEqual(PARKING_NS);

    const renewed = await post(`${D}/outside-ns.com/renew`, { years: 2 });
    expect(renewed.body).toMatchObject({
      success: true,
      new_expiry_date: addYears(row.expiresAt, 2).toISOString(),
      price: "25.98",
    });
    expect((await registry("outside-ns.com"))!).toMatchObject({
      nameservers: own2,
      expiresAt: addYears(row.expiresAt, 2),
    });
    expect(await chargesOf(row.id)).toHaveLength(1);
  });
});

describe("expiry of a zone a DNS engine serves", () => {
  it("parks it by its DNS answer (the engine's zone): the registry's delegation stays", async () => {
    await held("engine-hosted.com", { nameservers: ENGINE_NS.map((n) => n.toUpperCase()) });
    await later(11);
    expect((await lifecycleOf("engine-hosted.com")).phase).toBe("grace");
    expect((await registry("engine-hosted.com"))!.nameservers).toEqual(
      ENGINE_NS.map((n) => n.toUpperCase()),
    );
  });
});

describe("deletion, redemption and restore", () => {
  it("deletes the domain after grace, refuses a renewal and restores it at the restore price", async () => {
    const row = await held("walk-away.com");
    await later(11);
    await later(GRACE_DAYS);
    const redemption = await lifecycleOf("walk-away.com");
    expect(redemption.phase).toBe("redemption");
    expect(await eventsOf(row.id)).toEqual(
      expect.arrayContaining(["domain.expired", "domain.redemption_started"]),
    );
    // Deleted inside the auto-renew grace period: the registry credited the year back.
    expect(await sandbox.lifecycle!.state(n("walk-away.com"), t.now())).toMatchObject({
      rgp: "redemptionPeriod",
      expiresAt: row.expiresAt,
    });

    const renew = await post(`${D}/walk-away.com/renew`, { years: 1 });
    expect(renew.status).toBe(200);
    expect(renew.body.success).toBe(false);
    // The service says how to get it back, and until when.
    expect(renew.body.error_message).toContain("/api/v1/registrar/domains/walk-away.com/restore");
    expect(renew.body.error_message).toContain(redemption.redemption_ends_at!);
    expect(await chargesOf(row.id)).toHaveLength(0);

    const quote = await get(`${D}/walk-away.com/restore`);
    expect(quote.status).toBe(200);
    expect(quote.body).toEqual({
      domain: "walk-away.com",
      price: "52.99",
      currency: "USD",
      redemption_ends_at: redemption.redemption_ends_at,
    });
    const stale = await post(`${D}/walk-away.com/restore`, { expected_price: "12.99" });
    expect(stale.body).toMatchObject({ success: false });
    expect(await chargesOf(row.id)).toHaveLength(0);

    const restored = await post(
      `${D}/walk-away.com/restore`,
      { expected_price: "52.99" },
      { ...key, "idempotency-key": "restore-walk-away" },
    );
    expect(restored.status).toBe(200);
    expect(restored.body).toEqual({
      success: true,
      domain: "walk-away.com",
      new_expiry_date: addYears(row.expiresAt, 1).toISOString(),
      price: "52.99",
      currency: "USD",
    });
    const again = await post(
      `${D}/walk-away.com/restore`,
      { expected_price: "52.99" },
      { ...key, "idempotency-key": "restore-walk-away" },
    );
    expect(again.body).toEqual(restored.body);
    expect(await chargesOf(row.id)).toHaveLength(1);
    expect((await lifecycleOf("walk-away.com")).phase).toBe("registered");
    expect(await eventsOf(row.id)).toContain("domain.restored");
    const atRegistry = (await registry("walk-away.com"))!;
    expect(atRegistry.expiresAt).toEqual(addYears(row.expiresAt, 1));
    expect(atRegistry.restoreReport).toMatchObject({
      deletedAt: expect.any(String),
      reason: expect.stringMatching(/redemption/),
      preData: expect.stringContaining("walk-away.com"),
    });
  });

  it("moves to pending delete, then releases the name, which is available again", async () => {
    const row = await toRedemption("let-go.com");
    await later(31);
    expect((await lifecycleOf("let-go.com")).phase).toBe("pending_delete");
    const restore = await post(`${D}/let-go.com/restore`, {});
    expect(restore.status).toBe(409);
    expect(restore.body.code).toBe("not_in_redemption");
    const renew = await post(`${D}/let-go.com/renew`, { years: 1 });
    expect(renew.body).toMatchObject({ success: false });
    expect(renew.body.error_message).toMatch(/too late/);
    expect((await sandbox.check(n("let-go.com"))).available).toBe(false);

    await later(5);
    expect((await get(`${D}/let-go.com`)).status).toBe(404);
    expect(await eventsOf(row.id)).toContain("domain.deleted");
    expect(await registry("let-go.com")).toBeUndefined();
    expect((await sandbox.check(n("let-go.com"))).available).toBe(true);
  });

  it("answers 409 not_in_redemption outside redemption and 403 for another organization", async () => {
    await held("still-mine.com");
    for (const res of [
      await get(`${D}/still-mine.com/restore`),
      await post(`${D}/still-mine.com/restore`, {}),
    ]) {
      expect(res.status).toBe(409);
      expect(res.body.code).toBe("not_in_redemption");
    }
    await toRedemption("acme-only.com");
    const theirs = { "x-api-key": globex.apiKey };
    expect((await get(`${D}/acme-only.com/restore`, theirs)).status).toBe(403);
    expect((await post(`${D}/acme-only.com/restore`, {}, theirs)).status).toBe(403);
  });

  it("lets a hosted session with renew restore the end user's domain, not one without", async () => {
    await toRedemption("alice-lost.com", { account: "acct_alice" });
    const mint = async (actions: string[]) =>
      (
        await post("/api/v1/hosted/sessions", {
          allowed_actions: actions,
          external_account_id: "acct_alice",
        })
      ).body.client_token as string;
    const path = "/api/v1/hosted/domains/alice-lost.com/restore";
    const dnsOnly = { authorization: `Bearer ${await mint(["dns_manage"])}` };
    expect((await get(path, dnsOnly)).status).toBe(403);
    const renewer = { authorization: `Bearer ${await mint(["renew"])}` };
    const quote = await get(path, renewer);
    expect(quote.body.price).toBe("52.99");
    const restored = await post(path, { expected_price: "52.99" }, renewer);
    expect(restored.body).toMatchObject({ success: true, domain: "alice-lost.com" });
  });
});

describe("billing a restore in live mode", () => {
  it("takes the restore price from the balance, and gives it back when the registry refuses", async () => {
    const live = await t.org("Live Inc", { livemode: true });
    const liveKey = { "x-api-key": live.apiKey };
    await creditBalance(database.db, {
      organizationId: live.organizationId,
      amount: "200.00",
      currency: "USD",
      kind: "top_up_wire",
      description: "Top-up",
      actor: "test",
      now: t.now(),
    });
    const balance = async () =>
      (await readBalance(database.db, live.organizationId, t.now())).balance;
    await held("live-gone.com", { org: live, livemode: true });
    await toRedemption("live-lapse.com", { org: live, livemode: true });

    const restored = await post(`${D}/live-lapse.com/restore`, {}, liveKey);
    expect(restored.body).toMatchObject({ success: true, price: "52.99" });
    expect(await balance()).toBe("147.01");

    // The registry no longer has it: refused, and the debit is refunded.
    await database.db.delete(sandboxRegistry).where(eq(sandboxRegistry.name, "live-gone.com"));
    const refused = await post(`${D}/live-gone.com/restore`, {}, liveKey);
    expect(refused.body).toMatchObject({ success: false });
    expect(await balance()).toBe("147.01");
  });
});

describe("the sandbox's expiring- test names", () => {
  it("expire 3 lifecycle days after registration, whatever the years", async () => {
    const now = t.now();
    const result = await sandbox.register({
      domain: n("expiring-soon.com"),
      years: 2,
      price: "21.98",
      contact: CONTACT,
      nameservers: [],
      privacy: false,
      reference: randomUUID(),
      now,
    });
    expect(result).toMatchObject({ ok: true, expiresAt: new Date(now.getTime() + 3000) });
    expect(sandbox.lifecycle!.dayMs(n("expiring-soon.com"))).toBe(1000);
    expect(sandbox.lifecycle!.dayMs(n("plain.com"))).toBe(DAY);
    expect(
      await database.db
        .select()
        .from(sandboxRegistry)
        .where(and(eq(sandboxRegistry.name, "expiring-soon.com"))),
    ).toHaveLength(1);
  });
});
