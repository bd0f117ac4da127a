import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { NameserverUpdateResponse } from "../../../contract/nameserver-update-response";
import type { ApiClient } from "../../lib/api/api-client";
import { useWidget } from "../../lib/session/widget-context";

const NameserverList = z.object({ domain: z.string(), nameservers: z.array(z.string()) });
const path = (domain: string) => `/domains/${encodeURIComponent(domain)}/nameservers`;

/** `GET /api/v1/hosted/domains/{domain}/nameservers`. */
const getNameservers = (api: ApiClient, domain: string) => api.get(path(domain), NameserverList);

const nameserversQueryOptions = (api: ApiClient, domain: string) =>
  queryOptions({ queryKey: ["nameservers", domain], queryFn: () => getNameservers(api, domain) });

export function useNameservers(domain: string) {
  const { api } = useWidget();
  return useQuery(nameserversQueryOptions(api, domain));
}

/** `PUT` the same path with `{nameservers}` (2..13). */
export function useUpdateNameservers(domain: string) {
  const { api, events } = useWidget();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (nameservers: string[]) =>
      api.send("PUT", path(domain), { nameservers }, NameserverUpdateResponse),
    onSuccess: (r) => {
      client.setQueryData(nameserversQueryOptions(api, domain).queryKey, {
        domain: r.domain,
        nameservers: r.nameservers,
      });
      events.emit("dns.changed", { domain, action: "nameservers" });
    },
  });
}
