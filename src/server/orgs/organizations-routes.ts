import { Organization } from "../../contract/organization";
import { pyObject } from "../../contract/pydantic/py-object";
import { pyUuid } from "../../contract/pydantic/py-uuid";
import { ErrorBody } from "../../contract/error-body";
import { forbidden, notFound } from "../http/errors";
import { defineRoute, routeGroup, type RouteDeps, type RouteGroup } from "../http/route";
import { findOrganization, toOrganization } from "./organizations";

const OrganizationPath = pyObject({ organization_id: pyUuid() });

/** An organization by id, for its own credentials (the caller's own: `organization-routes.ts`). */
export function organizationsRoutes(deps: RouteDeps): RouteGroup {
  const api = routeGroup(deps, "/api/v1/organizations");
  defineRoute(
    api,
    {
      method: "get",
      path: "/{organization_id}",
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
        throw forbidden(
          "forbidden",
          "This organization belongs to another account than your credential's.",
        );
      }
      return c.json(toOrganization(org));
    },
  );
  return api;
}
