import dgram from "node:dgram";
import net from "node:net";
import { and, eq, inArray } from "drizzle-orm";
import dnsPacket from "dns-packet";
import type { Db } from "../db/database";
import type { Notifications } from "../db/notifications";
import { domains } from "../domains/schema";
import type { Logger } from "../logger";
import { answerQuery, type ZoneData } from "./answer";
import { badVersion } from "./edns";
import { startNotifier } from "./notify";
import type { TsigKey } from "./tsig";
import type { Secondary } from "./secondaries";
import { answerTransferOrSigned } from "./zone-transfer";
import { DEFAULT_DNS_SETTINGS } from "./settings";
import { parkedRecords } from "./parked";
import { listRecords, toData, zoneSerial } from "./records";
import { lookupZone, zoneCache, type ZoneHere, type ZoneSource } from "./zone-cache";

/**
 * The zones held at `names`, read from the database: a name may be held in both modes (the
 * sandbox registers any free name in test mode), and then the live one is the zone there (so no
 * test-mode zone ever answers for a name a live domain covers).
 */
function zoneSource(db: Db, parkingIPv4: string): ZoneSource {
  return async (names) => {
    const rows = await db
      .select({
        id: domains.id,
        name: domains.name,
        phase: domains.phase,
        livemode: domains.livemode,
      })
      .from(domains)
      .where(and(inArray(domains.name, names), eq(domains.status, "active")));
    const found = new Map<string, ZoneHere>();
    for (const row of rows) {
      if (found.get(row.name)?.livemode) continue;
      found.set(row.name, { livemode: row.livemode, load: () => loadZone(db, row, parkingIPv4) });
    }
    return found;
  };
}

/** A domain's zone as the DNS server answers it. */
async function loadZone(
  db: Db,
  domain: { id: string; name: string; phase: string },
  parkingIPv4: string,
): Promise<ZoneData> {
  if (domain.phase !== "registered") {
    // Expired unrenewed (docs/lifecycle.md "After expiry"): resolution is interrupted by a
    // parking answer; the zone's records are kept and answer again once it is renewed.
    return {
      zone: domain.name,
      serial: await zoneSerial(db, domain.id),
      records: parkedRecords(parkingIPv4),
    };
  }
  const [records, serial] = await Promise.all([
    listRecords(db, domain.id),
    zoneSerial(db, domain.id),
  ]);
  return { zone: domain.name, serial, records: records.map(toData) };
}

export type DnsServer = { udpPort: number; tcpPort: number; close(): Promise<void> };

export type DnsServerOptions = {
  db: Db;
  host?: string;
  /** 0 picks free ports (UDP and TCP then differ). */
  port: number;
  /** The apex NS records and SOA MNAME. */
  nameservers?: string[];
  /** The parking answer of an expired domain's zone (`DNS_PARKING_IPV4`). */
  parkingIPv4?: string;
  /**
   * The database's notifications: with them, zones are answered from memory and dropped when
   * the database announces a change (zone-cache.ts); without, every query reads the database.
   */
  notifications?: Notifications;
  /** The cache's bounds (tests); by default 5,000 zones and 10,000 names without one. */
  cacheLimits?: { maxZones?: number; maxMisses?: number };
  logger?: Logger;
  /**
   * Zone transfer (docs/dns.md, "Zone transfer to secondaries"): who may transfer (and is sent
   * NOTIFY), the TSIG key they sign with, and the database's notifications that tell of zone
   * changes (no NOTIFY without them).
   */
  transfer?: {
    secondaries: Secondary[];
    key?: TsigKey | undefined;
    notifications?: Notifications | undefined;
    notifyDebounceMs?: number;
    notifyRetryMs?: number;
  };
};

/**
 * Starts the authoritative DNS server on UDP and TCP (RFC 1035 and RFC 7766 framing), answering
 * for the zones of the service's domains from the database.
 * @example
 * const dns = await startDnsServer({ db, host: "127.0.0.1", port: 0 });
 * // dig @127.0.0.1 -p ${dns.udpPort} example.com A
 * await dns.close();
 */
