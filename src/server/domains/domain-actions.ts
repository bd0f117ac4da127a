import type { RouteGroup } from "../http/route";
import type { RegistrantVerifier } from "./registrant-verifier";
import type { Domain } from "../../contract/domain";
import type { NameserverUpdateResponse } from "../../contract/nameserver-update-response";
import type { Principal } from "../http/app-env";
import type { Db } from "../db/database";
import { forbidden } from "../http/errors";
import { owned, scopeOf } from "../http/scope";
import { normalizeDomain, type NormalizedDomain } from "../registrar/normalize-domain";
import { registrarFor, type Registrars } from "../registrar/provider";
import type { Logger } from "../logger";
import { findDomain, setDomainNameservers, type DomainRow } from "./domains";
import { eq } from "drizzle-orm";
import { domains } from "./schema";
import { PLAIN_DELEGATION, type DelegationRule } from "./delegation-rule";
/** `registrars`: a domain is renewed and changed at its own mode's registrar. */
export type DomainDeps = {
  db: Db;
  registrars: Registrars;
  now: () => Date;
  logger?: Logger;
  /** Asks for the registrant's verification after a change of email (`lifecycle/verification.ts`). */
  verification?: RegistrantVerifier;
  /** Around every nameserver change: a signed zone's DS records follow (`dns/delegation.ts`). */
  delegation?: DelegationRule;
  /**
   * Routes other units add to the domains' group, below `/{domain}` (the zone's routes of
   * `dns/zone-operations.ts`: dns depends on domains, not the other way).
   */
  moreRoutes?: ((api: RouteGroup) => void)[];
};

/** The API's view of a stored domain; past its expiry it reads `expired`. */
export function toDomain(row: DomainRow, now: Date): Domain {
  const n = normalizeDomain(row.name, { stored: true });
  return {
    domain: row.name,
    livemode: row.livemode,
    domain_unicode: n.ok ? n.domain.unicode : row.name,
    status:
      row.status === "expired" || row.expiresAt.getTime() <= now.getTime() ? "expired" : "active",
    registered_at: row.registeredAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    auto_renew: row.autoRenew,
    privacy: row.privacy,
    nameservers: row.nameservers,
    external_account_id: row.externalAccountId,
    acquired_by: row.acquiredBy,
    transfer_locked: row.transferLocked,
    registrant_verification: {
      status: row.registrantVerification,
      deadline_at: row.verificationDeadlineAt?.toISOString() ?? null,
      verified_at: row.verifiedAt?.toISOString() ?? null,
    },
    on_hold: row.holdReason !== null,
    hold_reason: row.holdReason,
    lifecycle: {
      phase: row.phase,
      expired_at: row.expiredAt?.toISOString() ?? null,
      grace_ends_at: row.graceEndsAt?.toISOString() ?? null,
      redemption_ends_at: row.redemptionEndsAt?.toISOString() ?? null,
      purge_at: row.purgeAt?.toISOString() ?? null,
    },
  };
}

/**
 * The domain a caller may act on: 404 when no one holds it here, 403 when another
 * organization does (or, for a hosted session, another end-user account).
 */
export async function accessibleDomain(
  db: Db,
  principal: Principal,
  domain: NormalizedDomain,
): Promise<DomainRow> {
  const row = owned(await findDomain(db, domain.name, principal.livemode), scopeOf(principal), {
    noun: "domain",
    notFound: `Domain ${domain.name} not found; list yours with GET /api/v1/registrar/domains.`,
  });
  if (principal.kind === "client_token" && row.externalAccountId !== principal.externalAccountId) {
    throw forbidden("forbidden", "This domain belongs to another account than this session's.");
  }
  return row;
}

/**
 * Sets a domain's nameservers at the registrar, then stores them. A registrar refusal is
 * `success: false` with its message and the nameservers left as they were; so is a failure to
 * withdraw a signed zone's DS records first (`dns/delegation.ts`).
 */
export async function updateNameservers(
  deps: DomainDeps,
  row: DomainRow,
  domain: NormalizedDomain,
  nameservers: string[],
): Promise<NameserverUpdateResponse> {
  if (row.parkedNameservers) {
    // Parked after expiry: the registry keeps the parking delegation; these are put back on
    // renewal or restore (docs/lifecycle.md "After expiry").
    await deps.db
      .update(domains)
      .set({ nameservers, parkedNameservers: nameservers, updatedAt: deps.now() })
      .where(eq(domains.id, row.id));
    return {
      success: true,
      domain: domain.name,
      nameservers,
      message: "Nameservers saved: the domain is parked until it is renewed, then they are used.",
    };
  }
  // A signed zone's DS records are withdrawn first when the nameservers leave its provider's
  // (a refusal then leaves them unchanged), and published again when they return.
  let updated = row;
  const result = await (deps.delegation ?? PLAIN_DELEGATION).change(row, domain, nameservers, {
    atRegistry: () =>
      registrarFor(deps.registrars, row.livemode).setNameservers(domain, nameservers),
    stored: async () => {
      updated = await setDomainNameservers(deps.db, row.id, nameservers, deps.now());
    },
  });
  if (!result.ok) {
    return {
      success: false,
      domain: domain.name,
      nameservers: row.nameservers,
      message: result.message,
    };
  }
  return {
    success: true,
    domain: domain.name,
    nameservers: updated.nameservers,
    message: "Nameservers updated.",
  };
}
