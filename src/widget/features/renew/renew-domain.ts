import { useMutation, useQueryClient } from "@tanstack/react-query";
import { HostedRenewResponse } from "../../../contract/hosted-responses";
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
