import type { RouteGroup } from "../http/route";
import type { RegistrantVerifier } from "./registrant-verifier";
import type { Domain } from "../../contract/domain";
import type { NameserverUpdateResponse } from "../../contract/nameserver-update-response";
import type { RenewResponse } from "../../contract/renew-response";
import type { Principal } from "../http/app-env";
import type { Db, DbOrTx } from "../db/database";
import { appendEvent } from "../events/append-event";
import { forbidden } from "../http/errors";
import { owned, scopeOf } from "../http/scope";
import { normalizeDomain, type NormalizedDomain } from "../registrar/normalize-domain";
import {
  registrarFor,
  termCapRefusal,
  termTotal,
  type Registrars,
  type RegistryReceipt,
} from "../registrar/provider";
import {
  recordFundsExhausted,
  recordRegistryFunds,
  REGISTRY_FUNDS,
} from "../registrar/registry-account";
import type { Logger } from "../logger";
import { recordRenewalCharge } from "./renewal-charges";
import {
  debitBalance,
  refundDebit,
  refusalWhenNothingAvailable,
  type BalanceEntryRow,
} from "../balances/ledger";
import { extendExpiry, findDomain, setDomainNameservers, type DomainRow } from "./domains";
import { and, eq } from "drizzle-orm";
import { domains } from "./schema";
import { BACK_TO_REGISTERED, unparkDomain } from "./parking";
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
 * A renewal the end user already paid by card (a `renewal` order): nothing is drawn on the
 * organization's balance nor charged to it; the price is what the order was paid.
 */
export type PaidByCard = { orderId: string; price: string; currency: string };

/** A renewal's answer, with the id of the event it wrote (`domain.renewed` or `renewal_failed`). */
/**
 * The spec's response and the event the renewal wrote; `superseded` (automatic renewals only)
 * when the domain was renewed another way meanwhile: nothing was done, charged or reported.
 */
export type RenewOutcome = {
  response: RenewResponse;
  eventId: string;
  superseded?: false;
  /** The registry refused for the registrar's own funds (an API renewal: reported as failed). */
  awaitingRegistryFunds?: false;
  /** What the registry said of the renewal it executed (kept with the charge or the order). */
  receipt?: RegistryReceipt;
};
type SupersededRenewal = {
  response: RenewResponse;
  eventId: null;
  superseded: true;
  awaitingRegistryFunds?: false;
  receipt?: undefined;
};
/**
 * The registry refused an automatic renewal or a renewal paid by card because the registrar's
 * own deposit is empty (EPP 2104): not the customer's failure, so no `domain.renewal_failed`;
 * it is tried again later (registry-account.ts).
 */
export type AwaitingRegistryFunds = {
  response: RenewResponse;
  eventId: null;
  superseded?: false;
  awaitingRegistryFunds: true;
  receipt?: undefined;
};

/**
 * Renews a domain at the registrar for `years` and extends its stored expiry by exactly that
 * (concurrent renewals add up). A registrar refusal is `success: false` with its message, as the
 * spec's HTTP 200 action failure; nothing is charged then. On success the price (the registrar's
 * yearly renewal price × years) is charged: a `renewal_charges` row, the new expiry and the
 * `domain.renewed` event (which carries the charge) commit together. Manual and automatic
 * renewals are billed alike. `reply` (a request's Idempotency-Key) stores the renewal's answer
 * in that same transaction: a renewal whose answer was lost after its commit is replayed to the
 * client's retry, never renewed and charged twice.
 */
