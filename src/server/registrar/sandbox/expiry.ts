import { eq } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/database";
import { formatCents, toCents } from "../../../contract/money";
import {
  DAY_MS,
  GTLD_PERIODS,
  type RegistrarLifecycle,
  type RegistryLifeState,
} from "../lifecycle";
import type { NormalizedDomain } from "../normalize-domain";
import { addYears } from "../provider";
import { SANDBOX_CURRENCY, SANDBOX_RESTORE_FEE } from "../sandbox-prices";
import { sandboxRegistry } from "../schema";

/** The lifecycle's test names: their days last `SANDBOX_DAY_SECONDS` (docs/lifecycle.md). */
export const isExpiringTestName = (domain: NormalizedDomain) =>
  domain.label.startsWith("expiring-");

/** An `expiring-` name's expiry: this many lifecycle days after its registration, whatever the years. */
export const EXPIRING_TEST_DAYS = 3;

type RegistryRow = typeof sandboxRegistry.$inferSelect;

/**
 * The sandbox registry's record of a name brought up to `now`, under a row lock (call inside a
 * transaction): past its expiry the registry renewed it for a year (again, if it stayed a year
 * unrenewed); past `purge_at` the row is removed (the name is available again). Undefined when
 * the registry holds no such name (or after the purge).
 */
export async function settleSandboxName(
  tx: DbOrTx,
  name: string,
  now: Date,
): Promise<RegistryRow | undefined> {
  const [row] = await tx
    .select()
    .from(sandboxRegistry)
    .where(eq(sandboxRegistry.name, name))
    .for("update");
  if (!row) return undefined;
  if (row.purgeAt && row.purgeAt.getTime() <= now.getTime()) {
    await tx.delete(sandboxRegistry).where(eq(sandboxRegistry.name, name));
    return undefined;
  }
  if (row.deletedAt || row.sponsor !== null || row.expiresAt.getTime() > now.getTime()) return row;
  let { expiresAt } = row;
  let autoRenewedAt = expiresAt;
  while (expiresAt.getTime() <= now.getTime()) {
    autoRenewedAt = expiresAt;
    expiresAt = addYears(expiresAt, 1);
  }
  const [renewed] = await tx
    .update(sandboxRegistry)
    .set({ expiresAt, autoRenewedAt })
    .where(eq(sandboxRegistry.name, name))
    .returning();
  return renewed;
}

/**
 * The sandbox registry's life after expiry, as gTLD registries run it: auto-renewal at expiry,
 * deletion in its grace period (credited), redemption, restore (RFC 3915 request and report,
 * which renews the year the deletion credited), pending delete, purge. All periods are in the
 * name's lifecycle days (`dayMs`: `SANDBOX_DAY_SECONDS` for `expiring-` names).
 */
