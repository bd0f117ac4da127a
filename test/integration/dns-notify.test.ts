import dgram from "node:dgram";
import dnsPacket from "dns-packet";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Database } from "../../src/server/db/database";
import { insertDomain } from "../../src/server/domains/domains";
import { writeRecord } from "../../src/server/dns/records";
import { checkDnsRecord } from "../../src/contract/dns-record-input";
import { startDnsServer, type DnsServer } from "../../src/server/dns/server";
import { parseTsigKey, readTsig, TSIG_ERROR, verifyRequest } from "../../src/server/dns/tsig";
import { openTestDb } from "../helpers/test-db";
import { makeTestApp } from "../helpers/test-app";

// NOTIFY as a secondary sees it (a UDP socket standing in for one): one per zone for several
// changes at once, signed with the key, sent again until answered, every zone after a reset.

const KEY = parseTsigKey(`notify-key:hmac-sha512:${Buffer.alloc(64, 4).toString("base64")}`)!;
let database: Database;
let organizationId: string;
let secondary: dgram.Socket;
let dns: DnsServer;
type Seen = {
  opcode?: string;
  zone: string;
  serial: number;
  id: number;
  signed: number;
  from: dgram.RemoteInfo;
};
const seen: Seen[] = [];
/** How many NOTIFY of each zone to leave unanswered first. */
const ignore = new Map<string, number>();

async function domain(name: string) {
  return insertDomain(database.db, {
    organizationId,
    livemode: false,
    name,
    registeredAt: new Date("2026-01-01T00:00:00Z"),
    expiresAt: new Date("2027-01-01T00:00:00Z"),
    autoRenew: true,
    privacy: true,
    nameservers: ["ns1.registrar.test", "ns2.registrar.test"],
  });
}

async function record(d: Awaited<ReturnType<typeof domain>>, name: string, ip: string) {
  const r = checkDnsRecord({ type: "A", name, content: ip });
  if (!r.ok) throw new Error("bad record");
  await writeRecord(database.db, d, r.value);
}

beforeAll(async () => {
  database = await openTestDb();
  organizationId = (await (await makeTestApp(database)).org("Notify")).organizationId;
  secondary = dgram.createSocket("udp4");
  secondary.on("message", (msg, from) => {
    const q = dnsPacket.decode(msg) as dnsPacket.Packet & { opcode?: string };
    const tsig = readTsig(msg);
    const zone = q.questions?.[0]?.name ?? "";
    const soa = q.answers?.[0] as { data: { serial: number } } | undefined;
    seen.push({
      opcode: q.opcode,
      zone,
      serial: soa?.data.serial ?? -1,
      id: q.id ?? -1,
      signed: tsig ? verifyRequest(tsig, KEY, Math.floor(Date.now() / 1000)).error : -1,
      from,
    });
    const left = ignore.get(zone) ?? 0;
    if (left > 0) return void ignore.set(zone, left - 1);
    secondary.send(
      dnsPacket.encode({
        type: "response",
        id: q.id ?? 0,
        flags: (4 << 11) | dnsPacket.AUTHORITATIVE_ANSWER,
        questions: q.questions ?? [],
      }),
      from.port,
      from.address,
    );
  });
  await new Promise<void>((r) => secondary.bind(0, "127.0.0.1", r));
  dns = await startDnsServer({
    db: database.db,
    host: "127.0.0.1",
    port: 0,
    transfer: {
      secondaries: [{ address: "127.0.0.1", port: secondary.address().port }],
      key: KEY,
      notifications: database.notifications,
      notifyDebounceMs: 1000,
      notifyRetryMs: 100,
    },
  });
});
afterAll(async () => {
  await dns?.close();
  await new Promise<void>((r) => secondary.close(() => r()));
  await database.close();
});

const of = (zone: string) => seen.filter((s) => s.zone === zone);

describe("NOTIFY to secondaries", () => {
  // Several changes of a zone, then one of another: once the other's NOTIFY is in, every
  // NOTIFY of the first has been sent (the notifier sends in the order of the changes).
  it("sends one signed NOTIFY for several changes of a zone, with its new serial", async () => {
    // The changes come apart in time (a tick of the event loop between them, far within the
    // 1 s debounce): without the debounce each would be a NOTIFY of its own.
    const tick = () => new Promise((r) => setTimeout(r, 10));
    const d = await domain("notify-one.com");
    for (const [name, ip] of [
      ["a", "192.0.2.1"],
      ["b", "192.0.2.2"],
      ["c", "192.0.2.3"],
    ]) {
      await tick();
      await record(d, name!, ip!);
    }
    await record(await domain("notify-two.com"), "a", "192.0.2.4");
    await vi.waitFor(() => expect(of("notify-two.com")).toHaveLength(1), { timeout: 10_000 });
    expect(of("notify-one.com")).toHaveLength(1);
    const [n] = of("notify-one.com");
    expect(n!.opcode).toBe("NOTIFY");
    expect(n!.signed).toBe(TSIG_ERROR.NOERROR);
    expect(n!.from.address).toBe("127.0.0.1");
    const soa = await new Promise<number>((resolve) => {
      const c = dgram.createSocket("udp4");
      c.once("message", (m) => {
        c.close();
        resolve((dnsPacket.decode(m).answers?.[0] as { data: { serial: number } }).data.serial);
      });
      c.send(
        dnsPacket.encode({
          type: "query",
          id: 1,
          questions: [{ type: "SOA", name: "notify-one.com" }],
        }),
        dns.udpPort,
        "127.0.0.1",
      );
    });
    expect(n!.serial).toBe(soa);
  });

  it("sends again, with back-off, until the secondary answers", async () => {
    ignore.set("notify-retry.com", 2);
    const d = await domain("notify-retry.com");
    await record(d, "www", "192.0.2.9");
    await vi.waitFor(() => expect(of("notify-retry.com")).toHaveLength(3), { timeout: 10_000 });
    const ids = of("notify-retry.com").map((s) => s.id);
    expect(new Set(ids).size).toBe(3);
  });

  it("notifies every zone when notifications may have been missed", async () => {
    const before = seen.length;
    database.notifications.reset();
    await vi.waitFor(
      () => {
        const zones = new Set(seen.slice(before).map((s) => s.zone));
        expect(zones).toEqual(new Set(["notify-one.com", "notify-two.com", "notify-retry.com"]));
      },
      { timeout: 10_000 },
    );
  });
});
