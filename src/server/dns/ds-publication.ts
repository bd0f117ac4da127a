import { and, eq, ne, sql } from "drizzle-orm";
import type { DsRecord } from "../../contract/dns-zone";
import type { Db } from "../db/database";
import type { DomainRow } from "../domains/domains";
import { domains } from "../domains/schema";
import type { Logger } from "../logger";
import { sameDsSet } from "../registrar/dnssec";
import { normalizeDomain } from "../registrar/normalize-domain";
import { registrarFor, type Registrars } from "../registrar/provider";
import { dnsZones } from "./schema";
import type { DnsSettings } from "./settings";
import { sameNameservers } from "./zone-view";

/** What publishing DS records needs: the registrars, the providers' settings (`config.dns`). */
export type DelegationDeps = {
  db: Db;
  registrars: Registrars;
  /** The DNS providers' settings: their nameservers. Left out: no engine zone is delegated. */
  dns?: DnsSettings | undefined;
  logger?: Logger | undefined;
  now?: () => Date;
};

/** How long a DS publication the registry refused waits before the zone-sync worker retries. */
const DS_RETRY_MS = 5 * 60_000;

/** The nameservers of the provider serving a zone; undefined when this instance has no such. */
function providerNameservers(
  provider: string,
  settings: DnsSettings | undefined,
): string[] | undefined {
  if (provider === "powerdns") return settings?.powerdns?.nameservers;
  if (provider === "builtin") return settings?.nameservers;
  return undefined;
}

/** The domain's zone, signed at its provider, with that provider's nameservers. */
export async function signedZoneOf(
  deps: Pick<DelegationDeps, "db" | "dns">,
  domainId: string,
): Promise<{ ds: DsRecord[]; nameservers: string[] } | undefined> {
  const [zone] = await deps.db
    .select({ provider: dnsZones.provider, dnssec: dnsZones.dnssec, ds: dnsZones.dsRecords })
    .from(dnsZones)
    .where(eq(dnsZones.domainId, domainId));
  if (!zone || zone.dnssec !== "signed" || !zone.ds?.length) return undefined;
  const nameservers = providerNameservers(zone.provider, deps.dns);
  if (!nameservers?.length) return undefined;
  return { ds: zone.ds, nameservers };
}

/**
 * The DS set the registry should hold for the domain: the signed zone's DS records while the
 * domain is active, registered (not in a phase after expiry nor parked) and delegated at the
 * registry to exactly its provider's nameservers; none otherwise.
 */
async function desiredDs(
  deps: Pick<DelegationDeps, "db" | "dns">,
  row: DomainRow,
): Promise<DsRecord[]> {
  if (row.status !== "active" || row.phase !== "registered" || row.parkedNameservers) return [];
  const zone = await signedZoneOf(deps, row.id);
  if (!zone || !sameNameservers(row.nameservers, zone.nameservers)) return [];
  return zone.ds;
}

/** What a reconciliation did: nothing to do, sent `ds` to the registry, or failed (logged). */
export type DsReconciliation =
  | { outcome: "unchanged"; ds: DsRecord[] }
  | { outcome: "sent"; ds: DsRecord[] }
  | { outcome: "failed"; message: string };

/**
 * Makes the registry hold the DS records the domain's zone should have there (`desiredDs`):
 * when they differ from what it holds (`domains.ds_at_registry`), sends the whole set to the
 * registrar (`[]` removes them all), then records it. A registrar failure is logged (the
 * domain and the registrar's message, nothing else) and the zone made due again in
 * {@link DS_RETRY_MS}, so that the zone-sync worker calls this again. Called by the zone-sync
 * worker once a zone is signed, and after every nameserver change (`delegation.ts`).
 */
export async function reconcileDelegationSigner(
  deps: DelegationDeps,
  domainId: string,
): Promise<DsReconciliation> {
  const [row] = await deps.db.select().from(domains).where(eq(domains.id, domainId));
  if (!row) return { outcome: "unchanged", ds: [] };
  const held = row.dsAtRegistry ?? [];
  const desired = await desiredDs(deps, row);
  if (sameDsSet(desired, held)) return { outcome: "unchanged", ds: held };
  const failed = async (message: string, retry = true): Promise<DsReconciliation> => {
    deps.logger?.warn("could not update the DS records at the registry; retried later", {
      domain_id: row.id,
      error: message,
    });
    if (!retry) return { outcome: "failed", message };
    const retryAt = new Date((deps.now?.() ?? new Date()).getTime() + DS_RETRY_MS);
    await deps.db
      .update(dnsZones)
      .set({
        syncDueAt: sql`COALESCE(${dnsZones.syncDueAt}, ${retryAt.toISOString()}::timestamptz)`,
      })
      .where(and(eq(dnsZones.domainId, row.id), ne(dnsZones.provider, "builtin")));
    return { outcome: "failed", message };
  };
  const n = normalizeDomain(row.name, { stored: true });
  if (!n.ok) return failed(`${row.name} is not a domain name the registrar takes`);
  let dnssec;
  try {
    dnssec = registrarFor(deps.registrars, row.livemode).dnssec;
  } catch {
    return failed("this deployment has no registrar for the domain's mode");
  }
  // Nothing to retry: the next nameserver change or delivery asks again.
  if (!dnssec) return failed("the domain's registrar does not take DS records", false);
  let result: Awaited<ReturnType<typeof dnssec.setDsRecords>>;
  try {
    result = await dnssec.setDsRecords(n.domain, desired);
  } catch (err) {
    return failed(err instanceof Error ? err.message : String(err));
  }
  if (!result.ok) return failed(result.message);
  await deps.db.update(domains).set({ dsAtRegistry: desired }).where(eq(domains.id, row.id));
  return { outcome: "sent", ds: desired };
}
