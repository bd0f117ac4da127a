import { and, count, countDistinct, eq, gt, gte, lt, lte, or } from "drizzle-orm";
import { Overview } from "../../contract/overview";
import { abuseReports } from "../abuse/schema";
import type { Db } from "../db/database";
import { held } from "../domains/domains";
import { domains } from "../domains/schema";
import { webhookDeliveries, webhookEndpoints } from "../events/schema";
import { defineRoute, routeGroup, type RouteDeps, type RouteGroup } from "../http/route";
import { scopeOf } from "../http/scope";
import { orders, orderTransitions } from "../orders/schema";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Domains expiring within this many days are counted (as the dashboard highlights them). */
const EXPIRING_DAYS = 30;

const dayOf = (d: Date) => d.toISOString().slice(0, 10);

/** How many rows `where` selects from `table`. */
async function counted(query: Promise<{ n: number }[]>): Promise<number> {
  const [row] = await query;
  return Number(row?.n ?? 0);
}

/**
 * `GET /api/v1/overview`: the dashboard's first page in one read: orders awaiting payment,
 * failed and refunded today, domains expiring soon, failing webhook endpoints and abuse reports
 * to review, counted in the caller's organization and mode.
 */
export function overviewRoutes(auth: RouteDeps, deps: { db: Db; now: () => Date }) {
  const api: RouteGroup = routeGroup(auth, "/api/v1/overview");
  const { db } = deps;

  defineRoute(
    api,
    {
      method: "get",
      path: "/",
      operationId: "getOverview",
      summary: "What needs attention now: counts for the dashboard's first page",
      tags: ["overview"],
      auth: ["api_key", "access_token"],
      responses: { 200: { description: "The counts", schema: Overview } },
    },
    async (c) => {
      const { organizationId, livemode } = scopeOf(c.var.principal);
      const now = deps.now();
      const today = new Date(`${dayOf(now)}T00:00:00Z`);
      const soonEnd = new Date(today.getTime() + (EXPIRING_DAYS + 1) * DAY);
      const dayAgo = new Date(now.getTime() - DAY);
      const weekAgo = new Date(now.getTime() - 7 * DAY);
      const ownOrders = and(
        eq(orders.organizationId, organizationId),
        eq(orders.livemode, livemode),
      );
      const movedToday = (status: "failed" | "refunded") =>
        counted(
          db
            .select({ n: countDistinct(orders.id) })
            .from(orders)
            .innerJoin(orderTransitions, eq(orderTransitions.orderId, orders.id))
            .where(
              and(
                ownOrders,
                eq(orders.status, status),
                eq(orderTransitions.toStatus, status),
                gte(orderTransitions.at, today),
              ),
            ),
        );
      const ownEndpoints = and(
        eq(webhookEndpoints.organizationId, organizationId),
        eq(webhookEndpoints.livemode, livemode),
      );
      const ownReports = and(
        eq(abuseReports.organizationId, organizationId),
        eq(abuseReports.livemode, livemode),
        gte(abuseReports.receivedAt, weekAgo),
      );
      const [awaiting, failed, refunded, expiring, failing, disabled, reports, due] =
        await Promise.all([
          counted(
            db
              .select({ n: count() })
              .from(orders)
              .where(and(ownOrders, eq(orders.status, "pending"))),
          ),
          movedToday("failed"),
          movedToday("refunded"),
          counted(
            db
              .select({ n: count() })
              .from(domains)
              .where(
                and(
                  eq(domains.organizationId, organizationId),
                  eq(domains.livemode, livemode),
                  held(),
                  gte(domains.expiresAt, today),
                  lt(domains.expiresAt, soonEnd),
                ),
              ),
          ),
          counted(
            db
              .select({ n: countDistinct(webhookEndpoints.id) })
              .from(webhookEndpoints)
              .innerJoin(webhookDeliveries, eq(webhookDeliveries.endpointId, webhookEndpoints.id))
              .where(
                and(
                  ownEndpoints,
                  eq(webhookEndpoints.enabled, true),
                  gte(webhookDeliveries.createdAt, dayAgo),
                  or(
                    eq(webhookDeliveries.status, "failed"),
                    and(eq(webhookDeliveries.status, "pending"), gt(webhookDeliveries.attempts, 0)),
                  ),
                ),
              ),
          ),
          counted(
            db
              .select({ n: count() })
              .from(webhookEndpoints)
              .where(and(ownEndpoints, eq(webhookEndpoints.enabled, false))),
          ),
          counted(db.select({ n: count() }).from(abuseReports).where(ownReports)),
          counted(
            db
              .select({ n: count() })
              .from(abuseReports)
              .where(
                and(
                  ownReports,
                  eq(abuseReports.lawEnforcement, true),
                  lte(abuseReports.reviewBy, new Date(now.getTime() + 6 * HOUR)),
                ),
              ),
          ),
        ]);
      c.header("Cache-Control", "no-store");
      return c.json(
        {
          at: now.toISOString(),
          orders: { awaiting_payment: awaiting, failed_today: failed, refunded_today: refunded },
          domains: {
            expiring_soon: expiring,
            expires_after: dayOf(today),
            expires_before: dayOf(soonEnd),
          },
          webhooks: { endpoints_failing: failing, endpoints_disabled: disabled },
          abuse_reports: { received_last_7_days: reports, law_enforcement_due: due },
        } satisfies Overview,
        200,
      );
    },
  );
  return api;
}
