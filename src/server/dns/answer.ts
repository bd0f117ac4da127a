import type { Answer, Packet, Question } from "dns-packet";
import dnsPacket from "dns-packet";
import type { DnsRecordData } from "../../contract/dns-record-check";
import { txtChunks } from "./bind";
import { soaFields } from "./soa";

/** A zone as the DNS server sees it at the moment of a query. */
export type ZoneData = { zone: string; serial: number; records: DnsRecordData[] };

/** Finds the zone holding `qname` (lowercase, no trailing dot), if the service hosts one. */
export type ZoneLookup = (qname: string) => Promise<ZoneData | undefined>;

const RCODE = { NOERROR: 0, FORMERR: 1, SERVFAIL: 2, NXDOMAIN: 3, NOTIMP: 4, REFUSED: 5 };
const AA = dnsPacket.AUTHORITATIVE_ANSWER;
const RD = dnsPacket.RECURSION_DESIRED;
const MAX_CNAME_CHAIN = 8;

type Reply = {
  rcode: number;
  aa: boolean;
  answers: Answer[];
  authorities: Answer[];
  additionals: Answer[];
};

const owner = (rel: string, zone: string) => (rel === "@" ? zone : `${rel}.${zone}`);

/** A stored record as a wire record owned by `name`. */
function wire(r: DnsRecordData, name: string, ttl: number): Answer {
  const base = { name, ttl, class: "IN" as const };
  switch (r.type) {
    case "A":
    case "AAAA":
    case "CNAME":
    case "NS":
      return { ...base, type: r.type, data: r.content };
    case "MX":
      return { ...base, type: "MX", data: { preference: r.priority ?? 0, exchange: r.content } };
    case "SRV":
      return {
        ...base,
        type: "SRV",
        data: {
          priority: r.priority ?? 0,
          weight: r.weight ?? 0,
          port: r.port ?? 0,
          target: r.content,
        },
      };
    case "TXT":
      return { ...base, type: "TXT", data: txtChunks(r.content) };
    case "CAA":
      return {
        ...base,
        type: "CAA",
        data: { flags: r.flags ?? 0, tag: r.tag as "issue", value: r.content },
      };
  }
}

/** Wire records for an RRset, all with the set's lowest TTL (RFC 2181 section 5.2). */
function rrset(records: DnsRecordData[], name: string): Answer[] {
  const ttl = Math.min(...records.map((r) => r.ttl));
  return records.map((r) => wire(r, name, ttl));
}

/**
 * What every query of a zone looks up, computed once per `ZoneData` (the answer cache hands the
 * same object to every query of the zone until it changes): records by owner name, the names
 * that exist (owners and their ancestors, RFC 4592's empty non-terminals), and the apex records.
 */
type ZoneIndex = {
  byName: Map<string, DnsRecordData[]>;
  existing: Set<string>;
  apex?: { nameservers: string[]; value: ReturnType<typeof buildApex> };
  /** Encoded answers by everything of the query they depend on but its id (see `answerQuery`). */
  encoded?: { nameservers: string[]; answers: Map<string, Buffer> };
};
/** How many encoded answers a zone keeps; when full it starts again (a flood of new names). */
const ENCODED_PER_ZONE = 64;
const indexes = new WeakMap<ZoneData, ZoneIndex>();

function indexOf(z: ZoneData): ZoneIndex {
  let index = indexes.get(z);
  if (index) return index;
  const byName = new Map<string, DnsRecordData[]>();
  const existing = new Set<string>();
  for (const r of z.records) {
    const list = byName.get(r.name);
    if (list) list.push(r);
    else byName.set(r.name, [r]);
    if (r.name === "@") continue;
    const labels = r.name.split(".");
    for (let i = 0; i < labels.length; i++) existing.add(labels.slice(i).join("."));
  }
  index = { byName, existing };
  indexes.set(z, index);
  return index;
}

const at = (z: ZoneData, name: string) => indexOf(z).byName.get(name) ?? [];

function apex(z: ZoneData, nameservers: string[]) {
  const index = indexOf(z);
  if (index.apex?.nameservers !== nameservers)
    index.apex = { nameservers, value: buildApex(z, nameservers) };
  return index.apex.value;
}

