import { eq } from "drizzle-orm";
import { ErrorBody } from "../../../contract/error-body";
import type { HostedAction } from "../../../contract/hosted-action";
import { HostedSessionInfo } from "../../../contract/hosted-session-info";
import { organizations } from "../../db/schema";
import { notFound } from "../../http/errors";
import { defineRoute, routeGroup, type RouteDeps, type RouteGroup } from "../../http/route";
import type { OrderDeps } from "../../orders/orders";
import { findSession, embedOrigins } from "../sessions";

const CLIENT = ["client_token"] as const;

/** The session the client token belongs to (no action needed). */
export function hostedSessionInfoRoutes(auth: RouteDeps, deps: OrderDeps): RouteGroup {
  const api = routeGroup(auth, "/api/v1/hosted/session");
  const { db } = deps;

  defineRoute(
    api,
    {
      method: "get",
      path: "/",
      operationId: "hostedGetSession",
      summary: "The session the client token belongs to: actions, theme, expiry, brand",
      tags: ["hosted API"],
      auth: CLIENT,
      responses: {
        200: { description: "The session", schema: HostedSessionInfo },
        404: { description: "The session no longer exists", schema: ErrorBody },
      },
    },
    async (c, { principal }) => {
      const session = await findSession(db, principal.sessionId);
      if (!session) throw notFound("Hosted session not found");
      const [org] = await db
        .select({ name: organizations.name })
        .from(organizations)
        .where(eq(organizations.id, session.organizationId));
      return c.json({
        session_id: session.id,
        livemode: session.livemode,
        allowed_actions: session.allowedActions as HostedAction[],
        theme: session.themeConfig,
        expires_at: session.expiresAt.toISOString(),
        organization: { name: org?.name ?? "" },
        external_account_id: session.externalAccountId,
        allowed_origins: await embedOrigins(db, session),
        locale: session.locale,
        renewal_payment: session.renewalPayment,
        registration_agreement_url: deps.config.registrationAgreementUrl ?? null,
      } satisfies HostedSessionInfo);
    },
  );

  return api;
}
