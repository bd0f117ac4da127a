import { randomUUID } from "node:crypto";
import { sql, type SQL, type WithSubquery } from "drizzle-orm";
import {
  PING_EVENT_TYPE,
  type WebhookEventData,
  type WebhookEventType,
} from "../../contract/webhook-event-type";
import type { Db, DbOrTx } from "../db/database";
import type { Scope } from "../http/scope";
import { events } from "./schema";

/** An event of one type with that type's `data` (`WEBHOOK_EVENT_DATA`). */
type TypedData = {
  [T in WebhookEventType]: {
    type: T;
    /** Ids and states only: never contact data. */
    data: WebhookEventData<T>;
  };
}[WebhookEventType];

export type NewEvent = TypedData & {
  organizationId: string;
  /** The mode of the change: only the same mode's endpoints receive it. */
  livemode: boolean;
  /** The time of the change (the caller's clock); the system clock when left out. */
  at?: Date;
  /** Deliver to this one endpoint only (a test event), instead of every subscribed one. */
  endpointId?: string;
};

/** The resource an event is about, from its type and data: `order:<id>`, `domain:<id>`… */
export function resourceOf(type: string, data: Record<string, unknown>): string {
  const kind = type.startsWith("order.")
    ? "order"
    : type.startsWith("hosted_session.")
      ? "hosted_session"
      : type.startsWith("webhook.")
        ? "webhook_endpoint"
        : type.startsWith("balance.")
          ? "balance"
          : "domain";
  const key = {
    order: "order_id",
    domain: "domain_id",
    hosted_session: "session_id",
    webhook_endpoint: "endpoint_id",
    balance: "organization_id",
  }[kind];
  return `${kind}:${String(data[key])}`;
}

/**
 * Records an event and queues one delivery per enabled endpoint of the organization that
 * subscribes to its type. Pass the transaction that makes the change: the event then exists
 * exactly when the change does (a transactional outbox).
 * @example await db.transaction(async (tx) => { await change(tx); await appendEvent(tx, {...}) })
 */
export async function appendEvent(db: DbOrTx, event: NewEvent): Promise<string> {
  const id = randomUUID();
  const at = event.at ?? new Date();
  await db.insert(events).values(eventRow(id, event, at));
  await queueDeliveries(db, id, event, event.type, at, event.endpointId);
  return id;
}

/**
 * {@link appendEvent} as parts of the caller's own statement: CTEs that insert the event and
 * queue its deliveries, so they cost no round trip of their own and commit with the change.
 * @example const ev = eventCtes(db, {...}); await db.with(...ev.ctes).insert(orders).values(...)
 */
export function eventCtes(
  db: DbOrTx,
  event: NewEvent,
  name = "event",
): { id: string; ctes: WithSubquery[] } {
  const id = randomUUID();
  const at = event.at ?? new Date();
  return {
    id,
    ctes: [
      db.$with(name).as(db.insert(events).values(eventRow(id, event, at))),
      db
        .$with(`${name}_deliveries`, {})
        .as(deliveriesInsert(id, event, event.type, at, event.endpointId)),
    ],
  };
}

function eventRow(id: string, event: NewEvent, at: Date) {
  return {
    id,
    organizationId: event.organizationId,
    livemode: event.livemode,
    type: event.type,
    resource: resourceOf(event.type, event.data),
    data: event.data,
    createdAt: at,
  };
}

/**
 * The INSERT of one pending delivery per enabled endpoint of the event's organization and mode
 * subscribed to `type` (or to the one `endpointId`). A ping (`webhook.ping`) goes only to the `endpointId` it is sent to, whatever
 * that endpoint subscribes to.
 */
function deliveriesInsert(
  eventId: string,
  scope: Scope,
  type: string,
  at: Date,
  endpointId?: string,
): SQL {
  const ping = type === PING_EVENT_TYPE;
  return sql`
    INSERT INTO webhook_deliveries (id, event_id, endpoint_id, status, next_attempt_at, created_at)
    SELECT gen_random_uuid(), ${eventId}::uuid, e.id, 'pending', ${at.toISOString()}::timestamptz,
      ${at.toISOString()}::timestamptz
    FROM webhook_endpoints e
    WHERE e.organization_id = ${scope.organizationId}::uuid AND e.livemode = ${scope.livemode}
      AND e.enabled
      ${ping ? sql`` : sql`AND (${type}::text = ANY(e.event_types) OR '*' = ANY(e.event_types))`}
      ${endpointId ? sql`AND e.id = ${endpointId}::uuid` : ping ? sql`AND false` : sql``}
    RETURNING id`;
}

/**
 * Queues a delivery of an event to each enabled endpoint subscribed to its type (or to the
 * one `endpointId`); returns how many it queued. A ping (`webhook.ping`) goes only to the
 * `endpointId` it is sent to, whatever that endpoint subscribes to.
 */
export async function queueDeliveries(
  db: Db,
  eventId: string,
  scope: Scope,
  type: string,
  at: Date,
  endpointId?: string,
): Promise<number> {
  const result = await db.execute(deliveriesInsert(eventId, scope, type, at, endpointId));
  return (result as unknown as { rows: unknown[] }).rows.length;
}
