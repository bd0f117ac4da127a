import { queryOptions, useQuery } from "@tanstack/react-query";
import { AvailabilityResult } from "../../contract/availability-result";
import type { ApiClient } from "./api-client";
import { useWidget } from "./widget-context";

/** `GET /api/v1/hosted/availability/{domain}`. */
export const getAvailability = (api: ApiClient, domain: string) =>
  api.get(`/availability/${encodeURIComponent(domain)}`, AvailabilityResult);

export const availabilityQueryOptions = (api: ApiClient, domain: string) =>
  queryOptions({
    queryKey: ["availability", domain],
    queryFn: () => getAvailability(api, domain),
    staleTime: 60_000,
  });

export function useAvailability(domain: string, enabled: boolean) {
  const { api } = useWidget();
  return useQuery({ ...availabilityQueryOptions(api, domain), enabled });
}
