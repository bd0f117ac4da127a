import { and, eq, inArray, isNotNull, ne, sql } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import type Stripe from "stripe";
import type { Db, DbOrTx } from "../../db/database";
import { creditBalance } from "../../balances/ledger";
import { balanceEntries } from "../../balances/schema";
import type { Logger } from "../../logger";
import { ApiError } from "../../http/errors";
import {
  orders,
  paymentAllocations,
  paymentDisputes,
  refunds,
  type RefundStatus,
} from "../../orders/schema";
import { transitionOrder } from "../../orders/order-states";
import { allocatePayment } from "../payments";
import { payments, stripeCheckoutSessions } from "../schema";
import type { StripeGateway } from "./gateway";
import { fromMinorUnits } from "./minor-units";

/** What applying Stripe's news needs. */
export type SettleDeps = { db: Db; now: () => Date; logger: Logger };

/** What changed, for the caller to wake the workers that act on it. */
export type Settled = { paid: boolean; refundRequested: boolean };

const idOf = (ref: string | { id: string } | null | undefined) =>
  ref == null ? null : typeof ref === "string" ? ref : ref.id;

/**
 * Our record of a session as Stripe says it is (made here when the process stopped between
 * making the session and recording it). Stripe keeps a session whose delayed payment failed
 * `unpaid`; ours says `failed`, so a new session may be offered, and a later read of the
 * session does not undo it.
 */
async function recordSession(
  tx: DbOrTx,
  now: Date,
  session: Stripe.Checkout.Session,
  own: {
    organizationId: string;
    purpose: "order" | "top_up";
    orderId: string | null;
    currency: string;
    asyncPaymentFailed?: boolean;
  },
) {
  const row = {
    status: session.status ?? "open",
    paymentStatus: own.asyncPaymentFailed
      ? "failed"
      : sql<string>`CASE WHEN ${stripeCheckoutSessions.paymentStatus} = 'failed' THEN 'failed' ELSE ${session.payment_status} END`,
    paymentIntent: idOf(session.payment_intent),
    updatedAt: now,
  };
  const currency = session.currency ?? own.currency;
  await tx
    .insert(stripeCheckoutSessions)
    .values({
      id: session.id,
      organizationId: own.organizationId,
      purpose: own.purpose,
      orderId: own.orderId,
      attempt: Number(session.metadata?.attempt ?? 0) || 1,
      url: session.url ?? "",
      amount: fromMinorUnits(session.amount_total ?? 0, currency),
      currency: currency.toUpperCase(),
      expiresAt: new Date(session.expires_at * 1000),
      createdAt: new Date(session.created * 1000),
      ...row,
      paymentStatus: own.asyncPaymentFailed ? "failed" : session.payment_status,
    })
    .onConflictDoUpdate({ target: stripeCheckoutSessions.id, set: row });
}

/**
 * A card top-up of an organization's live balance: recorded, and once paid credited to the
 * balance exactly once (one ledger entry per session, by a unique index).
 */
async function applyTopUp(deps: SettleDeps, session: Stripe.Checkout.Session) {
  const organizationId = session.metadata?.organization_id;
  if (!organizationId) return;
  const currency = (session.currency ?? "usd").toUpperCase();
  await deps.db.transaction(async (tx) => {
    await recordSession(tx, deps.now(), session, {
      organizationId,
      purpose: "top_up",
      orderId: null,
      currency,
    });
    if (session.status !== "complete" || session.payment_status !== "paid") return;
    const [done] = await tx
      .select({ id: balanceEntries.id })
      .from(balanceEntries)
      .where(and(eq(balanceEntries.kind, "top_up_card"), eq(balanceEntries.reference, session.id)));
    if (done) return;
    await creditBalance(tx, {
      organizationId,
      amount: fromMinorUnits(session.amount_total ?? 0, currency),
      currency,
      kind: "top_up_card",
      reference: session.id,
      description: "Card top-up",
      actor: "stripe",
      now: deps.now(),
    });
  });
}

/**
 * Brings our record of a Checkout Session up to what Stripe says of it (from a webhook, the
 * return from checkout, or the reconciliation pass: the same function, so each path is safe to
 * repeat). A session complete and `paid` records its payment once (the session id is unique
 * among payments) and allocates it to its order, which becomes `ready_to_process`. A payment
 * its order can no longer take (cancelled meanwhile, or paid by another session) is kept and
 * returned to the payer by a refund.
 */
