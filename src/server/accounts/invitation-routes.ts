import { Invitation, InvitationCreateRequest, InvitationList } from "../../contract/dashboard";
import { ErrorBody } from "../../contract/error-body";
import { pyObject } from "../../contract/pydantic/py-object";
import { pyUuid } from "../../contract/pydantic/py-uuid";
import type { SecretsKey } from "../secret-box";
import { conflict, notFound } from "../http/errors";
import { defineRoute, routeGroup, type RouteDeps, type RouteGroup } from "../http/route";
import { DuplicateUserError } from "../orgs/organizations";
import { actorOf } from "../users/actor";
import { invite, listInvitations, resendInvitation, revokeInvitation } from "./account-links";
import type { accountLinks, users } from "../db/schema";

const USER = ["access_token"] as const;
const InvitationPath = pyObject({ user_id: pyUuid() });
const noneDoc = { description: "No pending invitation of that user here", schema: ErrorBody };

const toInvitation = (r: {
  link: typeof accountLinks.$inferSelect;
  user: typeof users.$inferSelect;
}): Invitation => ({
  user_id: r.user.id,
  email: r.user.email,
  role: r.user.role,
  invited_at: r.link.createdAt.toISOString(),
  expires_at: r.link.expiresAt.toISOString(),
});

/**
 * Invitations (admins only, `/api/v1/users…` in `roles.ts`): an admin invites by email and
 * role, the person gets a single-use 7-day link and chooses their password on its page.
 */
export function invitationRoutes(deps: RouteDeps & { secretsKey: SecretsKey }): RouteGroup {
  const { db, now } = deps;
  const api = routeGroup(deps, "/api/v1/invitations");
  defineRoute(
    api,
    {
      method: "get",
      path: "/",
      operationId: "listInvitations",
      summary: "Pending invitations: users who have not chosen a password yet (admins only)",
      tags: ["users"],
      auth: USER,
      responses: { 200: { description: "The pending invitations", schema: InvitationList } },
    },
    async (c) => {
      const rows = await listInvitations(db, actorOf(c).organizationId);
      return c.json({ items: rows.map(toInvitation) });
    },
  );

  defineRoute(
    api,
    {
      method: "post",
      path: "/",
      operationId: "createInvitation",
      summary:
        "Invite a person by email with a role: they get a link to choose a password (admins only)",
      tags: ["users"],
      auth: USER,
      body: InvitationCreateRequest,
      responses: {
        201: { description: "The invitation; its link is mailed", schema: Invitation },
        409: { description: "A user with that email exists", schema: ErrorBody },
      },
    },
    async (c, { body }) => {
      try {
        const row = await invite(db, actorOf(c), {
          email: body.email,
          role: body.role,
          secretsKey: deps.secretsKey,
          now: now(),
        });
        return c.json(toInvitation(row), 201);
      } catch (err) {
        if (err instanceof DuplicateUserError) throw conflict("already_exists", err.message);
        throw err;
      }
    },
  );

  defineRoute(
    api,
    {
      method: "post",
      path: "/{user_id}/resend",
      operationId: "resendInvitation",
      summary: "Mail a new invitation link; the previous one stops working (admins only)",
      tags: ["users"],
      auth: USER,
      params: InvitationPath,
      responses: {
        200: { description: "The invitation with its new expiry", schema: Invitation },
        404: noneDoc,
      },
    },
    async (c, { params }) => {
      const row = await resendInvitation(db, actorOf(c), {
        userId: params.user_id,
        secretsKey: deps.secretsKey,
        now: now(),
      });
      if (!row) throw notFound("No pending invitation of that user");
      return c.json(toInvitation(row));
    },
  );

  defineRoute(
    api,
    {
      method: "delete",
      path: "/{user_id}",
      operationId: "revokeInvitation",
      summary:
        "Withdraw a pending invitation: its link stops working, the user is removed (admins only)",
      tags: ["users"],
      auth: USER,
      params: InvitationPath,
      responses: { 204: { description: "Withdrawn", schema: null }, 404: noneDoc },
    },
    async (c, { params }) => {
      const ok = await revokeInvitation(db, actorOf(c), { userId: params.user_id, now: now() });
      if (!ok) throw notFound("No pending invitation of that user");
      return c.body(null, 204);
    },
  );
  return api;
}
