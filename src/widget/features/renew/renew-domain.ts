import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { HostedOrderDetail, HostedRenewResponse } from "../../../contract/hosted-responses";
import type { ApiClient } from "../../lib/api/api-client";
import { domainsQueryOptions } from "../../lib/api/get-domains";
import { useWidget } from "../../lib/session/widget-context";

/** `POST /api/v1/hosted/domains/{domain}/renew`; HTTP 200 also when `success` is false. */
const renewDomain = (api: ApiClient, domain: string, years: number, idempotencyKey: string) =>
  api.send("POST", `/domains/${encodeURIComponent(domain)}/renew`, { years }, HostedRenewResponse, {
    idempotencyKey,
  });

export function useRenewDomain() {
  const { api, session } = useWidget();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { domain: string; years: number; key: string }) =>
      renewDomain(api, v.domain, v.years, v.key),
    onSuccess: (result) => {
      if (result.success) {
        const { queryKey } = domainsQueryOptions(api, session.session_id);
        void client.invalidateQueries({ queryKey });
      }
    },
  });
}

/** `POST /api/v1/hosted/domains/{domain}/renewal-orders`: a renewal the end user pays by card. */
export function useCreateRenewalOrder() {
  const { api } = useWidget();
  return useMutation({
    mutationFn: (v: { domain: string; years: number; key: string }) =>
      api.send(
        "POST",
        `/domains/${encodeURIComponent(v.domain)}/renewal-orders`,
        { years: v.years },
        HostedOrderDetail,
        { idempotencyKey: v.key },
      ),
  });
}

/**
 * `GET /api/v1/hosted/domains/{domain}/renewal-orders/{order_id}`, read again until the order
 * settles (`completed`, `failed`, `refunded`…); the domain list is read again once it is renewed.
 */
export function useRenewalOrder(domain: string, orderId: string | null) {
  const { api, session } = useWidget();
  const client = useQueryClient();
  return useQuery({
    queryKey: ["renewal-order", domain, orderId],
    enabled: orderId !== null,
    staleTime: 0,
    queryFn: async () => {
      const order = await api.get(
        `/domains/${encodeURIComponent(domain)}/renewal-orders/${encodeURIComponent(orderId!)}`,
        HostedOrderDetail,
      );
      if (order.status === "completed") {
        const { queryKey } = domainsQueryOptions(api, session.session_id);
        void client.invalidateQueries({ queryKey });
      }
      return order;
    },
    refetchInterval: (query) =>
      query.state.data && isSettled(query.state.data) ? false : RENEWAL_POLL_MS,
  });
}

const RENEWAL_POLL_MS = 2000;

/** A renewal order ends completed, or failed (then refunded), or cancelled. */
const isSettled = (order: { status: string }) =>
  ["completed", "failed", "refunded", "cancelled"].includes(order.status);
