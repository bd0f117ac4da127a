import { useMutation } from "@tanstack/react-query";
import { z } from "zod";
import { DomainOrderResponse } from "../../../contract/domain-order-response";
import type { ApiClient } from "../../lib/api-client";
import { useWidget } from "../../lib/widget-context";

/** The 201 answer: the contract's order response plus the hosted API's payment reference. */
export const CreatedOrder = DomainOrderResponse.extend({
  payment_reference: z.string().optional(),
});
export type CreatedOrder = z.infer<typeof CreatedOrder>;

/** `POST /api/v1/hosted/orders` with the attempt's Idempotency-Key. */
export const createOrder = (api: ApiClient, body: unknown, idempotencyKey: string) =>
  api.send("POST", "/orders", body, CreatedOrder, { idempotencyKey });

export function useCreateOrder() {
  const { api } = useWidget();
  return useMutation({
    mutationFn: ({ body, key }: { body: unknown; key: string }) => createOrder(api, body, key),
  });
}
