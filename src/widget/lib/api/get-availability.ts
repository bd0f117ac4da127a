import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ApiClient } from "./api-client";
import { AvailabilityResultCheck } from "./availability-check";
import { useWidget } from "../session/widget-context";

/** `GET /api/v1/hosted/availability/{domain}`. */
const getAvailability = (api: ApiClient, domain: string, signal?: AbortSignal) =>
  api.get(`/availability/${encodeURIComponent(domain)}`, AvailabilityResultCheck, { signal });

const availabilityQueryOptions = (api: ApiClient, domain: string) =>
  queryOptions({
    queryKey: ["availability", domain],
    // TanStack Query aborts the request when nobody wants its answer any more (a stale search).
    queryFn: ({ signal }) => getAvailability(api, domain, signal),
    staleTime: 60_000,
  });

export function useAvailability(domain: string, enabled: boolean) {
  const { api } = useWidget();
  return useQuery({ ...availabilityQueryOptions(api, domain), enabled });
}
