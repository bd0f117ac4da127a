import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../db/database";
import { orderTransitions, orders, type OrderStatus } from "./schema";
import { appendEvent } from "../events/append-event";

export type OrderRow = typeof orders.$inferSelect;

/**
 * Every allowed transition (the table in docs/api.md, "Order states"); anything else is refused with 409.
 * `price_changed → pending` is accepting a higher price that is not yet paid.
 */
export const TRANSITIONS: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ["ready_to_process", "cancelled"],
  ready_to_process: ["processing", "cancelled", "price_changed"],
  processing: ["completed", "failed", "price_changed", "ready_to_process"],
  price_changed: ["ready_to_process", "pending", "cancelled"],
  failed: ["refunded"],
  cancelled: ["refunded"],
  completed: [],
  refunded: [],
};

/** The states a transition to `to` may start from. */
function fromStatesOf(to: OrderStatus): OrderStatus[] {
  return (Object.keys(TRANSITIONS) as OrderStatus[]).filter((s) => TRANSITIONS[s].includes(to));
}

export const LIVE_STATES: readonly OrderStatus[] = [
  "pending",
  "ready_to_process",
  "price_changed",
  "processing",
];

/**
 * Moves an order from one of `from` to `to` in one statement (`UPDATE … WHERE status = ANY`),
 * so concurrent requests cannot skip a state, and records the transition with its time.
 * Returns the updated order, or undefined when the order was not in any of `from`.
 * Run it inside the caller's transaction when other writes depend on it. Writes the
 * `order.updated` event in the same transaction.
 */
export async function transitionOrder(
  db: Db,
  orderId: string,
  to: OrderStatus,
  opts: {
    from?: readonly OrderStatus[];
    reason?: string;
    now: Date;
    set?: Partial<
      Pick<OrderRow, "price" | "newPrice" | "failureReason" | "domainId" | "receiptTo">
    >;
    bumpAttempts?: boolean;
  },
): Promise<OrderRow | undefined> {
  const allowed = (opts.from ?? fromStatesOf(to)).filter((s) => TRANSITIONS[s].includes(to));
  if (allowed.length === 0) return undefined;
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ status: orders.status })
      .from(orders)
      .where(and(eq(orders.id, orderId), inArray(orders.status, allowed)))
      .for("update");
    if (!before) return undefined;
    const [row] = await tx
      .update(orders)
      .set({
        ...opts.set,
        status: to,
        updatedAt: opts.now,
        // A transfer order's sealed code goes with the order's life: an order that ends
        // (cancelled, failed, completed, refunded) keeps none.
        ...(!LIVE_STATES.includes(to) && { transferCodeSealed: null }),
        ...(opts.bumpAttempts && { attempts: sql`${orders.attempts} + 1` }),
      })
      .where(and(eq(orders.id, orderId), inArray(orders.status, allowed)))
      .returning();
    if (!row) return undefined;
    await tx.insert(orderTransitions).values({
      orderId,
      fromStatus: before.status,
      toStatus: to,
      reason: opts.reason ?? null,
      at: opts.now,
    });
    await appendEvent(tx, {
      organizationId: row.organizationId,
      livemode: row.livemode,
      type: "order.updated",
      data: { order_id: orderId, domain: row.domainName, from: before.status, to },
      at: opts.now,
    });
    return row;
  });
}
