import { ErrorBody } from "../../contract/error-body";
import { RestoreQuote, RestoreRequest, RestoreResponse } from "../../contract/lifecycle";
import type { Principal } from "../http/app-env";
import { defineRoute, type RouteGroup } from "../http/route";
import { DomainPath } from "../registrar/domain-field";
import type { NormalizedDomain } from "../registrar/normalize-domain";
import type { DbOrTx } from "../db/database";
import { accessibleDomain, type DomainDeps } from "./domain-actions";
import { restoreDomain, restoreQuote } from "./restore";

const ERRORS = {
  404: { description: "No such domain here", schema: ErrorBody },
  409: { description: "`not_in_redemption`: the domain cannot be restored now", schema: ErrorBody },
} as const;

const DESCRIPTION =
  "A domain deleted at the registry after its grace period is restorable until " +
  "`lifecycle.redemption_ends_at` (RFC 3915 restore), at the restore price (the registry's " +
  "restore fee and the year it adds), billed like a renewal. A registry refusal (or a price " +
  "that is no longer `expected_price`) is HTTP 200 with `success: false`; nothing is charged then.";

const QUOTED = { 200: { description: "The restore's price", schema: RestoreQuote }, ...ERRORS };
const RESTORED = {
  200: { description: "Restored, or `success: false`", schema: RestoreResponse },
  ...ERRORS,
};

type Idempotency = { storeIn(tx: DbOrTx, status: number, body: string): Promise<void> };

async function quote(deps: DomainDeps, principal: Principal, domain: NormalizedDomain) {
  const row = await accessibleDomain(deps.db, principal, domain);
  return restoreQuote(deps, row, domain);
}

async function restore(
  deps: DomainDeps,
  principal: Principal,
  domain: NormalizedDomain,
  expectedPrice: string | undefined,
  idempotency: Idempotency | undefined,
) {
  const row = await accessibleDomain(deps.db, principal, domain);
  return restoreDomain(
    deps,
    row,
    domain,
    expectedPrice,
    idempotency && ((tx, r) => idempotency.storeIn(tx, 200, JSON.stringify(r))),
  );
}

/** Who reaches the restore routes: the partner's credentials, or an end user's session. */
const AUDIENCES = {
  api: {
    auth: ["api_key", "access_token"],
    tags: ["domains"],
    quoteId: "getRestoreQuote",
    quoteSummary: "What restoring a domain from redemption costs",
    restoreId: "restoreDomain",
    restoreSummary:
      "Restore a domain from redemption (billable); a refusal is 200 with success false",
  },
  hosted: {
    auth: ["client_token"],
    tags: ["hosted API"],
    sessionActions: ["renew"],
    quoteId: "hostedGetRestoreQuote",
    quoteSummary: "What restoring one of the end user's domains from redemption costs (renew)",
    restoreId: "hostedRestoreDomain",
    restoreSummary: "Restore one of the end user's domains from redemption (renew)",
  },
} as const;

/**
 * `GET`/`POST …/{domain}/restore` in the domain routes' group (`/api/v1/registrar/domains`), or
 * (`hosted`) for the end user's own domains in the hosted domain routes' group (`renew`).
 */
export function defineRestoreRoutes(
  api: RouteGroup,
  deps: DomainDeps,
  audience: keyof typeof AUDIENCES = "api",
): void {
  const { auth, tags, quoteId, quoteSummary, restoreId, restoreSummary } = AUDIENCES[audience];
  const sessionActions =
    audience === "hosted" ? { sessionActions: AUDIENCES.hosted.sessionActions } : {};
  defineRoute(
    api,
    {
      method: "get",
      path: "/{domain}/restore",
      operationId: quoteId,
      summary: quoteSummary,
      tags: [...tags],
      auth,
      ...sessionActions,
      params: DomainPath,
      responses: QUOTED,
    },
    async (c, { params, principal }) => c.json(await quote(deps, principal, params.domain)),
  );
  defineRoute(
    api,
    {
      method: "post",
      path: "/{domain}/restore",
      operationId: restoreId,
      summary: restoreSummary,
      description: DESCRIPTION,
      tags: [...tags],
      auth,
      ...sessionActions,
      idempotent: true,
      params: DomainPath,
      body: RestoreRequest,
      responses: RESTORED,
    },
    async (c, { params, body, principal, idempotency }) =>
      c.json(await restore(deps, principal, params.domain, body.expected_price, idempotency)),
  );
}
