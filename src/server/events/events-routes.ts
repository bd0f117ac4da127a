import { z } from "zod";
import { ErrorBody } from "../../contract/error-body";
import { pyInt } from "../../contract/pydantic/py-int";
import { pyLiteral } from "../../contract/pydantic/py-literal";
import { pyObject } from "../../contract/pydantic/py-object";
import { pyUuid } from "../../contract/pydantic/py-uuid";
import {
  EVENT_TYPES,
  PING_EVENT_TYPE,
  WebhookEvent,
  WebhookEventList,
} from "../../contract/webhook-event-type";
import type { Db } from "../db/database";
import { defineRoute, routeGroup, type RouteDeps, type RouteGroup } from "../http/route";
import { queueDeliveries } from "./append-event";
import { scopeOf } from "../http/scope";
import { eventCursor, getOwnEvent, listEvents, toEvent } from "./events";

const EITHER = ["api_key", "access_token"] as const;
const EventPath = pyObject({ event_id: pyUuid() });
const EventListQuery = pyObject({
  type: pyLiteral(EVENT_TYPES).optional(),
  limit: pyInt({ ge: 1, le: 100 }).default(20),
  cursor: eventCursor.field().optional(),
});

/** What a resend (or an endpoint's test event) queued. */
export const ResendResponse = z
  .object({ event_id: z.uuid(), deliveries_queued: z.number().int() })
  .meta({ id: "ResendResponse" });

/** The event log: list and read the organization's events, and send one again. */
export function eventRoutes(auth: RouteDeps, deps: { db: Db; now: () => Date }): RouteGroup {
  const events = routeGroup(auth, "/api/v1/events");
  const { db, now } = deps;

  defineRoute(
    events,
    {
      method: "get",
      path: "/",
      operationId: "listEvents",
      summary: "The organization's events, newest first; catch up after downtime",
      tags: ["webhooks"],
      auth: EITHER,
      query: EventListQuery,
      responses: { 200: { description: "A page of events", schema: WebhookEventList } },
    },
    async (c, { query }) => {
      const before = query.cursor?.seq;
      return c.json(
        await listEvents(db, {
          ...scopeOf(c.var.principal),
          ...(query.type && { type: query.type }),
          limit: query.limit,
          ...(before !== undefined && { before }),
        }),
      );
    },
  );

  defineRoute(
    events,
    {
      method: "get",
      path: "/{event_id}",
      operationId: "getEvent",
      summary: "One event",
      tags: ["webhooks"],
      auth: EITHER,
      params: EventPath,
      responses: {
        200: { description: "Event", schema: WebhookEvent },
        404: { description: "No such event", schema: ErrorBody },
      },
    },
    async (c, { params }) => {
      return c.json(toEvent(await getOwnEvent(db, scopeOf(c.var.principal), params.event_id)));
    },
  );

  defineRoute(
    events,
    {
      method: "post",
      path: "/{event_id}/resend",
      operationId: "resendEvent",
      summary:
        "Send an event again (same id) to every enabled endpoint subscribed to its type (a `webhook.ping` to its one endpoint)",
      tags: ["webhooks"],
      auth: EITHER,
      params: EventPath,
      responses: {
        202: { description: "Deliveries queued", schema: ResendResponse },
        404: { description: "No such event", schema: ErrorBody },
      },
    },
    async (c, { params }) => {
      const ev = await getOwnEvent(db, scopeOf(c.var.principal), params.event_id);
      // A ping goes again to the one endpoint it was sent to.
      const to = ev.type === PING_EVENT_TYPE ? String(ev.data.endpoint_id) : undefined;
      const queued = await queueDeliveries(db, ev.id, ev, ev.type, now(), to);
      return c.json({ event_id: ev.id, deliveries_queued: queued }, 202);
    },
  );
  return events;
}
