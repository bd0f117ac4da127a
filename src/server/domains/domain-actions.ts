import type { Domain } from "../../contract/domain";
import type { NameserverUpdateResponse } from "../../contract/nameserver-update-response";
import type { RenewResponse } from "../../contract/renew-response";
import type { Principal } from "../auth/authenticate";
import type { Db } from "../db/database";
import { appendEvent } from "../events/append-event";
import { forbidden, notFound } from "../http/errors";
import { normalizeDomain, type NormalizedDomain } from "../registrar/normalize-domain";
import { timesYears, type RegistrarProvider } from "../registrar/provider";
import { extendExpiry, findDomain, setDomainNameservers, type DomainRow } from "./domains";

export type DomainDeps = { db: Db; registrar: RegistrarProvider; now: () => Date };

/** The API's view of a stored domain; past its expiry it reads `expired`. */
export function toDomain(row: DomainRow, now: Date): Domain {
  const n = normalizeDomain(row.name);
  return {
    domain: row.name,
    domain_unicode: n.ok ? n.domain.unicode : row.name,
    status:
      row.status === "expired" || row.expiresAt.getTime() <= now.getTime() ? "expired" : "active",
    registered_at: row.registeredAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    auto_renew: row.autoRenew,
    privacy: row.privacy,
    nameservers: row.nameservers,
    external_account_id: row.externalAccountId,
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
  const row = await findDomain(db, domain.name);
  if (!row)
    throw notFound(
      `Domain ${domain.name} not found; list yours with GET /api/v1/registrar/domains.`,
    );
  if (row.organizationId !== principal.organizationId) {
    throw forbidden("This domain belongs to another organization than your credential's.");
  }
  if (principal.kind === "client_token" && row.externalAccountId !== principal.externalAccountId) {
    throw forbidden("This domain belongs to another account than this session's.");
  }
  return row;
}

/**
 * Renews a domain at the registrar for `years` and extends its stored expiry by exactly that
 * (concurrent renewals add up). A registrar refusal is `success: false` with its message, as the
 * spec's HTTP 200 action failure; nothing is charged then. On success the response carries the
 * price charged (the registrar's yearly renewal price × years). Writes `domain.renewed` (with
 * the new expiry, in its transaction) or `domain.renewal_failed`.
 */
export async function renewDomain(
  deps: DomainDeps,
  row: DomainRow,
  domain: NormalizedDomain,
  years: number,
  { trigger = "api" }: { trigger?: "api" | "auto_renew" } = {},
): Promise<RenewResponse> {
  const quote = await deps.registrar.check(domain);
  const result = await deps.registrar.renew({ domain, years, expiresAt: row.expiresAt });
  const event = { domain_id: row.id, domain: domain.name, years, trigger };
  if (!result.ok) {
    await appendEvent(deps.db, {
      organizationId: row.organizationId,
      type: "domain.renewal_failed",
      data: { ...event, expires_at: row.expiresAt.toISOString(), error: result.message },
      at: deps.now(),
    });
    return { success: false, domain: domain.name, years_renewed: 0, error_message: result.message };
  }
  const renewed = await deps.db.transaction(async (tx) => {
    const after = await extendExpiry(tx, row.id, years, deps.now());
    await appendEvent(tx, {
      organizationId: row.organizationId,
      type: "domain.renewed",
      data: { ...event, expires_at: after.expiresAt.toISOString() },
      at: deps.now(),
    });
    return after;
  });
  return {
    success: true,
    domain: domain.name,
    new_expiry_date: renewed.expiresAt.toISOString(),
    years_renewed: years,
    price: timesYears(quote.renewalPrice, years),
    currency: quote.currency,
  };
}

/**
 * Sets a domain's nameservers at the registrar, then stores them. A registrar refusal is
 * `success: false` with its message and the nameservers left as they were.
 */
export async function updateNameservers(
  deps: DomainDeps,
  row: DomainRow,
  domain: NormalizedDomain,
  nameservers: string[],
): Promise<NameserverUpdateResponse> {
  const result = await deps.registrar.setNameservers(domain, nameservers);
  if (!result.ok) {
    return {
      success: false,
      domain: domain.name,
      nameservers: row.nameservers,
      message: result.message,
    };
  }
  const updated = await setDomainNameservers(deps.db, row.id, nameservers, deps.now());
  return {
    success: true,
    domain: domain.name,
    nameservers: updated.nameservers,
    message: "Nameservers updated.",
  };
}
