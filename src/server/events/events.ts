import { and, desc, eq, inArray, lt } from "drizzle-orm";
import type { WebhookEvent } from "../../contract/webhook-event-type";
import type { Db } from "../db/database";
import { cursorCodec, cursorPart } from "../http/cursor";
import { owned, type Scope } from "../http/scope";
import { events } from "./schema";

export type EventRow = typeof events.$inferSelect;

/** A stored event as listed (`appendEvent` only writes the `data` its type describes). */
export const toEvent = (r: EventRow): WebhookEvent =>
  ({
    id: r.id,
    type: r.type,
    created_at: r.createdAt.toISOString(),
    livemode: r.livemode,
    data: r.data,
  }) as WebhookEvent;

/** The event list's cursor: the last event's creation sequence number (newest first). */
export const eventCursor = cursorCodec("e", { seq: cursorPart.int });

/** An organization's events, newest first (by creation order), filtered by type. */
export async function listEvents(
  db: Db,
  filter: Scope & { type?: string; limit: number; before?: number },
) {
  const conds = [
    eq(events.organizationId, filter.organizationId),
    eq(events.livemode, filter.livemode),
  ];
  if (filter.type) conds.push(eq(events.type, filter.type));
  if (filter.before !== undefined) conds.push(lt(events.seq, filter.before));
  const rows = await db
    .select()
    .from(events)
    .where(and(...conds))
    .orderBy(desc(events.seq))
    .limit(filter.limit + 1);
  const page = eventCursor.page(rows, filter.limit, (r) => ({ seq: r.seq }));
  return { items: page.rows.map(toEvent), next_cursor: page.next_cursor };
}

/** An event of the caller's organization and mode: 404 when unknown, 403 when another's. */
export async function getOwnEvent(db: Db, scope: Scope, id: string) {
  const [row] = await db.select().from(events).where(eq(events.id, id));
  return owned(row, scope, {
    noun: "event",
    notFound: "Event not found; list yours with GET /api/v1/events.",
  });
}

/**
 * The newest event of each resource (`order:<id>`…), optionally of the given types: the event
 * that recorded the resource's current state. A map from resource to event id.
 */
export async function latestEventIds(
  db: Db,
  resources: readonly string[],
  types?: readonly string[],
): Promise<Map<string, string>> {
  if (resources.length === 0) return new Map();
  const conds = [inArray(events.resource, [...resources])];
  if (types) conds.push(inArray(events.type, [...types]));
  const rows = await db
    .selectDistinctOn([events.resource], { resource: events.resource, id: events.id })
    .from(events)
    .where(and(...conds))
    .orderBy(events.resource, desc(events.seq));
  return new Map(rows.map((r) => [r.resource, r.id]));
}
