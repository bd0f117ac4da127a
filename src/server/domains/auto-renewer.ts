import { startBackgroundLoop } from "../workers/background-loop";
import { and, asc, eq, gt, inArray, lte, sql } from "drizzle-orm";
import type { DelegationRule } from "./delegation-rule";
import type { Db } from "../db/database";
import { domainExpiryNotices, domainRenewals, domains } from "./schema";
import { appendEvent } from "../events/append-event";
import type { Logger } from "../logger";
import { normalizeDomain } from "../registrar/normalize-domain";
import { modesOf, type Registrars } from "../registrar/provider";
import { renewDomain } from "./renewal";
import type { RenewResponse } from "../../contract/renew-response";
import { MAX_PROBE_DELAY_MS } from "../registrar/registry-account";
import { organizations } from "../db/schema";

const DAY_MS = 24 * 60 * 60_000;

export type AutoRenewDeps = {
  db: Db;
  /** Each domain renews at its own mode's registrar; a mode the deployment lacks is left alone. */
  registrars: Registrars;
  now: () => Date;
  logger: Logger;
  /** Renew domains whose expiry is at most this many days away. */
  daysBefore: number;
  /** Wait between failed attempts at one period; a day by default. */
  retryMs?: number;
  /** Around the delegation a renewal in grace puts back (`dns/delegation.ts`). */
  delegation?: DelegationRule;
};

/** `domain.expiring` thresholds: each notice covers expiries in (next threshold, days]. */
const NOTICES = [
  { days: 30, after: 7 },
  { days: 7, after: 0 },
] as const;

/**
 * Writes `domain.expiring` once per domain, period and threshold: the notice row's primary key
 * (domain, expiry, threshold) makes a second instance's insert a no-op.
 */
async function noticeExpiring(deps: AutoRenewDeps): Promise<number> {
  const now = deps.now().getTime();
  let n = 0;
  for (const { days, after } of NOTICES) {
    n += await deps.db.transaction(async (tx) => {
      const due = await tx
        .select({ id: domains.id, expiresAt: domains.expiresAt })
        .from(domains)
        .where(
          and(
            eq(domains.status, "active"),
            gt(domains.expiresAt, new Date(now + after * DAY_MS)),
            lte(domains.expiresAt, new Date(now + days * DAY_MS)),
          ),
        );
      if (due.length === 0) return 0;
      const fresh = await tx
        .insert(domainExpiryNotices)
        .values(due.map((d) => ({ domainId: d.id, expiresAt: d.expiresAt, daysBefore: days })))
        .onConflictDoNothing()
        .returning({ id: domainExpiryNotices.domainId });
      if (fresh.length === 0) return 0;
      const rows = await tx
        .select()
        .from(domains)
        .where(
          inArray(
            domains.id,
            fresh.map((f) => f.id),
          ),
        );
      for (const d of rows) {
        await appendEvent(tx, {
          organizationId: d.organizationId,
          livemode: d.livemode,
          type: "domain.expiring",
          data: {
            domain_id: d.id,
            domain: d.name,
            expires_at: d.expiresAt.toISOString(),
            days_before: days,
            auto_renew: d.autoRenew,
          },
          at: new Date(now),
        });
      }
      return rows.length;
    });
  }
  return n;
}

/** Opens a renewal period for each auto-renew domain inside the window (once per expiry). */
async function openPeriods(deps: AutoRenewDeps) {
  const now = deps.now();
  await deps.db.execute(sql`
    INSERT INTO domain_renewals (domain_id, expires_at_before, status, next_attempt_at, updated_at)
    SELECT id, expires_at, 'pending', ${now.toISOString()}::timestamptz, ${now.toISOString()}::timestamptz
    FROM domains
    WHERE auto_renew AND status = 'active'
      AND livemode IN (${sql.join(
        modesOf(deps.registrars).map((m) => sql`${m}`),
        sql`, `,
      )})
      AND expires_at > ${now.toISOString()}::timestamptz
      AND expires_at <= ${new Date(now.getTime() + deps.daysBefore * DAY_MS).toISOString()}::timestamptz
    ON CONFLICT DO NOTHING`);
}

type Period = typeof domainRenewals.$inferSelect;

/**
 * Claims one due period (`FOR UPDATE SKIP LOCKED`) and, in the claiming transaction, counts
 * the attempt and moves `next_attempt_at` to the retry time: no other instance takes it.
 */
