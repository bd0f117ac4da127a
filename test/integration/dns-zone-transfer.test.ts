import dgram from "node:dgram";
import dnsPacket, { type Packet } from "dns-packet";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/server/db/database";
import { insertDomain } from "../../src/server/domains/domains";
import { writeRecord } from "../../src/server/dns/records";
import { checkDnsRecord } from "../../src/contract/dns-record-input";
import { startDnsServer, type DnsServer } from "../../src/server/dns/server";
import { parseTsigKey } from "../../src/server/dns/tsig";
import { openTestDb } from "../helpers/test-db";
import { makeTestApp, type TestApp } from "../helpers/test-app";
import { dig, kdig } from "../helpers/dns-tools";

// Zone transfer to secondaries (docs/dns.md, "Zone transfer to secondaries"), checked with
// dig and kdig: AXFR, IXFR without a journal, who may transfer, TSIG, and BADVERS.

let database: Database;
let t: TestApp;
let organizationId: string;
const servers: DnsServer[] = [];

const NS = ["ns1.registrar.test", "ns2.registrar.test"];
const ZONE = "transfer-me.com";
const BIG = "big-transfer.com";
const SECRET = Buffer.alloc(32, 7).toString("base64");
const KEY = `transfer-key:hmac-sha256:${SECRET}`;
const DIG_KEY = `hmac-sha256:transfer-key:${SECRET}`;

async function zone(name: string, records: Record<string, unknown>[], livemode = false) {
  const domain = await insertDomain(database.db, {
    organizationId,
    livemode,
    name,
    registeredAt: new Date("2026-01-01T00:00:00Z"),
    expiresAt: new Date("2027-01-01T00:00:00Z"),
    autoRenew: true,
    privacy: true,
    nameservers: NS,
  });
  for (const r of records) {
    const record = checkDnsRecord(r);
    if (!record.ok) throw new Error(`bad record ${JSON.stringify(r)}`);
    await writeRecord(database.db, domain, record.value);
  }
  return domain;
}

async function serve(secondaries: string[], key?: string) {
  const dns = await startDnsServer({
    db: database.db,
    host: "127.0.0.1",
    port: 0,
    nameservers: NS,
    transfer: {
      secondaries: secondaries.map((address) => ({ address, port: 53 })),
      key: key === undefined ? undefined : parseTsigKey(key),
    },
  });
  servers.push(dns);
  return dns;
}

/** The records of `dig +noall +answer` output: [owner, type, data]. */
const rows = (out: string) =>
  out
    .split("\n")
    .filter((l) => l.trim() && !l.startsWith(";"))
    .map((l) => l.split(/\s+/))
    .map(([name, , , type, ...data]) => [name, type, data.join(" ")]);

beforeAll(async () => {
  database = await openTestDb();
  t = await makeTestApp(database);
  organizationId = (await t.org("Transfers")).organizationId;
  await zone(ZONE, [
    { type: "A", name: "www", content: "192.0.2.10", ttl: 300 },
    { type: "A", name: "www", content: "192.0.2.11", ttl: 600 },
    { type: "AAAA", name: "v6", content: "2001:db8::1" },
    { type: "MX", name: "@", content: `mail.${ZONE}`, priority: 10 },
    { type: "TXT", name: "info", content: "hello" },
    { type: "CNAME", name: "alias", content: `www.${ZONE}` },
    { type: "NS", name: "sub", content: "ns.elsewhere.net" },
  ]);
  // 150 TXT records of 200 bytes: more than one message.
  await zone(
    BIG,
    Array.from({ length: 150 }, (_, i) => ({
      type: "TXT",
      name: `t${i}`,
      content: `${i}`.padEnd(200, "x"),
    })),
  );
});
afterAll(async () => {
  for (const s of servers) await s.close();
  await database.close();
});

