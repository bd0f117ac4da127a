import { toRegistrarError } from "./errors.js";

/** One page of a cursor-paged list of the API. */
export type Page<T> = { items: T[]; next_cursor: string | null };
/** Where a page starts: nothing for the first, then the previous page's `next_cursor`. */
export type PageStart = { cursor?: string };
/** What an openapi-fetch call answers. */
export type PageResult<T> = {
  data?: Page<T>;
  error?: unknown;
  response: Response;
};

/**
 * Every item of a cursor-paged list, page after page (`next_cursor` to `cursor`), fetching the
 * next page only when the loop gets there. `fetchPage` spreads its argument into the query
 * (`{}` first, then `{ cursor }`). An error answer throws its `RegistrarError` (a `RegistrarApiError`).
 *
 * @example
 * for await (const order of paginate((page) =>
 *   registrar.GET("/api/v1/registrar/orders", { params: { query: { ...page, limit: 100 } } }),
 * )) console.log(order.order_id);
 */
export async function* paginate<T>(
  fetchPage: (page: PageStart) => Promise<PageResult<T>>,
): AsyncGenerator<T, void, undefined> {
  let cursor: string | undefined;
  do {
    const { data, error, response } = await fetchPage(cursor ? { cursor } : {});
    if (!data) throw toRegistrarError({ error, response });
    yield* data.items;
    cursor = data.next_cursor ?? undefined;
  } while (cursor);
}

/** Every item of a cursor-paged list in one array (mind the list's size). */
export async function collect<T>(
  fetchPage: (page: PageStart) => Promise<PageResult<T>>,
): Promise<T[]> {
  const all: T[] = [];
  for await (const item of paginate(fetchPage)) all.push(item);
  return all;
}
