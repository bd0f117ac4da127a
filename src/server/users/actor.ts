import type { Context } from "hono";
import type { AppEnv } from "../http/app-env";
import type { UserActor } from "../audit/audit-log";
import { forbidden } from "../http/errors";

/** The signed-in user behind a request on an access-token-only route. */
export function actorOf(
  c: Context<AppEnv>,
): UserActor & { tokenId: string; sessionId: string | null } {
  const p = c.var.principal;
  // defineRoute's `auth: ["access_token"]` already refused other credentials with 403.
  if (p.kind !== "access_token")
    throw forbidden("credential_not_accepted", "This endpoint needs a signed-in user.");
  return {
    organizationId: p.organizationId,
    userId: p.userId,
    email: p.email,
    tokenId: p.credentialId,
    sessionId: p.sessionId,
  };
}
