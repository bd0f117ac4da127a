import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ApiClient } from "../../lib/api/api-client";
import { useWidget } from "../../lib/session/widget-context";
import { WidgetDnsRecordList } from "./widget-dns-record";

/** `GET /api/v1/hosted/domains/{domain}/records`. */
const getRecords = (api: ApiClient, domain: string) =>
  api.get(`/domains/${encodeURIComponent(domain)}/records`, WidgetDnsRecordList);

export const recordsQueryOptions = (api: ApiClient, domain: string) =>
  queryOptions({ queryKey: ["records", domain], queryFn: () => getRecords(api, domain) });

export function useRecords(domain: string) {
  const { api } = useWidget();
  return useQuery(recordsQueryOptions(api, domain));
}
