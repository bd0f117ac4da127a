import type { DnsRecordData } from "../../contract/dns-record-check";
import { soaFields } from "./soa";

/** Splits text into DNS character-strings of at most 255 octets, never inside a character. */
export function txtChunks(text: string): Buffer[] {
  const chunks: Buffer[] = [];
  let current: Buffer[] = [];
  let size = 0;
  for (const ch of text) {
    const b = Buffer.from(ch, "utf8");
    if (size + b.length > 255) {
      chunks.push(Buffer.concat(current));
      current = [];
      size = 0;
    }
    current.push(b);
    size += b.length;
  }
  chunks.push(Buffer.concat(current));
  return chunks;
}

/** A character-string in master-file syntax: quoted, `"` and `\` escaped, other bytes \DDD. */
function quoted(bytes: Buffer): string {
  let s = "";
  for (const b of bytes) {
    if (b === 0x22 || b === 0x5c) s += `\\${String.fromCharCode(b)}`;
    else if (b >= 0x20 && b < 0x7f) s += String.fromCharCode(b);
    else s += `\\${b.toString().padStart(3, "0")}`;
  }
  return `"${s}"`;
}

const abs = (host: string) => (host === "." ? "." : `${host}.`);

/** A record's data in presentation format (RFC 1035 master-file syntax, absolute names). */
export function rdata(r: DnsRecordData): string {
  switch (r.type) {
    case "A":
    case "AAAA":
      return r.content;
    case "CNAME":
    case "NS":
      return abs(r.content);
    case "MX":
      return `${r.priority} ${abs(r.content)}`;
    case "SRV":
      return `${r.priority} ${r.weight} ${r.port} ${abs(r.content)}`;
    case "TXT":
      return txtChunks(r.content).map(quoted).join(" ");
    case "CAA":
      return `${r.flags ?? 0} ${r.tag} ${quoted(Buffer.from(r.content))}`;
  }
}

/**
 * The zone as an RFC 1035 master file (BIND syntax): `$ORIGIN`, `$TTL`, the SOA and apex NS
 * the DNS server answers with, then every record with names relative to the origin.
 */
export function toBindZone(
  zone: string,
  records: readonly DnsRecordData[],
  { serial, nameservers }: { serial: number; nameservers: string[] },
): string {
  const soa = soaFields(zone, serial, nameservers);
  const width = Math.max(1, ...records.map((r) => r.name.length));
  const line = (name: string, ttl: number, type: string, data: string) =>
    `${name.padEnd(width)}  ${ttl}  IN  ${type.padEnd(5)}  ${data}`;
  const lines = [
    `; Zone ${zone}, serial ${soa.serial}`,
    `$ORIGIN ${zone}.`,
    `$TTL 3600`,
    line(
      "@",
      soa.ttl,
      "SOA",
      `${abs(soa.mname)} ${abs(soa.rname)} ${soa.serial} ${soa.refresh} ${soa.retry} ${soa.expire} ${soa.minimum}`,
    ),
    ...nameservers.map((ns) => line("@", soa.ttl, "NS", abs(ns))),
    ...records.map((r) => line(r.name, r.ttl, r.type, rdata(r))),
  ];
  return lines.join("\n") + "\n";
}