export function sandboxExpiry(
  db: Db,
  {
    dayMs,
    yearlyRenewal,
  }: {
    dayMs: number;
    /** The name's yearly renewal price (premium included), or undefined for an unknown suffix. */
    yearlyRenewal: (domain: NormalizedDomain) => string | undefined;
  },
): Omit<RegistrarLifecycle, "setHold"> {
  const periods = GTLD_PERIODS;
  const dayOf = (domain: NormalizedDomain) => (isExpiringTestName(domain) ? dayMs : DAY_MS);
  const after = (at: Date, days: number, domain: NormalizedDomain) =>
    new Date(at.getTime() + days * dayOf(domain));

  const rgpOf = (row: RegistryRow, domain: NormalizedDomain, now: Date) => {
    if (row.deletedAt && row.redemptionEndsAt) {
      return now.getTime() < row.redemptionEndsAt.getTime()
        ? ("redemptionPeriod" as const)
        : ("pendingDelete" as const);
    }
    if (
      row.autoRenewedAt &&
      now.getTime() < after(row.autoRenewedAt, periods.autoRenewGraceDays, domain).getTime()
    ) {
      return "autoRenewPeriod" as const;
    }
    return "none" as const;
  };

  const restorePrice = (domain: NormalizedDomain) => {
    const renew = yearlyRenewal(domain);
    if (renew === undefined) throw new Error(`the sandbox sells no ${domain.suffix} names`);
    return formatCents(toCents(renew) + toCents(SANDBOX_RESTORE_FEE));
  };
  const notHere = (domain: NormalizedDomain) => ({
    ok: false as const,
    code: "not_found" as const,
    message: `${domain.name} is not registered here.`,
  });

  return {
    periods,
    dayMs: dayOf,

    state: (domain, now) =>
      db.transaction(async (tx): Promise<RegistryLifeState> => {
        const row = await settleSandboxName(tx, domain.name, now);
        if (!row || row.sponsor !== null) return { exists: false };
        return {
          exists: true,
          expiresAt: row.expiresAt,
          rgp: rgpOf(row, domain, now),
          onHold: row.onHold,
        };
      }),

    delete: (domain, now) =>
      db.transaction(async (tx) => {
        const row = await settleSandboxName(tx, domain.name, now);
        if (!row || row.sponsor !== null) return notHere(domain);
        // Deleted already (a retry after a lost answer): the same redemption.
        if (row.deletedAt && row.redemptionEndsAt) {
          return { ok: true as const, redemptionEndsAt: row.redemptionEndsAt };
        }
        // Inside the auto-renew grace period the registry credits the year it added.
        const credited = rgpOf(row, domain, now) === "autoRenewPeriod";
        const redemptionEndsAt = after(now, periods.redemptionDays, domain);
        await tx
          .update(sandboxRegistry)
          .set({
            expiresAt: credited && row.autoRenewedAt ? row.autoRenewedAt : row.expiresAt,
            autoRenewedAt: null,
            deletedAt: now,
            redemptionEndsAt,
            purgeAt: after(redemptionEndsAt, periods.pendingDeleteDays, domain),
          })
          .where(eq(sandboxRegistry.name, domain.name));
        const renew = yearlyRenewal(domain);
        return {
          ok: true as const,
          redemptionEndsAt,
          ...(credited &&
            renew !== undefined && {
              receipt: { fee: formatCents(-toCents(renew)), currency: SANDBOX_CURRENCY },
            }),
        };
      }),

    restorePrice: (domain) =>
      Promise.resolve({ price: restorePrice(domain), currency: SANDBOX_CURRENCY }),

    restore: ({ domain, price, report, now }) =>
      db.transaction(async (tx) => {
        const row = await settleSandboxName(tx, domain.name, now);
        if (!row || row.sponsor !== null) return notHere(domain);
        if (rgpOf(row, domain, now) !== "redemptionPeriod") {
          return {
            ok: false as const,
            code: "rejected" as const,
            message: `${domain.name} is not in its redemption period: it cannot be restored.`,
          };
        }
        const live = restorePrice(domain);
        if (toCents(price) !== toCents(live)) {
          return {
            ok: false as const,
            code: "price_changed" as const,
            message: `The registry's restore price is now ${live} ${SANDBOX_CURRENCY}, not ${price}.`,
            newPrice: live,
          };
        }
        // RFC 3915's report: every field is required, the deletion date must be the registry's.
        const missing = (["preData", "postData", "reason"] as const).filter(
          (k) => report[k].trim() === "",
        );
        if (missing.length > 0 || report.deletedAt.getTime() !== row.deletedAt?.getTime()) {
          return {
            ok: false as const,
            code: "rejected" as const,
            message: `The restore report is incomplete or wrong (${[...missing, "deletedAt"].join(", ")}).`,
          };
        }
        // The restore renews the year the deletion credited back (docs/decisions).
        let expiresAt = addYears(row.expiresAt, 1);
        while (expiresAt.getTime() <= now.getTime()) expiresAt = addYears(expiresAt, 1);
        await tx
          .update(sandboxRegistry)
          .set({
            expiresAt,
            deletedAt: null,
            redemptionEndsAt: null,
            purgeAt: null,
            autoRenewedAt: null,
            restoreReport: {
              preData: report.preData,
              postData: report.postData,
              deletedAt: report.deletedAt.toISOString(),
              restoredAt: report.restoredAt.toISOString(),
              reason: report.reason,
            },
          })
          .where(eq(sandboxRegistry.name, domain.name));
        return {
          ok: true as const,
          expiresAt,
          receipt: { fee: live, currency: SANDBOX_CURRENCY },
        };
      }),
  };
}
