import type { DsRecord } from "../../contract/dns-zone";

/**
 * A DNS engine: an authoritative server outside the service (PowerDNS, …) that serves a
 * provider's zones. The service keeps every zone's records in its database (the source of
 * truth); the zone-sync worker delivers each change to the engine and checks it for drift.
 * Every method is idempotent: delivering the same state twice changes nothing the second time.
 */
export interface DnsEngine {
  /** Creates the zone holding `state` with `nameservers` at its apex (no-op when it exists). */
  createZone(zone: string, state: ZoneState, nameservers: string[]): Promise<void>;
  /** Replaces or deletes whole RRsets, and sets the SOA serial to `serial`, in one change. */
  applyChanges(zone: string, serial: number, changes: RRsetChange[]): Promise<void>;
  /** Removes the zone (no-op when absent). */
  deleteZone(zone: string): Promise<void>;
  /** What the engine serves for the zone (without its SOA, NS at the apex and DNSSEC records). */
  readZone(zone: string): Promise<ZoneState | undefined>;
  /** Signs the zone (no-op when signed) and returns its DS records. */
  enableDnssec(zone: string): Promise<DsRecord[]>;
  /** The zone's DS records; empty when unsigned. */
  dsRecords(zone: string): Promise<DsRecord[]>;
}

/** A zone's records as an engine holds them, and the SOA serial it serves. */
export type ZoneState = { serial: number; rrsets: RRset[] };

/**
 * The records of one owner name and type: `name` relative to the zone (`@` for the apex),
 * `contents` in presentation format (absolute names with a trailing dot, TXT quoted).
 */
export type RRset = { name: string; type: string; ttl: number; contents: string[] };

export type RRsetChange =
  { change: "replace"; rrset: RRset } | { change: "delete"; name: string; type: string };

export type { DsRecord };

/**
 * Why an engine did not take a request: `unreachable` (no answer: down, refused connection,
 * timed out) or `refused` (it answered with an error status and its message). The message
 * never holds the engine's credentials.
 */
export class DnsEngineError extends Error {
  constructor(
    readonly kind: "unreachable" | "refused",
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = "DnsEngineError";
  }
}
