import { ErrorBody } from "../../contract/error-body";
import { pyInt } from "../../contract/pydantic/py-int";
import { pyObject } from "../../contract/pydantic/py-object";
import { pyUuid } from "../../contract/pydantic/py-uuid";
import {
  WebhookDeliveryList,
  WebhookEndpoint,
  WebhookEndpointList,
  WebhookEndpointRequest,
  WebhookEndpointUpdate,
  WebhookEndpointWithSecret,
} from "../../contract/webhook-endpoint";
import { PING_EVENT_TYPE } from "../../contract/webhook-event-type";
import { conflict, invalidField } from "../http/errors";
import { scopeOf } from "../http/scope";
import type { Principal } from "../http/app-env";
import type { SecretsKey } from "../secret-box";
import type { Db } from "../db/database";
import { defineRoute, routeGroup, type RouteDeps, type RouteGroup } from "../http/route";
import { appendEvent } from "./append-event";
import { auditedChange, sentKeys } from "./endpoint-audit";
import { ResendResponse } from "./events-routes";
import {
  createEndpoint,
  deleteEndpoint,
  getOwnEndpoint,
  listDeliveries,
  listEndpoints,
  rotateSecret,
  toEndpoint,
  updateEndpoint,
} from "./endpoints";
import { urlRefusal, type ResolveHost } from "./webhook-target";

const EITHER = ["api_key", "access_token"] as const;
const EndpointPath = pyObject({ endpoint_id: pyUuid() });
const notFoundDoc = { description: "No such endpoint", schema: ErrorBody };
const DeliveryListQuery = pyObject({ limit: pyInt({ ge: 1, le: 100 }).default(50) });
/**
 * Webhook endpoints (create, list, read, update, delete, rotate, test) and their deliveries
 * (the events they deliver: `events-routes.ts`).
 */
