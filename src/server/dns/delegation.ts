import { eq } from "drizzle-orm";
import type { DelegationRule } from "../domains/delegation-rule";
import type { DomainRow } from "../domains/domains";
import { domains } from "../domains/schema";
import type { NormalizedDomain } from "../registrar/normalize-domain";
import { registrarFor } from "../registrar/provider";
import type { RegistrarFailure } from "../registrar/results";
import { reconcileDelegationSigner, signedZoneOf, type DelegationDeps } from "./ds-publication";
import { sameNameservers } from "./zone-view";

/**
 * The one rule for every change of a domain's nameservers at the registry (the owner's
 * `PUT …/nameservers`, the hosted twin, parking after expiry, the delegation put back on
 * renewal or restore), so that a signed zone's DS records never outlive its delegation:
 *
 * 1. When the registry holds DS records for the domain and `nameservers` are not the signed
 *    zone's provider's, the DS records are withdrawn first (validating resolvers would
 *    otherwise reject every answer of the new nameservers). If that fails nothing else
 *    happens: the answer is a refusal saying why, the nameservers unchanged.
 * 2. `atRegistry` changes the nameservers; when it succeeds, `stored` records the change.
 * 3. The DS records the domain should now have are published (`reconcileDelegationSigner`):
 *    again, once the nameservers are back at the provider's.
 */
export async function changeDelegation(
  deps: DelegationDeps,
  row: DomainRow,
  domain: NormalizedDomain,
  nameservers: string[],
  steps: {
    atRegistry: () => Promise<{ ok: true } | RegistrarFailure>;
    stored?: () => Promise<void>;
  },
): Promise<{ ok: true } | RegistrarFailure> {
  const withdrawn = await withdrawBeforeMove(deps, row, domain, nameservers);
  if (!withdrawn.ok) return withdrawn;
  const result = await steps.atRegistry();
  if (result.ok) await steps.stored?.();
  await reconcileDelegationSigner(deps, row.id);
  return result;
}

async function withdrawBeforeMove(
  deps: DelegationDeps,
  row: DomainRow,
  domain: NormalizedDomain,
  nameservers: string[],
): Promise<{ ok: true } | RegistrarFailure> {
  const [current] = await deps.db
    .select({ ds: domains.dsAtRegistry })
    .from(domains)
    .where(eq(domains.id, row.id));
  if (!current?.ds?.length) return { ok: true };
  const zone = await signedZoneOf(deps, row.id);
  if (zone && sameNameservers(nameservers, zone.nameservers)) return { ok: true };
  const refused = (why: string): RegistrarFailure => ({
    ok: false,
    code: "rejected",
    message:
      `The nameservers were not changed: the registry publishes DNSSEC (DS) records for ` +
      `${domain.name} that the new nameservers could not answer for, and removing them ` +
      `first failed (${why}). Try again later.`,
  });
  const dnssec = registrarFor(deps.registrars, row.livemode).dnssec;
  if (!dnssec) return refused("the registrar does not take DS records");
  let result: Awaited<ReturnType<typeof dnssec.setDsRecords>>;
  try {
    result = await dnssec.setDsRecords(domain, []);
  } catch (err) {
    deps.logger?.warn("could not withdraw DS records before a nameserver change", {
      domain_id: row.id,
      error: err instanceof Error ? err.message : String(err),
    });
    return refused("the registry did not answer");
  }
  if (!result.ok) return refused(result.message);
  await deps.db.update(domains).set({ dsAtRegistry: [] }).where(eq(domains.id, row.id));
  return { ok: true };
}

/** The rule as the domains unit takes it (`DomainDeps.delegation`), bound to `deps`. */
export function delegationRule(deps: DelegationDeps): DelegationRule {
  return {
    change: (row, domain, nameservers, steps) =>
      changeDelegation(deps, row, domain, nameservers, steps),
    settled: async (row) => {
      await reconcileDelegationSigner(deps, row.id);
    },
  };
}
