import type { ReactNode } from "react";
import { Empty, Pager, QueryView } from "./ui";

/** A column header read by screen readers only (a column of buttons). */
export const ActionsHeader = <span className="visually-hidden">Actions</span>;

/** A table in its scrolling wrapper: caption, column headers, then one row per item. */
export function DataTable<T>({
  caption,
  columns,
  items,
  row,
}: {
  caption: ReactNode;
  columns: ReactNode[];
  items: T[];
  /** The item's `<tr>`, with its key. */
  row: (item: T) => ReactNode;
}) {
  return (
    <div className="table-wrap">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((c, i) => (
              <th key={i} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{items.map((item) => row(item))}</tbody>
      </table>
    </div>
  );
}

/**
 * One page of a cursor-paged list: its loading and error states, `empty` when the page has
 * no items, else the items' content followed by the pager (the cursor lives in the URL).
 */
export function PagedList<T>({
  page: { query, cursor, setCursor },
  what,
  empty,
  children,
}: {
  /** What `usePagedQuery` returns. */
  page: {
    query: {
      isPending: boolean;
      isError: boolean;
      error: unknown;
      data: { items: T[]; next_cursor: string | null } | undefined;
      refetch: () => unknown;
    };
    cursor: string;
    setCursor: (c: string | null) => void;
  };
  what: string;
  empty: ReactNode;
  children: (items: T[]) => ReactNode;
}) {
  return (
    <QueryView query={query} what={what}>
      {({ items, next_cursor }) =>
        items.length === 0 ? (
          <Empty>{empty}</Empty>
        ) : (
          <>
            {children(items)}
            <Pager nextCursor={next_cursor} cursor={cursor} setCursor={setCursor} />
          </>
        )
      }
    </QueryView>
  );
}
