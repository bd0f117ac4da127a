import dgram from "node:dgram";
import net from "node:net";
import dnsPacket, { type Packet } from "dns-packet";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/server/db/database";
import { insertDomain } from "../../src/server/domains/domains";
import { writeRecord } from "../../src/server/dns/records";
import { checkDnsRecord } from "../../src/contract/dns-record-input";
import { startDnsServer, type DnsServer } from "../../src/server/dns/server";
import { ConfigError, loadConfig } from "../../src/server/config";
import { openTestDb } from "../helpers/test-db";
import { json, makeTestApp, type TestApp } from "../helpers/test-app";

let database: Database;
let t: TestApp;
let dns: DnsServer;
let apiKey: string;

const ZONE = "resolve-me.com";
const NS = ["ns1.registrar.test", "ns2.registrar.test"];
const records = `/api/v1/registrar/dns/${ZONE}/records`;

type Answered = Packet & { rcode?: string; flag_aa?: boolean; flag_tc?: boolean };

let nextId = 1;
function query(name: string, type: string, extra: Partial<Packet> = {}): Buffer {
  return dnsPacket.encode({
    type: "query",
    id: nextId++,
    flags: dnsPacket.RECURSION_DESIRED,
    questions: [{ type: type as "A", name, class: "IN" }],
    ...extra,
  });
}

function udp(name: string, type: string): Promise<Answered> {
  const socket = dgram.createSocket("udp4");
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("no UDP answer")), 5000);
    socket.once("message", (msg) => {
      clearTimeout(timer);
      socket.close();
      resolve(dnsPacket.decode(msg) as never);
    });
    socket.send(query(name, type), dns.udpPort, "127.0.0.1");
  });
}

function tcp(name: string, type: string): Promise<Answered> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(dns.tcpPort, "127.0.0.1");
    let buf = Buffer.alloc(0);
    socket.on("error", reject);
    socket.on("data", (chunk) => {
      buf = Buffer.concat([buf, chunk]);
      if (buf.length >= 2 && buf.length >= 2 + buf.readUInt16BE(0)) {
        socket.end();
        resolve(dnsPacket.streamDecode(buf) as never);
      }
    });
    socket.write(dnsPacket.streamEncode(dnsPacket.decode(query(name, type))));
  });
}

const data = (p: Packet) =>
  (p.answers ?? []).map((a) => [a.type, a.name, "data" in a ? a.data : null]);

beforeAll(async () => {
  database = await openTestDb();
  t = await makeTestApp(database);
  const org = await t.org("Resolver");
  apiKey = org.apiKey;
  await insertDomain(database.db, {
    organizationId: org.organizationId,
    livemode: false,
    name: ZONE,
    registeredAt: new Date("2026-01-01T00:00:00Z"),
    expiresAt: new Date("2027-01-01T00:00:00Z"),
    autoRenew: true,
    privacy: true,
    nameservers: NS,
  });
  // With the answer cache, as the service runs it: every answer below is also one from memory.
  dns = await startDnsServer({
    db: database.db,
    host: "127.0.0.1",
    port: 0,
    nameservers: NS,
    notifications: database.notifications,
  });
});
afterAll(async () => {
  await dns?.close();
  await database.close();
});

/**
 * Waits until the server answers the zone at the serial the API shows: on PostgreSQL a change's
 * notice reaches the server's cache right after the commit, not before the API answers.
 */
async function caughtUp() {
  const zone = await api("GET", `/api/v1/registrar/domains/${ZONE}/dns`);
  const serial = () =>
    udp(ZONE, "SOA").then((r) => (r.answers?.[0] as { data: { serial: number } }).data.serial);
  await expect.poll(serial).toBe(zone.body!.serial);
}

async function api(method: string, path: string, body?: unknown) {
  const init =
    body === undefined
      ? { method, headers: { "x-api-key": apiKey } }
      : json(method, body, { "x-api-key": apiKey });
  const res = await t.request(path, init);
  return {
    status: res.status,
    body: res.status === 204 ? null : ((await res.json()) as Record<string, unknown>),
  };
}

