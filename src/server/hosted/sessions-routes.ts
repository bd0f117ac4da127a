import { and, desc, eq, gt, isNotNull, isNull, lt, lte, or, type SQL } from "drizzle-orm";
import { z } from "zod";
import { ErrorBody } from "../../contract/error-body";
import { HostedSessionRequest } from "../../contract/hosted-session-request";
import { HostedSessionResponse } from "../../contract/hosted-session-response";
import { HostedSessionStatus } from "../../contract/hosted-session-info";
import { pyInt } from "../../contract/pydantic/py-int";
import { pyLiteral } from "../../contract/pydantic/py-literal";
import { pyObject } from "../../contract/pydantic/py-object";
import { pyUuid } from "../../contract/pydantic/py-uuid";
import type { Db } from "../db/database";
import { cursorCodec, cursorPart } from "../http/cursor";
import { defineRoute, routeGroup, type RouteDeps, type RouteGroup } from "../http/route";
import { scopeOf } from "../http/scope";
import {
  assertMayGrant,
  createHostedSession,
  getOwnSession,
  refreshSession,
  revokeSession,
  sessionResponse,
  sessionView,
  sessionViews,
} from "./sessions";
import { hostedSessions } from "./schema";
import { invalidField } from "../http/errors";
import { cardCheckoutOffered, type OrderDeps } from "../orders/orders";

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

const EITHER = ["api_key", "access_token"] as const;
const SessionPath = pyObject({ session_id: pyUuid() });

/** The partner's side: list, mint, read, revoke and refresh hosted sessions. */
export function hostedSessionRoutes(
  auth: RouteDeps,
  deps: { db: Db; now: () => Date; publicUrl: string; config: OrderDeps["config"] },
): RouteGroup {
  const api = routeGroup(auth, "/api/v1/hosted/sessions");
  defineRoute(
    api,
    {
      method: "get",
      path: "/",
      operationId: "listHostedSessions",
      summary: "The organization's hosted sessions, newest first, with what was ordered",
      tags: ["hosted sessions"],
      auth: ["api_key", "access_token"],
      query: ListQuery,
      responses: { 200: { description: "A page of sessions", schema: HostedSessionList } },
    },
    async (c, { query }) => {
      const at = deps.now();
      const byStatus: Record<string, SQL | undefined> = {
        active: and(isNull(hostedSessions.revokedAt), gt(hostedSessions.expiresAt, at)),
        expired: and(isNull(hostedSessions.revokedAt), lte(hostedSessions.expiresAt, at)),
        revoked: isNotNull(hostedSessions.revokedAt),
      };
      const cur = query.cursor;
      const rows = await deps.db
        .select()
        .from(hostedSessions)
        .where(
          and(
            eq(hostedSessions.organizationId, c.var.principal.organizationId),
            eq(hostedSessions.livemode, c.var.principal.livemode),
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
      const page = cursor.page(rows, query.limit, (r) => ({ at: r.createdAt, id: r.id }));
      return c.json({
        items: await sessionViews(deps.db, page.rows, at),
        next_cursor: page.next_cursor,
      });
    },
  );

  defineRoute(
    api,
    {
      method: "post",
      path: "/",
      operationId: "createHostedSession",
      idempotent: true,
      summary: "Create a hosted session for an end user of your product",
      tags: ["hosted sessions"],
      auth: EITHER,
      body: HostedSessionRequest,
      responses: {
        200: { description: "The session and its URLs", schema: HostedSessionResponse },
        403: {
          description:
            "dns_manage asked for with a bearer access token (API key only), or another " +
            "credential kind than an API key or access token",
          schema: ErrorBody,
        },
      },
    },
    async (c, { body, idempotency }) => {
      assertMayGrant(c.var.principal.kind, body.allowed_actions);
      const livemode = c.var.principal.livemode;
      // The end user pays renewals at the mode's card checkout: refused where there is none.
      if (body.renewal_payment === "card" && !cardCheckoutOffered(deps.config, livemode)) {
        throw invalidField(
          ["body", "renewal_payment"],
          body.renewal_payment,
          livemode
            ? "renewals by card are not offered in live mode: this deployment has no payment provider (PAYMENT_PROVIDER); use renewal_payment organization"
            : "renewals by card are not offered: the sandbox card checkout is off (SANDBOX_CARD=false); use renewal_payment organization",
        );
      }
      const { row, clientToken } = await createHostedSession(deps.db, {
        organizationId: c.var.principal.organizationId,
        livemode: c.var.principal.livemode,
        request: body,
        now: deps.now(),
        reply: idempotency && {
          claim: idempotency,
          status: 200,
          body: (session, token) => sessionResponse(deps.publicUrl, session, token),
        },
      });
      c.header("Cache-Control", "no-store");
      return c.json(
        sessionResponse(deps.publicUrl, row, clientToken) satisfies HostedSessionResponse,
      );
    },
  );

  defineRoute(
    api,
    {
      method: "get",
      path: "/{session_id}",
      operationId: "getHostedSession",
      summary: "A session's status, scope and what its end user did",
      tags: ["hosted sessions"],
      auth: EITHER,
      params: SessionPath,
      responses: {
        200: { description: "The session", schema: HostedSessionStatus },
        404: { description: "No such session", schema: ErrorBody },
      },
    },
    async (c, { params }) => {
      const row = await getOwnSession(deps.db, scopeOf(c.var.principal), params.session_id);
      return c.json(await sessionView(deps.db, row, deps.now()));
    },
  );

  defineRoute(
    api,
    {
      method: "delete",
      path: "/{session_id}",
      operationId: "revokeHostedSession",
      summary: "Revoke a session: its client token gets 401 at once",
      tags: ["hosted sessions"],
      auth: EITHER,
      params: SessionPath,
      responses: {
        204: { description: "Revoked (also when it already was)" },
        404: { description: "No such session", schema: ErrorBody },
      },
    },
    async (c, { params }) => {
      const row = await getOwnSession(deps.db, scopeOf(c.var.principal), params.session_id);
      await revokeSession(deps.db, row, deps.now());
      return c.body(null, 204);
    },
  );

  defineRoute(
    api,
    {
      method: "post",
      path: "/{session_id}/refresh",
      operationId: "refreshHostedSession",
      summary: "A new client token for the same session; the old one stops working",
      tags: ["hosted sessions"],
      auth: EITHER,
      params: SessionPath,
      responses: {
        200: { description: "The new token and URLs", schema: HostedSessionResponse },
        403: {
          description:
            "Another organization's session, or a session with dns_manage refreshed with a " +
            "bearer access token (API key only)",
          schema: ErrorBody,
        },
        404: { description: "No such session", schema: ErrorBody },
        409: { description: "The session expired or was revoked", schema: ErrorBody },
      },
    },
    async (c, { params }) => {
      const row = await getOwnSession(deps.db, scopeOf(c.var.principal), params.session_id);
      assertMayGrant(c.var.principal.kind, row.allowedActions);
      const clientToken = await refreshSession(deps.db, row, deps.now());
      c.header("Cache-Control", "no-store");
      return c.json(
        sessionResponse(deps.publicUrl, row, clientToken) satisfies HostedSessionResponse,
      );
    },
  );
  return api;
}
