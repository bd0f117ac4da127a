/**
 * The built-in DNS server's answer cache (src/server/dns/zone-cache.ts), observed with `dig`
 * (Debian `bind9-dnsutils`): a change made through the API is answered by the next query, on
 * the instance that made it and on another instance sharing the database; a domain registered
 * after its name was answered REFUSED is answered at once; while notifications are not known to
 * arrive nothing is kept, and a `reset()` drops what was.
 */
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/server/db/database";
import {
  LISTENER_NAME,
  type ChannelHandlers,
  type Notifications,
} from "../../src/server/db/notifications";
import { insertDomain } from "../../src/server/domains/domains";
import { startDnsServer, type DnsServer } from "../../src/server/dns/server";
import { DNS_ZONE_CHANNEL } from "../../src/server/dns/zone-channel";
import { json, type TestApp } from "../helpers/test-app";
import { twoInstances } from "../helpers/second-instance";

const run = promisify(execFile);
const NS = ["ns1.registrar.test", "ns2.registrar.test"];
const two = twoInstances();
let dnsA: DnsServer;
let dnsB: DnsServer;
let apiKey = "";
let organizationId = "";

/** `dig +short` against a server: the answer's data lines, or the status when there are none. */
async function dig(server: DnsServer, name: string, type: string): Promise<string> {
  if (!existsSync("/usr/bin/dig"))
    throw new Error("dig is missing: apt-get install bind9-dnsutils");
  const { stdout } = await run("dig", [
    "+tries=1",
    "+time=5",
    "+noall",
    "+answer",
    "+comments",
    "-p",
    String(server.udpPort),
    "@127.0.0.1",
    name,
    type,
  ]);
  const status = /status: (\w+)/.exec(stdout)?.[1] ?? "no answer";
  const answers = stdout
    .split("\n")
    .filter((l) => l && !l.startsWith(";"))
    .map((l) => l.split(/\s+/).slice(4).join(" "));
  return answers.length ? answers.join("; ") : status;
}

async function api(app: TestApp, method: string, path: string, body?: unknown) {
  const res = await app.request(
    path,
    body === undefined
      ? { method, headers: { "x-api-key": apiKey } }
      : json(method, body, { "x-api-key": apiKey }),
  );
  return { status: res.status, body: (await res.json()) as { id: string } };
}

/** Resolves when `notifications` next carries `name` on the zone channel (the other instance). */
function heard(notifications: Notifications, name: string): Promise<void> {
  return new Promise((resolve) => {
    const handlers: ChannelHandlers = {
      message(payload) {
        if (payload !== name && payload !== "*") return;
        subscription.close();
        resolve();
      },
      reset() {},
    };
    const subscription = notifications.subscribe(DNS_ZONE_CHANNEL, handlers);
  });
}

async function domain(database: Database, name: string) {
  return insertDomain(database.db, {
    organizationId,
    livemode: false,
    name,
    registeredAt: new Date("2026-01-01T00:00:00Z"),
    expiresAt: new Date("2027-01-01T00:00:00Z"),
    autoRenew: true,
    privacy: true,
    nameservers: NS,
  });
}

beforeAll(async () => {
  const org = await two.appA.org("Cached zones");
  apiKey = org.apiKey;
  organizationId = org.organizationId;
  const start = (database: Database) =>
    startDnsServer({
      db: database.db,
      host: "127.0.0.1",
      port: 0,
      nameservers: NS,
      notifications: database.notifications,
    });
  dnsA = await start(two.a);
  dnsB = await start(two.b);
});

/** On PostgreSQL: waits until both instances' listening connections are LISTENing. */
async function bothListening() {
  if (!process.env.TEST_DATABASE_URL) return;
  await expect
    .poll(
      async () =>
        (
          await two.a.sql.query(
            "SELECT 1 FROM pg_stat_activity WHERE application_name = $1 AND datname = current_database() AND query LIKE 'LISTEN%'",
            [LISTENER_NAME],
          )
        ).length,
      { timeout: 5_000, interval: 50 },
    )
    .toBeGreaterThanOrEqual(2);
}
afterAll(async () => {
  await dnsA?.close();
  await dnsB?.close();
});

