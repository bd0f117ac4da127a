import { useMutation } from "@tanstack/react-query";
import { HostedOrderResponse } from "../../../../contract/hosted-responses";
import type { ApiClient } from "../../../lib/api/api-client";
import { useWidget } from "../../../lib/session/widget-context";

/** The 201 answer: the order, its payment reference and its `order.created` event id. */
const CreatedOrder = HostedOrderResponse;
type CreatedOrder = HostedOrderResponse;

/** `POST /api/v1/hosted/orders` with the attempt's Idempotency-Key. */
const createOrder = (api: ApiClient, body: unknown, idempotencyKey: string) =>
  api.send("POST", "/orders", body, CreatedOrder, { idempotencyKey });

export function useCreateOrder() {
  const { api } = useWidget();
  return useMutation({
    mutationFn: ({ body, key }: { body: unknown; key: string }) => createOrder(api, body, key),
  });
}
