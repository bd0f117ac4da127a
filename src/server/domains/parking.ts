import { eq } from "drizzle-orm";
import type { Db } from "../db/database";
import type { Logger } from "../logger";
import type { NormalizedDomain } from "../registrar/normalize-domain";
import { registrarFor, type Registrars } from "../registrar/provider";
import type { DomainRow } from "./domains";
import { domains } from "./schema";
import { PLAIN_DELEGATION, type DelegationRule } from "./delegation-rule";

/**
 * The owner's delegation back at the registry after a renewal or a restore, when it was parked
 * (`parked_nameservers`). A registrar failure is logged and leaves it parked: the next renewal
 * or a nameserver update sets it again. A signed zone's DS records follow (`dns/delegation.ts`).
 */
export async function unparkDomain(
  deps: {
    db: Db;
    registrars: Registrars;
    logger?: Logger;
    now: () => Date;
    delegation?: DelegationRule;
  },
  row: DomainRow,
  domain: NormalizedDomain,
) {
  if (!row.parkedNameservers) {
    // Delegated as before: its signed zone's DS records go back to the registry.
    await (deps.delegation ?? PLAIN_DELEGATION).settled(row);
    return;
  }
  const registrar = registrarFor(deps.registrars, row.livemode);
  const owners = row.parkedNameservers;
  const result = await (deps.delegation ?? PLAIN_DELEGATION).change(row, domain, owners, {
    atRegistry: () => registrar.setNameservers(domain, owners),
    stored: async () => {
      await deps.db
        .update(domains)
        .set({ parkedNameservers: null, updatedAt: deps.now() })
        .where(eq(domains.id, row.id));
    },
  });
  if (!result.ok) {
    deps.logger?.warn("could not put a renewed domain's nameservers back", {
      domain_id: row.id,
      error: result.message,
    });
    return;
  }
}

/** The columns of the phases after expiry, cleared (renewed or restored). */
export const BACK_TO_REGISTERED = {
  phase: "registered" as const,
  expiredAt: null,
  graceEndsAt: null,
  registryDeletedAt: null,
  redemptionEndsAt: null,
  purgeAt: null,
};
