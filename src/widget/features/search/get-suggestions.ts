import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ApiClient } from "../../lib/api/api-client";
import { SuggestionListCheck } from "../../lib/api/availability-check";
import { useWidget } from "../../lib/session/widget-context";

/** `GET /api/v1/hosted/suggestions?q=…`: the exact domain first, then other suffixes. */
const getSuggestions = (api: ApiClient, term: string, signal?: AbortSignal) =>
  api.get(`/suggestions?q=${encodeURIComponent(term)}`, SuggestionListCheck, { signal });

const suggestionsQueryOptions = (api: ApiClient, term: string) =>
  queryOptions({
    queryKey: ["suggestions", term],
    // Aborted by TanStack Query when the term changed before the answer came (stale search).
    queryFn: ({ signal }) => getSuggestions(api, term, signal),
    staleTime: 60_000,
  });

export function useSuggestions(term: string, enabled: boolean) {
  const { api } = useWidget();
  return useQuery({ ...suggestionsQueryOptions(api, term), enabled });
}