export async function applyCheckoutSession(
  deps: SettleDeps,
  session: Stripe.Checkout.Session,
  { asyncPaymentFailed = false }: { asyncPaymentFailed?: boolean } = {},
): Promise<Settled> {
  if (session.metadata?.kind === "top_up") {
    await applyTopUp(deps, session);
    return { paid: false, refundRequested: false };
  }
  const orderId = session.metadata?.order_id;
  if (!orderId) return { paid: false, refundRequested: false };
  return deps.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
    if (!order) {
      deps.logger.warn("stripe checkout session for an unknown order", { session: session.id });
      return { paid: false, refundRequested: false };
    }
    await recordSession(tx, deps.now(), session, {
      organizationId: order.organizationId,
      purpose: "order",
      orderId,
      currency: order.currency,
      asyncPaymentFailed,
    });
    const now = deps.now();
    if (session.status !== "complete" || session.payment_status !== "paid") {
      return { paid: false, refundRequested: false };
    }
    const amount = fromMinorUnits(session.amount_total ?? 0, session.currency ?? order.currency);
    const [payment] = await tx
      .insert(payments)
      .values({
        id: randomUUID(),
        organizationId: order.organizationId,
        livemode: order.livemode,
        amount,
        currency: (session.currency ?? order.currency).toUpperCase(),
        method: "card",
        reference: `stripe ${idOf(session.payment_intent) ?? session.id}`,
        receivedAt: now,
        stripeCheckoutSession: session.id,
        stripePaymentIntent: idOf(session.payment_intent),
      })
      .onConflictDoNothing({ target: payments.stripeCheckoutSession })
      .returning();
    // Recorded before (a redelivered event, or the return and the webhook both): nothing to do.
    if (!payment) return { paid: false, refundRequested: false };
    try {
      await allocatePayment(tx, {
        organizationId: order.organizationId,
        livemode: order.livemode,
        paymentId: payment.id,
        orderId,
        now,
        refundThrough: "stripe",
      });
      return { paid: true, refundRequested: false };
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      // The order took no payment: the money goes back to the payer.
      deps.logger.warn("stripe payment its order could not take: refunding it", {
        order_id: orderId,
        payment_id: payment.id,
        reason: err.message,
      });
      await tx.insert(refunds).values({
        id: randomUUID(),
        orderId,
        paymentId: payment.id,
        amount,
        currency: payment.currency,
        status: "requested",
        reason: `the order could not take the payment: ${err.message}`,
        createdAt: now,
        updatedAt: now,
      });
      return { paid: false, refundRequested: true };
    }
  });
}

const REFUND_STATUS: Record<string, RefundStatus> = {
  pending: "pending",
  requires_action: "pending",
  succeeded: "succeeded",
  failed: "failed",
  canceled: "canceled",
};

/**
 * Brings our record of a refund up to what Stripe says of it. When every refund of an order
 * has succeeded, a failed or cancelled order becomes `refunded`; a refund that failed is
 * logged as an error for the operator (the money is still with us, owed to the payer).
 */
export async function applyRefund(deps: SettleDeps, refund: Stripe.Refund): Promise<void> {
  const now = deps.now();
  const ownId = refund.metadata?.refund_id;
  const status = REFUND_STATUS[refund.status ?? "pending"] ?? "pending";
  await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(refunds)
      .set({
        status,
        stripeRefund: refund.id,
        failureReason: refund.failure_reason ?? null,
        updatedAt: now,
      })
      .where(
        and(
          ownId ? eq(refunds.id, ownId) : eq(refunds.stripeRefund, refund.id),
          // A settled refund stays settled: an older event arriving late changes nothing.
          inArray(refunds.status, ["requested", "pending"]),
        ),
      )
      .returning();
    if (!row) return;
    if (status === "failed" || status === "canceled") {
      deps.logger.error("stripe refund failed: the payer is still owed the money", {
        order_id: row.orderId,
        refund_id: row.id,
        stripe_refund: refund.id,
        failure_reason: refund.failure_reason ?? status,
      });
      return;
    }
    // A payment the order never took (it came after a cancellation) leaves the order as it is.
    const [took] = await tx
      .select({ id: paymentAllocations.id })
      .from(paymentAllocations)
      .where(
        and(
          eq(paymentAllocations.orderId, row.orderId),
          eq(paymentAllocations.paymentId, row.paymentId),
        ),
      )
      .limit(1);
    if (status !== "succeeded" || !took) return;
    const [open] = await tx
      .select({ id: refunds.id })
      .from(refunds)
      .where(and(eq(refunds.orderId, row.orderId), ne(refunds.status, "succeeded")))
      .limit(1);
    if (open) return;
    await transitionOrder(tx, row.orderId, "refunded", {
      from: ["failed", "cancelled"],
      now,
      reason: "payments returned to the payer",
    });
  });
}

/** Records (or updates) a dispute of a card payment, and logs it for the operator. */
export async function applyDispute(deps: SettleDeps, dispute: Stripe.Dispute): Promise<void> {
  const now = deps.now();
  const intent = idOf(dispute.payment_intent);
  if (!intent) return;
  const [payment] = await deps.db
    .select({ id: payments.id })
    .from(payments)
    .where(eq(payments.stripePaymentIntent, intent))
    .limit(1);
  const values = {
    status: dispute.status,
    reason: dispute.reason,
    amount: fromMinorUnits(dispute.amount, dispute.currency),
    currency: dispute.currency.toUpperCase(),
    updatedAt: now,
  };
  await deps.db
    .insert(paymentDisputes)
    .values({
      id: dispute.id,
      paymentId: payment?.id ?? null,
      stripePaymentIntent: intent,
      createdAt: new Date(dispute.created * 1000),
      ...values,
    })
    .onConflictDoUpdate({ target: paymentDisputes.id, set: values });
  deps.logger.warn("card payment disputed", {
    dispute: dispute.id,
    payment_id: payment?.id ?? null,
    status: dispute.status,
    reason: dispute.reason,
  });
}

/** Reads from Stripe the refunds under way of a PaymentIntent, and applies what it says. */
export async function refreshRefunds(
  deps: SettleDeps & { stripe: StripeGateway },
  paymentIntent: string,
): Promise<void> {
  const open = await deps.db
    .select({ stripeRefund: refunds.stripeRefund })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(
      and(
        eq(payments.stripePaymentIntent, paymentIntent),
        eq(refunds.status, "pending"),
        isNotNull(refunds.stripeRefund),
      ),
    );
  for (const r of open) {
    await applyRefund(deps, await deps.stripe.client.refunds.retrieve(r.stripeRefund!));
  }
}
