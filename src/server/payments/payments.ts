import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import type { Db } from "../db/database";
import { groupRows } from "../db/group-rows";
import { orders, paymentAllocations } from "../orders/schema";
import { payments } from "./schema";
import { conflict } from "../http/errors";
import { owned, type Scope } from "../http/scope";
import { transitionOrder, type OrderRow } from "../orders/order-states";
import { amountPaidCents } from "../orders/orders";
import { formatCents, toCents } from "../../contract/money";

export type PaymentRow = typeof payments.$inferSelect;

export async function recordPayment(
  db: Db,
  input: {
    organizationId: string;
    livemode: boolean;
    amount: string;
    currency: string;
    method: "wire" | "card";
    reference?: string | null;
    receivedAt: Date;
    stripeCheckoutSession?: string;
    stripePaymentIntent?: string | null;
  },
): Promise<PaymentRow> {
  const [row] = await db
    .insert(payments)
    .values({
      id: randomUUID(),
      organizationId: input.organizationId,
      livemode: input.livemode,
      amount: formatCents(toCents(input.amount)),
      currency: input.currency,
      method: input.method,
      reference: input.reference ?? null,
      receivedAt: input.receivedAt,
      stripeCheckoutSession: input.stripeCheckoutSession ?? null,
      stripePaymentIntent: input.stripePaymentIntent ?? null,
    })
    .returning();
  return row!;
}

async function allocatedCents(db: Db, paymentId: string) {
  const [row] = await db
    .select({ total: sql<string | null>`sum(${paymentAllocations.amount})` })
    .from(paymentAllocations)
    .where(eq(paymentAllocations.paymentId, paymentId));
  return row?.total != null ? toCents(String(row.total)) : 0n;
}

/** A payment of the caller's organization and mode: 404 when unknown, 403 when another's. */
export async function getOwnPayment(db: Db, scope: Scope, paymentId: string, lock = false) {
  const q = db.select().from(payments).where(eq(payments.id, paymentId));
  const [row] = lock ? await q.for("update") : await q;
  return owned(row, scope, { noun: "payment", notFound: "Payment not found" });
}

/**
 * Payments as the API shows them (a list page), each with its allocations and what is left:
 * one query whatever the number of payments, in the order of `rows`. The sums are exact (cents).
 */