describe("AXFR", () => {
  it("sends every record the server answers, the SOA first and last", async () => {
    const dns = await serve(["127.0.0.1"]);
    const out = await dig([
      "@127.0.0.1",
      "-p",
      `${dns.tcpPort}`,
      ZONE,
      "AXFR",
      "+noall",
      "+answer",
    ]);
    const got = rows(out);
    expect(got[0]?.[1], out).toBe("SOA");
    expect(got.at(-1)).toEqual(got[0]);
    expect(got.slice(1, -1).sort()).toEqual(
      [
        [`${ZONE}.`, "NS", "ns1.registrar.test."],
        [`${ZONE}.`, "NS", "ns2.registrar.test."],
        [`www.${ZONE}.`, "A", "192.0.2.10"],
        [`www.${ZONE}.`, "A", "192.0.2.11"],
        [`v6.${ZONE}.`, "AAAA", "2001:db8::1"],
        [`${ZONE}.`, "MX", `10 mail.${ZONE}.`],
        [`info.${ZONE}.`, "TXT", '"hello"'],
        [`alias.${ZONE}.`, "CNAME", `www.${ZONE}.`],
        [`sub.${ZONE}.`, "NS", "ns.elsewhere.net."],
      ].sort(),
    );
    // An RRset keeps the TTL queries answer it with: its lowest (RFC 2181 section 5.2).
    expect(out).toMatch(new RegExp(`www\\.${ZONE}\\.\\s+300\\s+IN\\s+A\\s+192\\.0\\.2\\.11`));
    // The same as the server answers for a query.
    const soa = await dig(["@127.0.0.1", "-p", `${dns.udpPort}`, ZONE, "SOA", "+short"]);
    expect(got[0]?.[2]).toBe(soa.trim());
  });

  it("splits a large zone into several messages", async () => {
    const name = BIG;
    const dns = await serve(["127.0.0.1"]);
    const out = await dig(["@127.0.0.1", "-p", `${dns.tcpPort}`, name, "AXFR"]);
    const size = /XFR size: (\d+) records \(messages (\d+), bytes (\d+)\)/.exec(out);
    expect(size, out).not.toBeNull();
    expect(Number(size![1])).toBe(150 + 2 + 2);
    expect(Number(size![2])).toBeGreaterThan(1);
    expect(rows(out).filter((r) => r[1] === "SOA")).toHaveLength(2);
  });

  it("transfers the live zone of a name held in both modes, and a parked zone as answered", async () => {
    await zone("both-modes-xfr.com", [{ type: "A", name: "www", content: "192.0.2.66" }]);
    await zone("both-modes-xfr.com", [{ type: "A", name: "www", content: "192.0.2.77" }], true);
    const parked = await zone("parked-xfr.com", [
      { type: "A", name: "www", content: "192.0.2.88" },
    ]);
    const { domains } = await import("../../src/server/domains/schema");
    const { eq } = await import("drizzle-orm");
    await database.db.update(domains).set({ phase: "grace" }).where(eq(domains.id, parked.id));
    const dns = await serve(["127.0.0.1"]);
    const both = await dig([
      "@127.0.0.1",
      "-p",
      `${dns.tcpPort}`,
      "both-modes-xfr.com",
      "AXFR",
      "+noall",
      "+answer",
    ]);
    expect(rows(both).filter((r) => r[1] === "A")).toEqual([
      ["www.both-modes-xfr.com.", "A", "192.0.2.77"],
    ]);
    const out = await dig([
      "@127.0.0.1",
      "-p",
      `${dns.tcpPort}`,
      "parked-xfr.com",
      "AXFR",
      "+noall",
      "+answer",
    ]);
    const answered = await dig([
      "@127.0.0.1",
      "-p",
      `${dns.udpPort}`,
      "www.parked-xfr.com",
      "A",
      "+short",
    ]);
    expect(rows(out).filter((r) => r[1] === "A")).toEqual([
      ["parked-xfr.com.", "A", answered.trim()],
      ["*.parked-xfr.com.", "A", answered.trim()],
    ]);
  });

  it("is refused over UDP, to an unlisted address, and for a name that is no zone", async () => {
    const dns = await serve(["127.0.0.1"]);
    const viaUdp = await new Promise<Packet & { rcode?: string }>((resolve, reject) => {
      const socket = dgram.createSocket("udp4");
      const timer = setTimeout(() => reject(new Error("no UDP answer")), 5000);
      socket.once("message", (msg) => {
        clearTimeout(timer);
        socket.close();
        resolve(dnsPacket.decode(msg) as never);
      });
      socket.send(
        dnsPacket.encode({ type: "query", id: 7, questions: [{ type: "AXFR", name: ZONE }] }),
        dns.udpPort,
        "127.0.0.1",
      );
    });
    expect(viaUdp.rcode).toBe("REFUSED");
    expect(viaUdp.answers).toEqual([]);

    const other = await serve(["127.0.0.2", "2001:db8::53"]);
    const refused = await dig(["@127.0.0.1", "-p", `${other.tcpPort}`, ZONE, "AXFR"]);
    expect(refused).toContain("Transfer failed");
    expect(refused).not.toContain("SOA");

    const notZone = await dig(["@127.0.0.1", "-p", `${dns.tcpPort}`, `www.${ZONE}`, "AXFR"]);
    expect(notZone).toContain("Transfer failed");
  });
});

describe("IXFR without a journal", () => {
  it("answers the SOA alone to a current client, the whole zone to an older one", async () => {
    const dns = await serve(["127.0.0.1"]);
    const serial = Number(
      (await dig(["@127.0.0.1", "-p", `${dns.udpPort}`, ZONE, "SOA", "+short"])).split(" ")[2],
    );
    const current = await dig([
      "@127.0.0.1",
      "-p",
      `${dns.tcpPort}`,
      ZONE,
      `IXFR=${serial}`,
      "+noall",
      "+answer",
    ]);
    expect(rows(current).map((r) => r[1])).toEqual(["SOA"]);
    const older = await dig([
      "@127.0.0.1",
      "-p",
      `${dns.tcpPort}`,
      ZONE,
      `IXFR=${serial - 1}`,
      "+noall",
      "+answer",
    ]);
    const types = rows(older).map((r) => r[1]);
    expect(types[0]).toBe("SOA");
    expect(types.at(-1)).toBe("SOA");
    expect(types).toContain("AAAA");
    expect(types.length).toBe(11);
  });
});

