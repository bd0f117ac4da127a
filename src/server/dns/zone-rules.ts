import type { DnsRecordData } from "../../contract/dns-record-check";

/** A zone rule broken by the record at `index` of the list checked, and the field to blame. */
export type ZoneIssue = { index: number; field: "name" | "type" | "content"; message: string };

/** The largest number of records a zone may hold. */
export const ZONE_RECORD_LIMIT = 1000;

/** What makes two records the same record: owner, type and data (not the TTL). */
export function recordKey(r: DnsRecordData): string {
  return [r.name, r.type, r.content, r.priority, r.weight, r.port, r.flags, r.tag].join("\u0000");
}

/** The record's owner name, fully qualified, without the trailing dot. */
const fqdn = (name: string, zone: string) => (name === "@" ? zone : `${name}.${zone}`);

function ownIssue(r: DnsRecordData, zone: string): Omit<ZoneIssue, "index"> | undefined {
  if (r.name === zone || r.name.endsWith(`.${zone}`)) {
    const relative = r.name === zone ? "@" : r.name.slice(0, -zone.length - 1);
    return {
      field: "name",
      message: `names are relative to the zone: enter '${relative}' rather than '${r.name}'`,
    };
  }
  if (fqdn(r.name, zone).length > 253) {
    return { field: "name", message: "with the domain, a name has at most 253 characters" };
  }
  if (r.name === "@" && r.type === "CNAME") {
    return {
      field: "name",
      message: "a CNAME record cannot be at the apex (@), which holds SOA and NS; use A/AAAA there",
    };
  }
  if (r.name === "@" && r.type === "NS") {
    return {
      field: "name",
      message:
        "the apex NS records are the DNS provider's nameservers; change the domain's nameservers instead",
    };
  }
  return undefined;
}

function pairIssue(r: DnsRecordData, other: DnsRecordData): Omit<ZoneIssue, "index"> | undefined {
  if (recordKey(r) === recordKey(other)) {
    return {
      field: "content",
      message: `an identical ${r.type} record already exists at '${r.name}'`,
    };
  }
  if (r.type === "CNAME" || other.type === "CNAME") {
    const message =
      r.type === "CNAME"
        ? `'${r.name}' already has a ${other.type} record; a CNAME must be the only record at its name`
        : `'${r.name}' has a CNAME record, which must be the only record at its name`;
    return { field: "type", message };
  }
  if (r.name !== "@" && (r.type === "NS") !== (other.type === "NS")) {
    return {
      field: "type",
      message: `NS records delegate '${r.name}' elsewhere; they cannot share a name with other types`,
    };
  }
  return undefined;
}

/**
 * Checks a zone's full record set: names relative and short enough, no CNAME or NS at the apex,
 * a CNAME alone at its name, NS (delegations) not mixed with other types at a name, no duplicate
 * records. A conflict between two records is reported on the later one, so checking
 * `[...existing, candidate]` blames the candidate. Only indexes in `report` are returned
 * (all by default).
 */
export function checkZone(
  zone: string,
  records: readonly DnsRecordData[],
  report: (index: number) => boolean = () => true,
): ZoneIssue[] {
  const issues: ZoneIssue[] = [];
  const byName = new Map<string, number[]>();
  records.forEach((r, index) => {
    const seen = byName.get(r.name) ?? [];
    byName.set(r.name, [...seen, index]);
    if (!report(index)) return;
    const own = ownIssue(r, zone);
    if (own) {
      issues.push({ index, ...own });
      return;
    }
    for (const j of seen) {
      const pair = pairIssue(r, records[j]!);
      if (pair) {
        issues.push({ index, ...pair });
        return;
      }
    }
  });
  return issues;
}
