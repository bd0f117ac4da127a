import {
  PasswordChangeRequest,
  User,
  UserCreateRequest,
  UserCreated,
  UserList,
  UserRoleUpdate,
} from "../../contract/dashboard";
import { ErrorBody } from "../../contract/error-body";
import { pyObject } from "../../contract/pydantic/py-object";
import { pyUuid } from "../../contract/pydantic/py-uuid";
import { conflict, forbidden, invalidField, notFound } from "../http/errors";
import { defineRoute, routeGroup, type RouteDeps, type RouteGroup } from "../http/route";
import { DuplicateUserError } from "../orgs/organizations";
import { DashboardSessionList } from "../../contract/dashboard-sessions";
import { clearRefreshCookie } from "./session-routes";
import { endUserSessions, listSessions } from "./sessions";
import { actorOf } from "./actor";
import {
  addUser,
  changeOwnPassword,
  changeRole,
  findUser,
  listUsers,
  removeUser,
  toUser,
  type UserChange,
} from "./users";

const USER = ["access_token"] as const;
const UserPath = pyObject({ user_id: pyUuid() });
const notFoundDoc = { description: "No such user", schema: ErrorBody };
const lastAdminDoc = {
  description: "The organization's last admin cannot be removed or demoted",
  schema: ErrorBody,
};

function unwrap<T>(r: UserChange<T>): T {
  if (r.ok) return r.value;
  if (r.reason === "not_found") throw notFound("User not found");
  if (r.reason === "other_organization") {
    throw forbidden("forbidden", "This user belongs to another organization than yours.");
  }
  throw conflict(
    "invalid_state",
    "The organization's last admin cannot be removed or demoted; make another user admin first.",
  );
}

/**
 * Users and roles (admins only, see `roles.ts`), the caller's own account, password and
 * dashboard sessions (an admin also ends another user's).
 * Signed-in users only: an API key is 403 here.
 */
