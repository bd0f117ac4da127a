import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import { HostedOrderDetail, HostedOrderResponse } from "../../../contract/hosted-responses";
import type { OrderDetail } from "../../../contract/order-detail";
import type { ApiClient } from "../../lib/api/api-client";
import { useWidget } from "../../lib/session/widget-context";

/** How often a transfer that is still moving is read again. */
const POLL_MS = 2000;

/** `POST /api/v1/hosted/transfers` with the attempt's Idempotency-Key: the transfer's order. */
export function useCreateTransfer() {
  const { api } = useWidget();
  return useMutation({
    mutationFn: ({ body, key }: { body: unknown; key: string }) =>
      api.send("POST", "/transfers", body, HostedOrderResponse, { idempotencyKey: key }),
  });
}

/** True once a transfer's order will not change without someone acting. */
export function isSettled(order: OrderDetail): boolean {
  return ["completed", "failed", "cancelled", "refunded", "price_changed"].includes(order.status);
}

const transferQueryOptions = (api: ApiClient, orderId: string) =>
  queryOptions({
    queryKey: ["order", orderId],
    queryFn: () => api.get(`/orders/${encodeURIComponent(orderId)}`, HostedOrderDetail),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data && isSettled(query.state.data) ? false : POLL_MS),
  });

/** `GET /api/v1/hosted/orders/{order_id}`, read again every 2 s until the transfer settles. */
export function useTransferOrder(orderId: string) {
  const { api } = useWidget();
  return useQuery(transferQueryOptions(api, orderId));
}

/** Why a transfer failed, in the widget's words, from the order's `failure_reason`. */
export type FailureKind = "wrong_code" | "refused" | "locked" | "other";

/**
 * The failure's kind: the registrar's refusal codes (`auth_code_invalid`, a rejection by the
 * losing registrar, `transfer_prohibited`) or their words, as the order records them.
 */
export function failureKind(reason: string | null): FailureKind {
  if (!reason) return "other";
  if (/auth_code|transfer code|authinfo|code_invalid/i.test(reason)) return "wrong_code";
  if (/prohibit|lock/i.test(reason)) return "locked";
  if (/refus|reject|denied|nack/i.test(reason)) return "refused";
  return "other";
}
