import { scopeOf } from "../http/scope";
import { domainToASCII } from "node:url";
import { Domain, DomainList } from "../../contract/domain";
import { DomainUpdateRequest } from "../../contract/domain-update-request";
import { ErrorBody } from "../../contract/error-body";
import { NameserverUpdateResponse } from "../../contract/nameserver-update-response";
import { pyInt } from "../../contract/pydantic/py-int";
import { pyLiteral } from "../../contract/pydantic/py-literal";
import { pyObject } from "../../contract/pydantic/py-object";
import { pyStr } from "../../contract/pydantic/py-str";
import { RenewRequest } from "../../contract/renew-request";
import { RenewResponse } from "../../contract/renew-response";
import { cursorCodec, cursorPart } from "../http/cursor";
import { timeFilter } from "../http/list-filters";
import { defineRoute, routeGroup, type RouteDeps, type RouteGroup } from "../http/route";
import { DomainPath } from "../registrar/domain-field";
import { NameserverBody } from "../registrar/nameserver-body";
import { accessibleDomain, toDomain, updateNameservers, type DomainDeps } from "./domain-actions";
import { renewDomain } from "./renewal";
import { defineTransferRoutes } from "./domain-transfers";
import { listDomains, updateDomainSettings } from "./domains";
import { defineRegistrantRoutes } from "./registrant-operations";
import { defineVerificationRoutes } from "./verification-operations";
import { defineRestoreRoutes } from "./restore-operations";

/** The domain list's cursor: the last name of the previous page. */
const cursor = cursorCodec(
  "",
  { name: cursorPart.domainName },
  { maxLength: 400, message: "Pass the next_cursor of the previous page unchanged." },
);

const ListQuery = pyObject({
  limit: pyInt({ ge: 1, le: 100 }).default(50),
  cursor: cursor.field().optional(),
  q: pyStr({ min: 1, max: 255 }).optional().meta({ description: "Part of the domain name" }),
  status: pyLiteral(["active", "expired"]).optional(),
  expires_before: timeFilter()
    .optional()
    .meta({ description: "Only domains expiring before this day (UTC) or time" }),
  expires_after: timeFilter()
    .optional()
    .meta({ description: "Only domains expiring at or after this day (UTC) or time" }),
});

const DOMAIN_ERRORS = {
  404: { description: "No such domain here", schema: ErrorBody },
};

/**
 * The organization's domains: list, get, settings, renewal and nameservers; their transfer out
 * (`domain-transfers.ts`).
 */
export function domainRoutes(auth: RouteDeps, deps: DomainDeps): RouteGroup {
  const api = routeGroup(auth, "/api/v1/registrar/domains");
  const who = ["api_key", "access_token"] as const;

  defineRoute(
    api,
    {
      method: "get",
      path: "/",
      operationId: "listDomains",
      summary: "The organization's domains, by name, a page at a time",
      tags: ["domains"],
      auth: who,
      query: ListQuery,
      responses: { 200: { description: "A page of domains", schema: DomainList } },
    },
    async (c, { query }) => {
      const now = deps.now();
      const contains =
        query.q && /[^\x20-\x7e]/.test(query.q) ? domainToASCII(query.q) || query.q : query.q;
      const rows = await listDomains(deps.db, {
        ...scopeOf(c.var.principal),
        limit: query.limit + 1,
        ...(query.cursor !== undefined && { after: query.cursor.name }),
        ...(contains !== undefined && { contains }),
        ...(query.status && { status: query.status }),
        ...(query.expires_before && { expiresBefore: query.expires_before }),
        ...(query.expires_after && { expiresAfter: query.expires_after }),
        now,
      });
      const page = cursor.page(rows, query.limit, (r) => ({ name: r.name }));
      return c.json({
        items: page.rows.map((r) => toDomain(r, now)),
        next_cursor: page.next_cursor,
      });
    },
  );

  defineRoute(
    api,
    {
      method: "get",
      path: "/{domain}",
      operationId: "getDomain",
      summary: "One of the organization's domains",
      tags: ["domains"],
      auth: who,
      params: DomainPath,
      responses: { 200: { description: "The domain", schema: Domain }, ...DOMAIN_ERRORS },
    },
    async (c, { params }) => {
      const row = await accessibleDomain(deps.db, c.var.principal, params.domain);
      return c.json(toDomain(row, deps.now()));
    },
  );

  defineRoute(
    api,
    {
      method: "patch",
      path: "/{domain}",
      operationId: "updateDomain",
      summary: "Change a domain's auto-renew or privacy setting",
      tags: ["domains"],
      auth: who,
      params: DomainPath,
      body: DomainUpdateRequest,
      responses: {
        200: { description: "The domain as changed", schema: Domain },
        ...DOMAIN_ERRORS,
      },
    },
    async (c, { params, body }) => {
      const row = await accessibleDomain(deps.db, c.var.principal, params.domain);
      const now = deps.now();
      const updated = await updateDomainSettings(deps.db, row.id, {
        ...(body.auto_renew !== undefined && { autoRenew: body.auto_renew }),
        ...(body.privacy !== undefined && { privacy: body.privacy }),
        now,
      });
      return c.json(toDomain(updated, now));
    },
  );

  defineRoute(
    api,
    {
      method: "post",
      path: "/{domain}/renew",
      operationId: "renewDomain",
      description:
        "Extends the expiry by `years` and bills the renewal price. A registrar refusal is HTTP 200 with `success: false` and `error_message`; nothing is charged then: check `success`, not only the status.",
      summary: "Renew a domain (billable); a registrar refusal is 200 with success false",
      tags: ["domains"],
      auth: who,
      idempotent: true,
      params: DomainPath,
      body: RenewRequest,
      responses: {
        200: {
          description: "Renewed, or `success: false` with `error_message`",
          schema: RenewResponse,
        },
        ...DOMAIN_ERRORS,
      },
    },
    async (c, { params, body, idempotency }) => {
      const row = await accessibleDomain(deps.db, c.var.principal, params.domain);
      const { response } = await renewDomain(deps, row, params.domain, body.years, {
        ...(idempotency && {
          reply: (tx, o) => idempotency.storeIn(tx, 200, JSON.stringify(o.response)),
        }),
      });
      return c.json(response);
    },
  );

  defineRoute(
    api,
    {
      method: "put",
      path: "/{domain}/nameservers",
      operationId: "setNameservers",
      summary: "Replace a domain's nameservers (2 to 13 host names, no repeats)",
      tags: ["domains"],
      auth: who,
      params: DomainPath,
      body: NameserverBody,
      responses: {
        200: {
          description: "Updated, or `success: false` with `message`",
          schema: NameserverUpdateResponse,
        },
        ...DOMAIN_ERRORS,
      },
    },
    async (c, { params, body }) => {
      const row = await accessibleDomain(deps.db, c.var.principal, params.domain);
      return c.json(await updateNameservers(deps, row, params.domain, body.nameservers));
    },
  );
  defineRegistrantRoutes(api, deps);
  if (deps.verification) {
    defineVerificationRoutes(api, { ...deps, verification: deps.verification });
  }
  defineTransferRoutes(api, deps);
  defineRestoreRoutes(api, deps);
  for (const define of deps.moreRoutes ?? []) define(api);
  return api;
}