describe("the DNS server's answer cache", () => {
  it("answers a record changed through the API at the next query, on both instances", async () => {
    await bothListening();
    const zone = "cache-edit.com";
    await domain(two.a, zone);
    const records = `/api/v1/registrar/dns/${zone}/records`;
    const created = await api(two.appA, "POST", records, {
      type: "A",
      name: "www",
      content: "192.0.2.10",
      ttl: 300,
    });
    expect(created.status).toBe(201);
    // Both caches now hold the zone.
    expect(await dig(dnsA, `www.${zone}`, "A")).toBe("192.0.2.10");
    expect(await dig(dnsB, `www.${zone}`, "A")).toBe("192.0.2.10");

    const toB = heard(two.b.notifications, zone);
    const updated = await api(two.appA, "PUT", `${records}/${created.body.id}`, {
      type: "A",
      name: "www",
      content: "192.0.2.20",
      ttl: 300,
    });
    expect(updated.status).toBe(200);
    expect(await dig(dnsA, `www.${zone}`, "A")).toBe("192.0.2.20");
    // The other instance learns of the change by the database's NOTIFY (on PostgreSQL it
    // arrives on its own connection): once it has, its server answers the new data.
    await toB;
    expect(await dig(dnsB, `www.${zone}`, "A")).toBe("192.0.2.20");

    const toB2 = heard(two.b.notifications, zone);
    const deleted = await two.appA.request(`${records}/${created.body.id}`, {
      method: "DELETE",
      headers: { "x-api-key": apiKey },
    });
    expect(deleted.status).toBe(204);
    expect(await dig(dnsA, `www.${zone}`, "A")).toBe("NXDOMAIN");
    await toB2;
    expect(await dig(dnsB, `www.${zone}`, "A")).toBe("NXDOMAIN");
  });

  it("answers a domain registered after its name was refused", async () => {
    const zone = "cache-new.com";
    expect(await dig(dnsA, `www.${zone}`, "A")).toBe("REFUSED");
    expect(await dig(dnsB, zone, "SOA")).toBe("REFUSED");
    const toB = heard(two.b.notifications, zone);
    await domain(two.a, zone);
    expect(await dig(dnsA, `www.${zone}`, "A")).toBe("NXDOMAIN");
    await toB;
    expect(await dig(dnsB, zone, "SOA")).toMatch(/^ns1\.registrar\.test\. hostmaster\.cache-new/);
  });
});

/** Notifications that never deliver a message, live or not as the test says. */
function silent(live: boolean) {
  const subscribers = new Set<ChannelHandlers>();
  const notifications: Notifications = {
    subscribe(_channel, handlers) {
      subscribers.add(handlers);
      return { live, close: () => subscribers.delete(handlers) };
    },
    reset: () => subscribers.forEach((h) => h.reset()),
    close: async () => {},
  };
  return notifications;
}

describe("when notifications may be missed", () => {
  async function serveAndChange(notifications: Notifications, zone: string) {
    await domain(two.a, zone);
    const dns = await startDnsServer({
      db: two.a.db,
      host: "127.0.0.1",
      port: 0,
      nameservers: NS,
      notifications,
    });
    try {
      const before = await dig(dns, zone, "SOA");
      // A change whose NOTIFY this server never hears of.
      await two.a.sql.query(
        `INSERT INTO dns_zones (domain_id, serial) SELECT id, 42 FROM domains WHERE name = $1
         ON CONFLICT (domain_id) DO UPDATE SET serial = dns_zones.serial + 41`,
        [zone],
      );
      const after = await dig(dns, zone, "SOA");
      notifications.reset();
      const afterReset = await dig(dns, zone, "SOA");
      return { before, after, afterReset };
    } finally {
      await dns.close();
    }
  }
  const serial = (soa: string) => Number(soa.split(" ")[2]);

  it("keeps nothing while the subscription is not live: every query reads the database", async () => {
    const { before, after } = await serveAndChange(silent(false), "cache-not-live.com");
    expect(serial(after)).toBe(serial(before) + 41);
  });

  it("drops everything on reset (what it kept until then is what a live cache answers)", async () => {
    const { before, after, afterReset } = await serveAndChange(silent(true), "cache-reset.com");
    // Live, and no NOTIFY delivered: the kept zone answers (this is the cache at work) ...
    expect(serial(after)).toBe(serial(before));
    // ... until reset() says notifications may have been missed.
    expect(serial(afterReset)).toBe(serial(before) + 41);
  });
});
