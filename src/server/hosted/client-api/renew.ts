import { and, eq } from "drizzle-orm";
import { ErrorBody } from "../../../contract/error-body";
import { HostedDomain } from "../../../contract/hosted-session-info";
import { RenewRequest } from "../../../contract/renew-request";
import { HostedRenewResponse } from "../../../contract/hosted-responses";
import { z } from "zod";
import { domains } from "../../domains/schema";
import { accessibleDomain, renewDomain, toDomain } from "../../domains/domain-actions";
import { defineRoute, routeGroup, type RouteDeps, type RouteGroup } from "../../http/route";
import type { OrderDeps } from "../../orders/orders";
import { checkAvailability } from "../../registrar/availability";
import { DomainPath } from "../../registrar/domain-field";
import { normalizeDomain } from "../../registrar/normalize-domain";

const CLIENT = ["client_token"] as const;

/** The end user's domains and their renewal (`dns_manage` or `renew`; `renew`). */
export function hostedRenewRoutes(auth: RouteDeps, deps: OrderDeps): RouteGroup {
  const api = routeGroup(auth, "/api/v1/hosted/domains");
  const { db } = deps;

  defineRoute(
    api,
    {
      method: "get",
      path: "/",
      operationId: "hostedListDomains",
      summary: "Domains of the end user's account (dns_manage or renew)",
      tags: ["hosted API"],
      auth: CLIENT,
      sessionActions: ["dns_manage", "renew"],
      responses: {
        200: {
          description: "The domains",
          schema: z.object({ items: z.array(HostedDomain) }).meta({ id: "HostedDomainList" }),
        },
      },
    },
    async (c, { principal }) => {
      const rows = await db
        .select()
        .from(domains)
        .where(
          and(
            eq(domains.organizationId, principal.organizationId),
            eq(domains.externalAccountId, principal.externalAccountId),
          ),
        )
        .orderBy(domains.name);
      const now = deps.now();
      const items = await Promise.all(
        rows.map(async (r) => {
          const d = toDomain(r, now);
          const parsed = normalizeDomain(r.name, { stored: true });
          const price = parsed.ok
            ? await checkAvailability(deps.registrar, parsed.domain).catch(() => undefined)
            : undefined;
          const { external_account_id: _account, ...domain } = d;
          return {
            ...domain,
            renewal_price: price?.renewal_price ?? null,
            currency: price?.currency ?? null,
          };
        }),
      );
      return c.json({ items });
    },
  );

  defineRoute(
    api,
    {
      method: "post",
      path: "/{domain}/renew",
      operationId: "hostedRenewDomain",
      idempotent: true,
      summary: "Renew one of the end user's domains (renew)",
      tags: ["hosted API"],
      auth: CLIENT,
      sessionActions: ["renew"],
      params: DomainPath,
      body: RenewRequest,
      responses: {
        404: { description: "No such domain", schema: ErrorBody },
        200: {
          description: "Renewed, or success false with the registrar's message",
          schema: HostedRenewResponse,
        },
      },
    },
    async (c, { params, body, principal }) => {
      const row = await accessibleDomain(db, principal, params.domain);
      const { response, eventId } = await renewDomain(deps, row, params.domain, body.years);
      return c.json({ ...response, event_id: eventId });
    },
  );

  return api;
}
