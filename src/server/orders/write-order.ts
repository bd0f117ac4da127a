import type { WithSubquery } from "drizzle-orm";
import type { Db } from "../db/database";
import { appendEvent, eventCtes, type NewEvent } from "../events/append-event";
import type { IdempotencyClaim } from "../http/idempotency";
import { transitionOrder, type OrderRow } from "./order-states";
import { orderTransitions, orders, type OrderStatus } from "./schema";

export type NewOrderRow = typeof orders.$inferInsert & {
  id: string;
  status: "pending";
  createdAt: Date;
};

/**
 * The response a handler will send for the new order, stored with it under the request's
 * Idempotency-Key: `body` gets the order as it will be written and its event's id.
 */
export type OrderReply = {
  claim: IdempotencyClaim;
  status: number;
  body: (row: OrderRow, eventId: string) => unknown;
};

/**
 * Writes a new pending order: its row, its first transition, the `order.created` event with
 * one delivery per subscribed endpoint, and, with `reply`, the stored Idempotency-Key
 * response. Without further steps it is a single statement (data-modifying CTEs: one round
 * trip, atomic, durable when it returns, no transaction); with `steps` (a purchase moving on
 * at once) it is one transaction. Returns the row as written and the event's id.
 */
export async function writeNewOrder(
  db: Db,
  values: NewOrderRow,
  event: NewEvent,
  opts: { steps?: readonly OrderStatus[]; reply?: OrderReply | undefined } = {},
): Promise<{ row: OrderRow; eventId: string }> {
  const first = { orderId: values.id, fromStatus: null, toStatus: "pending" as const };
  const at = values.createdAt;
  const steps = opts.steps ?? [];
  if (steps.length > 0) {
    return db.transaction(async (tx) => {
      const [row] = await tx.insert(orders).values(values).returning();
      await tx.insert(orderTransitions).values({ ...first, at });
      const eventId = await appendEvent(tx, event);
      let current = row!;
      for (const to of steps) {
        const next = await transitionOrder(tx, values.id, to, {
          now: at,
          reason: "purchase billed to the organization",
          bumpAttempts: to === "processing",
        });
        if (!next) throw new Error(`cannot move a new order to ${to}`);
        current = next;
      }
      return { row: current, eventId };
    });
  }
  const ev = eventCtes(db, event, "order_created");
  const ctes: WithSubquery[] = [
    db.$with("first_transition").as(db.insert(orderTransitions).values({ ...first, at })),
  ];
  ctes.push(...ev.ctes);
  let stored: { status: number; body: string } | undefined;
  if (opts.reply) {
    stored = {
      status: opts.reply.status,
      body: JSON.stringify(opts.reply.body(asWritten(values), ev.id)),
    };
    ctes.push(opts.reply.claim.storeWith(db, stored.status, stored.body));
  }
  const [row] = await db
    .with(...ctes)
    .insert(orders)
    .values(values)
    .returning();
  if (stored) opts.reply!.claim.stored(stored.status, stored.body);
  return { row: row!, eventId: ev.id };
}

/** The row `values` becomes (the columns left out take their defaults). */
function asWritten(values: NewOrderRow): OrderRow {
  return {
    kind: "order",
    nameservers: null,
    dnsProvider: null,
    hostedSessionId: null,
    externalAccountId: null,
    domainId: null,
    failureReason: null,
    newPrice: null,
    attempts: 0,
    updatedAt: values.createdAt,
    ...values,
  };
}
