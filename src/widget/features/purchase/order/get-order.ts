import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { OrderDetail } from "../../../../contract/order-detail";
import { HostedOrderDetail } from "../../../../contract/hosted-responses";
import type { ApiClient } from "../../../lib/api/api-client";
import { useWidget } from "../../../lib/session/widget-context";

const POLL_MS = 2000;

/**
 * True once an order will not change without someone acting: a final status, a wire order
 * waiting for money, or a changed price waiting for the user's answer.
 */
export function isSettled(order: OrderDetail): boolean {
  if (["completed", "failed", "cancelled", "refunded", "price_changed"].includes(order.status))
    return true;
  return order.status === "pending" && order.payment_method === "wire";
}

/** `GET /api/v1/hosted/orders/{order_id}`. */
const getOrder = (api: ApiClient, orderId: string) =>
  api.get(`/orders/${encodeURIComponent(orderId)}`, HostedOrderDetail);

const orderQueryOptions = (api: ApiClient, orderId: string) =>
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

/** What the end user can do to an order: cancel it, or accept the registrar's new price. */
export type OrderAction = "cancel" | "accept-price";

/** `POST /api/v1/hosted/orders/{order_id}/{action}`; the answer replaces the cached order. */
export function useOrderAction(orderId: string) {
  const { api } = useWidget();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: OrderAction) =>
      api.send(
        "POST",
        `/orders/${encodeURIComponent(orderId)}/${action}`,
        undefined,
        HostedOrderDetail,
      ),
    onSuccess: (order) => queryClient.setQueryData(orderQueryOptions(api, orderId).queryKey, order),
    // Refused (say the partner cancelled it meanwhile): read the order again to show where it is.
    onError: () =>
      queryClient.invalidateQueries({ queryKey: orderQueryOptions(api, orderId).queryKey }),
  });
}
