import { ErrorBody } from "../../contract/error-body";
import {
  RegistrantVerification,
  VerificationConfirmed,
  VerificationConfirmRequest,
} from "../../contract/lifecycle";
import { clientIp, enforceRateLimit } from "../auth/authenticate";
import { accessibleDomain, type DomainDeps } from "../domains/domain-actions";
import { ApiError } from "../http/errors";
import type { RateLimiter } from "../http/rate-limiter";
import { defineRoute, routeGroup, type RouteDeps, type RouteGroup } from "../http/route";
import type { Logger } from "../logger";
import { DomainPath } from "../registrar/domain-field";
import { confirmVerification, resendVerification } from "./verification";

const RESEND_DESCRIPTION =
  "Sends the registrant a new verification message with a new link (earlier links stay valid; " +
  "the deadline does not move). One message per domain a minute (429 with Retry-After); 409 " +
  "`verification_not_pending` when the registrant has nothing to verify.";

const RESEND_RESPONSES = {
  202: { description: "A new message is on its way", schema: RegistrantVerification },
  404: { description: "No such domain here", schema: ErrorBody },
  409: { description: "Nothing to verify", schema: ErrorBody },
  429: { description: "A message went out less than a minute ago", schema: ErrorBody },
} as const;

/**
 * `POST …/{domain}/verification` (resend) in the domain routes' group (`api`, on
 * `/api/v1/registrar/domains`): API key or signed-in user.
 */
export function defineVerificationRoutes(api: RouteGroup, deps: DomainDeps): void {
  defineRoute(
    api,
    {
      method: "post",
      path: "/{domain}/verification",
      operationId: "resendRegistrantVerification",
      summary: "Send the domain's registrant a new verification message",
      description: RESEND_DESCRIPTION,
      tags: ["domains"],
      auth: ["api_key", "access_token"],
      params: DomainPath,
      responses: RESEND_RESPONSES,
    },
    async (c, { params, principal }) => {
      const row = await accessibleDomain(deps.db, principal, params.domain);
      return c.json(await resendVerification(deps, row), 202);
    },
  );
}

/** The same for the end user's own domains, in a hosted session (`dns_manage` or `renew`). */
export function defineHostedVerificationRoutes(api: RouteGroup, deps: DomainDeps): void {
  defineRoute(
    api,
    {
      method: "post",
      path: "/{domain}/verification",
      operationId: "hostedResendRegistrantVerification",
      summary:
        "Send the registrant of one of the end user's domains a new verification message (dns_manage or renew)",
      description: RESEND_DESCRIPTION,
      tags: ["hosted API"],
      auth: ["client_token"],
      sessionActions: ["dns_manage", "renew"],
      params: DomainPath,
      responses: RESEND_RESPONSES,
    },
    async (c, { params, principal }) => {
      const row = await accessibleDomain(deps.db, principal, params.domain);
      return c.json(await resendVerification(deps, row), 202);
    },
  );
}

/**
 * `POST /api/v1/registrant-verifications`: the verification page's confirmation of a link's
 * token (public; rate limited per client address like the token endpoint).
 */
export function registrantVerificationRoutes(
  auth: RouteDeps,
  deps: DomainDeps & { logger: Logger; limiter: RateLimiter },
): RouteGroup {
  const api = routeGroup(auth, "/api/v1");
  defineRoute(
    api,
    {
      method: "post",
      path: "/registrant-verifications",
      operationId: "confirmRegistrantVerification",
      summary: "Confirm a registrant's email with the token of a verification link",
      description:
        "The verification page (`GET /verify#<token>`) sends the token from its link here. A " +
        "token is single use and valid until 15 days after the verification's deadline; " +
        "confirming verifies every domain of that registrant (same organization, mode and " +
        "email) and releases the suspended ones. 404 `verification_link_invalid` for an " +
        "unknown, used or expired token.",
      tags: ["domains"],
      auth: "public",
      rateLimited: true,
      body: VerificationConfirmRequest,
      responses: {
        200: { description: "Verified", schema: VerificationConfirmed },
        404: { description: "Unknown, used or expired link", schema: ErrorBody },
      },
    },
    async (c, { body }) => {
      await enforceRateLimit(c, deps.limiter, `ip:${clientIp(c)}`);
      c.header("Cache-Control", "no-store");
      const done = await confirmVerification(deps, body.token);
      if (!done) {
        throw new ApiError(
          "verification_link_invalid",
          "This verification link is unknown, already used or expired; ask for a new message.",
        );
      }
      return c.json(
        {
          verified_at: done.verifiedAt.toISOString(),
          domains: done.domains,
        } satisfies VerificationConfirmed,
        200,
      );
    },
  );
  return api;
}
