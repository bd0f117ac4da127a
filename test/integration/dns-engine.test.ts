/**
 * PowerDNS as a DNS provider, against a real engine (Debian `pdns-server` and
 * `pdns-backend-lmdb`, started by the test): a domain bought with `dns_provider: "powerdns"` is
 * served by the engine as the API shows it, changes are delivered through the zone-row outbox
 * (also while the engine is down), the drift check repairs what changed behind the service's
 * back, and a released domain's zone leaves the engine.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/server/db/database";
import { dnsZones } from "../../src/server/dns/schema";
import { zoneSync, type ZoneSync } from "../../src/server/dns/zone-sync";
import { domains } from "../../src/server/domains/schema";
import { createLogger } from "../../src/server/logger";
import { CONTACT } from "../helpers/orders";
import { digShort, digStatus, startPowerDns, type PowerDns } from "../helpers/powerdns";
import { json, makeTestApp, type TestApp } from "../helpers/test-app";
import { openTestDb } from "../helpers/test-db";

let database: Database;
let pdns: PowerDns;
let t: TestApp;
let org: Awaited<ReturnType<TestApp["org"]>>;
let sync: ZoneSync;
const logs: string[] = [];

const DOMAIN = "engine-served.com";
const key = () => ({ "x-api-key": org.apiKey });
const records = (d = DOMAIN) => `/api/v1/registrar/dns/${d}/records`;

type Zone = {
  serial: number;
  applied_serial: number | null;
  status: string;
  last_error: string | null;
  provider: string;
  delegated: boolean;
  nameservers: string[];
  dnssec: { status: string; ds_records: unknown[] };
};
type Rec = { id: string; type: string; name: string; content: string; pending: boolean };

async function zone(d = DOMAIN): Promise<Zone> {
  const res = await t.request(`/api/v1/registrar/domains/${d}/dns`, { headers: key() });
  expect(res.status).toBe(200);
  return (await res.json()) as Zone;
}

async function list(d = DOMAIN): Promise<Rec[]> {
  const res = await t.request(records(d), { headers: key() });
  return ((await res.json()) as { items: Rec[] }).items;
}

async function buy(domain: string) {
  const res = await t.request(
    "/api/v1/registrar/purchase",
    json("POST", { domain, contact: CONTACT, setup_dns: true, dns_provider: "powerdns" }, key()),
  );
  const body = (await res.json()) as { success?: boolean };
  expect(res.status, JSON.stringify(body)).toBe(200);
  expect(body.success).toBe(true);
}

/** A sync whose clock is past every back-off (a failed zone is retried at once). */
const later = () =>
  zoneSync({
    db: database.db,
    logger: createLogger("debug", (l) => logs.push(l)),
    settings: t.config.dns,
    now: () => new Date(Date.now() + 3_600_000),
  });

const soaSerial = (d = DOMAIN) => Number(digShort(pdns.dnsPort, d, "SOA")[0]?.split(" ")[2]);

beforeAll(async () => {
  pdns = await startPowerDns();
  database = await openTestDb();
  t = await makeTestApp(database, {
    env: {
      POWERDNS_API_URL: pdns.apiUrl,
      POWERDNS_API_KEY_FILE: pdns.apiKeyFile,
      POWERDNS_NAMESERVERS: "ns1.engine.test,ns2.engine.test",
    },
  });
  org = await t.org("Engine Co");
  sync = zoneSync({
    db: database.db,
    logger: createLogger("debug", (l) => logs.push(l)),
    settings: t.config.dns,
  });
});
afterAll(async () => {
  t?.app.close();
  await pdns?.close();
  await database?.close();
});

