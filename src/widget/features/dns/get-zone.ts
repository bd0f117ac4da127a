import { queryOptions, useQuery } from "@tanstack/react-query";
import { DnsZone } from "../../../contract/dns-zone";
import type { ApiClient } from "../../lib/api/api-client";
import { useWidget } from "../../lib/session/widget-context";

/** How often a zone still publishing is read again, and how many times at most. */
export const ZONE_REREAD_MS = 3000;
export const ZONE_REREADS = 20;

/** `GET /api/v1/hosted/domains/{domain}/dns`: provider, delegation, delivery and DNSSEC. */
const getZone = (api: ApiClient, domain: string) =>
  api.get(`/domains/${encodeURIComponent(domain)}/dns`, DnsZone);

/** Whether the zone waits for its engine (a change, or its signature). */
export const zoneBusy = (z: DnsZone | undefined) =>
  z !== undefined && (z.status === "pending" || z.dnssec.status === "signing");

const zoneQueryOptions = (api: ApiClient, domain: string) =>
  queryOptions({
    queryKey: ["zone", domain],
    queryFn: () => getZone(api, domain),
    retry: false,
    // Read again while it publishes, a bounded number of times (a stuck engine stops it).
    refetchInterval: (q) =>
      zoneBusy(q.state.data) && q.state.dataUpdateCount <= ZONE_REREADS ? ZONE_REREAD_MS : false,
  });

export function useZone(domain: string) {
  const { api } = useWidget();
  return useQuery(zoneQueryOptions(api, domain));
}
