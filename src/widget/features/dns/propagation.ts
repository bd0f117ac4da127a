import { DEFAULT_RECORD_TTL, NEGATIVE_CACHE_TTL } from "../../../contract/dns-caching";
import type { WidgetDnsRecord } from "./widget-dns-record";

/*
 * How long a change takes to reach everyone. The service's nameservers read the database on
 * every query (docs/dns.md), so they answer with a change at once; a resolver that asked before
 * keeps its cached answer until that answer's TTL runs out: the record set's TTL, or the zone's
 * negative-caching TTL (the SOA minimum) if it was told there was no such record.
 */

type Key = { type: string; name: string };

const sameSet = (a: Key, b: Key) =>
  a.type === b.type && a.name.toLowerCase() === b.name.toLowerCase();

/** How long resolvers may keep their answer for `key`, given the zone before the change. */
function cachedFor(zone: readonly WidgetDnsRecord[], key: Key): number {
  const ttls = zone.filter((r) => sameSet(r, key)).map((r) => r.ttl);
  return ttls.length > 0 ? Math.max(...ttls) : NEGATIVE_CACHE_TTL;
}

/**
 * The seconds within which a change is seen everywhere: the longest any resolver may hold an
 * answer the change affects (the old record's set and the new record's set).
 * @param zone the records before the change
 * @param before the record as it was (edit, delete)
 * @param after the record as it is now (add, edit)
 */
export function propagationSeconds(
  zone: readonly WidgetDnsRecord[],
  before?: Key,
  after?: Key,
): number {
  const sets = [before, after].filter((k): k is Key => k !== undefined);
  return Math.max(0, ...sets.map((k) => cachedFor(zone, k)));
}

/**
 * The longest a change to this zone may take to be seen everywhere: its records' TTLs, and the
 * TTL a record added without one gets (an hour), since a change to such a record takes that long.
 */
export function zonePropagationSeconds(zone: readonly WidgetDnsRecord[]): number {
  return Math.max(NEGATIVE_CACHE_TTL, DEFAULT_RECORD_TTL, ...zone.map((r) => r.ttl));
}