describe("TSIG", () => {
  it("transfers to the right key only, every message signed", async () => {
    const dns = await serve(["127.0.0.1"], KEY);
    const port = `${dns.tcpPort}`;
    const unsigned = await dig(["@127.0.0.1", "-p", port, ZONE, "AXFR"]);
    expect(unsigned).toContain("Transfer failed");

    const wrongSecret = Buffer.alloc(32, 8).toString("base64");
    const wrong = await dig([
      "@127.0.0.1",
      "-p",
      port,
      "-y",
      `hmac-sha256:transfer-key:${wrongSecret}`,
      ZONE,
      "AXFR",
    ]);
    expect(wrong).not.toMatch(/\bSOA\b/);
    expect(wrong).toMatch(/BADSIG|tsig verify failure|Transfer failed/i);
    const otherName = await kdig([
      "@127.0.0.1",
      "-p",
      port,
      "-y",
      `hmac-sha256:other-key:${SECRET}`,
      ZONE,
      "AXFR",
    ]);
    expect(otherName).toMatch(/BADKEY/);

    const right = await dig(["@127.0.0.1", "-p", port, "-y", DIG_KEY, ZONE, "AXFR"]);
    expect(rows(right).filter((r) => r[1] === "SOA")).toHaveLength(2);
    // dig prints each message's TSIG record and fails the transfer on a bad MAC.
    expect(right).toMatch(
      /transfer-key\.\s+0\s+ANY\s+TSIG\s+hmac-sha256\.\s+\d+ 300 32 \S+ \d+ NOERROR 0/,
    );
    expect(right).not.toMatch(/failed|failure|expected a TSIG/i);

    const big = await dig(["@127.0.0.1", "-p", port, "-y", DIG_KEY, BIG, "AXFR"]);
    const messages = Number(/messages (\d+)/.exec(big)?.[1]);
    expect(messages, big).toBeGreaterThan(1);
    expect(big.match(/\bTSIG\s+hmac-sha256\./g)).toHaveLength(messages);
    expect(big).not.toMatch(/failed|failure/i);

    const viaKdig = await kdig(["@127.0.0.1", "-p", port, "-y", DIG_KEY, ZONE, "AXFR"]);
    expect(viaKdig).toMatch(/;; Received \d+ B/);
    expect(viaKdig).not.toMatch(/ERROR:|failed/);
    const bigViaKdig = await kdig(["@127.0.0.1", "-p", port, "-y", DIG_KEY, BIG, "AXFR"]);
    expect(bigViaKdig).toMatch(
      new RegExp(`;; Received \\d+ B \\(${messages} messages, 154 records\\)`),
    );
    expect(bigViaKdig).not.toMatch(/ERROR:|failed/);
  });

  it("answers a request signed outside the time window with BADTIME", async () => {
    const dns = await serve(["127.0.0.1"], KEY);
    // Signed an hour ago with a fudge of 300 s (built with the module's own signer).
    const { signMessages } = await import("../../src/server/dns/tsig");
    const query = dnsPacket.encode({
      type: "query",
      id: 9,
      questions: [{ type: "AXFR", name: ZONE }],
    });
    const [signed] = signMessages([query], parseTsigKey(KEY)!, {
      nowSeconds: Math.floor(Date.now() / 1000) - 3600,
    });
    const net = await import("node:net");
    const answer = await new Promise<Buffer>((resolve, reject) => {
      const socket = net.connect(dns.tcpPort, "127.0.0.1");
      let buf = Buffer.alloc(0);
      socket.on("error", reject);
      socket.on("data", (c) => {
        buf = Buffer.concat([buf, c]);
        if (buf.length >= 2 && buf.length >= 2 + buf.readUInt16BE(0)) {
          socket.end();
          resolve(buf.subarray(2, 2 + buf.readUInt16BE(0)));
        }
      });
      const head = Buffer.alloc(2);
      head.writeUInt16BE(signed!.length);
      socket.write(Buffer.concat([head, signed!]));
    });
    const { readTsig } = await import("../../src/server/dns/tsig");
    expect((dnsPacket.decode(answer) as { rcode?: string }).rcode).toBe("NOTAUTH");
    expect(readTsig(answer)?.error).toBe(18);
  });
});

describe("EDNS versions", () => {
  it("answers BADVERS, with an OPT record of version 0, to EDNS version 1", async () => {
    const dns = await serve([]);
    const out = await dig([
      "@127.0.0.1",
      "-p",
      `${dns.udpPort}`,
      `www.${ZONE}`,
      "A",
      "+edns=1",
      "+noednsnegotiation",
    ]);
    expect(out).toContain("status: BADVERS");
    expect(out).toMatch(/EDNS: version: 0/);
    expect(out).toContain("ANSWER: 0");
    const v0 = await dig(["@127.0.0.1", "-p", `${dns.udpPort}`, `www.${ZONE}`, "A", "+edns=0"]);
    expect(v0).toContain("status: NOERROR");
  });
});
