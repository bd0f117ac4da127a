import { recordRegistryFunds } from "../registrar/registry-account";
import { refundDebit } from "../balances/ledger";
import { balanceEntries } from "../balances/schema";
import { randomUUID } from "node:crypto";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../db/database";
import { domains, renewalCharges } from "../domains/schema";
import { leaveAccount, transferAwayEnded, transferAwayRequested } from "../domains/transfers-away";
import type { DomainRow } from "../domains/domains";
import { appendEvent } from "../events/append-event";
import type { Logger } from "../logger";
import { orders } from "../orders/schema";
import { registryMessages } from "./schema";
import type { OrderRow } from "../orders/order-states";
import type { RegistryMessage } from "../registrar/provider";

/** What a registry message may change, and how (`act` runs in the transaction that stores it). */
export type MessageContext = {
  tx: DbOrTx;
  livemode: boolean;
  now: Date;
  logger: Logger;
  /** pending_action: the registry's expiry now, read before the transaction (undefined: none). */
  expiry?: Date | undefined;
  /** Settles a pending create's order (the order processor's `settlePendingCreate`). */
  settleCreate(
    tx: DbOrTx,
    order: OrderRow,
    outcome: { expiresAt: Date } | { refused: string },
  ): Promise<unknown>;
};

/**
 * The registry says the organization's prepaid funds there run low (or another notice about
 * the registrar's account). Logged as a warning; the place to alert the operator from.
 */
function onRegistryFundsNotice(
  logger: Logger,
  notice: { livemode: boolean; registryMsgId: string; text: string; raw: string },
): void {
  logger.warn("registry funds notice", {
    livemode: notice.livemode,
    registry_msg_id: notice.registryMsgId,
    message: notice.text,
  });
}

async function heldDomain(c: MessageContext, name: string): Promise<DomainRow | undefined> {
  const [row] = await c.tx
    .select()
    .from(domains)
    .where(
      and(
        eq(domains.name, name),
        eq(domains.livemode, c.livemode),
        inArray(domains.status, ["active", "expired"]),
      ),
    )
    .for("update");
  return row;
}

const event = (c: MessageContext, d: DomainRow) => ({
  organizationId: d.organizationId,
  livemode: d.livemode,
  at: c.now,
});

async function onTransfer(c: MessageContext, m: RegistryMessage): Promise<string> {
  if (!m.transferAway) return "a transfer to this registrar: stored only";
  const d = m.domain ? await heldDomain(c, m.domain) : undefined;
  if (!d) return "a transfer of a domain not held here: stored only";
  const status = m.transferStatus ?? "";
  const gaining = m.otherParty ?? null;
  if (status === "pending") {
    await transferAwayRequested(c.tx, d, {
      gaining,
      requestedAt: m.queuedAt ?? c.now,
      autoApproveAt: m.actionDate ?? null,
      now: c.now,
    });
    return "transfer away requested: domain.transfer_requested sent";
  }
  if (status === "clientApproved" || status === "serverApproved") {
    await transferAwayEnded(
      c.tx,
      d,
      { trStatus: status, gaining },
      { now: c.now, answeredBy: null },
    );
    return `transferred away (${status}): the domain left the account`;
  }
  if (status === "clientRejected" || status === "clientCancelled" || status === "serverCancelled") {
    await transferAwayEnded(c.tx, d, { trStatus: status }, { now: c.now, answeredBy: null });
    return `transfer away ended (${status}): the domain stays`;
  }
  c.logger.warn("registry transfer message with an unknown status", { domain: d.name, status });
  return `transfer with unknown status ${status}: stored only`;
}