async function claimPeriod(deps: AutoRenewDeps): Promise<Period | undefined> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const [next] = await tx
      .select()
      .from(domainRenewals)
      .where(and(eq(domainRenewals.status, "pending"), lte(domainRenewals.nextAttemptAt, now)))
      .orderBy(asc(domainRenewals.nextAttemptAt))
      .limit(1)
      .for("update", { skipLocked: true });
    if (!next) return undefined;
    const [row] = await tx
      .update(domainRenewals)
      .set({
        attempts: next.attempts + 1,
        nextAttemptAt: new Date(now.getTime() + (deps.retryMs ?? DAY_MS)),
        updatedAt: now,
      })
      .where(
        and(
          eq(domainRenewals.domainId, next.domainId),
          eq(domainRenewals.expiresAtBefore, next.expiresAtBefore),
        ),
      )
      .returning();
    return row;
  });
}

async function settle(deps: AutoRenewDeps, p: Period, status: Period["status"], error?: string) {
  await deps.db
    .update(domainRenewals)
    .set({ status, lastError: error ?? null, updatedAt: deps.now() })
    .where(
      and(
        eq(domainRenewals.domainId, p.domainId),
        eq(domainRenewals.expiresAtBefore, p.expiresAtBefore),
      ),
    );
}

/** Renews one claimed period for a year; a failure is retried after `retryMs` until expiry. */
async function renewPeriod(deps: AutoRenewDeps, p: Period) {
  const [row] = await deps.db.select().from(domains).where(eq(domains.id, p.domainId));
  const now = deps.now();
  // Renewed by hand meanwhile, or auto-renew switched off: nothing to do for this period.
  if (!row || !row.autoRenew || row.expiresAt.getTime() !== p.expiresAtBefore.getTime()) {
    return settle(deps, p, "skipped");
  }
  if (row.expiresAt.getTime() <= now.getTime()) {
    return settle(deps, p, "failed", "the domain expired before it could be renewed");
  }
  // The partner demo's organization is never billed: what anonymous visitors bought through
  // `/demo` does not renew on its account.
  const [demo] = await deps.db
    .select({ id: organizations.id })
    .from(organizations)
    .where(and(eq(organizations.id, row.organizationId), eq(organizations.demo, true)));
  if (demo) {
    return settle(deps, p, "skipped", "the demo organization is never billed for renewals");
  }
  const name = normalizeDomain(row.name, { stored: true });
  if (!name.ok) return settle(deps, p, "failed", "stored domain name is invalid");
  const outcome = await renewDomain(deps, row, name.domain, 1, { trigger: "auto_renew" });
  if (outcome.superseded) return settle(deps, p, "skipped");
  if (outcome.awaitingRegistryFunds) return awaitRegistryFunds(deps, p, outcome.response);
  const result = outcome.response;
  if (result.success) return settle(deps, p, "renewed");
  const retryAt = now.getTime() + (deps.retryMs ?? DAY_MS);
  const giveUp = retryAt >= row.expiresAt.getTime();
  deps.logger.warn("auto-renewal failed", {
    domain_id: row.id,
    attempt: p.attempts,
    gave_up: giveUp,
    error: result.error_message,
  });
  return settle(deps, p, giveUp ? "failed" : "pending", result.error_message);
}

/**
 * The registry refused for the registrar's own funds (EPP 2104): not the customer's failure.
 * The attempt is not counted, the period stays pending, and it is tried again within the hour
 * (or `retryMs`, when shorter), whatever the domain's expiry.
 */
async function awaitRegistryFunds(deps: AutoRenewDeps, p: Period, response: RenewResponse) {
  const now = deps.now();
  await deps.db
    .update(domainRenewals)
    .set({
      attempts: Math.max(0, p.attempts - 1),
      nextAttemptAt: new Date(now.getTime() + Math.min(deps.retryMs ?? DAY_MS, MAX_PROBE_DELAY_MS)),
      lastError: response.success ? null : response.error_message,
      updatedAt: now,
    })
    .where(
      and(
        eq(domainRenewals.domainId, p.domainId),
        eq(domainRenewals.expiresAtBefore, p.expiresAtBefore),
      ),
    );
}

/** One pass: expiry notices, then every due auto-renewal. Returns the renewals attempted. */
export async function runAutoRenewal(deps: AutoRenewDeps, max = 100): Promise<number> {
  await noticeExpiring(deps);
  await openPeriods(deps);
  let n = 0;
  for (; n < max; n++) {
    const period = await claimPeriod(deps);
    if (!period) break;
    await renewPeriod(deps, period);
  }
  return n;
}

/** Runs {@link runAutoRenewal} every `intervalMs`; `runOnce()` for a pass now, `stop()` waits. */
export function startAutoRenewer(deps: AutoRenewDeps, intervalMs: number) {
  return startBackgroundLoop("auto-renewal", () => runAutoRenewal(deps), {
    intervalMs,
    logger: deps.logger,
  });
}
