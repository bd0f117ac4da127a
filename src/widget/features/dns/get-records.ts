import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ApiClient } from "../../lib/api/api-client";
import { useWidget } from "../../lib/session/widget-context";
import { WidgetDnsRecordList } from "./widget-dns-record";
import { ZONE_REREAD_MS, ZONE_REREADS } from "./get-zone";

/** `GET /api/v1/hosted/domains/{domain}/records`. */
const getRecords = (api: ApiClient, domain: string) =>
  api.get(`/domains/${encodeURIComponent(domain)}/records`, WidgetDnsRecordList);

export const recordsQueryOptions = (api: ApiClient, domain: string) =>
  queryOptions({
    queryKey: ["records", domain],
    queryFn: () => getRecords(api, domain),
    // Records an engine has not confirmed yet are read again, a bounded number of times.
    refetchInterval: (q) =>
      q.state.data?.items.some((r) => r.pending) && q.state.dataUpdateCount <= ZONE_REREADS
        ? ZONE_REREAD_MS
        : false,
  });

export function useRecords(domain: string) {
  const { api } = useWidget();
  return useQuery(recordsQueryOptions(api, domain));
}