export function userRoutes(auth: RouteDeps): RouteGroup {
  const api = routeGroup(auth, "/api/v1/users");
  const { db, now } = auth;

  defineRoute(
    api,
    {
      method: "get",
      path: "/",
      operationId: "listUsers",
      summary: "The organization's users (admins only)",
      tags: ["users"],
      auth: USER,
      responses: { 200: { description: "The users", schema: UserList } },
    },
    async (c) => {
      const rows = await listUsers(db, c.var.principal.organizationId);
      return c.json({ items: rows.map(toUser) });
    },
  );

  defineRoute(
    api,
    {
      method: "post",
      path: "/",
      operationId: "createUser",
      summary: "Add a user with a role; the initial password is returned once (admins only)",
      tags: ["users"],
      auth: USER,
      body: UserCreateRequest,
      responses: {
        201: { description: "The user and their initial password", schema: UserCreated },
        409: { description: "A user with that email exists", schema: ErrorBody },
      },
    },
    async (c, { body }) => {
      try {
        const r = await addUser(db, actorOf(c), { email: body.email, role: body.role, now: now() });
        c.header("Cache-Control", "no-store");
        return c.json({ ...toUser(r.user), initial_password: r.password }, 201);
      } catch (err) {
        if (err instanceof DuplicateUserError) throw conflict("already_exists", err.message);
        throw err;
      }
    },
  );

  defineRoute(
    api,
    {
      method: "get",
      path: "/me",
      operationId: "getCurrentUser",
      summary: "The signed-in user (any role)",
      tags: ["users"],
      auth: USER,
      responses: { 200: { description: "The user", schema: User } },
    },
    async (c) => {
      const user = await findUser(db, actorOf(c).userId);
      if (!user) throw notFound("User not found");
      return c.json(toUser(user));
    },
  );

  defineRoute(
    api,
    {
      method: "put",
      path: "/me/password",
      operationId: "changeOwnPassword",
      summary: "Change your own password; your other sessions are signed out",
      tags: ["users"],
      auth: USER,
      body: PasswordChangeRequest,
      responses: { 204: { description: "Changed", schema: null } },
    },
    async (c, { body }) => {
      const ok = await changeOwnPassword(db, actorOf(c), {
        current: body.current_password,
        next: body.new_password,
        now: now(),
      });
      if (!ok) {
        throw invalidField(
          ["body", "current_password"],
          body.current_password,
          "current_password is not your password",
        );
      }
      return c.body(null, 204);
    },
  );

  defineRoute(
    api,
    {
      method: "get",
      path: "/me/sessions",
      operationId: "listOwnSessions",
      summary: "Your signed-in dashboard sessions (one per browser), most recently used first",
      tags: ["users"],
      auth: ["access_token"],
      responses: { 200: { description: "The sessions", schema: DashboardSessionList } },
    },
    async (c) => {
      const actor = actorOf(c);
      const rows = await listSessions(db, actor.userId, now());
      return c.json({
        items: rows.map((r) => ({
          id: r.id,
          user_agent: r.userAgent,
          created_at: r.createdAt.toISOString(),
          last_used_at: r.lastUsedAt.toISOString(),
          expires_at: r.expiresAt.toISOString(),
          current: r.id === actor.sessionId,
        })),
      });
    },
  );

  defineRoute(
    api,
    {
      method: "delete",
      path: "/me/sessions",
      operationId: "signOutEverywhere",
      summary: "Sign out everywhere: end every session and access token of yours, this one too",
      tags: ["users"],
      auth: ["access_token"],
      responses: { 204: { description: "Signed out everywhere", schema: null } },
    },
    async (c) => {
      const actor = actorOf(c);
      await endUserSessions(db, actor, {
        userId: actor.userId,
        reason: "signed_out_everywhere",
        now: now(),
      });
      clearRefreshCookie(c);
      return c.body(null, 204);
    },
  );

  defineRoute(
    api,
    {
      method: "delete",
      path: "/{user_id}/sessions",
      operationId: "endUserSessions",
      summary: "End every session and access token of a user of your organization (admins only)",
      tags: ["users"],
      auth: ["access_token"],
      params: UserPath,
      responses: {
        204: { description: "The user is signed out everywhere", schema: null },
        404: notFoundDoc,
      },
    },
    async (c, { params }) => {
      const actor = actorOf(c);
      const target = await findUser(db, params.user_id);
      if (!target) throw notFound("User not found");
      if (target.organizationId !== actor.organizationId) {
        throw forbidden("forbidden", "This user belongs to another organization than yours.");
      }
      await endUserSessions(db, actor, {
        userId: target.id,
        reason: target.id === actor.userId ? "signed_out_everywhere" : "ended_by_admin",
        now: now(),
      });
      return c.body(null, 204);
    },
  );

  defineRoute(
    api,
    {
      method: "patch",
      path: "/{user_id}",
      operationId: "updateUser",
      summary: "Change a user's role (admins only); the last admin stays admin",
      tags: ["users"],
      auth: USER,
      params: UserPath,
      body: UserRoleUpdate,
      responses: {
        200: { description: "The user", schema: User },
        404: notFoundDoc,
        409: lastAdminDoc,
      },
    },
    async (c, { params, body }) => {
      const row = unwrap(
        await changeRole(db, actorOf(c), { userId: params.user_id, role: body.role, now: now() }),
      );
      return c.json(toUser(row));
    },
  );

  defineRoute(
    api,
    {
      method: "delete",
      path: "/{user_id}",
      operationId: "removeUser",
      summary: "Remove a user and sign them out everywhere (admins only); not the last admin",
      tags: ["users"],
      auth: USER,
      params: UserPath,
      responses: {
        204: { description: "Removed", schema: null },
        404: notFoundDoc,
        409: lastAdminDoc,
      },
    },
    async (c, { params }) => {
      unwrap(await removeUser(db, actorOf(c), { userId: params.user_id, now: now() }));
      return c.body(null, 204);
    },
  );

  return api;
}
