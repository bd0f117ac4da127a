import { and, eq, isNotNull } from "drizzle-orm";
import { refundPurchase } from "./purchase-billing";
import type { Db } from "../db/database";
import { paymentAllocations } from "./schema";
import { conflict } from "../http/errors";
import { toCents } from "../../contract/money";
import { amountPaidCents } from "./orders";
import { transitionOrder, type OrderRow } from "./order-states";

/**
 * A paid order that ended without a domain is refunded; an unpaid one stays as it is. One paid
 * through a payment provider (Stripe) stays `failed` or `cancelled` until the provider has
 * returned the money: the payments worker asks for the refund and marks the order `refunded`
 * when it settles.
 */
export async function refundIfPaid(db: Db, order: OrderRow, now: Date): Promise<OrderRow> {
  if ((await amountPaidCents(db, order.id)) === 0n) return order;
  const [throughProvider] = await db
    .select({ id: paymentAllocations.id })
    .from(paymentAllocations)
    .where(
      and(eq(paymentAllocations.orderId, order.id), isNotNull(paymentAllocations.refundThrough)),
    )
    .limit(1);
  if (throughProvider) return order;
  return (
    (await transitionOrder(db, order.id, "refunded", {
      from: [order.status],
      now,
      reason: "payments returned to the payer",
    })) ?? order
  );
}

/**
 * Cancels an order that has not started processing (pending, ready_to_process or
 * price_changed); a paid one is then refunded. Anything else is 409. `by` goes into the
 * transition's reason (and so the `order.updated` webhook): the partner or its end user.
 */
export async function cancelOrder(
  db: Db,
  order: OrderRow,
  now: Date,
  by: "organization" | "end user" = "organization",
): Promise<OrderRow> {
  const cancelled = await transitionOrder(db, order.id, "cancelled", {
    from: ["pending", "ready_to_process", "price_changed"],
    now,
    reason: `cancelled by the ${by}`,
  });
  if (!cancelled) {
    throw conflict(
      "invalid_state",
      `Order ${order.id} is ${order.status} and can no longer be cancelled; only pending, ` +
        "ready_to_process and price_changed orders can.",
    );
  }
  await refundPurchase({ db, now: () => now }, cancelled, `cancelled by the ${by}`);
  return refundIfPaid(db, cancelled, now);
}

/**
 * Accepts the registrar's new price of a `price_changed` order: it becomes the order's price,
 * and the order goes back to `ready_to_process` when already paid in full, else `pending`
 * until the difference is paid.
 */
export async function acceptNewPrice(db: Db, order: OrderRow, now: Date): Promise<OrderRow> {
  if (order.status !== "price_changed" || !order.newPrice) {
    throw conflict(
      "invalid_state",
      `Order ${order.id} is ${order.status}; only a price_changed order has a new price to accept.`,
    );
  }
  if (order.livemode && order.kind === "purchase") {
    // Its balance paid the price quoted: another price is another purchase.
    throw conflict(
      "invalid_state",
      `Order ${order.id} is a live purchase paid from the balance at ${order.price} ${order.currency}; cancel it (the balance is refunded) and buy again at the new price.`,
    );
  }
  const paid = await amountPaidCents(db, order.id);
  const to = paid >= toCents(order.newPrice) ? "ready_to_process" : "pending";
  const next = await transitionOrder(db, order.id, to, {
    from: ["price_changed"],
    now,
    reason: `new price ${order.newPrice} ${order.currency} accepted`,
    set: { price: order.newPrice, newPrice: null },
  });
  if (!next) throw conflict("invalid_state", `Order ${order.id} changed meanwhile; read it again.`);
  return next;
}
