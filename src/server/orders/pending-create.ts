import { and, eq } from "drizzle-orm";
import type { RegistrarProvider } from "../registrar/provider";
import { completeOrder, type ProcessorDeps } from "./complete-order";
import { refundIfPaid } from "./order-actions";
import { transitionOrder, type OrderRow } from "./order-states";
import { refundPurchase } from "./purchase-billing";
import { heldUnderOrder } from "./registry-funds";
import { orders } from "./schema";

/**
 * A create the registry answered 1001 (pending): the order stays `processing`, marked
 * `pending_create`, until the poll worker or the lease recovery (`domain:info`) settles it
 * (docs/decisions/registry-poll.md). No expiry is made up meanwhile.
 */
export async function markPendingCreate(deps: ProcessorDeps, order: OrderRow): Promise<OrderRow> {
  const [row] = await deps.db
    .update(orders)
    .set({ registryStatus: "pending_create", updatedAt: deps.now() })
    .where(and(eq(orders.id, order.id), eq(orders.status, "processing")))
    .returning();
  deps.logger.info("registry create pending", { order_id: order.id, domain: order.domainName });
  return row ?? order;
}

/**
 * Settles a pending create: `completed` with the registry's expiry when it executed it,
 * `failed` and refunded (once: only from `processing`) when it refused it. Called by the poll
 * worker (`panData`) and by the lease recovery (`domain:info` no longer pending).
 */
export async function settlePendingCreate(
  deps: ProcessorDeps,
  order: OrderRow,
  outcome: { expiresAt: Date } | { refused: string },
): Promise<OrderRow> {
  if ("expiresAt" in outcome) {
    const done = await completeOrder(deps, order, outcome.expiresAt);
    await deps.db.update(orders).set({ registryStatus: null }).where(eq(orders.id, order.id));
    return { ...done, registryStatus: null };
  }
  const failed = await transitionOrder(deps.db, order.id, "failed", {
    from: ["processing"],
    now: deps.now(),
    reason: outcome.refused,
    set: { failureReason: outcome.refused },
  });
  if (!failed) return order;
  await deps.db.update(orders).set({ registryStatus: null }).where(eq(orders.id, order.id));
  await refundPurchase(deps, failed, outcome.refused);
  return refundIfPaid(deps.db, failed, deps.now());
}

/** The lease recovery of a pending create: still pending is left as it is (never retried). */
export async function recheckPendingCreate(
  deps: ProcessorDeps,
  order: OrderRow,
  held: Awaited<ReturnType<RegistrarProvider["lookup"]>>,
) {
  if (held.registered && held.pending) {
    if (order.registryStatus !== "pending_create") await markPendingCreate(deps, order);
    return;
  }
  const outcome =
    held.registered && (await heldUnderOrder(deps.db, order, held))
      ? { expiresAt: held.expiresAt }
      : { refused: "the registry did not complete the pending registration" };
  await settlePendingCreate(deps, order, outcome).catch((err: unknown) =>
    deps.logger.warn("recovery failed", { order_id: order.id, error: err }),
  );
}
