import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { BalanceEntryKind } from "../../contract/balance";
import { compareDecimal, formatCents, toCents } from "../../contract/money";
import type { Db, DbOrTx } from "../db/database";
import { appendEvent } from "../events/append-event";
import { balanceEntries, billingAccounts } from "./schema";

type BillingAccount = typeof billingAccounts.$inferSelect;
export type BalanceEntryRow = typeof balanceEntries.$inferSelect;

/** The currency of a balance until the operator's first top-up says otherwise. */
const DEFAULT_BALANCE_CURRENCY = "USD";

/**
 * The start of every refusal for funds: the auto-renewer's failed periods carrying it are
 * retried at its next pass once the balance is credited ({@link creditBalance}).
 */
const INSUFFICIENT_FUNDS = "The organization's balance is insufficient";

/** The organization's billing row, made with the defaults when missing. */
async function ensureAccount(db: DbOrTx, organizationId: string, now: Date, currency?: string) {
  await db
    .insert(billingAccounts)
    .values({
      organizationId,
      currency: currency ?? DEFAULT_BALANCE_CURRENCY,
      creditLimit: "0",
      lowBalanceThreshold: "0",
      lowNotified: false,
      updatedAt: now,
    })
    .onConflictDoNothing();
}

/** The row, locked until the transaction ends: debits and credits of one organization queue. */
async function lockAccount(tx: DbOrTx, organizationId: string): Promise<BillingAccount> {
  const [row] = await tx
    .select()
    .from(billingAccounts)
    .where(eq(billingAccounts.organizationId, organizationId))
    .for("update");
  return row!;
}

