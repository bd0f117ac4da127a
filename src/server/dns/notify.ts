import dgram from "node:dgram";
import net from "node:net";
import { randomInt } from "node:crypto";
import dnsPacket from "dns-packet";
import { and, eq } from "drizzle-orm";
import type { Db } from "../db/database";
import type { Notifications } from "../db/notifications";
import { domains } from "../domains/schema";
import type { Logger } from "../logger";
import { zoneContents, type ZoneLookup } from "./answer";
import { signMessages, type TsigKey } from "./tsig";
import { DNS_ZONE_CHANNEL } from "./zone-channel";
import type { Secondary } from "./secondaries";

const OPCODE_NOTIFY = 4;

export type NotifierOptions = {
  db: Db;
  notifications: Notifications;
  lookup: ZoneLookup;
  nameservers: string[];
  secondaries: Secondary[];
  key?: TsigKey | undefined;
  /** The address NOTIFY is sent from (the server's). */
  host: string;
  logger?: Logger | undefined;
  /** Changes within this long send one NOTIFY per zone. */
  debounceMs?: number;
  /** The wait for the first answer; doubled at each retry. */
  retryMs?: number;
  /** Sends before giving up (and logging it). */
  attempts?: number;
};

export type Notifier = { close(): Promise<void> };

/**
 * Sends NOTIFY (RFC 1996) to every secondary when a zone changes, as the database announces on
 * the zone channel: over UDP, signed when a key is set, sent again with back-off until the
 * secondary answers. Missed notifications (`reset`) notify every zone.
 */
export async function startNotifier(o: NotifierOptions): Promise<Notifier> {
  const debounceMs = o.debounceMs ?? 500;
  const retryMs = o.retryMs ?? 1000;
  const attempts = o.attempts ?? 5;
  const waiting = new Map<number, () => void>();
  const onAnswer = (msg: Buffer) => {
    try {
      const answer = dnsPacket.decode(msg);
      if (answer.type === "response") waiting.get(answer.id ?? -1)?.();
    } catch {
      // Not an answer we can read: the retry covers it.
    }
  };
  /**
   * One socket per address family the secondaries use, from the server's own address when it
   * is of that family (secondaries check where NOTIFY comes from), else any.
   */
  const sockets = new Map<"ipv4" | "ipv6", dgram.Socket>();
  const hostFamily = net.isIPv6(o.host) ? "ipv6" : "ipv4";
  const wildcard = ["0.0.0.0", "::"].includes(o.host);
  for (const family of new Set(
    o.secondaries.map((s) => (net.isIPv6(s.address) ? "ipv6" : "ipv4")),
  )) {
    const socket = dgram.createSocket(family === "ipv6" ? "udp6" : "udp4");
    socket.on("message", onAnswer);
    socket.on("error", (err) => o.logger?.error("dns notify socket error", { error: err }));
    sockets.set(family, socket);
    await new Promise<void>((resolve, reject) => {
      socket.once("error", reject);
      socket.bind(0, family === hostFamily && !wildcard ? o.host : undefined, () => {
        socket.off("error", reject);
        resolve();
      });
    }).catch((err: unknown) => {
      for (const s of sockets.values()) s.close();
      throw err;
    });
  }

  const pending = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  /** The latest round per zone and secondary: an older one stops when a newer starts. */
  const rounds = new Map<string, { stop(): void }>();

  async function allZones(): Promise<string[]> {
    const rows = await o.db
      .selectDistinct({ name: domains.name })
      .from(domains)
      .where(and(eq(domains.status, "active")));
    return rows.map((r) => r.name);
  }

  function send(zone: string, soa: dnsPacket.Answer, to: Secondary) {
    const key = `${zone} ${to.address} ${to.port}`;
    rounds.get(key)?.stop();
    let stopped = false;
    let wake: (() => void) | undefined;
    const round = {
      stop() {
        stopped = true;
        wake?.();
      },
    };
    rounds.set(key, round);
    void (async () => {
      for (let attempt = 0; attempt < attempts && !stopped; attempt++) {
        const id = randomInt(0, 65536);
        let message = dnsPacket.encode({
          type: "query",
          id,
          flags: (OPCODE_NOTIFY << 11) | dnsPacket.AUTHORITATIVE_ANSWER,
          questions: [{ name: zone, type: "SOA", class: "IN" }],
          answers: [soa],
        });
        if (o.key)
          message = signMessages([message], o.key, {
            nowSeconds: Math.floor(Date.now() / 1000),
          })[0]!;
        const answered = await new Promise<boolean>((resolve) => {
          const t = setTimeout(() => resolve(false), retryMs * 2 ** attempt);
          wake = () => {
            clearTimeout(t);
            resolve(!stopped);
          };
          waiting.set(id, wake);
          const socket = sockets.get(net.isIPv6(to.address) ? "ipv6" : "ipv4")!;
          socket.send(message, to.port, to.address, (err) => {
            if (err) o.logger?.warn("dns notify send failed", { zone, error: err });
          });
        });
        waiting.delete(id);
        if (answered) {
          o.logger?.debug("dns notify answered", { zone, secondary: to.address, port: to.port });
          break;
        }
        if (attempt === attempts - 1 && !stopped)
          o.logger?.warn("dns notify unanswered", {
            zone,
            secondary: to.address,
            port: to.port,
            attempts,
          });
      }
      if (rounds.get(key) === round) rounds.delete(key);
    })();
  }

  async function flush() {
    timer = undefined;
    const names = [...pending];
    pending.clear();
    const zones = names.includes("*") ? await allZones() : names;
    for (const name of zones) {
      if (closed) return;
      const zone = await o.lookup(name);
      // A zone the server no longer answers for has nothing to transfer.
      if (!zone || zone.zone !== name) continue;
      const soa = zoneContents(zone, o.nameservers)[0]!;
      for (const s of o.secondaries) send(name, soa, s);
    }
  }

  function changed(name: string) {
    if (closed) return;
    pending.add(name.toLowerCase());
    timer ??= setTimeout(() => {
      flush().catch((err: unknown) => o.logger?.error("dns notify failed", { error: err }));
    }, debounceMs);
  }

  const subscription = o.notifications.subscribe(DNS_ZONE_CHANNEL, {
    message: changed,
    reset: () => changed("*"),
  });

  return {
    async close() {
      closed = true;
      subscription.close();
      if (timer) clearTimeout(timer);
      for (const r of rounds.values()) r.stop();
      rounds.clear();
      await Promise.all(
        [...sockets.values()].map((s) => new Promise<void>((r) => s.close(() => r()))),
      );
    },
  };
}
