import { and, eq } from "drizzle-orm";
import type { HostedOrderDetail } from "../../contract/hosted-responses";
import type { Db } from "../db/database";
import { latestEventIds } from "../events/events";
import { events } from "../events/schema";
import type { OrderRow } from "../orders/order-states";
import { orderDetail, type OrderDeps } from "../orders/orders";

const ORDER_EVENTS = ["order.created", "order.updated"] as const;

/** The id of an order's `order.created` event (written with the order, exactly one). */
export async function orderCreatedEventId(db: Db, orderId: string): Promise<string> {
  const [created] = await db
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.resource, `order:${orderId}`), eq(events.type, "order.created")));
  if (!created) throw new Error(`order ${orderId} has no order.created event`);
  return created.id;
}

/**
 * Hosted order details with `event_id`: the order's latest `order.created`/`order.updated`
 * event, the one that recorded its current status, so the widget's `order.updated` for that
 * status carries the same id as the webhook.
 */
export async function hostedOrderDetails(
  deps: OrderDeps,
  rows: OrderRow[],
): Promise<HostedOrderDetail[]> {
  const ids = await latestEventIds(
    deps.db,
    rows.map((r) => `order:${r.id}`),
    ORDER_EVENTS,
  );
  return Promise.all(
    rows.map(async (r) => ({
      ...(await orderDetail(deps, r)),
      event_id: ids.get(`order:${r.id}`) ?? null,
    })),
  );
}