/** The balance in cents: the sum of the ledger. */
async function sumCents(db: DbOrTx, organizationId: string, before?: Date): Promise<bigint> {
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${balanceEntries.amount}), 0)::text` })
    .from(balanceEntries)
    .where(
      and(
        eq(balanceEntries.organizationId, organizationId),
        before
          ? sql`${balanceEntries.createdAt} < ${before.toISOString()}::timestamptz`
          : undefined,
      ),
    );
  return toCents(row!.sum);
}

/** The balance as of `before` (exclusive), or now: decimal text. */
export async function balanceAt(db: DbOrTx, organizationId: string, before?: Date) {
  return formatCents(await sumCents(db, organizationId, before));
}

export type BalanceState = {
  account: BillingAccount;
  balance: string;
  available: string;
};

/** An organization's balance, credit limit and threshold (defaults when it has no account yet). */
export async function readBalance(
  db: Db,
  organizationId: string,
  now: Date,
): Promise<BalanceState> {
  await ensureAccount(db, organizationId, now);
  const [account] = await db
    .select()
    .from(billingAccounts)
    .where(eq(billingAccounts.organizationId, organizationId));
  const cents = await sumCents(db, organizationId);
  return {
    account: account!,
    balance: formatCents(cents),
    available: formatCents(cents + toCents(account!.creditLimit)),
  };
}

type Movement = {
  organizationId: string;
  /** Positive decimal text: the size of the movement (its sign comes from credit or debit). */
  amount: string;
  currency: string;
  kind: BalanceEntryKind;
  description: string;
  reference?: string | null;
  orderId?: string | null;
  domainId?: string | null;
  /** Who: "admin CLI", a user's email, "api", "auto-renewal", "stripe"… */
  actor: string;
  now: Date;
};

async function insertEntry(
  tx: DbOrTx,
  m: Movement,
  signedCents: bigint,
  reverses?: string,
): Promise<BalanceEntryRow> {
  const [row] = await tx
    .insert(balanceEntries)
    .values({
      id: randomUUID(),
      organizationId: m.organizationId,
      amount: formatCents(signedCents),
      currency: m.currency,
      kind: m.kind,
      description: m.description,
      reference: m.reference ?? null,
      orderId: m.orderId ?? null,
      domainId: m.domainId ?? null,
      reverses: reverses ?? null,
      actor: m.actor,
      createdAt: m.now,
    })
    .returning();
  return row!;
}

/** A movement in another currency than the balance's: refused (balances never convert). */
export class CurrencyMismatchError extends Error {
  override name = "CurrencyMismatchError";
}

/**
 * After a credit: the threshold may be crossed upwards (a later fall is a new crossing), and
 * automatic renewals refused for funds are due again at the renewer's next pass.
 */
async function afterCredit(tx: DbOrTx, account: BillingAccount, cents: bigint, now: Date) {
  if (account.lowNotified && cents >= toCents(account.lowBalanceThreshold)) {
    await tx
      .update(billingAccounts)
      .set({ lowNotified: false, updatedAt: now })
      .where(eq(billingAccounts.organizationId, account.organizationId));
  }
  // The renewer's table, by name: balances/ sits below domains/ in the import graph.
  await tx.execute(sql`
    UPDATE domain_renewals r SET next_attempt_at = ${now.toISOString()}::timestamptz
    FROM domains d
    WHERE d.id = r.domain_id AND d.organization_id = ${account.organizationId}::uuid
      AND d.livemode AND r.status = 'pending' AND r.last_error LIKE ${INSUFFICIENT_FUNDS + "%"}`);
}

/**
 * Credits an organization's live balance: a top-up (by wire, recorded by the operator; by card,
 * once its payment is confirmed), or an adjustment. Returns the ledger entry. Runs in the
 * caller's transaction when given one (a card payment's webhook records it with the payment).
 * @example await creditBalance(db, { organizationId, amount: "100.00", currency: "USD", kind: "top_up_card", reference: "pi_…", description: "Card top-up", actor: "stripe", now })
 */
export async function creditBalance(db: Db, m: Movement): Promise<BalanceEntryRow> {
  const cents = toCents(m.amount);
  if (cents <= 0n) throw new RangeError("a credit is a positive amount");
  return db.transaction(async (tx) => {
    await ensureAccount(tx, m.organizationId, m.now, m.currency);
    const account = await lockAccount(tx, m.organizationId);
    if (account.currency !== m.currency) {
      throw new CurrencyMismatchError(
        `The balance is kept in ${account.currency}; this credit is in ${m.currency}.`,
      );
    }
    const entry = await insertEntry(tx, m, cents);
    await afterCredit(tx, account, await sumCents(tx, m.organizationId), m.now);
    return entry;
  });
}

export type Debit =
  { ok: true; entry: BalanceEntryRow } | { ok: false; message: string; available: string };

/**
 * Debits what is billed to an organization in live mode, before anything reaches the registry.
 * The organization's billing row is locked (`FOR UPDATE`) for the transaction: two debits at
 * once are checked one after the other, so together they never take more than balance +
 * credit limit. Refused (nothing written but `balance.insufficient` and the refusal's time)
 * when the price exceeds what is available. A debit that takes the balance below the
 * threshold sends `balance.low`, once until a credit lifts it again.
 */
export async function debitBalance(
  db: Db,
  m: Movement & { kind: "purchase" | "renewal" | "auto_renewal"; domainName: string },
): Promise<Debit> {
  const cents = toCents(m.amount);
  return db.transaction(async (tx) => {
    await ensureAccount(tx, m.organizationId, m.now, m.currency);
    const account = await lockAccount(tx, m.organizationId);
    const before = await sumCents(tx, m.organizationId);
    const limit = toCents(account.creditLimit);
    const available = formatCents(before + limit);
    const refuse = async (message: string): Promise<Debit> => {
      await recordRefusal(tx, m, { amount: formatCents(cents), available, currency: m.currency });
      return { ok: false, message, available };
    };
    if (account.currency !== m.currency) {
      return refuse(
        `${INSUFFICIENT_FUNDS} in ${m.currency}: it is kept in ${account.currency}. Ask the operator.`,
      );
    }
    if (before + limit < cents) {
      return refuse(
        `${INSUFFICIENT_FUNDS}: ${formatCents(cents)} ${m.currency} is needed and ${available} ${m.currency} is available (balance ${formatCents(before)}, credit limit ${account.creditLimit}). Top up the balance, then retry.`,
      );
    }
    const entry = await insertEntry(tx, m, -cents);
    const after = before - cents;
    const threshold = toCents(account.lowBalanceThreshold);
    if (!account.lowNotified && after < threshold) {
      await tx
        .update(billingAccounts)
        .set({ lowNotified: true, updatedAt: m.now })
        .where(eq(billingAccounts.organizationId, m.organizationId));
      await appendEvent(tx, {
        organizationId: m.organizationId,
        livemode: true,
        type: "balance.low",
        data: {
          organization_id: m.organizationId,
          balance: formatCents(after),
          low_balance_threshold: account.lowBalanceThreshold,
          credit_limit: account.creditLimit,
          available: formatCents(after + limit),
          currency: m.currency,
        },
        at: m.now,
      });
    }
    return { ok: true, entry };
  });
}

type Billed = {
  organizationId: string;
  kind: "purchase" | "renewal" | "auto_renewal";
  orderId?: string | null;
  domainName: string;
  now: Date;
};

/** Records a refusal for funds: its time (the dashboard's banner) and `balance.insufficient`. */
async function recordRefusal(
  tx: DbOrTx,
  m: Billed,
  { amount, available, currency }: { amount: string | null; available: string; currency: string },
) {
  await tx
    .update(billingAccounts)
    .set({ lastRefusedAt: m.now, updatedAt: m.now })
    .where(eq(billingAccounts.organizationId, m.organizationId));
  await appendEvent(tx, {
    organizationId: m.organizationId,
    livemode: true,
    type: "balance.insufficient",
    data: {
      organization_id: m.organizationId,
      kind: m.kind,
      amount,
      available,
      currency,
      order_id: m.orderId ?? null,
      domain: m.domainName,
    },
    at: m.now,
  });
}

/**
 * Refuses at once, before the registry is even asked for the price, when nothing at all is
 * available (balance + credit limit at or below zero): the refusal's message, else undefined.
 * Whatever the price, it could not be paid; so the registry sees no command.
 */
export async function refusalWhenNothingAvailable(db: Db, m: Billed): Promise<string | undefined> {
  return db.transaction(async (tx) => {
    await ensureAccount(tx, m.organizationId, m.now);
    const account = await lockAccount(tx, m.organizationId);
    const balance = await sumCents(tx, m.organizationId);
    const available = balance + toCents(account.creditLimit);
    if (available > 0n) return undefined;
    await recordRefusal(tx, m, {
      amount: null,
      available: formatCents(available),
      currency: account.currency,
    });
    return `${INSUFFICIENT_FUNDS}: nothing is available (balance ${formatCents(balance)} ${account.currency}, credit limit ${account.creditLimit}). Top up the balance, then retry.`;
  });
}

/**
 * Gives a debit back in full (the registry refused what it paid for): a `refund` entry that
 * names it. At most once per debit (a unique key), so a retried failure never refunds twice.
 */
export async function refundDebit(
  db: Db,
  debit: BalanceEntryRow,
  { reason, now }: { reason: string; now: Date },
): Promise<BalanceEntryRow | undefined> {
  return db.transaction(async (tx) => {
    const account = await lockAccount(tx, debit.organizationId);
    const [done] = await tx
      .select({ id: balanceEntries.id })
      .from(balanceEntries)
      .where(eq(balanceEntries.reverses, debit.id));
    if (done) return undefined;
    const entry = await insertEntry(
      tx,
      {
        organizationId: debit.organizationId,
        amount: "0",
        currency: debit.currency,
        kind: "refund",
        description: `Refund: ${reason}`,
        reference: debit.reference,
        orderId: debit.orderId,
        domainId: debit.domainId,
        actor: debit.actor,
        now,
      },
      -toCents(debit.amount),
      debit.id,
    );
    await afterCredit(tx, account, await sumCents(tx, debit.organizationId), now);
    return entry;
  });
}

/** Refunds a purchase order's debit, if it has one not yet refunded (its registration failed). */
export async function refundOrderDebit(
  db: Db,
  orderId: string,
  opts: { reason: string; now: Date },
): Promise<BalanceEntryRow | undefined> {
  const [debit] = await db
    .select()
    .from(balanceEntries)
    .where(and(eq(balanceEntries.orderId, orderId), eq(balanceEntries.kind, "purchase")));
  return debit ? refundDebit(db, debit, opts) : undefined;
}

/** The operator's credit limit for an organization (admin CLI). */
export async function setCreditLimit(db: Db, organizationId: string, amount: string, now: Date) {
  await ensureAccount(db, organizationId, now);
  const [row] = await db
    .update(billingAccounts)
    .set({ creditLimit: amount, updatedAt: now })
    .where(eq(billingAccounts.organizationId, organizationId))
    .returning();
  return row!;
}

/**
 * The organization's low-balance threshold. Raising it above the balance makes the next debit
 * send `balance.low`; a threshold at or below the balance re-arms it.
 */
export async function setThreshold(db: DbOrTx, organizationId: string, amount: string, now: Date) {
  await ensureAccount(db, organizationId, now);
  const cents = await sumCents(db, organizationId);
  const [row] = await db
    .update(billingAccounts)
    .set({
      lowBalanceThreshold: amount,
      updatedAt: now,
      ...(compareDecimal(formatCents(cents), amount) >= 0 && { lowNotified: false }),
    })
    .where(eq(billingAccounts.organizationId, organizationId))
    .returning();
  return row!;
}