describe("authoritative DNS over UDP and TCP", () => {
  it("answers SOA and NS at the apex, authoritatively", async () => {
    const soa = await udp(ZONE, "SOA");
    expect(soa.rcode).toBe("NOERROR");
    expect(soa.flag_aa).toBe(true);
    expect(soa.answers?.[0]).toMatchObject({
      type: "SOA",
      data: { mname: "ns1.registrar.test", rname: `hostmaster.${ZONE}` },
    });
    const ns = await tcp(ZONE, "NS");
    expect(data(ns)).toEqual([
      ["NS", ZONE, "ns1.registrar.test"],
      ["NS", ZONE, "ns2.registrar.test"],
    ]);
  });

  it("sees each change made through the API (create, update, delete) once its notice arrives", async () => {
    expect((await udp(`www.${ZONE}`, "A")).rcode).toBe("NXDOMAIN");
    const created = await api("POST", records, {
      type: "A",
      name: "www",
      content: "192.0.2.10",
      ttl: 300,
    });
    expect(created.status).toBe(201);
    // On PGlite the change's notice has reached the server's cache when the API answers; on
    // PostgreSQL it arrives on the listening connection right after the commit.
    await expect.poll(async () => (await udp(`www.${ZONE}`, "A")).rcode).toBe("NOERROR");
    const serial1 = ((await udp(ZONE, "SOA")).answers?.[0] as { data: { serial: number } }).data
      .serial;

    const a1 = await udp(`www.${ZONE}`, "A");
    expect(a1.rcode).toBe("NOERROR");
    expect(a1.flag_aa).toBe(true);
    expect(data(a1)).toEqual([["A", `www.${ZONE}`, "192.0.2.10"]]);
    expect(a1.answers?.[0]).toMatchObject({ ttl: 300 });
    expect(data(await tcp(`www.${ZONE}`, "A"))).toEqual([["A", `www.${ZONE}`, "192.0.2.10"]]);

    const id = created.body!.id as string;
    expect((await api("PATCH", `${records}/${id}`, { content: "192.0.2.11" })).status).toBe(200);
    await expect
      .poll(async () => data(await udp(`www.${ZONE}`, "A")))
      .toEqual([["A", `www.${ZONE}`, "192.0.2.11"]]);
    const serial2 = ((await udp(ZONE, "SOA")).answers?.[0] as { data: { serial: number } }).data
      .serial;
    expect(serial2).toBeGreaterThan(serial1);

    expect((await api("DELETE", `${records}/${id}`)).status).toBe(204);
    await expect.poll(async () => (await tcp(`www.${ZONE}`, "A")).rcode).toBe("NXDOMAIN");
    const gone = await tcp(`www.${ZONE}`, "A");
    expect(gone.authorities?.[0]?.type).toBe("SOA");
  });

  it("answers a question asked again with that query's id and the name as it was asked", async () => {
    const first = await udp(ZONE.toUpperCase(), "SOA");
    const again = await udp(ZONE.toUpperCase(), "SOA");
    const mixed = await udp(`ReSolve-Me.com`, "SOA");
    expect(again.id).toBe(first.id! + 1);
    expect(again.questions?.[0]?.name).toBe(ZONE.toUpperCase());
    expect(mixed.id).toBe(first.id! + 2);
    expect(mixed.questions?.[0]?.name).toBe("ReSolve-Me.com");
    expect(data(again)).toEqual(data(first));
  });

  it("tells NXDOMAIN from NODATA, is case-insensitive, and refuses other zones", async () => {
    await api("POST", records, { type: "TXT", name: "info", content: "hello" });
    // The server's view follows a write shortly after (as for the changes above).
    await expect.poll(async () => (await udp(`info.${ZONE}`, "A")).rcode).toBe("NOERROR");
    const nodata = await udp(`info.${ZONE}`, "A");
    expect(nodata.rcode).toBe("NOERROR");
    expect(nodata.flag_aa).toBe(true);
    expect(nodata.answers).toEqual([]);
    expect(nodata.authorities?.[0]?.type).toBe("SOA");

    const nx = await udp(`nothing.${ZONE}`, "TXT");
    expect(nx.rcode).toBe("NXDOMAIN");
    expect(nx.flag_aa).toBe(true);

    const mixed = await udp(`InFo.Resolve-ME.com`, "TXT");
    expect(mixed.rcode).toBe("NOERROR");
    expect(mixed.answers?.[0]).toMatchObject({ type: "TXT", name: "InFo.Resolve-ME.com" });

    const other = await udp("example.org", "A");
    expect(other.rcode).toBe("REFUSED");
    expect(other.flag_aa).toBe(false);
  });

  it("serves every record type, long TXT as several strings, and chases in-zone CNAMEs", async () => {
    const long = "v=spf1 " + "include:_spf.example.net ".repeat(14);
    for (const body of [
      { type: "AAAA", name: "v6", content: "2001:DB8:0:0::1" },
      { type: "MX", name: "@", content: "mail.resolve-me.com", priority: 10 },
      { type: "A", name: "mail", content: "192.0.2.25" },
      {
        type: "SRV",
        name: "_sip._tcp",
        content: "sip.example.net",
        priority: 1,
        weight: 5,
        port: 5060,
      },
      { type: "CAA", name: "@", content: "letsencrypt.org", tag: "issue" },
      { type: "TXT", name: "long", content: long },
      { type: "CNAME", name: "alias", content: "mail.resolve-me.com" },
      { type: "NS", name: "sub", content: "ns.elsewhere.net" },
    ]) {
      const r = await api("POST", records, body);
      expect(r.status, JSON.stringify(r.body)).toBe(201);
    }
    await caughtUp();
    expect(data(await udp(`v6.${ZONE}`, "AAAA"))).toEqual([["AAAA", `v6.${ZONE}`, "2001:db8::1"]]);
    const mx = await udp(ZONE, "MX");
    expect(data(mx)).toEqual([["MX", ZONE, { preference: 10, exchange: `mail.${ZONE}` }]]);
    expect(mx.additionals?.[0]).toMatchObject({ type: "A", data: "192.0.2.25" });
    expect(data(await tcp(`_sip._tcp.${ZONE}`, "SRV"))).toEqual([
      [
        "SRV",
        `_sip._tcp.${ZONE}`,
        { priority: 1, weight: 5, port: 5060, target: "sip.example.net" },
      ],
    ]);
    const caa = await udp(ZONE, "CAA");
    expect(caa.answers?.[0]).toMatchObject({
      type: "CAA",
      data: { flags: 0, tag: "issue", value: "letsencrypt.org" },
    });
    const txt = await tcp(`long.${ZONE}`, "TXT");
    const strings = (txt.answers?.[0] as { data: Buffer[] }).data;
    expect(strings.length).toBe(2);
    expect(strings[0]!.length).toBe(255);
    expect(Buffer.concat(strings).toString()).toBe(long);
    const alias = await udp(`alias.${ZONE}`, "A");
    expect(data(alias)).toEqual([
      ["CNAME", `alias.${ZONE}`, `mail.${ZONE}`],
      ["A", `mail.${ZONE}`, "192.0.2.25"],
    ]);
    const referral = await udp(`host.sub.${ZONE}`, "A");
    expect(referral.flag_aa).toBe(false);
    expect(referral.authorities?.[0]).toMatchObject({ type: "NS", data: "ns.elsewhere.net" });
  });
});

