import { eq } from "drizzle-orm";
import { z } from "zod";
import { Balance, BalanceEntryList, BalanceStatement, BalanceUpdate } from "../../contract/balance";
import { compareDecimal } from "../../contract/money";
import { pyInt } from "../../contract/pydantic/py-int";
import { pyObject } from "../../contract/pydantic/py-object";
import { pyStr } from "../../contract/pydantic/py-str";
import { recordAudit } from "../audit/audit-log";
import { organizations } from "../db/schema";
import { forbidden } from "../http/errors";
import { defineRoute, routeGroup, type RouteDeps, type RouteGroup } from "../http/route";
import { readBalance, setThreshold, type BalanceState } from "./ledger";
import { liveOnly, liveOnlyDoc } from "./live-only";
import { entryCursor, listEntries, statement, statementCsv, statementHtml } from "./statements";

const EntriesQuery = pyObject({
  limit: pyInt({ ge: 1, le: 100 }).default(50),
  cursor: entryCursor.field().optional(),
});

/** `YYYY-MM`, or with `.json`, `.csv` or `.html`: which month, in which form. */
const STATEMENT = /^(\d{4}-(?:0[1-9]|1[0-2]))(?:\.(json|csv|html))?$/;
const StatementPath = pyObject({ month: pyStr({ min: 7, max: 12, pattern: STATEMENT }) });

const toBalance = (s: BalanceState): Balance => ({
  balance: s.balance,
  credit_limit: s.account.creditLimit,
  available: s.available,
  low_balance_threshold: s.account.lowBalanceThreshold,
  currency: s.account.currency,
  below_threshold: compareDecimal(s.balance, s.account.lowBalanceThreshold) < 0,
  last_refused_at: s.account.lastRefusedAt?.toISOString() ?? null,
});

/**
 * The organization's live balance: read it, set its low-balance threshold (signed-in admins),
 * page through its ledger, and read a month's statement as JSON, CSV or a printable page.
 * Top-ups and the credit limit are the operator's (the admin CLI), never the partner API's.
 */
export function balanceRoutes(auth: RouteDeps): RouteGroup {
  const api = routeGroup(auth, "/api/v1/balance");
  const { db, now } = auth;

  defineRoute(
    api,
    {
      method: "get",
      path: "/",
      operationId: "getBalance",
      summary: "The live balance, credit limit, what is available and the low-balance threshold",
      tags: ["balance"],
      auth: ["api_key", "access_token"],
      responses: {
        200: { description: "The balance", schema: Balance },
        409: liveOnlyDoc,
      },
    },
    async (c) => c.json(toBalance(await readBalance(db, liveOnly(c.var.principal), now()))),
  );

  defineRoute(
    api,
    {
      method: "patch",
      path: "/",
      operationId: "updateBalanceSettings",
      summary: "Set the low-balance threshold (signed-in admins)",
      tags: ["balance"],
      auth: ["access_token"],
      body: BalanceUpdate,
      responses: {
        200: { description: "The balance", schema: Balance },
        409: liveOnlyDoc,
      },
    },
    async (c, { body }) => {
      const p = c.var.principal;
      const organizationId = liveOnly(p);
      if (p.kind !== "access_token") {
        throw forbidden("credential_not_accepted", "This endpoint needs a signed-in user.");
      }
      const at = now();
      await db.transaction(async (tx) => {
        const row = await setThreshold(tx, organizationId, body.low_balance_threshold, at);
        await recordAudit(
          tx,
          { organizationId, userId: p.userId, email: p.email },
          {
            action: "balance.threshold_changed",
            targetType: "balance",
            targetId: organizationId,
            details: { low_balance_threshold: row.lowBalanceThreshold },
            at,
          },
        );
      });
      return c.json(toBalance(await readBalance(db, organizationId, at)));
    },
  );

  defineRoute(
    api,
    {
      method: "get",
      path: "/entries",
      operationId: "listBalanceEntries",
      summary: "The ledger: every movement of the live balance, newest first",
      tags: ["balance"],
      auth: ["api_key", "access_token"],
      query: EntriesQuery,
      responses: {
        200: { description: "A page of entries", schema: BalanceEntryList },
        409: liveOnlyDoc,
      },
    },
    async (c, { query }) =>
      c.json(await listEntries(db, liveOnly(c.var.principal), query.limit, query.cursor)),
  );

  defineRoute(
    api,
    {
      method: "get",
      path: "/statements/{month}",
      operationId: "getBalanceStatement",
      summary: "A month's statement: opening balance, movements, closing balance",
      description:
        "`month` is `YYYY-MM` (JSON), `YYYY-MM.csv` (RFC 4180 CSV, a row per movement with the running balance) or `YYYY-MM.html` (a printable page). Months are UTC.",
      tags: ["balance"],
      auth: ["api_key", "access_token"],
      params: StatementPath,
      responses: {
        200: {
          description: "The statement",
          schema: BalanceStatement,
          media: { "text/csv": z.string(), "text/html": z.string() },
        },
        409: liveOnlyDoc,
      },
    },
    async (c, { params }) => {
      const organizationId = liveOnly(c.var.principal);
      const [, month, form = "json"] = STATEMENT.exec(params.month)!;
      const s = await statement(db, organizationId, month!);
      if (form === "csv") {
        return c.body(statementCsv(s), 200, {
          "content-type": "text/csv; charset=utf-8; header=present",
          "content-disposition": `attachment; filename="statement-${month}.csv"`,
        });
      }
      if (form === "html") {
        const [org] = await db
          .select({ name: organizations.name })
          .from(organizations)
          .where(eq(organizations.id, organizationId));
        return c.body(statementHtml(s, org?.name ?? ""), 200, {
          "content-type": "text/html; charset=utf-8",
          // Nothing but its own inline style sheet: no script, no frame, nothing loaded.
          "content-security-policy":
            "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
        });
      }
      return c.json(s);
    },
  );
  return api;
}
