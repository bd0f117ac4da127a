import { and, asc, eq, inArray, isNotNull, lt, notExists, notInArray, or, sql } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import Stripe from "stripe";
import { orders, paymentAllocations, refunds } from "../../orders/schema";
import { startBackgroundLoop } from "../../workers/background-loop";
import { payments, stripeCheckoutSessions, stripeEvents } from "../schema";
import type { StripeGateway } from "./gateway";
import { toMinorUnits } from "./minor-units";
import { closeSession } from "./checkout-sessions";
import { applyCheckoutSession, applyRefund, type SettleDeps } from "./settle";

export type PaymentsWorkerDeps = SettleDeps & {
  stripe: StripeGateway;
  /** Wakes the order worker when a payment made an order ready. */
  kickOrders: () => void;
};

/** Sessions live at most 24 hours: a day and an hour back covers every one still unsettled. */
const RECONCILE_WINDOW_S = 25 * 3600;
/** A refund Stripe has not settled by webhook after this long is asked about. */
const REFUND_QUIET_MS = 10 * 60_000;

/**
 * Orders that ended without a domain (failed, cancelled) after a payment that goes back
 * through Stripe get one refund per payment, in the `requested` outbox.
 */
async function queueRefunds(deps: PaymentsWorkerDeps): Promise<number> {
  const now = deps.now();
  const due = await deps.db
    .select({
      orderId: paymentAllocations.orderId,
      paymentId: paymentAllocations.paymentId,
      amount: sql<string>`sum(${paymentAllocations.amount})::text`,
      currency: payments.currency,
      status: orders.status,
    })
    .from(paymentAllocations)
    .innerJoin(orders, eq(orders.id, paymentAllocations.orderId))
    .innerJoin(payments, eq(payments.id, paymentAllocations.paymentId))
    .where(
      and(
        eq(paymentAllocations.refundThrough, "stripe"),
        inArray(orders.status, ["failed", "cancelled"]),
        notExists(
          deps.db
            .select({ one: sql`1` })
            .from(refunds)
            .where(
              and(
                eq(refunds.orderId, paymentAllocations.orderId),
                eq(refunds.paymentId, paymentAllocations.paymentId),
              ),
            ),
        ),
      ),
    )
    .groupBy(
      paymentAllocations.orderId,
      paymentAllocations.paymentId,
      payments.currency,
      orders.status,
    )
    .limit(100);
  for (const r of due) {
    await deps.db
      .insert(refunds)
      .values({
        id: randomUUID(),
        orderId: r.orderId,
        paymentId: r.paymentId,
        amount: r.amount,
        currency: r.currency,
        status: "requested",
        reason: r.status === "failed" ? "the registration failed" : "the order was cancelled",
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing();
  }
  return due.length;
}

/**
 * Sends the `requested` refunds to Stripe, each with its own id as the idempotency key (a
 * retry after a lost answer never refunds twice). A refund Stripe refuses is marked failed and
 * logged for the operator; a network failure leaves it for the next pass.
 */
async function sendRefunds(deps: PaymentsWorkerDeps): Promise<number> {
  const due = await deps.db
    .select({ refund: refunds, intent: payments.stripePaymentIntent })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(and(eq(refunds.status, "requested"), isNotNull(payments.stripePaymentIntent)))
    .orderBy(asc(refunds.createdAt))
    .limit(20);
  for (const { refund, intent } of due) {
    try {
      const made = await deps.stripe.client.refunds.create(
        {
          payment_intent: intent!,
          amount: toMinorUnits(refund.amount, refund.currency),
          metadata: { refund_id: refund.id, order_id: refund.orderId },
        },
        { idempotencyKey: `refund-${refund.id}` },
      );
      await applyRefund(deps, made);
    } catch (err) {
      if (!(err instanceof Stripe.errors.StripeInvalidRequestError)) throw err;
      await deps.db
        .update(refunds)
        .set({ status: "failed", failureReason: err.message, updatedAt: deps.now() })
        .where(eq(refunds.id, refund.id));
      deps.logger.error("stripe refused a refund: the payer is still owed the money", {
        order_id: refund.orderId,
        refund_id: refund.id,
        error: err.message,
      });
    }
  }
  return due.length;
}

/**
 * What a lost webhook would have said: the sessions Stripe made in the last day that our
 * record still shows open or awaiting a delayed payment, and refunds pending for a while, are
 * read from Stripe and applied (a lost webhook delays a payment, never loses it).
 */
async function reconcileStripe(deps: PaymentsWorkerDeps): Promise<number> {
  const now = deps.now();
  const since = Math.floor(now.getTime() / 1000) - RECONCILE_WINDOW_S;
  const unsettled = await deps.db
    .select({ id: stripeCheckoutSessions.id })
    .from(stripeCheckoutSessions)
    .where(
      or(
        eq(stripeCheckoutSessions.status, "open"),
        and(
          eq(stripeCheckoutSessions.status, "complete"),
          eq(stripeCheckoutSessions.paymentStatus, "unpaid"),
        ),
      ),
    );
  const waiting = new Set(unsettled.map((s) => s.id));
  let applied = 0;
  if (waiting.size > 0) {
    for await (const session of deps.stripe.client.checkout.sessions.list({
      created: { gte: since },
      limit: 100,
    })) {
      if (!waiting.has(session.id)) continue;
      const settled = await applyCheckoutSession(deps, session);
      if (settled.paid) deps.kickOrders();
      waiting.delete(session.id);
      applied++;
    }
  }
  const quiet = await deps.db
    .select({ stripeRefund: refunds.stripeRefund })
    .from(refunds)
    .where(
      and(
        eq(refunds.status, "pending"),
        isNotNull(refunds.stripeRefund),
        lt(refunds.updatedAt, new Date(now.getTime() - REFUND_QUIET_MS)),
      ),
    )
    .limit(50);
  for (const r of quiet) {
    await applyRefund(deps, await deps.stripe.client.refunds.retrieve(r.stripeRefund!));
    applied++;
  }
  return applied;
}

/**
 * Open sessions of orders that no longer take a payment (cancelled, or paid another way) are
 * expired at Stripe, so the payer cannot pay what is no longer owed; one paid meanwhile is
 * settled (and refunded if its order cannot take it).
 */
async function closeStaleSessions(deps: PaymentsWorkerDeps): Promise<number> {
  const stale = await deps.db
    .select({ id: stripeCheckoutSessions.id })
    .from(stripeCheckoutSessions)
    .innerJoin(orders, eq(orders.id, stripeCheckoutSessions.orderId))
    .where(
      and(
        eq(stripeCheckoutSessions.status, "open"),
        notInArray(orders.status, ["pending", "price_changed"]),
      ),
    )
    .limit(50);
  for (const { id } of stale) await closeSession(deps, id);
  return stale.length;
}

/** Stripe retries an event for three days: ids older than a month are forgotten. */
const EVENT_MEMORY_MS = 30 * 24 * 3_600_000;

async function forgetOldEvents(deps: PaymentsWorkerDeps): Promise<number> {
  const gone = await deps.db
    .delete(stripeEvents)
    .where(lt(stripeEvents.receivedAt, new Date(deps.now().getTime() - EVENT_MEMORY_MS)))
    .returning({ id: stripeEvents.id });
  return gone.length;
}

/** One pass: refunds queued and sent, then (when due) the reconciliation with Stripe. */
export async function runPaymentsPass(
  deps: PaymentsWorkerDeps,
  { reconcile }: { reconcile: boolean },
): Promise<number> {
  const closed = await closeStaleSessions(deps);
  const queued = await queueRefunds(deps);
  const sent = await sendRefunds(deps);
  const reconciled = reconcile ? (await reconcileStripe(deps)) + (await forgetOldEvents(deps)) : 0;
  return closed + queued + sent + reconciled;
}

/**
 * The payments worker: refunds every `intervalMs`, reconciliation every
 * `reconcileIntervalMs`. `runOnce()` runs a full pass now (tests), `kick()` a refund pass soon.
 */
export function startPaymentsWorker(
  deps: PaymentsWorkerDeps,
  { intervalMs, reconcileIntervalMs }: { intervalMs: number; reconcileIntervalMs: number },
) {
  let lastReconcile = 0;
  const loop = startBackgroundLoop(
    "payments",
    () => {
      const reconcile = Date.now() - lastReconcile >= reconcileIntervalMs;
      if (reconcile) lastReconcile = Date.now();
      return runPaymentsPass(deps, { reconcile });
    },
    { intervalMs, logger: deps.logger },
  );
  return {
    runOnce: () => runPaymentsPass(deps, { reconcile: true }),
    kick: () => void loop.runOnce(),
    stop: () => loop.stop(),
  };
}
