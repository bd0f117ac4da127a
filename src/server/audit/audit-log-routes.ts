import { AuditLog } from "../../contract/dashboard";
import { pyInt } from "../../contract/pydantic/py-int";
import { pyObject } from "../../contract/pydantic/py-object";
import { pyStr } from "../../contract/pydantic/py-str";
import { timeFilter } from "../http/list-filters";
import { defineRoute, routeGroup, type RouteDeps, type RouteGroup } from "../http/route";
import { auditCursor, listAudit } from "./audit-log";

const AuditQuery = pyObject({
  limit: pyInt({ ge: 1, le: 100 }).default(50),
  cursor: auditCursor.field().optional(),
  actor: pyStr({ min: 1, max: 320 })
    .optional()
    .meta({ description: "Part of the actor's email (or `admin CLI`), case-insensitive" }),
  action: pyStr({ min: 1, max: 100 })
    .optional()
    .meta({ description: "One action (`user.added`), or all of a kind (`user.`)" }),
  since: timeFilter()
    .optional()
    .meta({ description: "Only entries at or after this day (UTC) or time" }),
  before: timeFilter()
    .optional()
    .meta({ description: "Only entries before this day (UTC) or time" }),
});

/** `GET /api/v1/audit-log`: what signed-in users did, newest first (admins only). */
export function auditRoutes(auth: RouteDeps): RouteGroup {
  const api = routeGroup(auth, "/api/v1/audit-log");
  defineRoute(
    api,
    {
      method: "get",
      path: "/",
      operationId: "listAuditLog",
      summary: "What the organization's users did (keys, users, roles, webhooks, settings)",
      tags: ["users"],
      auth: ["access_token"],
      query: AuditQuery,
      responses: { 200: { description: "A page of entries, newest first", schema: AuditLog } },
    },
    async (c, { query }) =>
      c.json(
        await listAudit(auth.db, {
          organizationId: c.var.principal.organizationId,
          limit: query.limit,
          ...(query.cursor !== undefined && { beforeId: query.cursor.id }),
          ...(query.actor !== undefined && { actor: query.actor }),
          ...(query.action !== undefined && { action: query.action }),
          ...(query.since !== undefined && { since: query.since }),
          ...(query.before !== undefined && { before: query.before }),
        }),
      ),
  );
  return api;
}