describe("large answers", () => {
  it("truncates over UDP (TC) and answers in full over TCP", async () => {
    for (let i = 0; i < 4; i++) {
      const r = await api("POST", records, {
        type: "TXT",
        name: "big",
        content: `${i}`.repeat(200),
      });
      expect(r.status).toBe(201);
    }
    await caughtUp();
    const cut = await udp(`big.${ZONE}`, "TXT");
    expect(cut.flag_tc).toBe(true);
    expect(cut.answers).toEqual([]);
    const full = await tcp(`big.${ZONE}`, "TXT");
    expect(full.flag_tc).toBe(false);
    expect(full.answers).toHaveLength(4);
  });
});

describe("a name held in both modes", () => {
  // The sandbox registers any free name in test mode, so one organization's test-mode zone may
  // bear the name of a live domain delegated to this server: the live zone answers, never the
  // test one, whichever was made first.
  it("answers from the live zone, never from a test-mode zone of the same name", async () => {
    const org = await t.org("Both modes");
    const zone = async (name: string, livemode: boolean, ip: string) => {
      const domain = await insertDomain(database.db, {
        organizationId: org.organizationId,
        livemode,
        name,
        registeredAt: new Date("2026-01-01T00:00:00Z"),
        expiresAt: new Date("2027-01-01T00:00:00Z"),
        autoRenew: true,
        privacy: true,
        nameservers: NS,
      });
      const record = checkDnsRecord({ type: "A", name: "www", content: ip, ttl: 300 });
      if (!record.ok) throw new Error("bad record");
      await writeRecord(database.db, domain, record.value);
    };
    await zone("test-first.com", false, "192.0.2.66");
    await zone("test-first.com", true, "192.0.2.77");
    await zone("live-first.com", true, "192.0.2.77");
    await zone("live-first.com", false, "192.0.2.66");
    for (const name of ["test-first.com", "live-first.com"]) {
      expect(data(await udp(`www.${name}`, "A"))).toEqual([["A", `www.${name}`, "192.0.2.77"]]);
      expect(data(await tcp(`www.${name}`, "A"))).toEqual([["A", `www.${name}`, "192.0.2.77"]]);
    }
  });
});

describe("DNS configuration", () => {
  it("is off unless DNS_PORT is set, with the documented defaults", () => {
    expect(loadConfig({}).dns).toEqual({
      port: undefined,
      nameservers: ["ns1.registrar.test", "ns2.registrar.test"],
      parkingIPv4: "192.0.2.1",
      defaultProvider: "builtin",
      syncIntervalMs: 1000,
      driftCheckMs: 3_600_000,
    });
    const c = loadConfig({
      DNS_PORT: "5353",
      DNS_NAMESERVERS: "NS1.Example.net., ns2.example.net",
      DNS_PARKING_IPV4: "198.51.100.1",
    });
    expect(c.dns).toMatchObject({
      port: 5353,
      nameservers: ["ns1.example.net", "ns2.example.net"],
      parkingIPv4: "198.51.100.1",
    });
  });

  it("names bad DNS variables", () => {
    expect(() =>
      loadConfig({ DNS_PORT: "99999", DNS_NAMESERVERS: "not a host", DNS_PARKING_IPV4: "x" }),
    ).toThrow(ConfigError);
    try {
      loadConfig({ DNS_PORT: "99999", DNS_NAMESERVERS: "not a host", DNS_PARKING_IPV4: "x" });
    } catch (err) {
      for (const name of ["DNS_PORT", "DNS_NAMESERVERS", "DNS_PARKING_IPV4"]) {
        expect((err as Error).message).toContain(name);
      }
    }
  });
});
