import { eq } from "drizzle-orm";
import { OrganizationSettings, OrganizationSettingsUpdate } from "../../contract/dashboard";
import { organizations } from "../db/schema";
import { notFound } from "../http/errors";
import { defineRoute, routeGroup, type RouteDeps, type RouteGroup } from "../http/route";
import { recordAudit } from "../audit/audit-log";
import { actorOf } from "../users/actor";

type OrgRow = typeof organizations.$inferSelect;
const toSettings = (r: OrgRow): OrganizationSettings => ({
  id: r.id,
  name: r.name,
  allowed_origins: r.allowedOrigins,
  default_theme: r.defaultTheme ?? null,
  registrant_messages: r.registrantMessages,
});

/**
 * The organization's settings: name, origins allowed to embed the widget, default theme.
 * Read with either credential; changed by signed-in admins only (recorded in the audit log).
 */
export function settingsRoutes(auth: RouteDeps): RouteGroup {
  const api = routeGroup(auth, "/api/v1/organization/settings");
  const { db, now } = auth;

  defineRoute(
    api,
    {
      method: "get",
      path: "/",
      operationId: "getOrganizationSettings",
      summary: "The organization's name, embed origins and default widget theme",
      tags: ["organizations"],
      auth: ["api_key", "access_token"],
      responses: { 200: { description: "The settings", schema: OrganizationSettings } },
    },
    async (c) => {
      const [row] = await db
        .select()
        .from(organizations)
        .where(eq(organizations.id, c.var.principal.organizationId));
      if (!row) throw notFound("Organization not found");
      return c.json(toSettings(row));
    },
  );

  defineRoute(
    api,
    {
      method: "patch",
      path: "/",
      operationId: "updateOrganizationSettings",
      summary: "Change the organization's settings (signed-in admins)",
      tags: ["organizations"],
      auth: ["access_token"],
      body: OrganizationSettingsUpdate,
      responses: { 200: { description: "The settings", schema: OrganizationSettings } },
    },
    async (c, { body }) => {
      const actor = actorOf(c);
      const patch = {
        ...(body.name !== undefined && { name: body.name }),
        ...(body.allowed_origins !== undefined && { allowedOrigins: body.allowed_origins }),
        ...(body.default_theme !== undefined && {
          defaultTheme: body.default_theme as Record<string, string | number | null> | null,
        }),
        ...(body.registrant_messages !== undefined && {
          registrantMessages: body.registrant_messages,
        }),
      };
      const row = await db.transaction(async (tx) => {
        const [updated] =
          Object.keys(patch).length > 0
            ? await tx
                .update(organizations)
                .set(patch)
                .where(eq(organizations.id, actor.organizationId))
                .returning()
            : await tx
                .select()
                .from(organizations)
                .where(eq(organizations.id, actor.organizationId));
        if (updated && Object.keys(patch).length > 0) {
          await recordAudit(tx, actor, {
            action: "organization.updated",
            targetType: "organization",
            targetId: actor.organizationId,
            details: { changed: Object.keys(body) },
            at: now(),
          });
        }
        return updated;
      });
      if (!row) throw notFound("Organization not found");
      return c.json(toSettings(row));
    },
  );
  return api;
}
