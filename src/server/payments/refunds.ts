import { and, eq, inArray, isNotNull, sql } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import type { Db } from "../db/database";
import { recordAudit, type UserActor } from "../audit/audit-log";
import { conflict } from "../http/errors";
import type { Scope } from "../http/scope";
import { getOwnOrder } from "../orders/orders";
import { type OrderRow } from "../orders/order-states";
import { paymentAllocations, refunds } from "../orders/schema";
import { payments } from "./schema";

/**
 * An admin's refund by hand of an order that ended without a domain (`failed` or `cancelled`)
 * and whose money is not back with the payer: each Stripe payment of the order without a
 * refund under way is (again) put in the refund outbox, named after the admin, and the action
 * is audited. 409 for any other order: a completed order keeps its domain and its payment, and
 * one paid by wire or by the sandbox card was refunded when it ended.
 */
export async function refundByHand(
  db: Db,
  actor: UserActor,
  scope: Scope,
  input: { orderId: string; now: Date },
): Promise<{ order: OrderRow; queued: number }> {
  return db.transaction(async (tx) => {
    const order = await getOwnOrder(tx, scope, input.orderId, true);
    if (order.status !== "failed" && order.status !== "cancelled") {
      throw conflict(
        "invalid_state",
        `Order ${order.id} is ${order.status}; only a failed or cancelled order that was paid can be refunded.`,
      );
    }
    const paid = await tx
      .select({
        paymentId: paymentAllocations.paymentId,
        amount: sql<string>`sum(${paymentAllocations.amount})::text`,
        currency: payments.currency,
      })
      .from(paymentAllocations)
      .innerJoin(payments, eq(payments.id, paymentAllocations.paymentId))
      .where(
        and(eq(paymentAllocations.orderId, order.id), isNotNull(paymentAllocations.refundThrough)),
      )
      .groupBy(paymentAllocations.paymentId, payments.currency);
    let queued = 0;
    for (const p of paid) {
      const reason = "refunded by hand by an admin";
      // A refund that failed or was cancelled is asked for again; one under way or done is left.
      const [again] = await tx
        .update(refunds)
        .set({
          status: "requested",
          stripeRefund: null,
          failureReason: null,
          reason,
          requestedBy: actor.email,
          updatedAt: input.now,
        })
        .where(
          and(
            eq(refunds.orderId, order.id),
            eq(refunds.paymentId, p.paymentId),
            inArray(refunds.status, ["failed", "canceled"]),
          ),
        )
        .returning({ id: refunds.id });
      const [made] = again
        ? [again]
        : await tx
            .insert(refunds)
            .values({
              id: randomUUID(),
              orderId: order.id,
              paymentId: p.paymentId,
              amount: p.amount,
              currency: p.currency,
              status: "requested",
              reason,
              requestedBy: actor.email,
              createdAt: input.now,
              updatedAt: input.now,
            })
            .onConflictDoNothing()
            .returning({ id: refunds.id });
      if (made) queued++;
    }
    if (queued === 0) {
      throw conflict(
        "invalid_state",
        `Order ${order.id} has no payment left to refund: its refunds are under way or done (see \`refunds\`).`,
      );
    }
    await recordAudit(tx, actor, {
      action: "order.refunded_by_hand",
      targetType: "order",
      targetId: order.id,
      details: { payments: queued },
      at: input.now,
    });
    return { order, queued };
  });
}
