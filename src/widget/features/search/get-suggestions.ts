import { queryOptions, useQuery } from "@tanstack/react-query";
import type { ApiClient } from "../../lib/api/api-client";
import { SuggestionListCheck } from "../../lib/api/availability-check";
import { useWidget } from "../../lib/session/widget-context";

/** `GET /api/v1/hosted/suggestions?q=…`: the exact domain first, then other suffixes. */
const getSuggestions = (api: ApiClient, term: string, signal?: AbortSignal) =>
  api.get(`/suggestions?q=${encodeURIComponent(term)}`, SuggestionListCheck, { signal });

type Suggestions = Awaited<ReturnType<typeof getSuggestions>>;

/** One term typed on from the other (a keystroke more, or one deleted). */
const typedOn = (a: string, b: string) => a.startsWith(b) || b.startsWith(a);

const suggestionsQueryOptions = (api: ApiClient, term: string) =>
  queryOptions({
    queryKey: ["suggestions", term],
    // Aborted by TanStack Query when the term changed before the answer came (stale search).
    queryFn: ({ signal }) => getSuggestions(api, term, signal),
    staleTime: 60_000,
    // While typing, the names found for the term typed so far stay shown until this term's
    // answer replaces them (not a skeleton at each pause); never those of an unrelated term.
    placeholderData: (previous: Suggestions | undefined, query) => {
      const was = query?.queryKey[1];
      return previous && previous.items.length > 0 && typeof was === "string" && typedOn(was, term)
        ? previous
        : undefined;
    },
  });

export function useSuggestions(term: string, enabled: boolean) {
  const { api } = useWidget();
  return useQuery({ ...suggestionsQueryOptions(api, term), enabled });
}
