import {
  Children,
  cloneElement,
  isValidElement,
  type ReactElement,
  type ReactNode,
  type TdHTMLAttributes,
} from "react";
import { Empty, Pager, QueryView } from "./ui";

type Cell = ReactElement<TdHTMLAttributes<HTMLTableCellElement> & { "data-label"?: string }>;

/**
 * The row with each cell labelled by its column's header (`data-label`), which narrow screens
 * show beside the value when rows stack into cards (styles.css, `.stack`).
 */
function labelCells(row: ReactNode, labels: (string | undefined)[]): ReactNode {
  if (!isValidElement<{ children?: ReactNode }>(row)) return row;
  let i = 0;
  const cells = Children.map(row.props.children, (cell) => {
    const label = labels[i++];
    return isValidElement(cell) && label
      ? cloneElement(cell as Cell, { "data-label": label })
      : cell;
  });
  return cloneElement(row, {}, cells);
}

/** A column header read by screen readers only (a column of buttons). */
export const ActionsHeader = <span className="visually-hidden">Actions</span>;

/**
 * A table: caption, column headers, then one row per item. Below 600 px each row stacks into a
 * card of "header: value" lines, so nothing scrolls sideways (the headers stay for screen
 * readers).
 */
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
  const labels = columns.map((c) => (typeof c === "string" ? c : undefined));
  return (
    <div className="table-wrap stack">
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
        <tbody>{items.map((item) => labelCells(row(item), labels))}</tbody>
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
