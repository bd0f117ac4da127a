import { and, desc, eq, gt, isNotNull, isNull, lt, lte, or, type SQL } from "drizzle-orm";
import { z } from "zod";
import { HostedSessionStatus } from "../../contract/hosted-session-info";
import { pyInt } from "../../contract/pydantic/py-int";
import { pyLiteral } from "../../contract/pydantic/py-literal";
import { pyObject } from "../../contract/pydantic/py-object";
import { cursorCodec, cursorPart } from "../http/cursor";
import { defineRoute, routeGroup, type RouteDeps, type RouteGroup } from "../http/route";
import { hostedSessions } from "./schema";
import { sessionView } from "./sessions";

/** Cursor: the last session's creation time and id (newest first). */
const cursor = cursorCodec("s", { at: cursorPart.time, id: cursorPart.uuid });

const ListQuery = pyObject({
  status: pyLiteral(["active", "expired", "revoked"] as const).optional(),
  limit: pyInt({ ge: 1, le: 100 }).default(25),
  cursor: cursor.field().optional(),
});

const HostedSessionList = z
  .object({ items: z.array(HostedSessionStatus), next_cursor: z.string().nullable() })
  .meta({ id: "HostedSessionList" });

/** `GET /api/v1/hosted/sessions`: the organization's sessions, newest first. */
export function hostedSessionListRoutes(auth: RouteDeps): RouteGroup {
  const api = routeGroup(auth, "/api/v1");
  const { db, now } = auth;
  defineRoute(
    api,
    {
      method: "get",
      path: "/hosted/sessions",
      operationId: "listHostedSessions",
      summary: "The organization's hosted sessions, newest first, with what was ordered",
      tags: ["hosted sessions"],
      auth: ["api_key", "access_token"],
      query: ListQuery,
      responses: { 200: { description: "A page of sessions", schema: HostedSessionList } },
    },
    async (c, { query }) => {
      const at = now();
      const byStatus: Record<string, SQL | undefined> = {
        active: and(isNull(hostedSessions.revokedAt), gt(hostedSessions.expiresAt, at)),
        expired: and(isNull(hostedSessions.revokedAt), lte(hostedSessions.expiresAt, at)),
        revoked: isNotNull(hostedSessions.revokedAt),
      };
      const cur = query.cursor;
      const rows = await db
        .select()
        .from(hostedSessions)
        .where(
          and(
            eq(hostedSessions.organizationId, c.var.principal.organizationId),
            query.status ? byStatus[query.status] : undefined,
            cur
              ? or(
                  lt(hostedSessions.createdAt, cur.at),
                  and(eq(hostedSessions.createdAt, cur.at), lt(hostedSessions.id, cur.id)),
                )
              : undefined,
          ),
        )
        .orderBy(desc(hostedSessions.createdAt), desc(hostedSessions.id))
        .limit(query.limit + 1);
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return c.json({
        items: await Promise.all(page.map((r) => sessionView(db, r, at))),
        next_cursor:
          rows.length > query.limit && last
            ? cursor.encode({ at: last.createdAt, id: last.id })
            : null,
      });
    },
  );
  return api;
}
