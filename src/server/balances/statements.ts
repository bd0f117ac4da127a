import { and, asc, desc, eq, gte, lt } from "drizzle-orm";
import type {
  BalanceEntry,
  BalanceEntryKind,
  BalanceEntryList,
  BalanceStatement,
} from "../../contract/balance";
import { formatCents, toCents } from "../../contract/money";
import type { Db } from "../db/database";
import { cursorCodec, cursorPart } from "../http/cursor";
import { balanceAt, type BalanceEntryRow } from "./ledger";
import { balanceEntries, billingAccounts } from "./schema";

function toBalanceEntry(r: BalanceEntryRow): BalanceEntry {
  return {
    id: r.id,
    amount: r.amount,
    currency: r.currency,
    kind: r.kind,
    description: r.description,
    reference: r.reference,
    order_id: r.orderId,
    domain_id: r.domainId,
    reverses: r.reverses,
    actor: r.actor,
    created_at: r.createdAt.toISOString(),
  };
}

/** The ledger's cursor: the last entry's sequence number (newest first). */
export const entryCursor = cursorCodec("b", { seq: cursorPart.int });

/** A page of the organization's ledger, newest first. */
export async function listEntries(
  db: Db,
  organizationId: string,
  limit: number,
  before?: { seq: number },
): Promise<BalanceEntryList> {
  const rows = await db
    .select()
    .from(balanceEntries)
    .where(
      and(
        eq(balanceEntries.organizationId, organizationId),
        before ? lt(balanceEntries.seq, before.seq) : undefined,
      ),
    )
    .orderBy(desc(balanceEntries.seq))
    .limit(limit + 1);
  const page = entryCursor.page(rows, limit, (r) => ({ seq: r.seq }));
  return { items: page.rows.map(toBalanceEntry), next_cursor: page.next_cursor };
}

/** `YYYY-MM` → its first instant and the next month's (UTC). */
function monthBounds(month: string): { start: Date; end: Date } {
  const [y, m] = month.split("-").map(Number) as [number, number];
  return { start: new Date(Date.UTC(y, m - 1, 1)), end: new Date(Date.UTC(y, m, 1)) };
}

const TOTAL_OF: Record<BalanceEntryKind, keyof BalanceStatement["totals"]> = {
  top_up_wire: "topped_up",
  top_up_card: "topped_up",
  purchase: "purchased",
  renewal: "renewed",
  auto_renewal: "renewed",
  refund: "refunded",
  adjustment: "adjusted",
};

/** A month's statement: the balance at its start, every movement, the balance at its end. */
export async function statement(
  db: Db,
  organizationId: string,
  month: string,
): Promise<BalanceStatement> {
  const { start, end } = monthBounds(month);
  const [account] = await db
    .select({ currency: billingAccounts.currency })
    .from(billingAccounts)
    .where(eq(billingAccounts.organizationId, organizationId));
  const rows = await db
    .select()
    .from(balanceEntries)
    .where(
      and(
        eq(balanceEntries.organizationId, organizationId),
        gte(balanceEntries.createdAt, start),
        lt(balanceEntries.createdAt, end),
      ),
    )
    .orderBy(asc(balanceEntries.seq));
  const opening = toCents(await balanceAt(db, organizationId, start));
  const totals = { topped_up: 0n, purchased: 0n, renewed: 0n, refunded: 0n, adjusted: 0n };
  for (const r of rows) totals[TOTAL_OF[r.kind]] += toCents(r.amount);
  const moved = Object.values(totals).reduce((a, b) => a + b, 0n);
  return {
    month,
    currency: account?.currency ?? rows[0]?.currency ?? "USD",
    opening_balance: formatCents(opening),
    closing_balance: formatCents(opening + moved),
    totals: {
      topped_up: formatCents(totals.topped_up),
      purchased: formatCents(totals.purchased),
      renewed: formatCents(totals.renewed),
      refunded: formatCents(totals.refunded),
      adjusted: formatCents(totals.adjusted),
    },
    entries: rows.map(toBalanceEntry),
  };
}

/** One RFC 4180 field: quoted when it holds a comma, a quote or a line break. */
function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/**
 * The statement as RFC 4180 CSV (CRLF line ends, a header row): the opening balance, one row
 * per movement with the running balance, the closing balance.
 */
export function statementCsv(s: BalanceStatement): string {
  const rows: string[][] = [
    [
      "date",
      "kind",
      "description",
      "reference",
      "order_id",
      "domain_id",
      "amount",
      "currency",
      "balance",
    ],
    [
      `${s.month}-01T00:00:00.000Z`,
      "opening_balance",
      "Opening balance",
      "",
      "",
      "",
      "",
      s.currency,
      s.opening_balance,
    ],
  ];
  let running = toCents(s.opening_balance);
  for (const e of s.entries) {
    running += toCents(e.amount);
    rows.push([
      e.created_at,
      e.kind,
      e.description,
      e.reference ?? "",
      e.order_id ?? "",
      e.domain_id ?? "",
      e.amount,
      e.currency,
      formatCents(running),
    ]);
  }
  const { end } = monthBounds(s.month);
  rows.push([
    end.toISOString(),
    "closing_balance",
    "Closing balance",
    "",
    "",
    "",
    "",
    s.currency,
    s.closing_balance,
  ]);
  return rows.map((r) => r.map(csvField).join(",")).join("\r\n") + "\r\n";
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The statement as a printable page (its own print style sheet; nothing loaded from elsewhere). */
export function statementHtml(s: BalanceStatement, organizationName: string): string {
  const row = (cells: string[], cls = "") =>
    `<tr${cls ? ` class="${cls}"` : ""}>${cells.map((c) => `<td>${escapeHtml(c)}</td>`).join("")}</tr>`;
  let running = toCents(s.opening_balance);
  const body = s.entries
    .map((e) => {
      running += toCents(e.amount);
      return row([
        e.created_at.slice(0, 10),
        e.description,
        e.reference ?? "",
        e.amount,
        formatCents(running),
      ]);
    })
    .join("\n");
  const t = s.totals;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Statement ${escapeHtml(s.month)} · ${escapeHtml(organizationName)}</title>
<style>
body { font: 14px/1.4 system-ui, sans-serif; margin: 2rem; color: #111; }
table { border-collapse: collapse; width: 100%; }
th, td { border-bottom: 1px solid #ccc; padding: .3rem .5rem; text-align: left; }
td:nth-child(n+4), th:nth-child(n+4) { text-align: right; font-variant-numeric: tabular-nums; }
.sum td { font-weight: 600; }
@media print {
  body { margin: 0; font-size: 11pt; }
  tr { break-inside: avoid; }
  @page { margin: 15mm; }
}
</style>
</head>
<body>
<h1>Statement ${escapeHtml(s.month)}</h1>
<p>${escapeHtml(organizationName)} · live balance in ${escapeHtml(s.currency)}</p>
<table>
<thead><tr><th>Date</th><th>Description</th><th>Reference</th><th>Amount</th><th>Balance</th></tr></thead>
<tbody>
${row([`${s.month}-01`, "Opening balance", "", "", s.opening_balance], "sum")}
${body}
${row(["", "Closing balance", "", "", s.closing_balance], "sum")}
</tbody>
</table>
<h2>Totals</h2>
<table>
<tbody>
${row(["", "Topped up", "", t.topped_up, ""])}
${row(["", "Purchased", "", t.purchased, ""])}
${row(["", "Renewed", "", t.renewed, ""])}
${row(["", "Refunded", "", t.refunded, ""])}
${row(["", "Adjusted", "", t.adjusted, ""])}
</tbody>
</table>
</body>
</html>
`;
}
