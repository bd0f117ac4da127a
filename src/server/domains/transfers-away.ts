import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { DomainTransferState, TransferAway } from "../../contract/transfers";
import type { DbOrTx } from "../db/database";
import { appendEvent } from "../events/append-event";
import type { DomainRow } from "./domains";
import { domainRenewals, domains, domainTransfersAway } from "./schema";

export type TransferAwayRow = typeof domainTransfersAway.$inferSelect;

/** The API's view of a transfer away. */
export function toTransferAway(r: TransferAwayRow): TransferAway {
  return {
    transfer_id: r.id,
    status: r.status,
    gaining_registrar: r.gainingRegistrar,
    requested_at: r.requestedAt.toISOString(),
    auto_approve_at: r.autoApproveAt?.toISOString() ?? null,
    answered_at: r.answeredAt?.toISOString() ?? null,
  };
}

/** The domain's pending transfer away, if any (at most one: a unique index). */
export async function pendingTransferAway(
  db: DbOrTx,
  domainId: string,
): Promise<TransferAwayRow | undefined> {
  const [row] = await db
    .select()
    .from(domainTransfersAway)
    .where(
      and(eq(domainTransfersAway.domainId, domainId), eq(domainTransfersAway.status, "pending")),
    );
  return row;
}

/** Whether the policy's lock still runs at `now`. */
export const policyLockRuns = (d: DomainRow, now: Date) =>
  d.transferLockUntil !== null && d.transferLockUntil.getTime() > now.getTime();

/** A held domain's transfer state (`GET …/domains/{domain}/transfer`). */
export async function transferState(
  db: DbOrTx,
  d: DomainRow,
  now: Date,
): Promise<DomainTransferState> {
  const pending = await pendingTransferAway(db, d.id);
  const lockRuns = policyLockRuns(d, now);
  const codeValid =
    d.transferCodeExpiresAt !== null && d.transferCodeExpiresAt.getTime() > now.getTime();
  return {
    domain: d.name,
    locked: d.transferLocked,
    policy_lock_until: lockRuns ? d.transferLockUntil!.toISOString() : null,
    policy_lock_reason: lockRuns ? d.transferLockReason : null,
    transfer_code_expires_at: codeValid ? d.transferCodeExpiresAt!.toISOString() : null,
    pending_transfer_away: pending ? toTransferAway(pending) : null,
  };
}

/**
 * The domain left the account (transferred away, or deleted by the registry): never shown,
 * billed, renewed nor served by DNS again: the change of status drops its zone and records
 * (migration 0023's trigger); its transfer code expiry is cleared.
 */
export async function leaveAccount(
  tx: DbOrTx,
  d: DomainRow,
  status: "transferred_away" | "deleted",
  now: Date,
) {
  await tx
    .update(domains)
    .set({ status, leftAt: now, autoRenew: false, transferCodeExpiresAt: null, updatedAt: now })
    .where(eq(domains.id, d.id));
  await tx
    .update(domainRenewals)
    .set({
      status: "skipped",
      lastError: `the domain was ${status.replace("_", " ")}`,
      updatedAt: now,
    })
    .where(and(eq(domainRenewals.domainId, d.id), eq(domainRenewals.status, "pending")));
}

const eventOf = (d: DomainRow, now: Date) => ({
  organizationId: d.organizationId,
  livemode: d.livemode,
  at: now,
});

/**
 * Another registrar asked the registry for `d`: the pending transfer away is recorded (once: a
 * second notice of the same request finds it) and `domain.transfer_requested` sent.
 */
export async function transferAwayRequested(
  tx: DbOrTx,
  d: DomainRow,
  input: { gaining: string | null; requestedAt: Date; autoApproveAt: Date | null; now: Date },
): Promise<TransferAwayRow> {
  const existing = await pendingTransferAway(tx, d.id);
  if (existing) return existing;
  const [row] = await tx
    .insert(domainTransfersAway)
    .values({
      id: randomUUID(),
      domainId: d.id,
      organizationId: d.organizationId,
      livemode: d.livemode,
      gainingRegistrar: input.gaining,
      status: "pending",
      requestedAt: input.requestedAt,
      autoApproveAt: input.autoApproveAt,
    })
    .returning();
  await appendEvent(tx, {
    ...eventOf(d, input.now),
    type: "domain.transfer_requested",
    data: {
      domain_id: d.id,
      domain: d.name,
      gaining_registrar: input.gaining,
      auto_approve_at: input.autoApproveAt?.toISOString() ?? null,
    },
  });
  return row!;
}

/** How a transfer away ended, as EPP's trStatus says it. */
export type TransferAwayEnd =
  | { trStatus: "clientApproved" | "serverApproved"; gaining: string | null }
  | { trStatus: "clientRejected" | "clientCancelled" | "serverCancelled" };

const ROW_STATUS = {
  clientApproved: "approved",
  serverApproved: "completed",
  clientRejected: "rejected",
  clientCancelled: "cancelled",
  serverCancelled: "cancelled",
} as const;

/**
 * A transfer away ended: its row (when we knew of it) takes the outcome; approved, the domain
 * leaves the account (`domain.transferred_away`); else it stays (`domain.transfer_cancelled`).
 * `answeredBy`: who answered here (null: the registry, or the other registrar).
 */
export async function transferAwayEnded(
  tx: DbOrTx,
  d: DomainRow,
  end: TransferAwayEnd,
  input: { now: Date; answeredBy: string | null },
): Promise<TransferAwayRow | undefined> {
  const answered = end.trStatus === "clientApproved" || end.trStatus === "clientRejected";
  const [row] = await tx
    .update(domainTransfersAway)
    .set({
      status: ROW_STATUS[end.trStatus],
      endedAt: input.now,
      ...(answered && { answeredAt: input.now, answeredBy: input.answeredBy }),
    })
    .where(and(eq(domainTransfersAway.domainId, d.id), eq(domainTransfersAway.status, "pending")))
    .returning();
  if ("gaining" in end) {
    await leaveAccount(tx, d, "transferred_away", input.now);
    await appendEvent(tx, {
      ...eventOf(d, input.now),
      type: "domain.transferred_away",
      data: {
        domain_id: d.id,
        domain: d.name,
        gaining_registrar: end.gaining ?? row?.gainingRegistrar ?? null,
        transfer_status: end.trStatus,
      },
    });
  } else {
    await appendEvent(tx, {
      ...eventOf(d, input.now),
      type: "domain.transfer_cancelled",
      data: { domain_id: d.id, domain: d.name, transfer_status: end.trStatus },
    });
  }
  return row;
}
