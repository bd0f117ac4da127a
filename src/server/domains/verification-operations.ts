import { ErrorBody } from "../../contract/error-body";
import { RegistrantVerification } from "../../contract/lifecycle";
import { defineRoute, type RouteGroup } from "../http/route";
import { DomainPath } from "../registrar/domain-field";
import { accessibleDomain, type DomainDeps } from "./domain-actions";
import type { RegistrantVerifier } from "./registrant-verifier";

type VerifierDeps = DomainDeps & { verification: RegistrantVerifier };

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
export function defineVerificationRoutes(api: RouteGroup, deps: VerifierDeps): void {
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
      return c.json(await deps.verification.resend(row), 202);
    },
  );
}

/** The same for the end user's own domains, in a hosted session (`dns_manage` or `renew`). */
export function defineHostedVerificationRoutes(api: RouteGroup, deps: VerifierDeps): void {
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
      return c.json(await deps.verification.resend(row), 202);
    },
  );
}
