import { useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { useApi } from "./auth";
import { useSearchParam } from "./router";

/**
 * One page of a cursor-paged list whose cursor lives in the URL (`cursorParam`): the query
 * for `path` (which carries its limit and filters) with the cursor appended, keyed by `key`
 * and the cursor.
 */
export function usePagedQuery<S extends z.ZodType>(
  key: unknown[],
  path: string,
  schema: S,
  cursorParam = "cursor",
) {
  const api = useApi();
  const [cursor, setCursor] = useSearchParam(cursorParam);
  const query = useQuery({
    queryKey: [...key, cursor],
    queryFn: () =>
      api.get(`${path}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`, schema),
  });
  return { query, cursor, setCursor };
}
