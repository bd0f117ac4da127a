import type { DnsRecordData } from "../../contract/dns-record-check";
import { rdata } from "./bind";
import type { RRset, RRsetChange } from "./engine";
import type { DriftRepair } from "./schema";

/**
 * The service's records as RRsets (one per owner name and type), contents in presentation
 * format as the zone file gives them (`bind.ts`' formatter). An RRset has one TTL: the
 * smallest of its records' (RFC 2181 section 5.2 makes differing TTLs an error).
 */
export function toRRsets(records: readonly DnsRecordData[]): RRset[] {
  const sets = new Map<string, RRset>();
  for (const r of records) {
    const key = `${r.name}\u0000${r.type}`;
    const content = rdata(r);
    const set = sets.get(key);
    if (!set) sets.set(key, { name: r.name, type: r.type, ttl: r.ttl, contents: [content] });
    else {
      set.ttl = Math.min(set.ttl, r.ttl);
      if (!set.contents.includes(content)) set.contents.push(content);
    }
  }
  return [...sets.values()].map((s) => ({ ...s, contents: [...s.contents].sort() }));
}

/** Where records live in an engine's zone: an owner name relative to `zone` and absolute. */
export function absoluteName(zone: string, name: string): string {
  return name === "@" ? `${zone}.` : `${name}.${zone}.`;
}

/** An engine's absolute owner name relative to `zone` (`@` for the apex). */
export function relativeName(zone: string, name: string): string {
  const n = name.toLowerCase().replace(/\.$/, "");
  const z = zone.toLowerCase();
  if (n === z) return "@";
  return n.endsWith(`.${z}`) ? n.slice(0, -(z.length + 1)) : n;
}

/**
 * A content as a comparison sees it: names' case and runs of blanks do not matter outside
 * quoted strings (an engine may hand back `MX 10 Mail.example.com.` as it stores it).
 */
function canonical(type: string, content: string): string {
  const parts = content.trim().split(/("(?:[^"\\]|\\.)*")/);
  return parts
    .map((part, i) => {
      if (i % 2 === 1) return part;
      const blanks = part.replace(/\s+/g, " ");
      return type === "TXT" || type === "CAA" ? blanks : blanks.toLowerCase();
    })
    .join("");
}

const key = (s: { name: string; type: string }) => `${s.name}\u0000${s.type}`;

function sameRRset(a: RRset, b: RRset): boolean {
  if (a.ttl !== b.ttl || a.contents.length !== b.contents.length) return false;
  const x = a.contents.map((c) => canonical(a.type, c)).sort();
  const y = b.contents.map((c) => canonical(b.type, c)).sort();
  return x.every((c, i) => c === y[i]);
}

/**
 * The changes that turn `have` (what the engine serves) into `want` (the service's records):
 * the RRsets that differ or are missing are replaced whole, the extra ones deleted; equal
 * states give no change, so applying the same state twice does nothing the second time.
 */
export function diffRRsets(want: readonly RRset[], have: readonly RRset[]): RRsetChange[] {
  const held = new Map(have.map((s) => [key(s), s]));
  const wanted = new Set(want.map(key));
  const changes: RRsetChange[] = [];
  for (const s of want) {
    const h = held.get(key(s));
    if (!h || !sameRRset(s, h)) changes.push({ change: "replace", rrset: s });
  }
  for (const s of have) {
    if (!wanted.has(key(s))) changes.push({ change: "delete", name: s.name, type: s.type });
  }
  return changes;
}

/** What a change set repairs, as a drift report says it (`have` is the engine's state before). */
export function describeRepairs(changes: readonly RRsetChange[], have: readonly RRset[]) {
  const held = new Set(have.map(key));
  return changes.map((c): DriftRepair => {
    if (c.change === "delete") return { name: c.name, type: c.type, change: "removed" };
    const name = c.rrset.name;
    const type = c.rrset.type;
    return { name, type, change: held.has(key({ name, type })) ? "updated" : "added" };
  });
}
