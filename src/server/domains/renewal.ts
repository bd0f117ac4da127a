import type { RenewResponse } from "../../contract/renew-response";
import type { DbOrTx } from "../db/database";
import { appendEvent } from "../events/append-event";
import type { NormalizedDomain } from "../registrar/normalize-domain";
import {
  registrarFor,
  termCapRefusal,
  termTotal,
  type RegistryReceipt,
} from "../registrar/provider";
import {
  recordFundsExhausted,
  recordRegistryFunds,
  REGISTRY_FUNDS,
} from "../registrar/registry-account";
import { recordRenewalCharge } from "./renewal-charges";
import {
  debitBalance,
  refundDebit,
  refusalWhenNothingAvailable,
  type BalanceEntryRow,
} from "../balances/ledger";
import { extendExpiry, type DomainRow } from "./domains";
import { and, eq } from "drizzle-orm";
import { domains } from "./schema";
import { BACK_TO_REGISTERED, unparkDomain } from "./parking";
import type { DomainDeps } from "./domain-actions";

/**
 * A renewal the end user already paid by card (a `renewal` order): nothing is drawn on the
 * organization's balance nor charged to it; the price is what the order was paid.
 */
export type PaidByCard = { orderId: string; price: string; currency: string };

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
