import { Organization } from "../../contract/organization";
import { notFound } from "../http/errors";
import { defineRoute, routeGroup, type RouteDeps, type RouteGroup } from "../http/route";
import { findOrganization, toOrganization } from "./organizations";

/** The caller's organization (its API keys: `api-keys/api-keys-routes.ts`). */
export function organizationRoutes(deps: RouteDeps): RouteGroup {
  const api = routeGroup(deps, "/api/v1/organization");
  defineRoute(
    api,
    {
      method: "get",
      path: "/",
      operationId: "getOwnOrganization",
      summary: "The organization the credential belongs to",
      tags: ["organizations"],
      auth: ["api_key", "access_token"],
      responses: { 200: { description: "The organization", schema: Organization } },
    },
    async (c) => {
      const org = await findOrganization(deps.db, c.var.principal.organizationId);
      if (!org) throw notFound("Organization not found");
      return c.json(toOrganization(org));
    },
  );
  return api;
}
