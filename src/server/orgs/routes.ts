import type { OpenAPIHono } from "@hono/zod-openapi";
import { Organization } from "../../contract/organization";
import { pyObject } from "../../contract/py-object";
import { pyUuid } from "../../contract/py-uuid";
import { ErrorBody } from "../../contract/error-body";
import type { AuthDeps } from "../auth/authenticate";
import { forbidden, notFound } from "../http/errors";
import type { AppEnv } from "../http/request-context";
import { defineRoute } from "../http/route";
import { findOrganization } from "./organizations";

const OrganizationPath = pyObject({ organization_id: pyUuid() });

const toOrganization = (row: { id: string; name: string; createdAt: Date }): Organization => ({
  id: row.id,
  name: row.name,
  created_at: row.createdAt.toISOString(),
});

/** The caller's organization (its API keys: `api-keys/routes.ts`). */
export function organizationRoutes(app: OpenAPIHono<AppEnv>, deps: AuthDeps) {
  defineRoute(
    app,
    deps,
    {
      method: "get",
      path: "/api/v1/organization",
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
    app,
    deps,
    {
      method: "get",
      path: "/api/v1/organizations/{organization_id}",
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
}
