import { ErrorBody } from "../../contract/error-body";
import { pyObject } from "../../contract/pydantic/py-object";
import { TransferAway, TransferCodeText } from "../../contract/transfers";
import { ApiError, conflict } from "../http/errors";
import { defineRoute, routeGroup, type RouteDeps, type RouteGroup } from "../http/route";
import { pyDomain } from "../registrar/domain-field";
import { sandboxRequestTransfer } from "../registrar/sandbox/transfers-out";
import { accessibleDomain, type DomainDeps } from "./domain-actions";
import { toTransferAway, transferAwayRequested } from "./transfers-away";

export type SandboxRouteDeps = DomainDeps & {
  /** How long the sandbox's registry waits before approving a transfer away by itself. */
  sandboxTransferMs: number;
};

const SandboxTransferRequest = pyObject({
  domain: pyDomain(),
  auth_code: TransferCodeText,
}).meta({ id: "SandboxTransferRequest" });

/**
 * The sandbox's test calls (test mode only): another registrar asking the sandbox registry for
 * one of the organization's domains.
 */
export function sandboxRoutes(auth: RouteDeps, deps: SandboxRouteDeps): RouteGroup {
  const who = ["api_key", "access_token"] as const;
  const DOMAIN_ERRORS = { 404: { description: "No such domain here", schema: ErrorBody } };
  const sandbox = routeGroup(auth, "/api/v1/sandbox");
  defineRoute(
    sandbox,
    {
      method: "post",
      path: "/transfer-requests",
      operationId: "createSandboxTransferRequest",
      description:
        "Test mode only. Plays another registrar asking the registry for one of your domains with its transfer code: the request is pending (`domain.transfer_requested`) until you approve or reject it, or the sandbox registry approves it by itself after SANDBOX_TRANSFER_SECONDS.",
      summary: "Sandbox: another registrar asks for one of your domains",
      tags: ["domains"],
      auth: who,
      body: SandboxTransferRequest,
      responses: {
        202: { description: "The pending transfer away", schema: TransferAway },
        403: {
          description: "A live credential, or another organization's domain",
          schema: ErrorBody,
        },
        ...DOMAIN_ERRORS,
        409: {
          description:
            "transfer_code_invalid: wrong or expired code; transfer_not_possible: locked, within the policy's lock or already pending",
          schema: ErrorBody,
        },
      },
    },
    async (c, { body }) => {
      const p = c.var.principal;
      if (p.livemode) {
        throw new ApiError(
          "credential_not_accepted",
          "The sandbox's test calls take test mode credentials only (rk_test_… keys, or a test mode sign-in).",
        );
      }
      const row = await accessibleDomain(deps.db, p, body.domain);
      const now = deps.now();
      const r = await sandboxRequestTransfer(deps.db, {
        domain: body.domain,
        code: body.auth_code,
        now,
        autoApproveAt: new Date(now.getTime() + deps.sandboxTransferMs),
        policyLockUntil: row.transferLockUntil,
      });
      if (!r.ok) {
        throw conflict(
          r.code === "auth_code_invalid" ? "transfer_code_invalid" : "transfer_not_possible",
          r.message,
        );
      }
      const away = await deps.db.transaction((tx) =>
        transferAwayRequested(tx, row, {
          gaining: r.gainingRegistrar,
          requestedAt: r.requestedAt,
          autoApproveAt: r.autoApproveAt,
          now,
        }),
      );
      return c.json(toTransferAway(away), 202);
    },
  );
  return sandbox;
}