export function webhookEndpointRoutes(
  auth: RouteDeps,
  deps: {
    db: Db;
    now: () => Date;
    secretOverlapMs: number;
    secretsKey?: SecretsKey;
    resolve?: ResolveHost;
    /** Whether endpoints may point at this machine (`WEBHOOK_ALLOW_LOOPBACK`). */
    allowLoopback: boolean;
  },
): RouteGroup {
  const endpoints = routeGroup(auth, "/api/v1/webhooks/endpoints");
  const { db, now } = deps;
  /**
   * 422 at `body.url` when the URL's host does not resolve, or is (or resolves to) an address
   * webhooks may not reach.
   */
  const checkUrl = async (url: string | undefined) => {
    if (url === undefined) return;
    const why = await urlRefusal(url, deps.resolve, { allowLoopback: deps.allowLoopback });
    if (why) throw invalidField(["body", "url"], url, `url must reach a public address: ${why}`);
  };
  const own = (principal: Principal, id: string) => getOwnEndpoint(db, scopeOf(principal), id);

  defineRoute(
    endpoints,
    {
      method: "post",
      path: "/",
      operationId: "createWebhookEndpoint",
      idempotent: true,
      summary: "Add a webhook endpoint; its signing secret is shown this once",
      tags: ["webhooks"],
      auth: EITHER,
      body: WebhookEndpointRequest,
      responses: {
        201: { description: "The endpoint with its secret", schema: WebhookEndpointWithSecret },
      },
    },
    async (c, { body, idempotency }) => {
      await checkUrl(body.url);
      const principal = c.var.principal;
      const at = now();
      const shown = (row: Awaited<ReturnType<typeof createEndpoint>>) => ({
        ...toEndpoint(row),
        secret: row.secret,
      });
      // The endpoint, its audit entry and its key's response in one transaction: a retry after
      // a commit whose answer was lost gets this endpoint, never a second one.
      const row = await auditedChange(
        db,
        principal,
        { action: "webhook_endpoint.created", at },
        async (tx) => {
          const created = await createEndpoint(tx, scopeOf(principal), body, at, deps.secretsKey);
          await idempotency?.storeIn(tx, 201, JSON.stringify(shown(created)));
          return created;
        },
      );
      c.header("Cache-Control", "no-store");
      return c.json(shown(row), 201);
    },
  );

  defineRoute(
    endpoints,
    {
      method: "get",
      path: "/",
      operationId: "listWebhookEndpoints",
      summary: "The organization's webhook endpoints",
      tags: ["webhooks"],
      auth: EITHER,
      responses: { 200: { description: "Endpoints", schema: WebhookEndpointList } },
    },
    async (c) => {
      const rows = await listEndpoints(db, scopeOf(c.var.principal));
      return c.json({ items: rows.map(toEndpoint) });
    },
  );

  defineRoute(
    endpoints,
    {
      method: "get",
      path: "/{endpoint_id}",
      operationId: "getWebhookEndpoint",
      summary: "A webhook endpoint (without its secret)",
      tags: ["webhooks"],
      auth: EITHER,
      params: EndpointPath,
      responses: { 200: { description: "Endpoint", schema: WebhookEndpoint }, 404: notFoundDoc },
    },
    async (c, { params }) => {
      return c.json(toEndpoint(await own(c.var.principal, params.endpoint_id)));
    },
  );

  defineRoute(
    endpoints,
    {
      method: "patch",
      path: "/{endpoint_id}",
      operationId: "updateWebhookEndpoint",
      summary: "Change an endpoint's URL, event types, description, or enable/disable it",
      tags: ["webhooks"],
      auth: EITHER,
      params: EndpointPath,
      body: WebhookEndpointUpdate,
      responses: { 200: { description: "Endpoint", schema: WebhookEndpoint }, 404: notFoundDoc },
    },
    async (c, { params, body }) => {
      const principal = c.var.principal;
      const row = await own(principal, params.endpoint_id);
      await checkUrl(body.url);
      const changed = await sentKeys(c);
      const at = now();
      const updated = await auditedChange(
        db,
        principal,
        { action: "webhook_endpoint.updated", at, changed },
        (tx) => updateEndpoint(tx, row.id, body, at),
      );
      return c.json(toEndpoint(updated));
    },
  );

  defineRoute(
    endpoints,
    {
      method: "delete",
      path: "/{endpoint_id}",
      operationId: "deleteWebhookEndpoint",
      summary: "Delete an endpoint and its pending deliveries",
      tags: ["webhooks"],
      auth: EITHER,
      params: EndpointPath,
      responses: { 204: { description: "Deleted" }, 404: notFoundDoc },
    },
    async (c, { params }) => {
      const principal = c.var.principal;
      const row = await own(principal, params.endpoint_id);
      const at = now();
      await auditedChange(db, principal, { action: "webhook_endpoint.deleted", at }, async (tx) => {
        await deleteEndpoint(tx, row.id);
        return row;
      });
      return c.body(null, 204);
    },
  );

  defineRoute(
    endpoints,
    {
      method: "post",
      path: "/{endpoint_id}/rotate-secret",
      operationId: "rotateWebhookSecret",
      summary:
        "A new signing secret, shown this once; the previous one also signs during the overlap (24 h by default)",
      tags: ["webhooks"],
      auth: EITHER,
      params: EndpointPath,
      responses: {
        200: { description: "The endpoint with its secret", schema: WebhookEndpointWithSecret },
        404: notFoundDoc,
      },
    },
    async (c, { params }) => {
      const principal = c.var.principal;
      const row = await own(principal, params.endpoint_id);
      const at = now();
      const rotated = await auditedChange(
        db,
        principal,
        { action: "webhook_endpoint.secret_rotated", at },
        (tx) => rotateSecret(tx, row.id, at, deps.secretOverlapMs, deps.secretsKey),
      );
      c.header("Cache-Control", "no-store");
      return c.json({ ...toEndpoint(rotated), secret: rotated.secret });
    },
  );

  defineRoute(
    endpoints,
    {
      method: "post",
      path: "/{endpoint_id}/test",
      operationId: "sendWebhookTestEvent",
      summary:
        "Send a `webhook.ping` event to this endpoint, signed and delivered like every other (it shows in its deliveries)",
      tags: ["webhooks"],
      auth: EITHER,
      params: EndpointPath,
      responses: {
        202: { description: "The test event, queued", schema: ResendResponse },
        404: notFoundDoc,
        409: { description: "The endpoint is disabled", schema: ErrorBody },
      },
    },
    async (c, { params }) => {
      const row = await own(c.var.principal, params.endpoint_id);
      if (!row.enabled) {
        throw conflict(
          "invalid_state",
          "This endpoint is disabled: enable it, then send it a test event.",
        );
      }
      const eventId = await appendEvent(db, {
        organizationId: row.organizationId,
        livemode: row.livemode,
        type: PING_EVENT_TYPE,
        data: { endpoint_id: row.id },
        at: now(),
        endpointId: row.id,
      });
      return c.json({ event_id: eventId, deliveries_queued: 1 }, 202);
    },
  );

  defineRoute(
    endpoints,
    {
      method: "get",
      path: "/{endpoint_id}/deliveries",
      operationId: "listWebhookDeliveries",
      summary: "An endpoint's deliveries, newest first, with attempts and last outcome",
      tags: ["webhooks"],
      auth: EITHER,
      params: EndpointPath,
      query: DeliveryListQuery,
      responses: {
        200: { description: "Deliveries", schema: WebhookDeliveryList },
        404: notFoundDoc,
      },
    },
    async (c, { params, query }) => {
      const row = await own(c.var.principal, params.endpoint_id);
      return c.json({ items: await listDeliveries(db, row.id, query.limit) });
    },
  );
  return endpoints;
}
