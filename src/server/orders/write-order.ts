import { randomUUID } from "node:crypto";
import type { SQL } from "drizzle-orm";
import type { Db } from "../db/database";
import { appendEvent, resourceOf, type NewEvent } from "../events/append-event";
import type { IdempotencyClaim } from "../http/idempotency";
import { insertOrder } from "./insert-order";
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
 * response. Without further steps it is a single prepared statement (`insert-order.ts`: one
 * round trip, atomic, durable when it returns, no transaction); with `steps` (a purchase moving
 * on at once) it is one transaction. Returns the row as written and the event's id, or
 * undefined when `registered` found the name registered (then nothing was written).
 */
export async function writeNewOrder(
  db: Db,
  values: NewOrderRow,
  event: NewEvent,
  opts: {
    steps?: readonly OrderStatus[];
    reply?: OrderReply | undefined;
    /**
     * The registrar's SQL test of a name being registered, when its registry is a table of
     * this database: the order's own statement checks it (without steps only).
     */
    registered?: ((name: SQL) => SQL) | undefined;
  } = {},
): Promise<{ row: OrderRow; eventId: string } | undefined> {
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
  const eventId = randomUUID();
  let stored: { status: number; body: string } | undefined;
  if (opts.reply) {
    stored = {
      status: opts.reply.status,
      body: JSON.stringify(opts.reply.body(asWritten(values), eventId)),
    };
  }
  const written = await insertOrder(db, {
    order: values,
    event: {
      id: eventId,
      type: event.type,
      resource: resourceOf(event.type, event.data),
      data: event.data,
    },
    reply: stored && opts.reply!.claim.storedRow(stored.status, stored.body),
    registered: opts.registered,
  });
  if (!written) return undefined;
  if (stored) opts.reply!.claim.stored(stored.status, stored.body);
  return { row: asWritten(values), eventId };
}

/** The row `values` becomes (the columns left out take their defaults). */
function asWritten(values: NewOrderRow): OrderRow {
  return {
    kind: "order",
    registryStatus: null,
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
    registryReceipt: values.registryReceipt ?? null,
    transferCodeSealed: values.transferCodeSealed ?? null,
    transferRequestedAt: values.transferRequestedAt ?? null,
    transferActionAt: values.transferActionAt ?? null,
    receiptTo: values.receiptTo ?? null,
  };
}
