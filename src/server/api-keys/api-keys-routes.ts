import { owned, scopeOf } from "../http/scope";
import { ApiKeyCreateRequest, ApiKeyCreated, ApiKeyList } from "../../contract/dashboard";
import { ErrorBody } from "../../contract/error-body";
import { pyObject } from "../../contract/pydantic/py-object";
import { pyUuid } from "../../contract/pydantic/py-uuid";
import { defineRoute, routeGroup, type RouteDeps, type RouteGroup } from "../http/route";
import { actorOf } from "../users/actor";
import { createKeyAsUser, findKey, listKeys, revokeKeyAsUser, toApiKeyItem } from "./keys";

const KeyPath = pyObject({ key_id: pyUuid() });

/**
 * API keys: listed with an API key or by a signed-in admin; created and revoked by signed-in
 * admins only (a key cannot mint or revoke keys: 403 saying so).
 */
export function apiKeyRoutes(auth: RouteDeps): RouteGroup {
  const api = routeGroup(auth, "/api/v1/api-keys");
  const { db, now } = auth;

  defineRoute(
    api,
    {
      method: "get",
      path: "/",
      operationId: "listApiKeys",
      summary: "The organization's API keys (never their secrets)",
      tags: ["organizations"],
      auth: ["api_key", "access_token"],
      responses: { 200: { description: "The keys, oldest first", schema: ApiKeyList } },
    },
    async (c) => {
      const rows = await listKeys(db, scopeOf(c.var.principal));
      return c.json({ items: rows.map(toApiKeyItem) });
    },
  );

  defineRoute(
    api,
    {
      method: "post",
      path: "/",
      operationId: "createApiKey",
      summary: "Create an API key (signed-in admins); its secret is returned this once",
      tags: ["organizations"],
      auth: ["access_token"],
      body: ApiKeyCreateRequest,
      responses: { 201: { description: "The key with its secret", schema: ApiKeyCreated } },
    },
    async (c, { body }) => {
      // A key of the signed-in user's mode (the dashboard's test-data switch).
      const r = await createKeyAsUser(db, actorOf(c), {
        name: body.name,
        livemode: c.var.principal.livemode,
        now: now(),
      });
      c.header("Cache-Control", "no-store");
      return c.json({ ...toApiKeyItem(r.row), api_key: r.apiKey }, 201);
    },
  );

  defineRoute(
    api,
    {
      method: "delete",
      path: "/{key_id}",
      operationId: "revokeApiKey",
      summary: "Revoke an API key at once (signed-in admins); revoking twice is harmless",
      tags: ["organizations"],
      auth: ["access_token"],
      params: KeyPath,
      responses: {
        204: { description: "Revoked", schema: null },
        404: { description: "No such key", schema: ErrorBody },
      },
    },
    async (c, { params }) => {
      const key = owned(await findKey(db, params.key_id), scopeOf(c.var.principal), {
        noun: "API key",
        notFound: "API key not found",
      });
      await revokeKeyAsUser(db, actorOf(c), { id: key.id, now: now() });
      return c.body(null, 204);
    },
  );
  return api;
}
