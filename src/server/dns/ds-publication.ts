import type { Db } from "../db/database";

/**
 * Makes the registry hold the DS records the domain's zone should have there: the signed
 * zone's DS while the domain is delegated to its provider's nameservers, none otherwise
 * (`domains.ds_at_registry` records what it holds). Called by the zone-sync worker once a zone
 * is signed and after a nameserver change.
 */
export async function reconcileDelegationSigner(_deps: { db: Db }, _domainId: string) {
  // Built by the DNSSEC work of #33: until then no DS record is ever sent to a registry.
}
