import { PasswordResetConfirm, PasswordResetDone } from "../../contract/dashboard";
import { ErrorBody } from "../../contract/error-body";
import { invalidField } from "../http/errors";
import type { RateLimiter } from "../http/rate-limiter";
import { defineRoute, routeGroup, type RouteDeps, type RouteGroup } from "../http/route";
import { clientIp, enforceRateLimit } from "../auth/authenticate";
import { findUser } from "../users/users";
import { acceptInvitation } from "./account-links";

/** The invitation link's page sets the password here (no credential: the token is one). */
export function invitationAcceptRoutes(deps: RouteDeps & { perAddress: RateLimiter }): RouteGroup {
  const { db, now } = deps;
  const api = routeGroup(deps, "/api/v1/auth/invitations");
  defineRoute(
    api,
    {
      method: "post",
      path: "/accept",
      operationId: "acceptInvitation",
      description:
        "Chooses the invited user's password with the emailed link's token (once; an unknown, used, replaced, withdrawn or expired link is a 422 on `token`). The answer names the account so the dashboard can sign in.",
      summary: "Accept an invitation: choose a password",
      tags: ["auth"],
      auth: "public",
      rateLimited: true,
      body: PasswordResetConfirm,
      responses: {
        200: { description: "The password is set", schema: PasswordResetDone },
        429: { description: "Too many requests", schema: ErrorBody },
      },
    },
    async (c, { body }) => {
      await enforceRateLimit(c, deps.perAddress, `ip:${clientIp(c)}`);
      const r = await acceptInvitation(db, {
        token: body.token,
        password: body.new_password,
        now: now(),
      });
      if (!r.ok) {
        throw invalidField(
          ["body", "token"],
          "…",
          "This link is not valid: it was used, replaced by a newer one, withdrawn, or has expired",
        );
      }
      const user = (await findUser(db, r.userId))!;
      c.header("Cache-Control", "no-store");
      return c.json({ email: user.email } satisfies PasswordResetDone, 200);
    },
  );
  return api;
}