export async function paymentViews(db: Db, rows: readonly PaymentRow[]) {
  if (rows.length === 0) return [];
  const allocations = await db
    .select({
      id: paymentAllocations.id,
      paymentId: paymentAllocations.paymentId,
      orderId: paymentAllocations.orderId,
      amount: paymentAllocations.amount,
      createdAt: paymentAllocations.createdAt,
      domainName: orders.domainName,
    })
    .from(paymentAllocations)
    .innerJoin(orders, eq(orders.id, paymentAllocations.orderId))
    .where(
      inArray(
        paymentAllocations.paymentId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(paymentAllocations.createdAt), asc(paymentAllocations.id));
  const allocationsOf = groupRows(allocations, (a) => a.paymentId);
  return rows.map((row) => {
    const own = allocationsOf.get(row.id) ?? [];
    const allocated = own.reduce((sum, a) => sum + toCents(a.amount), 0n);
    return {
      payment_id: row.id,
      livemode: row.livemode,
      amount: row.amount,
      currency: row.currency,
      method: row.method,
      reference: row.reference,
      received_at: row.receivedAt.toISOString(),
      allocated: formatCents(allocated),
      unallocated: formatCents(toCents(row.amount) - allocated),
      allocations: own.map((a) => ({
        allocation_id: a.id,
        order_id: a.orderId,
        domain_name: a.domainName,
        amount: a.amount,
        created_at: a.createdAt.toISOString(),
      })),
    };
  });
}

/** A reference as people type it: case and every space or dash aside (`rg-ab 12` = `RGAB12`). */
const referenceKey = (text: string) => text.toUpperCase().replace(/[\s-]+/g, "");

/**
 * The orders a payment with money left most likely pays, best first: an order awaiting payment
 * whose payment reference is the payment's (`reference`), then those that still owe exactly
 * what is left (`amount`); same organization, mode and currency. At most five. The operator
 * confirms each (nothing is allocated here). `unallocated` is what the payment's view says is
 * left (its allocations already read there).
 */
export async function suggestedOrders(db: Db, payment: PaymentRow, unallocated: string) {
  const left = toCents(unallocated);
  if (left <= 0n) return [];
  const waiting = await db
    .select({
      id: orders.id,
      domainName: orders.domainName,
      paymentReference: orders.paymentReference,
      price: orders.price,
      paid: sql<string>`COALESCE((SELECT sum(a.amount) FROM payment_allocations a WHERE a.order_id = ${orders.id}), 0)`,
    })
    .from(orders)
    .where(
      and(
        eq(orders.organizationId, payment.organizationId),
        eq(orders.livemode, payment.livemode),
        eq(orders.currency, payment.currency),
        inArray(orders.status, ["pending", "price_changed"]),
      ),
    )
    .orderBy(asc(orders.createdAt));
  const wanted = payment.reference ? referenceKey(payment.reference) : null;
  const scored = waiting.flatMap((o) => {
    const owed = toCents(o.price) - toCents(String(o.paid));
    if (owed <= 0n) return [];
    const match =
      wanted && referenceKey(o.paymentReference) === wanted
        ? ("reference" as const)
        : owed === left
          ? ("amount" as const)
          : null;
    return match
      ? [
          {
            order_id: o.id,
            domain_name: o.domainName,
            payment_reference: o.paymentReference,
            owed: formatCents(owed),
            match,
          },
        ]
      : [];
  });
  scored.sort((a, b) => (a.match === b.match ? 0 : a.match === "reference" ? -1 : 1));
  return scored.slice(0, 5);
}

/** One payment as the API shows it (see {@link paymentViews}). */
export async function paymentView(db: Db, row: PaymentRow) {
  const [view] = await paymentViews(db, [row]);
  return view!;
}

/**
 * Allocates (part of) a payment to an order, in one transaction holding both rows locked, so
 * concurrent allocations can never over-allocate the payment nor over-pay the order. The
 * amount defaults to what the order still owes, capped by what the payment has left. An
 * order paid in full moves from `pending` to `ready_to_process`.
 */
export async function allocatePayment(
  db: Db,
  input: Scope & {
    paymentId: string;
    orderId: string;
    amount?: string | null;
    now: Date;
    /** Set for a payment that goes back to its payer through the provider (Stripe). */
    refundThrough?: "stripe";
  },
): Promise<{ allocationId: string; amount: string; order: OrderRow }> {
  return db.transaction(async (tx) => {
    const payment = await getOwnPayment(tx, input, input.paymentId, true);
    const [found] = await tx
      .select()
      .from(orders)
      .where(eq(orders.id, input.orderId))
      .for("update");
    const order = owned(found, input, { noun: "order", notFound: "Order not found" });
    if (order.status !== "pending" && order.status !== "price_changed") {
      throw conflict(
        "invalid_state",
        `The order for ${order.domainName} (${order.id}) is ${order.status}; payments can be allocated to pending orders only.`,
      );
    }
    if (order.currency !== payment.currency) {
      throw conflict(
        "allocation_refused",
        `The payment is in ${payment.currency} but the order is in ${order.currency}.`,
      );
    }
    const left = toCents(payment.amount) - (await allocatedCents(tx, payment.id));
    const owed = toCents(order.price) - (await amountPaidCents(tx, order.id));
    const amount = input.amount != null ? toCents(input.amount) : left < owed ? left : owed;
    if (amount <= 0n) {
      throw conflict(
        "allocation_refused",
        owed <= 0n
          ? `The order for ${order.domainName} (${order.id}) is already paid in full.`
          : `Payment ${payment.id} is fully allocated.`,
      );
    }
    if (amount > left) {
      throw conflict(
        "allocation_refused",
        `Only ${formatCents(left)} ${payment.currency} of payment ${payment.id} is left to allocate.`,
      );
    }
    if (amount > owed) {
      throw conflict(
        "allocation_refused",
        `Order ${order.id} owes only ${formatCents(owed)} ${order.currency}; allocate at most that.`,
      );
    }
    const allocationId = randomUUID();
    await tx.insert(paymentAllocations).values({
      id: allocationId,
      paymentId: payment.id,
      orderId: order.id,
      amount: formatCents(amount),
      createdAt: input.now,
      refundThrough: input.refundThrough ?? null,
    });
    let current: OrderRow = order;
    if (amount === owed && order.status === "pending") {
      current =
        (await transitionOrder(tx, order.id, "ready_to_process", {
          from: ["pending"],
          now: input.now,
          reason: "paid in full",
        })) ?? order;
    }
    return { allocationId, amount: formatCents(amount), order: current };
  });
}
