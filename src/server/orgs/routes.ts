import { Organization } from "../../contract/organization";
import { pyObject } from "../../contract/pydantic/py-object";
import { pyUuid } from "../../contract/pydantic/py-uuid";
import { ErrorBody } from "../../contract/error-body";
import { forbidden, notFound } from "../http/errors";
import { defineRoute, routeGroup, type RouteDeps, type RouteGroup } from "../http/route";
import { findOrganization } from "./organizations";

const OrganizationPath = pyObject({ organization_id: pyUuid() });

const toOrganization = (row: { id: string; name: string; createdAt: Date }): Organization => ({
  id: row.id,
  name: row.name,
  created_at: row.createdAt.toISOString(),
});

/** The caller's organization (its API keys: `api-keys/routes.ts`). */
export function organizationRoutes(deps: RouteDeps): RouteGroup {
  const api = routeGroup(deps, "/api/v1");
  defineRoute(
    api,
    {
      method: "get",
      path: "/organization",
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

  defineRoute(
    api,
    {
      method: "get",
      path: "/organizations/{organization_id}",
      operationId: "getOrganization",
      summary: "One organization, readable only with its own credentials",
      tags: ["organizations"],
      auth: ["api_key", "access_token"],
      params: OrganizationPath,
      responses: {
        200: { description: "The organization", schema: Organization },
        404: { description: "No such organization", schema: ErrorBody },
      },
    },
    async (c, { params }) => {
      const org = await findOrganization(deps.db, params.organization_id);
      if (!org) throw notFound("Organization not found");
      if (org.id !== c.var.principal.organizationId) {
        throw forbidden("This organization belongs to another account than your credential's.");
      }
      return c.json(toOrganization(org));
    },
  );
  return api;
}
