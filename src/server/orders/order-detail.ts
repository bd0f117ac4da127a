import { asc, eq, inArray, sql } from "drizzle-orm";
import { groupRows } from "../db/group-rows";
import { formatCents, toCents } from "../../contract/money";
import type { OrderRow } from "./order-states";
import { toOrderResponse, type OrderDeps } from "./orders";
import { orderTransitions, paymentAllocations, paymentDisputes, refunds } from "./schema";

/**
 * The full views of several orders (a list page): the response fields, payments, timeline and
 * outcome, in four queries whatever the number of orders (each reads every order's rows at
 * once), in the order of `rows`.
 */
export async function orderDetails(deps: OrderDeps, rows: readonly OrderRow[]) {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  // One after another: on PostgreSQL, at once would take four of the pool's connections.
  const transitions = await deps.db
    .select()
    .from(orderTransitions)
    .where(inArray(orderTransitions.orderId, ids))
    .orderBy(asc(orderTransitions.id));
  const paidRows = await deps.db
    .select({
      orderId: paymentAllocations.orderId,
      total: sql<string>`sum(${paymentAllocations.amount})`,
    })
    .from(paymentAllocations)
    .where(inArray(paymentAllocations.orderId, ids))
    .groupBy(paymentAllocations.orderId);
  const returned = await deps.db
    .select()
    .from(refunds)
    .where(inArray(refunds.orderId, ids))
    .orderBy(asc(refunds.createdAt));
  const disputed = await deps.db
    .selectDistinct({ orderId: paymentAllocations.orderId, d: paymentDisputes })
    .from(paymentDisputes)
    .innerJoin(paymentAllocations, eq(paymentAllocations.paymentId, paymentDisputes.paymentId))
    .where(inArray(paymentAllocations.orderId, ids));
  const transitionsOf = groupRows(transitions, (t) => t.orderId);
  const paidOf = new Map(paidRows.map((p) => [p.orderId, toCents(String(p.total))]));
  const refundsOf = groupRows(returned, (r) => r.orderId);
  const disputesOf = groupRows(disputed, (d) => d.orderId);
  return rows.map((row) => ({
    ...toOrderResponse(deps, row),
    kind: row.kind,
    payment_method: row.paymentMethod,
    amount_paid: formatCents(paidOf.get(row.id) ?? 0n),
    new_price: row.newPrice,
    failure_reason: row.failureReason,
    registry_status: row.registryStatus,
    domain_id: row.domainId,
    external_account_id: row.externalAccountId,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    transitions: (transitionsOf.get(row.id) ?? []).map((t) => ({
      from: t.fromStatus,
      to: t.toStatus,
      at: t.at.toISOString(),
      reason: t.reason,
    })),
    refunds: (refundsOf.get(row.id) ?? []).map((r) => ({
      refund_id: r.id,
      amount: r.amount,
      currency: r.currency,
      status: r.status,
      reason: r.reason,
      failure_reason: r.failureReason,
      requested_by: r.requestedBy,
      created_at: r.createdAt.toISOString(),
      updated_at: r.updatedAt.toISOString(),
    })),
    disputes: (disputesOf.get(row.id) ?? []).map(({ d }) => ({
      dispute_id: d.id,
      amount: d.amount,
      currency: d.currency,
      reason: d.reason,
      status: d.status,
      created_at: d.createdAt.toISOString(),
    })),
  }));
}

/** The full view of one order (see {@link orderDetails}). */
export async function orderDetail(deps: OrderDeps, row: OrderRow) {
  const [detail] = await orderDetails(deps, [row]);
  return detail!;
}
