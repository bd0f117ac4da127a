import { ErrorBody } from "../../contract/error-body";
import { VerificationConfirmed, VerificationConfirmRequest } from "../../contract/lifecycle";
import { clientIp, enforceRateLimit } from "../auth/authenticate";
import { ApiError } from "../http/errors";
import type { RateLimiter } from "../http/rate-limiter";
import { defineRoute, routeGroup, type RouteDeps, type RouteGroup } from "../http/route";
import { confirmVerification, type ReleaseDeps } from "./verification-hold";

/**
 * `POST /api/v1/registrant-verifications`: the verification page's confirmation of a link's
 * token (public; rate limited per client address like the token endpoint).
 */
export function registrantVerificationRoutes(
  auth: RouteDeps,
  deps: ReleaseDeps & { limiter: RateLimiter },
): RouteGroup {
  const api = routeGroup(auth, "/api/v1/registrant-verifications");
  defineRoute(
    api,
    {
      method: "post",
      path: "/",
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
