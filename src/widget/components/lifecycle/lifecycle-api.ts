import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { RegistrantVerification, RestoreQuote, RestoreResponse } from "../../../contract/lifecycle";
import { domainsQueryOptions } from "../../lib/api/get-domains";
import { useWidget } from "../../lib/session/widget-context";

const path = (domain: string, rest: string) => `/domains/${encodeURIComponent(domain)}/${rest}`;

/** Reads the end user's domains again (their state changed, or may have). */
function useRefreshDomains() {
  const { api, session } = useWidget();
  const client = useQueryClient();
  return () =>
    client.invalidateQueries({ queryKey: domainsQueryOptions(api, session.session_id).queryKey });
}

/** `POST /api/v1/hosted/domains/{domain}/verification`: the verification message, again. */
export function useResendVerification(domain: string) {
  const { api } = useWidget();
  return useMutation({
    mutationFn: () => api.send("POST", path(domain, "verification"), {}, RegistrantVerification),
  });
}

/** `GET /api/v1/hosted/domains/{domain}/restore`: what restoring the domain costs now. */
export function useRestoreQuote(domain: string, enabled: boolean) {
  const { api } = useWidget();
  return useQuery({
    queryKey: ["restore-quote", domain],
    enabled,
    staleTime: 0,
    retry: false,
    queryFn: () => api.get(path(domain, "restore"), RestoreQuote),
  });
}

/**
 * `POST /api/v1/hosted/domains/{domain}/restore` with the quote's price; the domains are read
 * again after a restore and after a refusal (409: the domain is no longer in redemption).
 */
export function useRestoreDomain(domain: string) {
  const { api } = useWidget();
  const refresh = useRefreshDomains();
  return useMutation({
    mutationFn: (v: { expectedPrice: string; key: string }) =>
      api.send(
        "POST",
        path(domain, "restore"),
        { expected_price: v.expectedPrice },
        RestoreResponse,
        { idempotencyKey: v.key },
      ),
    onSettled: () => void refresh(),
  });
}
