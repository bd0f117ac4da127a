import { queryOptions, useQuery } from "@tanstack/react-query";
import type { OrderDetail } from "../../../contract/order-detail";
import { HostedOrderDetail } from "../../../contract/hosted-responses";
import type { ApiClient } from "../../lib/api-client";
import { useWidget } from "../../lib/widget-context";

export const POLL_MS = 2000;

/** True once an order will not change without someone acting (a wire order waits for money). */
export function isSettled(order: OrderDetail): boolean {
  if (["completed", "failed", "cancelled", "refunded"].includes(order.status)) return true;
  return order.status === "pending" && order.payment_method === "wire";
}

/** `GET /api/v1/hosted/orders/{order_id}`. */
export const getOrder = (api: ApiClient, orderId: string) =>
  api.get(`/orders/${encodeURIComponent(orderId)}`, HostedOrderDetail);

export const orderQueryOptions = (api: ApiClient, orderId: string) =>
  queryOptions({
    queryKey: ["order", orderId],
    queryFn: () => getOrder(api, orderId),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data && isSettled(query.state.data) ? false : POLL_MS),
  });

export function useOrder(orderId: string) {
  const { api } = useWidget();
  return useQuery(orderQueryOptions(api, orderId));
}
