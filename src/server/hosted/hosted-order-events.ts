import type { HostedOrderDetail } from "../../contract/hosted-responses";
import { latestEventIds } from "../events/events";
import type { OrderRow } from "../orders/order-states";
import { orderDetails } from "../orders/order-detail";
import type { OrderDeps } from "../orders/orders";

const ORDER_EVENTS = ["order.created", "order.updated"] as const;

/**
 * Hosted order details with `event_id`: the order's latest `order.created`/`order.updated`
 * event, the one that recorded its current status, so the widget's `order.updated` for that
 * status carries the same id as the webhook; and `receipt_to`, where the registrant's receipt
 * went when the order completed.
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
  const details = await orderDetails(deps, rows);
  const receiptTo = new Map(rows.map((r) => [r.id, r.receiptTo]));
  return details.map((detail) => ({
    ...detail,
    event_id: ids.get(`order:${detail.order_id}`) ?? null,
    receipt_to: receiptTo.get(detail.order_id) ?? null,
  }));
}
