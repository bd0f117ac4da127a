import { eq } from "drizzle-orm";
import type { DnsZone } from "../../contract/dns-zone";
import type { DbOrTx } from "../db/database";
import type { DomainRow } from "../domains/domains";
import { dnsProvider, isDnsProvider } from "./provider";
import { dnsZones } from "./schema";
import { DEFAULT_DNS_SETTINGS, type DnsSettings } from "./settings";

/** Whether two nameserver lists are the same set of names (case aside). */
export function sameNameservers(a: readonly string[], b: readonly string[]): boolean {
  const x = new Set(a.map((n) => n.toLowerCase().replace(/\.$/, "")));
  const y = new Set(b.map((n) => n.toLowerCase().replace(/\.$/, "")));
  return x.size === y.size && [...x].every((n) => y.has(n));
}

/** The provider's nameservers as configured now; an engine no longer configured: none. */
function providerNameservers(name: string, settings: DnsSettings): string[] {
  if (!isDnsProvider(name)) return [];
  if (name === "powerdns") return settings.powerdns ? [...settings.powerdns.nameservers] : [];
  return dnsProvider(name, settings).nameservers;
}

/**
 * A domain's zone as `GET …/{domain}/dns` shows it: where it is served, whether the domain is
 * delegated there, how far its changes have reached (an engine's confirmed serial, the last
 * error while it is retried) and its DNSSEC state (`published`: the registry holds its DS).
 */
export async function dnsZoneView(
  db: DbOrTx,
  domain: DomainRow,
  settings: DnsSettings = DEFAULT_DNS_SETTINGS,
): Promise<DnsZone> {
  const [row] = await db.select().from(dnsZones).where(eq(dnsZones.domainId, domain.id));
  const provider = row?.provider ?? "builtin";
  const nameservers = providerNameservers(provider, settings);
  const serial = row?.serial ?? 1;
  const builtin = provider === "builtin";
  const appliedSerial = builtin ? serial : (row?.appliedSerial ?? null);
  const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);
  const dsAtRegistry = domain.dsAtRegistry ?? [];
  return {
    domain: domain.name,
    provider,
    nameservers,
    delegated: nameservers.length > 0 && sameNameservers(domain.nameservers, nameservers),
    serial,
    applied_serial: appliedSerial,
    status: appliedSerial !== null && appliedSerial >= serial ? "applied" : "pending",
    last_error: builtin ? null : (row?.syncError ?? null),
    applied_at: builtin ? iso(row?.updatedAt) : iso(row?.appliedAt),
    drift_checked_at: iso(row?.driftCheckedAt),
    dnssec: {
      status: row?.dnssec ?? "off",
      ds_records: row?.dsRecords ?? [],
      published: dsAtRegistry.length > 0,
    },
  };
}
