/**
 * Rows grouped by a key, each group in the order the rows came: how a list page joins the rows
 * one query read for all its items back to each item (Node 20 has no `Map.groupBy`).
 */
export function groupRows<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const row of rows) {
    const k = key(row);
    const group = out.get(k);
    if (group) group.push(row);
    else out.set(k, [row]);
  }
  return out;
}
