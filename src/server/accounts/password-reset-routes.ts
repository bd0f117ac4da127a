import {
  PasswordResetConfirm,
  PasswordResetDone,
  PasswordResetRequest,
} from "../../contract/dashboard";
import { ErrorBody } from "../../contract/error-body";
import type { SecretsKey } from "../secret-box";
import { invalidSecret } from "../http/errors";
import type { RateLimiter } from "../http/rate-limiter";
import { defineRoute, routeGroup, type RouteDeps, type RouteGroup } from "../http/route";
import { clientIp, enforceRateLimit } from "../auth/authenticate";
import { findUserByEmail } from "../orgs/organizations";
import { completePasswordReset, startPasswordReset } from "./account-links";
import { findUser } from "../users/users";

/**
 * "Forgot password?": a request mails a single-use link (1 hour) to the account's address; the
 * link's page sets the new password, which ends every session of the account. The request's
 * answer is the same whether or not the address has an account (docs/security.md).
 */
export function passwordResetRoutes(
  deps: RouteDeps & {
    /** Requests per client address, and requests per email address (docs/security.md). */
    resetLimiters: { perAddress: RateLimiter; perEmail: RateLimiter };
    secretsKey: SecretsKey;
  },
): RouteGroup {
  const { db, now } = deps;
  const api = routeGroup(deps, "/api/v1/auth/password-reset");
  defineRoute(
    api,
    {
      method: "post",
      path: "/",
      operationId: "requestPasswordReset",
      description:
        "Mails a single-use link (valid one hour) to set a new password, if the address has an account. The answer is 202 either way: it never says whether the address has an account. Limited per client address and per email address (429 with Retry-After).",
      summary: "Ask for a password-reset link by email",
      tags: ["auth"],
      auth: "public",
      rateLimited: true,
      body: PasswordResetRequest,
      responses: {
        202: {
          description: "Accepted; a link is mailed if the address has an account",
          schema: null,
        },
        429: { description: "Too many requests", schema: ErrorBody },
      },
    },
    async (c, { body }) => {
      const email = body.email.trim().toLowerCase();
      await enforceRateLimit(c, deps.resetLimiters.perAddress, `ip:${clientIp(c)}`);
      await enforceRateLimit(c, deps.resetLimiters.perEmail, `email:${email}`);
      // The mail is sent by the outbox's worker, never in this request: the answer takes one
      // lookup and at most one short transaction, with or without an account.
      const user = await findUserByEmail(db, email);
      if (user) {
        await startPasswordReset(db, {
          user,
          secretsKey: deps.secretsKey,
          mail: true,
          actor: { organizationId: user.organizationId, userId: user.id, email: user.email },
          now: now(),
        });
      }
      return c.body(null, 202);
    },
  );

  defineRoute(
    api,
    {
      method: "post",
      path: "/confirm",
      operationId: "confirmPasswordReset",
      description:
        "Sets the new password with the emailed link's token (once; an unknown, used, replaced or expired link is a 422 on `token`). Every session and access token of the account ends; the answer names the account so the dashboard can sign in.",
      summary: "Set a new password with a reset link's token",
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
      await enforceRateLimit(c, deps.resetLimiters.perAddress, `ip:${clientIp(c)}`);
      const r = await completePasswordReset(db, {
        token: body.token,
        password: body.new_password,
        now: now(),
      });
      if (!r.ok) {
        throw invalidSecret(
          ["body", "token"],
          "This link is not valid: it was used, replaced by a newer one, or has expired",
        );
      }
      const user = (await findUser(db, r.userId))!;
      c.header("Cache-Control", "no-store");
      return c.json({ email: user.email } satisfies PasswordResetDone, 200);
    },
  );
  return api;
}