export async function startDnsServer({
  db,
  host = "127.0.0.1",
  port,
  nameservers = DEFAULT_DNS_SETTINGS.nameservers,
  parkingIPv4 = DEFAULT_DNS_SETTINGS.parkingIPv4,
  notifications,
  cacheLimits,
  logger,
  transfer = { secondaries: [] },
}: DnsServerOptions): Promise<DnsServer> {
  const source = zoneSource(db, parkingIPv4);
  const cache = notifications && zoneCache(notifications, source, cacheLimits);
  const lookup = cache ? cache.lookup : (qname: string) => lookupZone(source, qname);
  const access = { secondaries: transfer.secondaries, key: transfer.key };

  async function handle(
    msg: Buffer,
    from: { transport: "udp" | "tcp"; address: string },
    maxSize?: number,
  ): Promise<Buffer[]> {
    let query: dnsPacket.Packet;
    try {
      query = dnsPacket.decode(msg);
    } catch {
      if (msg.length < 12) return [];
      // Malformed: FORMERR with the id, no question.
      const out = Buffer.alloc(12);
      msg.copy(out, 0, 0, 2);
      out.writeUInt16BE(0x8001, 2);
      return [out];
    }
    if (query.type !== "query") return [];
    const unspoken = badVersion(query);
    if (unspoken) return [unspoken];
    try {
      return await answerTransferOrSigned(msg, query, {
        ...from,
        lookup,
        nameservers,
        access,
        now: () => Math.floor(Date.now() / 1000),
        answer: () => answerQuery(query, lookup, { nameservers, ...(maxSize && { maxSize }) }),
      });
    } catch (err) {
      logger?.error("dns query failed", { error: err });
      return [
        dnsPacket.encode({
          type: "response",
          id: query.id ?? 0,
          flags: 2,
          questions: query.questions ?? [],
        }),
      ];
    }
  }

  const udp = dgram.createSocket(net.isIPv6(host) ? "udp6" : "udp4");
  udp.on("message", (msg, rinfo) => {
    void handle(msg, { transport: "udp", address: rinfo.address }, 512).then((out) => {
      for (const m of out) udp.send(m, rinfo.port, rinfo.address);
    });
  });
  udp.on("error", (err) => logger?.error("dns udp error", { error: err }));

  const sockets = new Set<net.Socket>();
  const tcp = net.createServer((socket) => {
    sockets.add(socket);
    socket.setTimeout(10_000, () => socket.destroy());
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => socket.destroy());
    let pending = Buffer.alloc(0);
    socket.on("data", (chunk) => {
      pending = Buffer.concat([pending, chunk]);
      while (pending.length >= 2) {
        const len = pending.readUInt16BE(0);
        if (pending.length < 2 + len) break;
        const msg = pending.subarray(2, 2 + len);
        pending = pending.subarray(2 + len);
        void handle(msg, { transport: "tcp", address: socket.remoteAddress ?? "" }).then((out) => {
          for (const m of out) {
            if (socket.destroyed) return;
            const head = Buffer.alloc(2);
            head.writeUInt16BE(m.length);
            socket.write(Buffer.concat([head, m]));
          }
        });
      }
    });
  });

  await new Promise<void>((resolve, reject) => {
    udp.once("error", reject);
    udp.bind(port, host, () => {
      udp.off("error", reject);
      resolve();
    });
  }).catch((err: unknown) => {
    cache?.close();
    throw err;
  });
  const udpPort = udp.address().port;
  await new Promise<void>((resolve, reject) => {
    tcp.once("error", reject);
    tcp.listen(port === 0 ? 0 : port, host, () => {
      tcp.off("error", reject);
      resolve();
    });
  }).catch((err: unknown) => {
    udp.close();
    cache?.close();
    throw err;
  });
  const tcpPort = (tcp.address() as net.AddressInfo).port;
  logger?.info("dns listening", { host, udp_port: udpPort, tcp_port: tcpPort });
  const notifier = await (
    transfer.notifications && transfer.secondaries.length
      ? startNotifier({
          db,
          notifications: transfer.notifications,
          lookup,
          nameservers,
          secondaries: transfer.secondaries,
          key: transfer.key,
          host,
          logger,
          ...(transfer.notifyDebounceMs !== undefined && { debounceMs: transfer.notifyDebounceMs }),
          ...(transfer.notifyRetryMs !== undefined && { retryMs: transfer.notifyRetryMs }),
        })
      : Promise.resolve(undefined)
  ).catch(async (err: unknown) => {
    cache?.close();
    await Promise.all([
      new Promise<void>((r) => udp.close(() => r())),
      new Promise<void>((r) => tcp.close(() => r())),
    ]);
    throw err;
  });

  return {
    udpPort,
    tcpPort,
    close: async () => {
      await notifier?.close();
      cache?.close();
      for (const s of sockets) s.destroy();
      await Promise.all([
        new Promise<void>((r) => udp.close(() => r())),
        new Promise<void>((r) => tcp.close(() => r())),
      ]);
    },
  };
}
