import { and, desc, eq, lt, or, sql } from "drizzle-orm";
import { domainToASCII } from "node:url";
import { z } from "zod";
import { pyBool } from "../../contract/pydantic/py-bool";
import { pyLiteral } from "../../contract/pydantic/py-literal";
import { pyObject } from "../../contract/pydantic/py-object";
import { pyStr } from "../../contract/pydantic/py-str";
import { listAudit } from "../audit/audit-log";
import type { Db } from "../db/database";
import { listDomains } from "../domains/domains";
import { defineRoute, routeGroup, type RouteDeps, type RouteGroup } from "../http/route";
import { timeFilter } from "../http/list-filters";
import { scopeOf } from "../http/scope";
import type { Logger } from "../logger";
import { DomainOrderStatus } from "../../contract/domain-order-status";
import { listOrders, type OrderCursor } from "../orders/orders";
import { normalizeDomain } from "../registrar/normalize-domain";
import { payments } from "../payments/schema";
import { csvResponse, EXPORT_PAGE } from "./csv-response";

const CSV = {
  200: { description: "RFC 4180 CSV with a header row", media: { "text/csv": z.string() } },
};
const iso = (d: Date | null) => (d ? d.toISOString() : "");
const recorded = sql`date_trunc('milliseconds', ${payments.createdAt})`;

const OrdersQuery = pyObject({
  domain: pyStr({ min: 1, max: 255 }).optional(),
  status: pyLiteral(
    DomainOrderStatus.options as [DomainOrderStatus, ...DomainOrderStatus[]],
  ).optional(),
  kind: pyLiteral(["order", "purchase", "renewal", "transfer"]).optional(),
  q: pyStr({ min: 1, max: 255 }).optional().meta({ description: "As the orders list's `q`" }),
});
const PaymentsQuery = pyObject({ unallocated: pyBool().optional() });
const DomainsQuery = pyObject({
  q: pyStr({ min: 1, max: 255 }).optional().meta({ description: "Part of the domain name" }),
  status: pyLiteral(["active", "expired"]).optional(),
  expires_before: timeFilter().optional(),
  expires_after: timeFilter().optional(),
});
const AuditQuery = pyObject({
  actor: pyStr({ min: 1, max: 320 }).optional(),
  action: pyStr({ min: 1, max: 100 }).optional(),
  since: timeFilter().optional(),
  before: timeFilter().optional(),
});

/**
 * `GET /api/v1/exports/{orders,payments,domains,audit-log}`: each list as a CSV download, with
 * the list's filters, streamed a page at a time (`csv-response.ts`).
 */
