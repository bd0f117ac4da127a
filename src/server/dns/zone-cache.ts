import { LRUCache } from "lru-cache";
import type { Notifications } from "../db/notifications";
import type { ZoneData } from "./answer";
import { DNS_ZONE_CHANNEL } from "./zone-channel";

/** How many hosted zones the cache keeps (least recently asked for leave first). */
const CACHED_ZONES = 5_000;
/** How many names known to hold no zone the cache keeps (least recently asked for leave first). */
const CACHED_MISSES = 10_000;

/** The zone held at one name, as the database says (the live one when both modes hold it). */
export type ZoneHere = {
  livemode: boolean;
  /** Its answers: loaded when it is the zone that answers a query. */
  load(): Promise<ZoneData>;
};

/**
 * What the cache asks the database: the zone held at each of `names` (exactly those names;
 * absent: none there).
 */
export type ZoneSource = (names: string[]) => Promise<Map<string, ZoneHere>>;

type Entry = { livemode: boolean; load(): Promise<ZoneData>; data?: ZoneData };

/** The names a query's zone may be at: `qname` and its ancestors, longest first, no TLD alone. */
function zoneCandidates(qname: string): string[] {
  const labels = qname.split(".");
  return labels.slice(0, -1).map((_, i) => labels.slice(i).join("."));
}

/** The zone that answers: a live one before a test-mode one, then the longest name. */
function pick<T extends { livemode: boolean }>(found: [string, T][]): [string, T] | undefined {
  let best: [string, T] | undefined;
  for (const f of found) {
    if (
      !best ||
      (f[1].livemode && !best[1].livemode) ||
      (f[1].livemode === best[1].livemode && f[0].length > best[0].length)
    )
      best = f;
  }
  return best;
}

/** The zone holding `qname`, asked of the database every time (no cache). */
export async function lookupZone(source: ZoneSource, qname: string) {
  const candidates = zoneCandidates(qname);
  if (candidates.length === 0) return undefined;
  return pick([...(await source(candidates))])?.[1].load();
}

export type ZoneCache = {
  /** The zone holding `qname` (lowercase, no trailing dot), from memory when it may be. */
  lookup(qname: string): Promise<ZoneData | undefined>;
  /** Zones and names without a zone held now (for tests and the operator's guide). */
  readonly size: { zones: number; misses: number };
  close(): void;
};

/**
 * The DNS server's answer cache: each hosted zone's answers by zone name, and the names known to
 * hold no zone, both bounded ({@link CACHED_ZONES}, {@link CACHED_MISSES}; least recently used
 * leave first). Every change that alters a zone's answers is announced on
 * {@link DNS_ZONE_CHANNEL} (migration 0029) with the zone's name (or `*`), by whichever instance
 * made it: that name's entries (a zone, or a "no zone here") are dropped, so the next query
 * reads the database again. While notifications are not known to arrive (`live` false) nothing
 * is kept and every query asks the database; after a `reset()` everything is dropped. A load
 * that raced a change (the generation moved while it ran) answers its query but is not kept.
 */
export function zoneCache(
  notifications: Notifications,
  source: ZoneSource,
  { maxZones = CACHED_ZONES, maxMisses = CACHED_MISSES } = {},
): ZoneCache {
  const zones = new LRUCache<string, Entry>({ max: maxZones });
  const misses = new LRUCache<string, true>({ max: maxMisses });
  let generation = 0;
  const subscription = notifications.subscribe(DNS_ZONE_CHANNEL, {
    message(payload) {
      generation++;
      if (payload === "*") {
        zones.clear();
        misses.clear();
      } else {
        zones.delete(payload);
        misses.delete(payload);
      }
    },
    reset() {
      generation++;
      zones.clear();
      misses.clear();
    },
  });

  async function answer(entry: Entry, ticket: number, keep: boolean) {
    if (entry.data) return entry.data;
    const data = await entry.load();
    if (keep && ticket === generation && subscription.live) entry.data = data;
    return data;
  }

  return {
    async lookup(qname) {
      const candidates = zoneCandidates(qname);
      if (candidates.length === 0) return undefined;
      const live = subscription.live;
      const ticket = generation;
      const known: [string, Entry][] = [];
      const unknown: string[] = [];
      if (live) {
        for (const name of candidates) {
          const entry = zones.get(name);
          if (entry) known.push([name, entry]);
          else if (!misses.get(name)) unknown.push(name);
        }
      } else unknown.push(...candidates);
      if (unknown.length === 0) {
        const best = pick(known);
        return best && answer(best[1], ticket, true);
      }
      const found = await source(unknown);
      const keep = live && ticket === generation && subscription.live;
      const loaded: [string, Entry][] = [...found].map(([name, here]) => [
        name,
        { livemode: here.livemode, load: here.load },
      ]);
      if (keep) {
        for (const name of unknown) if (!found.has(name)) misses.set(name, true);
        for (const [name, entry] of loaded) zones.set(name, entry);
      }
      const best = pick([...known, ...loaded]);
      return best && answer(best[1], ticket, keep);
    },
    get size() {
      return { zones: zones.size, misses: misses.size };
    },
    close() {
      subscription.close();
      zones.clear();
      misses.clear();
    },
  };
}
