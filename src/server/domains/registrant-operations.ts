import { ErrorBody } from "../../contract/error-body";
import { DomainRegistrant, RegistrantChangeRequest } from "../../contract/transfers";
import { defineRoute, type RouteGroup } from "../http/route";
import { DomainPath } from "../registrar/domain-field";
import { accessibleDomain, type DomainDeps } from "./domain-actions";
import { changedBy, changeRegistrant, getRegistrant } from "./registrant";

const DESCRIPTION =
  "The registrant is changed at the registry first (a new contact object; the old one is kept " +
  "in the domain's history). A change starts the change of registrant's transfer lock (the " +
  "registrar's period, 60 days by default, from now; it never shortens a lock already running) " +
  "unless `transfer_lock_opt_out`. The same contact again changes nothing (no event).";

const ERRORS = {
  404: { description: "No such domain here", schema: ErrorBody },
} as const;

const PUT_ERRORS = {
  ...ERRORS,
  409: {
    description: "The registry refused the change in the domain's current state",
    schema: ErrorBody,
  },
} as const;

/**
 * A domain's registrant and its history, read and changed (API key or signed-in user; the
 * change is an admin's: auth/roles.ts): `GET`/`PUT …/{domain}/registrant` in the domain
 * routes' group (`api`, on `/api/v1/registrar/domains`).
 */
export function defineRegistrantRoutes(api: RouteGroup, deps: DomainDeps): void {
  const who = ["api_key", "access_token"] as const;

  defineRoute(
    api,
    {
      method: "get",
      path: "/{domain}/registrant",
      operationId: "getDomainRegistrant",
      summary: "A domain's registrant and its earlier registrants",
      tags: ["domains"],
      auth: who,
      params: DomainPath,
      responses: {
        200: { description: "The registrant and its history", schema: DomainRegistrant },
        ...ERRORS,
      },
    },
    async (c, { params, principal }) => {
      const row = await accessibleDomain(deps.db, principal, params.domain);
      return c.json(await getRegistrant(deps, row));
    },
  );

  defineRoute(
    api,
    {
      method: "put",
      path: "/{domain}/registrant",
      operationId: "changeDomainRegistrant",
      summary: "Change a domain's registrant",
      description: DESCRIPTION,
      tags: ["domains"],
      auth: who,
      params: DomainPath,
      body: RegistrantChangeRequest,
      responses: {
        200: { description: "The new registrant and its history", schema: DomainRegistrant },
        ...PUT_ERRORS,
      },
    },
    async (c, { params, body, principal }) => {
      const row = await accessibleDomain(deps.db, principal, params.domain);
      return c.json(await changeRegistrant(deps, row, params.domain, body, changedBy(principal)));
    },
  );
}

/**
 * The same for the end user's own domains, in a hosted session (`dns_manage` or `renew`), in
 * the hosted domain routes' group (`api`, on `/api/v1/hosted/domains`).
 */
export function defineHostedRegistrantRoutes(api: RouteGroup, deps: DomainDeps): void {
  const client = ["client_token"] as const;
  const actions = ["dns_manage", "renew"] as const;

  defineRoute(
    api,
    {
      method: "get",
      path: "/{domain}/registrant",
      operationId: "hostedGetDomainRegistrant",
      summary: "The registrant of one of the end user's domains (dns_manage or renew)",
      tags: ["hosted API"],
      auth: client,
      sessionActions: [...actions],
      params: DomainPath,
      responses: {
        200: { description: "The registrant and its history", schema: DomainRegistrant },
        ...ERRORS,
      },
    },
    async (c, { params, principal }) => {
      const row = await accessibleDomain(deps.db, principal, params.domain);
      return c.json(await getRegistrant(deps, row));
    },
  );

  defineRoute(
    api,
    {
      method: "put",
      path: "/{domain}/registrant",
      operationId: "hostedChangeDomainRegistrant",
      summary: "Change the registrant of one of the end user's domains (dns_manage or renew)",
      description: DESCRIPTION,
      tags: ["hosted API"],
      auth: client,
      sessionActions: [...actions],
      params: DomainPath,
      body: RegistrantChangeRequest,
      responses: {
        200: { description: "The new registrant and its history", schema: DomainRegistrant },
        ...PUT_ERRORS,
      },
    },
    async (c, { params, body, principal }) => {
      const row = await accessibleDomain(deps.db, principal, params.domain);
      return c.json(await changeRegistrant(deps, row, params.domain, body, changedBy(principal)));
    },
  );
}