export async function renewDomain(
  deps: DomainDeps,
  row: DomainRow,
  domain: NormalizedDomain,
  years: number,
  options?: {
    trigger?: "api";
    reply?: (tx: DbOrTx, outcome: RenewOutcome) => Promise<void>;
    paidByCard?: undefined;
  },
): Promise<RenewOutcome>;
export async function renewDomain(
  deps: DomainDeps,
  row: DomainRow,
  domain: NormalizedDomain,
  years: number,
  options: { paidByCard: PaidByCard },
): Promise<RenewOutcome | AwaitingRegistryFunds>;
export async function renewDomain(
  deps: DomainDeps,
  row: DomainRow,
  domain: NormalizedDomain,
  years: number,
  options: { trigger: "auto_renew" },
): Promise<RenewOutcome | SupersededRenewal | AwaitingRegistryFunds>;
export async function renewDomain(
  deps: DomainDeps,
  row: DomainRow,
  domain: NormalizedDomain,
  years: number,
  {
    trigger = "api",
    reply,
    paidByCard,
  }: {
    trigger?: "api" | "auto_renew";
    reply?: (tx: DbOrTx, outcome: RenewOutcome) => Promise<void>;
    paidByCard?: PaidByCard;
  } = {},
): Promise<RenewOutcome | SupersededRenewal | AwaitingRegistryFunds> {
  const event = { domain_id: row.id, domain: domain.name, years, trigger };
  const refuse = async (message: string): Promise<RenewOutcome> => {
    const eventId = await appendEvent(deps.db, {
      organizationId: row.organizationId,
      livemode: row.livemode,
      type: "domain.renewal_failed",
      data: { ...event, expires_at: row.expiresAt.toISOString(), error: message },
      at: deps.now(),
    });
    return {
      response: { success: false, domain: domain.name, years_renewed: 0, error_message: message },
      eventId,
    };
  };
  // The registry's term cap, known in advance: refused without asking the registrar. The
  // registrar checks it again on its locked record, and so does extendExpiry on ours.
  const overCap = termCapRefusal(domain.name, row.expiresAt, years, deps.now());
  if (overCap) return refuse(overCap);
  // Deleted at the registry after its grace period (docs/lifecycle.md "After expiry"): only a
  // restore brings it back; nothing is charged.
  if (row.phase === "redemption") {
    return refuse(
      `${domain.name} was deleted at the registry after its grace period: restore it (GET then POST /api/v1/registrar/domains/${domain.name}/restore) before ${row.redemptionEndsAt?.toISOString() ?? "its redemption period ends"}.`,
    );
  }
  if (row.phase === "pending_delete") {
    return refuse(
      `${domain.name} is pending deletion at the registry: it is too late to renew or restore it; it can be registered again once released.`,
    );
  }
  const kind = trigger === "auto_renew" ? "auto_renewal" : "renewal";
  if (row.livemode && !paidByCard) {
    // Nothing available at all: refused before the registry is asked even the price.
    const broke = await refusalWhenNothingAvailable(deps.db, {
      organizationId: row.organizationId,
      kind,
      domainName: domain.name,
      now: deps.now(),
    });
    if (broke) return refuse(broke);
  }
  const registrar = registrarFor(deps.registrars, row.livemode);
  const quote = await registrar.check(domain);
  const price = await termTotal(registrar, domain, quote, years, "renew");
  // Live mode: the organization's balance pays, taken before the registry is asked; refused
  // for funds, nothing reaches the registry. Any way the renewal ends undone gives it back.
  let debit: BalanceEntryRow | undefined;
  if (row.livemode && !paidByCard) {
    const taken = await debitBalance(deps.db, {
      organizationId: row.organizationId,
      amount: price,
      currency: quote.currency,
      kind,
      description: `${trigger === "auto_renew" ? "Automatic renewal" : "Renewal"} of ${domain.name}, ${years} year(s)`,
      domainId: row.id,
      domainName: domain.name,
      actor: trigger === "auto_renew" ? "auto-renewal" : "api",
      now: deps.now(),
    });
    if (!taken.ok) return refuse(taken.message);
    debit = taken.entry;
  }
  const giveBack = async (reason: string) => {
    if (debit) await refundDebit(deps.db, debit, { reason, now: deps.now() });
  };
  let result: Awaited<ReturnType<typeof registrar.renew>>;
  try {
    // In grace the registry already renewed it for a year at expiry (and charged the
    // registrar): that year is the first one charged here; only the others are renewed.
    const autoRenewed =
      row.phase === "grace" ? await registryExpiry(registrar, domain, row, deps) : undefined;
    result =
      autoRenewed && years === 1
        ? { ok: true, expiresAt: autoRenewed }
        : await registrar.renew({
            domain,
            years: autoRenewed ? years - 1 : years,
            expiresAt: autoRenewed ?? row.expiresAt,
            now: deps.now(),
            // An automatic renewal never stacks on one made meanwhile (by hand, or another
            // instance); nor does the rest of a renewal in grace on another.
            ...(autoRenewed
              ? { onlyIfExpiresOn: autoRenewed }
              : trigger === "auto_renew" && { onlyIfExpiresOn: row.expiresAt }),
          });
  } catch (err) {
    // No answer: nothing is recorded as renewed here, so nothing stays charged (as before).
    await giveBack(`the registry did not answer the renewal of ${domain.name}`);
    throw err;
  }
  if (!result.ok)
    await giveBack(`the registry refused the renewal of ${domain.name}: ${result.message}`);
  if (!result.ok && result.code === "expiry_changed") {
    // Nothing happened and nothing failed: the period was renewed another way.
    return {
      response: {
        success: false,
        domain: domain.name,
        years_renewed: 0,
        error_message: result.message,
      },
      eventId: null,
      superseded: true,
    };
  }
  if (!result.ok && result.code === REGISTRY_FUNDS) {
    const waiting = await registryFundsRefusal(deps, row, result.message);
    // The API's caller is answered now (`success: false`); an automatic renewal or a renewal
    // order paid by card waits and is tried again.
    if (trigger === "api" && !paidByCard) return refuse(waiting);
    return {
      response: { success: false, domain: domain.name, years_renewed: 0, error_message: waiting },
      eventId: null,
      awaitingRegistryFunds: true,
    };
  }
  if (!result.ok) return refuse(result.message);
  const receipt = result.receipt;
  const done = await deps.db.transaction(async (tx) => {
    const now = deps.now();
    const after = await extendExpiry(tx, row.id, years, now);
    if (after.refused !== undefined) return after;
    // Renewed in grace: registered again (its DNS answers again, dns/server.ts).
    await tx
      .update(domains)
      .set(BACK_TO_REGISTERED)
      .where(and(eq(domains.id, row.id), eq(domains.phase, "grace")));
    // Paid by the end user's card: nothing is charged to the organization.
    const charge = paidByCard
      ? undefined
      : await recordRenewalCharge(tx, {
          organizationId: row.organizationId,
          livemode: row.livemode,
          domainId: row.id,
          expiresAtBefore: after.expiresAtBefore,
          expiresAtAfter: after.expiresAt,
          years,
          amount: price,
          currency: quote.currency,
          trigger,
          createdAt: now,
          registryReceipt: receipt ?? null,
        });
    const eventId = await appendEvent(tx, {
      organizationId: row.organizationId,
      livemode: row.livemode,
      type: "domain.renewed",
      data: {
        ...event,
        expires_at: after.expiresAt.toISOString(),
        charge_id: charge?.id ?? null,
        price: paidByCard?.price ?? price,
        currency: paidByCard?.currency ?? quote.currency,
        paid_by: paidByCard ? "card" : "organization",
        order_id: paidByCard?.orderId ?? null,
      },
      at: now,
    });
    const outcome: RenewOutcome = {
      ...(receipt && { receipt }),
      response: {
        success: true,
        domain: domain.name,
        new_expiry_date: after.expiresAt.toISOString(),
        years_renewed: years,
        price: paidByCard?.price ?? price,
        currency: paidByCard?.currency ?? quote.currency,
      },
      eventId,
    };
    await reply?.(tx, outcome);
    return outcome;
  });
  // Only when our record is ahead of the registry's: nothing is stored nor charged.
  if ("refused" in done) {
    await giveBack(`${domain.name} was not renewed: ${done.refused}`);
    return refuse(done.refused);
  }
  await renewedWithFunds(deps, row, done.receipt);
  if (row.phase === "grace") await unparkDomain(deps, row, domain);
  return done;
}