describe("a domain bought with dns_provider powerdns", () => {
  it("is delegated to the engine, which serves its records and the API's serial, signed", async () => {
    await buy(DOMAIN);
    const before = await zone();
    expect(before).toMatchObject({
      provider: "powerdns",
      nameservers: ["ns1.engine.test", "ns2.engine.test"],
      delegated: true,
      status: "pending",
      applied_serial: null,
    });
    expect((await list()).every((r) => r.pending)).toBe(true);
    expect(digStatus(pdns.dnsPort, DOMAIN, "A")).toBe("REFUSED");

    expect(await sync.pass()).toBe(1);
    const after = await zone();
    expect(after).toMatchObject({ status: "applied", applied_serial: before.serial });
    expect(after.dnssec.status).toBe("signed");
    expect(after.dnssec.ds_records).toEqual([
      expect.objectContaining({ algorithm: 13, digest_type: 2 }),
    ]);
    expect((await list()).some((r) => r.pending)).toBe(false);
    expect(digShort(pdns.dnsPort, DOMAIN, "A")).toEqual(["192.0.2.1"]);
    expect(digShort(pdns.dnsPort, `www.${DOMAIN}`, "CNAME")).toEqual([`${DOMAIN}.`]);
    expect(digShort(pdns.dnsPort, DOMAIN, "NS").sort()).toEqual([
      "ns1.engine.test.",
      "ns2.engine.test.",
    ]);
    expect(soaSerial()).toBe(after.serial);
    // Nothing left to do: the next pass finds no due zone.
    expect(await sync.pass()).toBe(0);
  });

  it("delivers creates, replaces, deletes and syncs: the engine serves exactly the new set", async () => {
    const mx = await t.request(
      records(),
      json("POST", { type: "MX", name: "@", content: "mail.example.net", priority: 10 }, key()),
    );
    expect(mx.status).toBe(201);
    expect(((await mx.json()) as Rec).pending).toBe(true);
    const txt = await t.request(
      records(),
      json("POST", { type: "TXT", name: "@", content: 'v=spf1 "quoted" -all' }, key()),
    );
    const txtId = ((await txt.json()) as Rec).id;
    await sync.pass();
    expect(digShort(pdns.dnsPort, DOMAIN, "MX")).toEqual(["10 mail.example.net."]);
    expect(digShort(pdns.dnsPort, DOMAIN, "TXT")).toEqual(['"v=spf1 \\"quoted\\" -all"']);

    const a = (await list()).find((r) => r.type === "A")!;
    await t.request(
      `${records()}/${a.id}`,
      json("PUT", { type: "A", name: "@", content: "192.0.2.77" }, key()),
    );
    await t.request(`${records()}/${txtId}`, { method: "DELETE", headers: key() });
    await sync.pass();
    expect(digShort(pdns.dnsPort, DOMAIN, "A")).toEqual(["192.0.2.77"]);
    expect(digShort(pdns.dnsPort, DOMAIN, "TXT")).toEqual([]);

    const set = await t.request(
      `${records()}/sync`,
      json(
        "POST",
        {
          records: [
            { type: "A", name: "@", content: "192.0.2.10" },
            { type: "A", name: "@", content: "192.0.2.11" },
            { type: "AAAA", name: "v6", content: "2001:db8::1" },
            { type: "CAA", name: "@", content: "letsencrypt.org", flags: 0, tag: "issue" },
            {
              type: "SRV",
              name: "_sip._tcp",
              content: "Sip.Example.net",
              priority: 1,
              weight: 5,
              port: 5060,
            },
            { type: "TXT", name: "long", content: `${"x".repeat(300)} é` },
          ],
        },
        key(),
      ),
    );
    expect(set.status).toBe(200);
    await sync.pass();
    expect(digShort(pdns.dnsPort, DOMAIN, "A").sort()).toEqual(["192.0.2.10", "192.0.2.11"]);
    expect(digShort(pdns.dnsPort, `v6.${DOMAIN}`, "AAAA")).toEqual(["2001:db8::1"]);
    expect(digShort(pdns.dnsPort, DOMAIN, "CAA")).toEqual(['0 issue "letsencrypt.org"']);
    expect(digShort(pdns.dnsPort, `_sip._tcp.${DOMAIN}`, "SRV")).toEqual([
      "1 5 5060 sip.example.net.",
    ]);
    expect(digShort(pdns.dnsPort, `long.${DOMAIN}`, "TXT")).toEqual([
      `"${"x".repeat(255)}" "${"x".repeat(45)} \\195\\169"`,
    ]);
    expect(digShort(pdns.dnsPort, DOMAIN, "MX")).toEqual([]);
    expect(digStatus(pdns.dnsPort, `www.${DOMAIN}`, "A")).toBe("NXDOMAIN");
    const z = await zone();
    expect(z.status).toBe("applied");
    expect(soaSerial()).toBe(z.serial);
  });

  it("keeps answering while the engine is down and applies everything when it returns", async () => {
    await pdns.stop();
    const made = [
      await t.request(records(), json("POST", { type: "TXT", name: "a", content: "one" }, key())),
      await t.request(records(), json("POST", { type: "TXT", name: "b", content: "two" }, key())),
      await t.request(records(), json("POST", { type: "TXT", name: "c", content: "three" }, key())),
    ];
    for (const res of made) expect(res.status).toBe(201);
    expect(await sync.pass()).toBe(0);
    const down = await zone();
    expect(down.status).toBe("pending");
    expect(down.last_error).toMatch(/^engine unreachable: /);
    expect(down.last_error).not.toContain(pdns.apiKey);
    expect((await list()).filter((r) => r.pending).map((r) => r.name)).toEqual(["a", "b", "c"]);
    // Retried with back-off: not due again at once.
    expect(await sync.pass()).toBe(0);

    pdns = await startPowerDns({ dir: pdns.dir, dnsPort: pdns.dnsPort, apiPort: pdns.apiPort });
    expect(await later().pass()).toBe(1);
    const up = await zone();
    expect(up).toMatchObject({ status: "applied", last_error: null, applied_serial: up.serial });
    expect((await list()).some((r) => r.pending)).toBe(false);
    for (const [n, v] of [
      ["a", "one"],
      ["b", "two"],
      ["c", "three"],
    ]) {
      expect(digShort(pdns.dnsPort, `${n}.${DOMAIN}`, "TXT")).toEqual([`"${v}"`]);
    }
    expect(soaSerial()).toBe(up.serial);
    const check = await t.request(`/api/v1/registrar/domains/${DOMAIN}/dns/drift-check`, {
      method: "POST",
      headers: key(),
    });
    expect(check.status).toBe(200);
    expect(await check.json()).toMatchObject({ in_sync: true, repaired: [] });
  });

  it("repairs a zone changed behind the service's back and says what it repaired", async () => {
    const res = await fetch(`${pdns.apiUrl}/api/v1/servers/localhost/zones/${DOMAIN}.`, {
      method: "PATCH",
      headers: { "X-API-Key": pdns.apiKey, "Content-Type": "application/json" },
      body: JSON.stringify({
        rrsets: [
          {
            name: `${DOMAIN}.`,
            type: "A",
            ttl: 3600,
            changetype: "REPLACE",
            records: [{ content: "203.0.113.66", disabled: false }],
          },
          {
            name: `rogue.${DOMAIN}.`,
            type: "TXT",
            ttl: 60,
            changetype: "REPLACE",
            records: [{ content: '"not ours"', disabled: false }],
          },
          { name: `a.${DOMAIN}.`, type: "TXT", changetype: "DELETE" },
        ],
      }),
    });
    expect(res.status).toBe(204);
    expect(digShort(pdns.dnsPort, DOMAIN, "A")).toEqual(["203.0.113.66"]);

    const check = await t.request(`/api/v1/registrar/domains/${DOMAIN}/dns/drift-check`, {
      method: "POST",
      headers: key(),
    });
    expect(check.status).toBe(200);
    const report = (await check.json()) as { in_sync: boolean; repaired: unknown[] };
    expect(report.in_sync).toBe(false);
    expect(report.repaired).toEqual(
      expect.arrayContaining([
        { name: "@", type: "A", change: "updated" },
        { name: "a", type: "TXT", change: "added" },
        { name: "rogue", type: "TXT", change: "removed" },
      ]),
    );
    expect(report.repaired).toHaveLength(3);
    expect(digShort(pdns.dnsPort, DOMAIN, "A").sort()).toEqual(["192.0.2.10", "192.0.2.11"]);
    expect(digShort(pdns.dnsPort, `a.${DOMAIN}`, "TXT")).toEqual(['"one"']);
    expect(digStatus(pdns.dnsPort, `rogue.${DOMAIN}`, "TXT")).toBe("NXDOMAIN");
    const [row] = await database.db
      .select({ repaired: dnsZones.driftRepaired })
      .from(dnsZones)
      .innerJoin(domains, eq(domains.id, dnsZones.domainId))
      .where(eq(domains.name, DOMAIN));
    expect(row!.repaired).toHaveLength(3);
    expect(logs.join("\n")).not.toContain(pdns.apiKey);
  });

  it("finds drift on its own every DNS_DRIFT_CHECK_MINUTES, and logs what it repaired", async () => {
    await fetch(`${pdns.apiUrl}/api/v1/servers/localhost/zones/${DOMAIN}.`, {
      method: "PATCH",
      headers: { "X-API-Key": pdns.apiKey, "Content-Type": "application/json" },
      body: JSON.stringify({
        rrsets: [{ name: `b.${DOMAIN}.`, type: "TXT", changetype: "DELETE" }],
      }),
    });
    expect(digStatus(pdns.dnsPort, `b.${DOMAIN}`, "TXT")).toBe("NXDOMAIN");
    // Checked a moment ago: not due yet.
    expect(await sync.driftPass()).toBe(0);
    const hoursLater = zoneSync({
      db: database.db,
      logger: createLogger("debug", (l) => logs.push(l)),
      settings: t.config.dns,
      now: () => new Date(Date.now() + 2 * 3_600_000),
    });
    expect(await hoursLater.driftPass()).toBe(1);
    expect(digShort(pdns.dnsPort, `b.${DOMAIN}`, "TXT")).toEqual(['"two"']);
    const warned = logs.filter((l) => l.includes("drifted at its engine"));
    expect(warned.at(-1)).toContain("added b TXT");
  });

  it("delivers a zone once when two passes run at once", async () => {
    await t.request(records(), json("POST", { type: "TXT", name: "d", content: "four" }, key()));
    const other = zoneSync({
      db: database.db,
      logger: createLogger("error"),
      settings: t.config.dns,
    });
    const counts = await Promise.all([sync.pass(), other.pass()]);
    expect(counts.reduce((a, b) => a + b)).toBe(1);
    expect(digShort(pdns.dnsPort, `d.${DOMAIN}`, "TXT")).toEqual(['"four"']);
    expect(soaSerial()).toBe((await zone()).serial);
  });

  it("serves the parking answer while the domain is expired", async () => {
    await database.db.update(domains).set({ phase: "grace" }).where(eq(domains.name, DOMAIN));
    await sync.makeDue(DOMAIN);
    // On PostgreSQL the phase's notice also wakes the app's own delivery, which may hold the
    // zone's lease while this pass runs: wait for whichever delivers it.
    await expect
      .poll(async () => (await sync.pass(), digShort(pdns.dnsPort, DOMAIN, "A")))
      .toEqual([t.config.dns.parkingIPv4]);
    expect(digShort(pdns.dnsPort, `anything.${DOMAIN}`, "A")).toEqual([t.config.dns.parkingIPv4]);
    await database.db.update(domains).set({ phase: "registered" }).where(eq(domains.name, DOMAIN));
    await sync.makeDue(DOMAIN);
    await expect
      .poll(async () => (await sync.pass(), digShort(pdns.dnsPort, DOMAIN, "A").sort()))
      .toEqual(["192.0.2.10", "192.0.2.11"]);
  });

  it("removes the zone from the engine once the domain has left the account", async () => {
    await database.db.update(domains).set({ status: "deleted" }).where(eq(domains.name, DOMAIN));
    await sync.makeDue(DOMAIN);
    await expect
      .poll(async () => (await sync.pass(), digStatus(pdns.dnsPort, DOMAIN, "A")))
      .toBe("REFUSED");
    const left = await database.db
      .select()
      .from(dnsZones)
      .innerJoin(domains, eq(domains.id, dnsZones.domainId))
      .where(eq(domains.name, DOMAIN));
    expect(left).toEqual([]);
  });
});

describe("an order naming powerdns where no engine is configured", () => {
  it("is a 422 at body.dns_provider naming the providers configured", async () => {
    const plain = await makeTestApp(database);
    const o = await plain.org("No Engine");
    const res = await plain.request(
      "/api/v1/registrar/order",
      json(
        "POST",
        { domain: "no-engine.com", contact: CONTACT, setup_dns: true, dns_provider: "powerdns" },
        { "x-api-key": o.apiKey },
      ),
    );
    expect(res.status).toBe(422);
    const body = (await res.json()) as { detail: { loc: unknown[]; msg: string }[] };
    expect(body.detail).toHaveLength(1);
    expect(body.detail[0]!.loc).toEqual(["body", "dns_provider"]);
    expect(body.detail[0]!.msg).toBe(
      "Value error, the DNS provider powerdns is not configured on this service (POWERDNS_API_URL); configured: builtin",
    );
    plain.app.close();
  });
});
