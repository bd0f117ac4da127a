import { ErrorBody } from "../../contract/error-body";
import { HostedSessionRequest } from "../../contract/hosted-session-request";
import { HostedSessionResponse } from "../../contract/hosted-session-response";
import { HostedSessionStatus } from "../../contract/hosted-session-info";
import { pyObject } from "../../contract/pydantic/py-object";
import { pyUuid } from "../../contract/pydantic/py-uuid";
import type { Db } from "../db/database";
import { defineRoute, routeGroup, type RouteDeps, type RouteGroup } from "../http/route";
import {
  assertMayGrant,
  createHostedSession,
  getOwnSession,
  refreshSession,
  revokeSession,
  sessionResponse,
  sessionView,
} from "./sessions";

const EITHER = ["api_key", "access_token"] as const;
const SessionPath = pyObject({ session_id: pyUuid() });

/** The partner's side: mint, read, revoke and refresh hosted sessions. */
export function hostedSessionRoutes(
  auth: RouteDeps,
  deps: { db: Db; now: () => Date; publicUrl: string },
): RouteGroup {
  const api = routeGroup(auth, "/api/v1/hosted/sessions");
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
      const { row, clientToken } = await createHostedSession(deps.db, {
        organizationId: c.var.principal.organizationId,
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
      const row = await getOwnSession(deps.db, c.var.principal.organizationId, params.session_id);
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
      const row = await getOwnSession(deps.db, c.var.principal.organizationId, params.session_id);
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
      const row = await getOwnSession(deps.db, c.var.principal.organizationId, params.session_id);
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