/**
 * The registry's expiry of a domain in grace when it auto-renewed it (later than ours);
 * undefined when it did not (or has no lifecycle): the renewal then goes to it as usual.
 */
async function registryExpiry(
  registrar: ReturnType<typeof registrarFor>,
  domain: NormalizedDomain,
  row: DomainRow,
  deps: DomainDeps,
): Promise<Date | undefined> {
  const state = await registrar.lifecycle?.state(domain, deps.now());
  if (!state?.exists || state.expiresAt.getTime() <= row.expiresAt.getTime()) return undefined;
  return state.expiresAt;
}

/** Holds the mode's registry account (error log, operator's record) and says why in words. */
async function registryFundsRefusal(deps: DomainDeps, row: DomainRow, message: string) {
  await recordFundsExhausted(deps.db, {
    livemode: row.livemode,
    registrar: registrarFor(deps.registrars, row.livemode).name,
    message,
    now: deps.now(),
    ...(deps.logger && { logger: deps.logger }),
  });
  return message;
}

/**
 * A renewal the registry executed: its receipt logged, and the account's hold lifted if it
 * was held (the deposit has funds again).
 */
async function renewedWithFunds(
  deps: DomainDeps,
  row: DomainRow,
  receipt: RegistryReceipt | undefined,
) {
  if (receipt) {
    deps.logger?.info("registry receipt", {
      domain_id: row.id,
      transaction_id: receipt.transactionId ?? null,
      fee: receipt.fee ?? null,
      currency: receipt.currency ?? null,
    });
  }
  if (row.livemode) {
    await recordRegistryFunds(deps.db, {
      livemode: row.livemode,
      now: deps.now(),
      source: "a renewal went through",
      ...(deps.logger && { logger: deps.logger }),
    });
  }
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
