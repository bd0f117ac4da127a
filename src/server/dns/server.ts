import dgram from "node:dgram";
import net from "node:net";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import dnsPacket from "dns-packet";
import type { Db } from "../db/database";
import { domains } from "../domains/schema";
import type { Logger } from "../logger";
import { answerQuery, type ZoneData } from "./answer";
import { DEFAULT_DNS_SETTINGS } from "./settings";
import { parkedRecords } from "./parked";
import { listRecords, toData, zoneSerial } from "./records";

/**
 * The zone holding `qname`, read from the database on every query so a change made through the
 * API is answered at once (and by every instance sharing the database). A name may be held in
 * both modes (the sandbox registers any free name in test mode): a live zone answers first,
 * so no test-mode zone ever answers for a name a live domain covers.
 */
async function loadZone(db: Db, qname: string, parkingIPv4: string): Promise<ZoneData | undefined> {
  const labels = qname.split(".");
  const candidates = labels.slice(0, -1).map((_, i) => labels.slice(i).join("."));
  if (candidates.length === 0) return undefined;
  const [domain] = await db
    .select({ id: domains.id, name: domains.name, phase: domains.phase })
    .from(domains)
    .where(and(inArray(domains.name, candidates), eq(domains.status, "active")))
    .orderBy(desc(domains.livemode), desc(sql`length(${domains.name})`))
    .limit(1);
  if (!domain) return undefined;
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
  logger?: Logger;
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
  logger,
}: DnsServerOptions): Promise<DnsServer> {
  const lookup = (qname: string) => loadZone(db, qname, parkingIPv4);

  async function handle(msg: Buffer, maxSize?: number): Promise<Buffer | undefined> {
    let query: dnsPacket.Packet;
    try {
      query = dnsPacket.decode(msg);
    } catch {
      if (msg.length < 12) return undefined;
      // Malformed: FORMERR with the id, no question.
      const out = Buffer.alloc(12);
      msg.copy(out, 0, 0, 2);
      out.writeUInt16BE(0x8001, 2);
      return out;
    }
    if (query.type !== "query") return undefined;
    try {
      return await answerQuery(query, lookup, { nameservers, ...(maxSize && { maxSize }) });
    } catch (err) {
      logger?.error("dns query failed", { error: err });
      return dnsPacket.encode({
        type: "response",
        id: query.id ?? 0,
        flags: 2,
        questions: query.questions ?? [],
      });
    }
  }

  const udp = dgram.createSocket(net.isIPv6(host) ? "udp6" : "udp4");
  udp.on("message", (msg, rinfo) => {
    void handle(msg, 512).then((out) => {
      if (out) udp.send(out, rinfo.port, rinfo.address);
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
        void handle(msg).then((out) => {
          if (!out || socket.destroyed) return;
          const head = Buffer.alloc(2);
          head.writeUInt16BE(out.length);
          socket.write(Buffer.concat([head, out]));
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
    throw err;
  });
  const tcpPort = (tcp.address() as net.AddressInfo).port;
  logger?.info("dns listening", { host, udp_port: udpPort, tcp_port: tcpPort });

  return {
    udpPort,
    tcpPort,
    close: async () => {
      for (const s of sockets) s.destroy();
      await Promise.all([
        new Promise<void>((r) => udp.close(() => r())),
        new Promise<void>((r) => tcp.close(() => r())),
      ]);
    },
  };
}