function buildApex(z: ZoneData, nameservers: string[]) {
  const soa = soaFields(z.zone, z.serial, nameservers);
  const { ttl, ...data } = soa;
  return {
    soa: { name: z.zone, type: "SOA", ttl, class: "IN", data } as Answer,
    negative: {
      name: z.zone,
      type: "SOA",
      ttl: Math.min(ttl, soa.minimum),
      class: "IN",
      data,
    } as Answer,
    ns: nameservers.map(
      (ns) => ({ name: z.zone, type: "NS", ttl, class: "IN", data: ns }) as Answer,
    ),
  };
}

/**
 * Every record the zone answers, as a zone transfer sends it (RFC 5936): the SOA, the apex NS,
 * then each RRset as queries answer it (the set's lowest TTL); the SOA is not repeated here.
 */
export function zoneContents(z: ZoneData, nameservers: string[]): Answer[] {
  const ap = apex(z, nameservers);
  const sets = new Map<string, DnsRecordData[]>();
  for (const r of z.records) {
    const key = `${r.name} ${r.type}`;
    sets.set(key, [...(sets.get(key) ?? []), r]);
  }
  const seen = new Set<string>();
  return [
    ap.soa,
    ...ap.ns,
    ...[...sets.values()].flatMap((set) => rrset(set, owner(set[0]!.name, z.zone))),
  ].filter((rr) => {
    const id = JSON.stringify([rr.name, rr.type, "data" in rr ? rr.data : null]);
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

/** Glue: in-zone addresses of the given host names. */
function glue(z: ZoneData, hosts: string[]): Answer[] {
  return hosts.flatMap((host) => {
    if (host !== z.zone && !host.endsWith(`.${z.zone}`)) return [];
    const rel = host === z.zone ? "@" : host.slice(0, -z.zone.length - 1);
    const found = at(z, rel).filter((r) => r.type === "A" || r.type === "AAAA");
    return found.length ? rrset(found, host) : [];
  });
}

/** Looks `rel` (relative to the zone) up for `qtype`, following in-zone CNAMEs. */
function resolve(
  z: ZoneData,
  nameservers: string[],
  rel: string,
  qname: string,
  qtype: string,
  depth = 0,
): Reply {
  const ap = apex(z, nameservers);
  const reply: Reply = {
    rcode: RCODE.NOERROR,
    aa: true,
    answers: [],
    authorities: [],
    additionals: [],
  };
  // A delegation (NS below the apex) at or above the name: refer, not authoritative.
  const labels = rel === "@" ? [] : rel.split(".");
  for (let i = labels.length - 1; i >= 0; i--) {
    const cut = labels.slice(i).join(".");
    const ns = at(z, cut).filter((r) => r.type === "NS");
    if (ns.length && !(cut === rel && qtype === "DS")) {
      reply.aa = false;
      reply.authorities = rrset(ns, owner(cut, z.zone));
      reply.additionals = glue(
        z,
        ns.map((r) => r.content),
      );
      return reply;
    }
  }
  let here = at(z, rel);
  const { existing } = indexOf(z);
  const exists = rel === "@" || existing.has(rel);
  if (!exists) {
    // Wildcard (RFC 4592): from the closest existing ancestor, `*.<ancestor>` answers.
    let encloser = labels.slice(1).join(".") || "@";
    while (encloser !== "@" && !existing.has(encloser)) {
      encloser = encloser.split(".").slice(1).join(".") || "@";
    }
    const star = encloser === "@" ? "*" : `*.${encloser}`;
    here = at(z, star);
    if (here.length === 0) {
      reply.rcode = RCODE.NXDOMAIN;
      reply.authorities = [ap.negative];
      return reply;
    }
  }
  const byType = (t: string) => here.filter((r) => r.type === t);
  if (rel === "@" && (qtype === "SOA" || qtype === "ANY")) reply.answers.push(ap.soa);
  if (rel === "@" && (qtype === "NS" || qtype === "ANY")) reply.answers.push(...ap.ns);
  if (qtype === "ANY") {
    for (const t of new Set(here.map((r) => r.type)))
      reply.answers.push(...rrset(byType(t), qname));
  } else if (byType(qtype).length) {
    reply.answers.push(...rrset(byType(qtype), qname));
  } else if (byType("CNAME").length) {
    const cname = byType("CNAME")[0]!;
    reply.answers.push(...rrset([cname], qname));
    const target = cname.content;
    if (depth < MAX_CNAME_CHAIN && (target === z.zone || target.endsWith(`.${z.zone}`))) {
      const next = target === z.zone ? "@" : target.slice(0, -z.zone.length - 1);
      const chased = resolve(z, nameservers, next, target, qtype, depth + 1);
      return { ...chased, answers: [...reply.answers, ...chased.answers] };
    }
  }
  if (reply.answers.length === 0) reply.authorities = [ap.negative];
  else if (qtype === "MX" || qtype === "SRV" || qtype === "NS") {
    reply.additionals = glue(
      z,
      reply.answers.flatMap((a) =>
        a.type === "MX"
          ? [a.data.exchange]
          : a.type === "SRV"
            ? [a.data.target]
            : a.type === "NS"
              ? [a.data]
              : [],
      ),
    );
  }
  return reply;
}

/**
 * Answers one DNS query from the hosted zones: authoritative (AA) answers, NXDOMAIN for names
 * that do not exist, NODATA (NOERROR, SOA in authority) for names without the asked type,
 * referrals for delegated names, REFUSED outside the service's zones, NOTIMP for other opcodes.
 * Names are matched without regard to case; the question is echoed as asked.
 * `maxSize` (UDP) truncates with TC when the answer does not fit.
 */
export async function answerQuery(
  query: Packet,
  lookup: ZoneLookup,
  { nameservers, maxSize }: { nameservers: string[]; maxSize?: number },
): Promise<Buffer> {
  const questions = (query.questions ?? []) as Question[];
  const opt = (query.additionals ?? []).find((a) => a.type === "OPT");
  const edns = opt
    ? [{ type: "OPT", name: ".", udpPayloadSize: 1232, flags: 0, options: [] } as unknown as Answer]
    : [];
  const rd = (query.flags ?? 0) & RD;
  const respond = (r: Partial<Reply> & { rcode: number }) => {
    const opcode = ((query.flags ?? 0) >> 11) & 0xf;
    const packet: Packet = {
      type: "response",
      id: query.id ?? 0,
      flags: (opcode << 11) | (r.aa ? AA : 0) | rd | r.rcode,
      questions,
      answers: r.answers ?? [],
      authorities: r.authorities ?? [],
      additionals: [...(r.additionals ?? []), ...edns],
    };
    let buf = dnsPacket.encode(packet);
    const limit = opt ? Math.max(512, Math.min(opt.udpPayloadSize ?? 512, 1232)) : 512;
    if (maxSize !== undefined && buf.length > Math.min(maxSize, limit)) {
      packet.flags = (packet.flags ?? 0) | dnsPacket.TRUNCATED_RESPONSE;
      buf = dnsPacket.encode({ ...packet, answers: [], authorities: [], additionals: edns });
    }
    return buf;
  };
  const opcode = ((query.flags ?? 0) >> 11) & 0xf;
  if (opcode !== 0) return respond({ rcode: RCODE.NOTIMP });
  if (questions.length !== 1) return respond({ rcode: RCODE.FORMERR });
  const q = questions[0]!;
  if (q.class !== undefined && q.class !== "IN" && q.class !== "ANY")
    return respond({ rcode: RCODE.REFUSED });
  const qname = q.name.toLowerCase().replace(/\.$/, "");
  const zone = await lookup(qname);
  if (!zone) return respond({ rcode: RCODE.REFUSED });
  // The same question of the same zone object (the answer cache hands out one per zone until it
  // changes) gets the same bytes but for the id: the name as asked (case), type, class, RD, EDNS
  // size and transport limit decide them.
  const index = indexOf(zone);
  if (index.encoded?.nameservers !== nameservers)
    index.encoded = { nameservers, answers: new Map() };
  const size = opt ? (opt.udpPayloadSize ?? 512) : "-";
  const key = `${rd}|${size}|${maxSize ?? "-"}|${q.class ?? ""}|${q.type}|${q.name}`;
  const kept = index.encoded.answers.get(key);
  if (kept) {
    const out = Buffer.from(kept);
    out.writeUInt16BE(query.id ?? 0, 0);
    return out;
  }
  const rel = qname === zone.zone ? "@" : qname.slice(0, -zone.zone.length - 1);
  const out = respond(resolve(zone, nameservers, rel, q.name, q.type, 0));
  if (index.encoded.answers.size >= ENCODED_PER_ZONE) index.encoded.answers.clear();
  index.encoded.answers.set(key, Buffer.from(out));
  return out;
}