export function exportRoutes(auth: RouteDeps, deps: { db: Db; logger: Logger; now: () => Date }) {
  const api: RouteGroup = routeGroup(auth, "/api/v1/exports");
  const { db, logger } = deps;
  const who = ["api_key", "access_token"] as const;

  defineRoute(
    api,
    {
      method: "get",
      path: "/orders",
      operationId: "exportOrders",
      summary: "The orders list's filters, as CSV (newest first)",
      tags: ["orders"],
      auth: who,
      query: OrdersQuery,
      responses: CSV,
    },
    async (c, { query }) => {
      let domain: string | undefined;
      if (query.domain) {
        const n = normalizeDomain(query.domain, { stored: true });
        domain = n.ok ? n.domain.name : query.domain.trim().toLowerCase();
      }
      const filter = {
        ...scopeOf(c.var.principal),
        ...(domain && { domain }),
        ...(query.status && { status: query.status }),
        ...(query.kind && { kind: query.kind }),
        ...(query.q?.trim() && { search: query.q }),
        limit: EXPORT_PAGE,
      };
      return csvResponse(
        c,
        "orders.csv",
        [
          "order_id",
          "created_at",
          "domain",
          "kind",
          "status",
          "price",
          "currency",
          "payment_method",
          "payment_reference",
          "external_account_id",
          "registrant_email",
          "failure_reason",
        ],
        {
          read: async (cursor: OrderCursor | undefined) => {
            const page = await listOrders(db, { ...filter, ...(cursor && { cursor }) });
            const last = page.rows.at(-1);
            return {
              rows: page.rows,
              next:
                page.next_cursor && last ? { createdAt: last.createdAt, id: last.id } : undefined,
            };
          },
          cells: (o) => [
            o.id,
            iso(o.createdAt),
            o.domainName,
            o.kind,
            o.status,
            o.price,
            o.currency,
            o.paymentMethod,
            o.paymentReference,
            o.externalAccountId ?? "",
            String((o.contact as { email?: unknown }).email ?? ""),
            o.failureReason ?? "",
          ],
        },
        logger,
      );
    },
  );

  defineRoute(
    api,
    {
      method: "get",
      path: "/payments",
      operationId: "exportPayments",
      summary:
        "Recorded payments as CSV (newest first); `unallocated=true` for those with money left",
      tags: ["payments"],
      auth: who,
      query: PaymentsQuery,
      responses: CSV,
    },
    async (c, { query }) => {
      const { organizationId, livemode } = c.var.principal;
      return csvResponse(
        c,
        "payments.csv",
        [
          "payment_id",
          "received_at",
          "recorded_at",
          "amount",
          "currency",
          "method",
          "reference",
          "allocated",
        ],
        {
          read: async (after: { at: string; id: string } | undefined) => {
            const rows = await db
              .select({
                row: payments,
                at: sql<string>`to_char(${recorded} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
                allocated: sql<string>`COALESCE((SELECT sum(a.amount) FROM payment_allocations a
                  WHERE a.payment_id = ${payments.id}), 0)::text`,
              })
              .from(payments)
              .where(
                and(
                  eq(payments.organizationId, organizationId),
                  eq(payments.livemode, livemode),
                  query.unallocated
                    ? sql`${payments.amount} > COALESCE((SELECT sum(a.amount) FROM payment_allocations a
                        WHERE a.payment_id = ${payments.id}), 0)`
                    : undefined,
                  after
                    ? or(
                        sql`${recorded} < ${after.at}::timestamptz`,
                        and(sql`${recorded} = ${after.at}::timestamptz`, lt(payments.id, after.id)),
                      )
                    : undefined,
                ),
              )
              .orderBy(desc(recorded), desc(payments.id))
              .limit(EXPORT_PAGE);
            const last = rows.at(-1);
            return {
              rows,
              next:
                rows.length === EXPORT_PAGE && last ? { at: last.at, id: last.row.id } : undefined,
            };
          },
          cells: ({ row, allocated }) => [
            row.id,
            iso(row.receivedAt),
            iso(row.createdAt),
            row.amount,
            row.currency,
            row.method,
            row.reference ?? "",
            allocated,
          ],
        },
        logger,
      );
    },
  );

  defineRoute(
    api,
    {
      method: "get",
      path: "/domains",
      operationId: "exportDomains",
      summary: "The domains list's filters, as CSV (by name)",
      tags: ["domains"],
      auth: who,
      query: DomainsQuery,
      responses: CSV,
    },
    async (c, { query }) => {
      const now = deps.now();
      const contains =
        query.q && /[^\x20-\x7e]/.test(query.q) ? domainToASCII(query.q) || query.q : query.q;
      const filter = {
        ...scopeOf(c.var.principal),
        limit: EXPORT_PAGE,
        ...(contains !== undefined && { contains }),
        ...(query.status && { status: query.status }),
        ...(query.expires_before && { expiresBefore: query.expires_before }),
        ...(query.expires_after && { expiresAfter: query.expires_after }),
        now,
      };
      return csvResponse(
        c,
        "domains.csv",
        [
          "domain",
          "status",
          "registered_at",
          "expires_at",
          "auto_renew",
          "privacy",
          "external_account_id",
        ],
        {
          read: async (after: string | undefined) => {
            const rows = await listDomains(db, {
              ...filter,
              ...(after !== undefined && { after }),
            });
            return {
              rows,
              next: rows.length === EXPORT_PAGE ? rows.at(-1)!.name : undefined,
            };
          },
          cells: (d) => [
            d.name,
            d.status === "active" && d.expiresAt <= now ? "expired" : d.status,
            iso(d.registeredAt),
            iso(d.expiresAt),
            String(d.autoRenew),
            String(d.privacy),
            d.externalAccountId ?? "",
          ],
        },
        logger,
      );
    },
  );

  defineRoute(
    api,
    {
      method: "get",
      path: "/audit-log",
      operationId: "exportAuditLog",
      summary: "The audit log's filters, as CSV (newest first; admins only)",
      tags: ["users"],
      auth: ["access_token"],
      query: AuditQuery,
      responses: CSV,
    },
    async (c, { query }) => {
      const filter = {
        organizationId: c.var.principal.organizationId,
        limit: EXPORT_PAGE,
        ...(query.actor !== undefined && { actor: query.actor }),
        ...(query.action !== undefined && { action: query.action }),
        ...(query.since !== undefined && { since: query.since }),
        ...(query.before !== undefined && { before: query.before }),
      };
      return csvResponse(
        c,
        "audit-log.csv",
        ["at", "actor", "action", "target_type", "target_id", "details"],
        {
          read: async (beforeId: number | undefined) => {
            const page = await listAudit(db, {
              ...filter,
              ...(beforeId !== undefined && { beforeId }),
            });
            const last = page.items.at(-1);
            return {
              rows: page.items,
              next: page.next_cursor && last ? Number(last.id) : undefined,
            };
          },
          cells: (e) => [
            e.at,
            e.actor.email,
            e.action,
            e.target_type,
            e.target_id ?? "",
            JSON.stringify(e.details),
          ],
        },
        logger,
      );
    },
  );
  return api;
}
