import { randomUUID } from "node:crypto";
import { and, desc, eq, lt, or, sql } from "drizzle-orm";
import { domainToASCII } from "node:url";
import {
  AbuseReportList,
  AbuseReportReceipt,
  AbuseReportRequest,
  type AbuseReport,
} from "../../contract/abuse-report";
import { ErrorBody } from "../../contract/error-body";
import { pyInt } from "../../contract/pydantic/py-int";
import { pyObject } from "../../contract/pydantic/py-object";
import { clientIp, enforceRateLimit } from "../auth/authenticate";
import { domains } from "../domains/schema";
import { held } from "../domains/domains";
import { appendEvent } from "../events/append-event";
import { cursorCodec, cursorPart } from "../http/cursor";
import type { RateLimiter } from "../http/rate-limiter";
import { defineRoute, routeGroup, type RouteDeps, type RouteGroup } from "../http/route";
import { scopeOf } from "../http/scope";
import { abuseReports } from "./schema";

/** A law-enforcement report is reviewed within 24 hours (RAA 3.18.2). */
const LAW_ENFORCEMENT_REVIEW_MS = 24 * 60 * 60 * 1000;

/** The list's cursor: the time and id of the previous page's last report. */
const cursor = cursorCodec("a", { at: cursorPart.time, id: cursorPart.uuid });

const AbuseReportsQuery = pyObject({
  limit: pyInt({ ge: 1, le: 100 }).default(50),
  cursor: cursor.field().optional(),
});

/**
 * `/api/v1/abuse-reports`: anyone reports abuse of a domain (public, rate limited per client
 * address) and gets a receipt at once; the owning organization gets `domain.abuse_reported`
 * and lists its reports (docs/abuse.md).
 */
export function abuseReportRoutes(auth: RouteDeps, deps: { limiter: RateLimiter }): RouteGroup {
  const api = routeGroup(auth, "/api/v1/abuse-reports");
  defineRoute(
    api,
    {
      method: "post",
      path: "/",
      operationId: "createAbuseReport",
      summary: "Report abuse of a domain (public)",
      description:
        "Records the report and answers with its receipt at once. The organization holding " +
        "the domain is told (`domain.abuse_reported`); a report marked `law_enforcement` " +
        "must be reviewed within 24 hours (`review_by`, RAA 3.18.2).",
      tags: ["abuse"],
      auth: "public",
      rateLimited: true,
      body: AbuseReportRequest,
      responses: {
        201: { description: "Recorded", schema: AbuseReportReceipt },
        429: { description: "Too many requests", schema: ErrorBody },
      },
    },
    async (c, { body }) => {
      await enforceRateLimit(c, deps.limiter, `ip:${clientIp(c)}`);
      const at = auth.now();
      const name = (domainToASCII(body.domain.replace(/\.$/, "")) || body.domain).toLowerCase();
      const reviewBy = body.law_enforcement
        ? new Date(at.getTime() + LAW_ENFORCEMENT_REVIEW_MS)
        : null;
      const id = randomUUID();
      await auth.db.transaction(async (tx) => {
        // The holder: live mode's first, else a test mode's (the sandbox).
        const [domain] = await tx
          .select({
            id: domains.id,
            organizationId: domains.organizationId,
            livemode: domains.livemode,
          })
          .from(domains)
          .where(and(eq(sql`lower(${domains.name})`, name), held()))
          .orderBy(desc(domains.livemode), desc(domains.createdAt))
          .limit(1);
        await tx.insert(abuseReports).values({
          id,
          domain: name,
          domainId: domain?.id ?? null,
          organizationId: domain?.organizationId ?? null,
          livemode: domain?.livemode ?? true,
          category: body.category,
          description: body.description,
          reporterEmail: body.reporter_email,
          reporterName: body.reporter_name ?? null,
          lawEnforcement: body.law_enforcement,
          reviewBy,
          receivedAt: at,
        });
        if (domain) {
          await appendEvent(tx, {
            organizationId: domain.organizationId,
            livemode: domain.livemode,
            type: "domain.abuse_reported",
            data: {
              domain_id: domain.id,
              domain: name,
              report_id: id,
              category: body.category,
              law_enforcement: body.law_enforcement,
              review_by: reviewBy?.toISOString() ?? null,
            },
            at,
          });
        }
      });
      c.header("Cache-Control", "no-store");
      return c.json(
        {
          id,
          domain: name,
          received_at: at.toISOString(),
          law_enforcement: body.law_enforcement,
          review_by: reviewBy?.toISOString() ?? null,
        } satisfies AbuseReportReceipt,
        201,
      );
    },
  );
  defineRoute(
    api,
    {
      method: "get",
      path: "/",
      operationId: "listAbuseReports",
      summary: "Abuse reports about the organization's domains, newest first",
      tags: ["abuse"],
      auth: ["api_key", "access_token"],
      query: AbuseReportsQuery,
      responses: {
        200: { description: "A page of reports", schema: AbuseReportList },
      },
    },
    async (c, { query }) => {
      const scope = scopeOf(c.var.principal);
      const filters = [
        eq(abuseReports.organizationId, scope.organizationId),
        eq(abuseReports.livemode, scope.livemode),
      ];
      if (query.cursor !== undefined) {
        const { at, id } = query.cursor;
        filters.push(
          or(
            lt(abuseReports.receivedAt, at),
            and(eq(abuseReports.receivedAt, at), lt(abuseReports.id, id)),
          )!,
        );
      }
      const rows = await auth.db
        .select()
        .from(abuseReports)
        .where(and(...filters))
        .orderBy(desc(abuseReports.receivedAt), desc(abuseReports.id))
        .limit(query.limit + 1);
      const page = cursor.page(rows, query.limit, (r) => ({ at: r.receivedAt, id: r.id }));
      return c.json(
        {
          items: page.rows.map((r): AbuseReport => ({
            id: r.id,
            domain: r.domain,
            livemode: r.livemode,
            category: r.category as AbuseReport["category"],
            description: r.description,
            reporter_email: r.reporterEmail,
            reporter_name: r.reporterName,
            law_enforcement: r.lawEnforcement,
            review_by: r.reviewBy?.toISOString() ?? null,
            received_at: r.receivedAt.toISOString(),
          })),
          next_cursor: page.next_cursor,
        },
        200,
      );
    },
  );
  return api;
}