async function onPendingAction(c: MessageContext, m: RegistryMessage): Promise<string> {
  if (!m.domain) return "a pending action without a domain: stored only";
  const [order] = await c.tx
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.domainName, m.domain),
        eq(orders.livemode, c.livemode),
        eq(orders.status, "processing"),
        eq(orders.registryStatus, "pending_create"),
      ),
    )
    .for("update");
  if (order) {
    if (m.approved && c.expiry) {
      await c.settleCreate(c.tx, order, { expiresAt: c.expiry });
      return `pending create approved: order ${order.id} completed`;
    }
    if (m.approved) {
      // Approved but domain:info shows no expiry yet: the lease recovery settles it by info.
      return `pending create approved, no expiry yet: order ${order.id} left to recovery`;
    }
    await c.settleCreate(c.tx, order, { refused: "the registry refused the pending registration" });
    return `pending create refused: order ${order.id} failed and refunded`;
  }
  const d = await heldDomain(c, m.domain);
  if (!d) return "a pending action for nothing held here: stored only";
  // A pending renewal: the domain's expiry becomes the registry's, whatever was answered.
  if (c.expiry && c.expiry.getTime() !== d.expiresAt.getTime()) {
    await c.tx
      .update(domains)
      .set({ expiresAt: c.expiry, updatedAt: c.now })
      .where(eq(domains.id, d.id));
  }
  if (m.approved) return "pending renewal approved: expiry as the registry has it";
  c.logger.warn("registry refused a pending renewal", {
    domain: d.name,
    expires_at: (c.expiry ?? d.expiresAt).toISOString(),
  });
  // The renewal it refused: the domain's latest charge (its years and trigger).
  const [charge] = await c.tx
    .select()
    .from(renewalCharges)
    .where(eq(renewalCharges.domainId, d.id))
    .orderBy(desc(renewalCharges.createdAt))
    .limit(1);
  // What the organization's balance paid for it is given back (once: refunds are keyed by
  // the debit). A card-paid renewal order is the operator's to refund (the warning above).
  const [debit] = await c.tx
    .select()
    .from(balanceEntries)
    .where(
      and(
        eq(balanceEntries.domainId, d.id),
        inArray(balanceEntries.kind, ["renewal", "auto_renewal"]),
      ),
    )
    .orderBy(desc(balanceEntries.createdAt))
    .limit(1);
  if (debit) {
    await refundDebit(c.tx, debit, {
      reason: `the registry refused the pending renewal of ${d.name}`,
      now: c.now,
    });
  }
  await appendEvent(c.tx, {
    ...event(c, d),
    type: "domain.renewal_failed",
    data: {
      domain_id: d.id,
      domain: d.name,
      years: charge?.years ?? 1,
      trigger: charge?.trigger ?? "api",
      expires_at: (c.expiry ?? d.expiresAt).toISOString(),
      error: "the registry refused the pending renewal",
    },
  });
  return `pending renewal refused: expiry restored to the registry's, operator warned${debit ? ", balance refunded" : ""}`;
}

async function onDeleted(c: MessageContext, m: RegistryMessage): Promise<string> {
  const d = m.domain ? await heldDomain(c, m.domain) : undefined;
  if (!d) return "a deletion of a domain not held here: stored only";
  await leaveAccount(c.tx, d, "deleted", c.now);
  await appendEvent(c.tx, {
    ...event(c, d),
    type: "domain.deleted",
    data: { domain_id: d.id, domain: d.name },
  });
  return "deleted by the registry: the domain left the account";
}

/** Acts on one message, in the transaction that stores it; returns what was done, in words. */
export async function actOnMessage(c: MessageContext, m: RegistryMessage): Promise<string> {
  switch (m.kind) {
    case "transfer":
      return onTransfer(c, m);
    case "pending_action":
      return onPendingAction(c, m);
    case "deleted":
      return onDeleted(c, m);
    case "funds":
      onRegistryFundsNotice(c.logger, {
        livemode: c.livemode,
        registryMsgId: m.id,
        text: m.text,
        raw: m.raw,
      });
      // Funds the registry says are there lift a hold set by a 2104 (orders resume).
      if (m.availableCredit !== undefined) {
        const lifted = await recordRegistryFunds(c.tx, {
          livemode: c.livemode,
          now: c.now,
          balance: m.availableCredit,
          source: m.text,
          logger: c.logger,
        });
        if (lifted) return "funds notice: operator warned; funds available, waiting orders resume";
      }
      return "funds notice: operator warned";
    default:
      c.logger.info("registry message stored", { registry_msg_id: m.id, message: m.text });
      return "stored only";
  }
}

/** Stores a message; false when it was stored before (a re-read after a crash before the ack). */
export async function storeMessage(
  c: MessageContext,
  m: RegistryMessage,
  act: () => Promise<string>,
): Promise<boolean> {
  const [row] = await c.tx
    .insert(registryMessages)
    .values({
      id: randomUUID(),
      livemode: c.livemode,
      registryMsgId: m.id,
      queuedAt: m.queuedAt ?? null,
      message: m.text,
      kind: m.kind,
      domainName: m.domain ?? null,
      raw: m.raw,
      action: "",
      receivedAt: c.now,
    })
    .onConflictDoNothing()
    .returning({ id: registryMessages.id });
  if (!row) return false;
  const action = await act();
  await c.tx.update(registryMessages).set({ action }).where(eq(registryMessages.id, row.id));
  return true;
}

export const markAcked = (db: DbOrTx, livemode: boolean, msgId: string, now: Date) =>
  db
    .update(registryMessages)
    .set({ ackedAt: now })
    .where(
      and(
        eq(registryMessages.livemode, livemode),
        eq(registryMessages.registryMsgId, msgId),
        sql`${registryMessages.ackedAt} IS NULL`,
      ),
    );
