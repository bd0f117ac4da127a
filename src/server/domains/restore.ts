import { and, eq, isNull } from "drizzle-orm";
import type { RestoreQuote, RestoreResponse } from "../../contract/lifecycle";
import { toCents } from "../../contract/money";
import {
  debitBalance,
  refundDebit,
  refusalWhenNothingAvailable,
  type BalanceEntryRow,
} from "../balances/ledger";
import type { DbOrTx } from "../db/database";
import { appendEvent } from "../events/append-event";
import { conflict } from "../http/errors";
import { BACK_TO_REGISTERED, unparkDomain } from "./parking";
import type { RegistrarLifecycle, RestoreReport } from "../registrar/lifecycle";
import type { NormalizedDomain } from "../registrar/normalize-domain";
import { registrarFor } from "../registrar/provider";
import type { DomainDeps } from "./domain-actions";
import type { DomainRow } from "./domains";
import { recordRenewalCharge } from "./renewal-charges";
import { domainRegistrants, domains } from "./schema";

/** The registrar's lifecycle of a domain in redemption; 409 `not_in_redemption` otherwise. */
function inRedemption(deps: DomainDeps, row: DomainRow): RegistrarLifecycle {
  const lifecycle = registrarFor(deps.registrars, row.livemode).lifecycle;
  if (row.phase !== "redemption" || !lifecycle) {
    throw conflict(
      "not_in_redemption",
      row.phase === "pending_delete"
        ? `${row.name} is pending deletion at the registry: it can no longer be restored.`
        : `${row.name} is not in its redemption period (phase ${row.phase}): only a domain deleted after its grace period can be restored${row.phase === "grace" ? "; renew it instead" : ""}.`,
    );
  }
  return lifecycle;
}

/** What restoring costs now (`GET …/restore`). */
export async function restoreQuote(
  deps: DomainDeps,
  row: DomainRow,
  domain: NormalizedDomain,
): Promise<RestoreQuote> {
  const lifecycle = inRedemption(deps, row);
  const { price, currency } = await lifecycle.restorePrice(domain);
  return {
    domain: domain.name,
    price,
    currency,
    redemption_ends_at: row.redemptionEndsAt!.toISOString(),
  };
}

/**
 * The registration data as RFC 3915's report states it (`preData`/`postData`): the name, its
 * registrant, nameservers and expiry. A restore changes none of them, so both are the same.
 */
async function registrationData(deps: DomainDeps, row: DomainRow) {
  const [registrant] = await deps.db
    .select({ contact: domainRegistrants.contact })
    .from(domainRegistrants)
    .where(and(eq(domainRegistrants.domainId, row.id), isNull(domainRegistrants.validTo)));
  return [
    `Domain: ${row.name}`,
    `Registrant: ${registrant ? JSON.stringify(registrant.contact) : "(not recorded)"}`,
    `Nameservers: ${(row.parkedNameservers ?? row.nameservers).join(", ") || "(none)"}`,
    `Expiry: ${row.expiresAt.toISOString()}`,
  ].join("\n");
}

/**
 * Restores a domain in redemption (RFC 3915 request and report at the registrar), billed like a
 * renewal: in live mode the organization's balance pays before the registry is asked and gets
 * it back if the restore fails; a `renewal_charges` row, the new expiry, the phase and
 * `domain.restored` commit together (with `reply`, the Idempotency-Key's answer). A refusal is
 * HTTP 200 with `success: false` and nothing charged.
 */
export async function restoreDomain(
  deps: DomainDeps,
  row: DomainRow,
  domain: NormalizedDomain,
  expectedPrice: string | undefined,
  reply?: (tx: DbOrTx, response: RestoreResponse) => Promise<void>,
): Promise<RestoreResponse> {
  const lifecycle = inRedemption(deps, row);
  const refused = (error_message: string): RestoreResponse => ({
    success: false,
    domain: domain.name,
    error_message,
  });
  const { price, currency } = await lifecycle.restorePrice(domain);
  if (expectedPrice !== undefined && toCents(expectedPrice) !== toCents(price)) {
    return refused(
      `The restore price is now ${price} ${currency}, not ${expectedPrice}: quote again (GET …/restore), then restore.`,
    );
  }
  const billed = {
    organizationId: row.organizationId,
    kind: "renewal" as const,
    domainName: domain.name,
    now: deps.now(),
  };
  let debit: BalanceEntryRow | undefined;
  if (row.livemode) {
    const broke = await refusalWhenNothingAvailable(deps.db, billed);
    if (broke) return refused(broke);
    const taken = await debitBalance(deps.db, {
      ...billed,
      amount: price,
      currency,
      description: `Restore of ${domain.name} from redemption`,
      domainId: row.id,
      actor: "api",
    });
    if (!taken.ok) return refused(taken.message);
    debit = taken.entry;
  }
  const giveBack = async (reason: string) => {
    if (debit) await refundDebit(deps.db, debit, { reason, now: deps.now() });
  };
  const data = await registrationData(deps, row);
  const report: RestoreReport = {
    preData: data,
    postData: data,
    deletedAt: row.registryDeletedAt!,
    restoredAt: deps.now(),
    reason: "The registrant asked to restore the domain during its redemption period.",
  };
  let result: Awaited<ReturnType<RegistrarLifecycle["restore"]>>;
  try {
    result = await lifecycle.restore({ domain, price, report, now: deps.now() });
  } catch (err) {
    await giveBack(`the registry did not answer the restore of ${domain.name}`);
    throw err;
  }
  if (!result.ok) {
    await giveBack(`the registry refused the restore of ${domain.name}: ${result.message}`);
    return refused(result.message);
  }
  const { expiresAt, receipt } = result;
  const response = await deps.db.transaction(async (tx) => {
    const now = deps.now();
    const moved = await tx
      .update(domains)
      .set({ ...BACK_TO_REGISTERED, expiresAt, status: "active", updatedAt: now })
      .where(and(eq(domains.id, row.id), eq(domains.phase, "redemption")))
      .returning({ id: domains.id });
    if (moved.length === 0) return undefined;
    await recordRenewalCharge(tx, {
      organizationId: row.organizationId,
      livemode: row.livemode,
      domainId: row.id,
      expiresAtBefore: row.expiresAt,
      expiresAtAfter: expiresAt,
      years: 1,
      amount: price,
      currency,
      trigger: "api",
      createdAt: now,
      registryReceipt: receipt ?? null,
    });
    await appendEvent(tx, {
      organizationId: row.organizationId,
      livemode: row.livemode,
      type: "domain.restored",
      data: { domain_id: row.id, domain: domain.name, expires_at: expiresAt.toISOString() },
      at: now,
    });
    const answer: RestoreResponse = {
      success: true,
      domain: domain.name,
      new_expiry_date: expiresAt.toISOString(),
      price,
      currency,
    };
    await reply?.(tx, answer);
    return answer;
  });
  if (!response) {
    // Restored meanwhile by another request: this one's charge goes back.
    await giveBack(`${domain.name} was restored by another request`);
    return refused(`${domain.name} was restored meanwhile.`);
  }
  await unparkDomain(deps, row, domain);
  return response;
}
