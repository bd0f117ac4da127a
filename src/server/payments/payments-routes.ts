import { and, desc, eq, lt, or, sql } from "drizzle-orm";
import { z } from "zod";
import { ErrorBody } from "../../contract/error-body";
import {
  Allocation,
  AllocationRequest,
  Payment,
  PaymentDetail,
  PaymentRequest,
} from "../../contract/payment";
import { pyBool } from "../../contract/pydantic/py-bool";
import { pyInt } from "../../contract/pydantic/py-int";
import { pyObject } from "../../contract/pydantic/py-object";
import { pyUuid } from "../../contract/pydantic/py-uuid";
import type { Db } from "../db/database";
import { cursorCodec, cursorPart } from "../http/cursor";
import { defineRoute, routeGroup, type RouteDeps, type RouteGroup } from "../http/route";
import {
  allocatePayment,
  getOwnPayment,
  paymentView,
  paymentViews,
  recordPayment,
  suggestedOrders,
} from "./payments";
import { scopeOf } from "../http/scope";
import { payments } from "./schema";

const EITHER = ["api_key", "access_token"] as const;
const PaymentPath = pyObject({ payment_id: pyUuid() });

/** Cursor: the last payment's record time and id (newest first). */
const cursor = cursorCodec("p", { at: cursorPart.time, id: cursorPart.uuid });

const ListQuery = pyObject({
  unallocated: pyBool()
    .optional()
    .meta({ description: "true: only payments with money left to allocate" }),
  limit: pyInt({ ge: 1, le: 100 }).default(20),
  cursor: cursor.field().optional(),
});

/** Record time to the millisecond (what a cursor can carry), for ordering and paging alike. */
const recorded = sql`date_trunc('milliseconds', ${payments.createdAt})`;

const PaymentList = z
  .object({ items: z.array(Payment), next_cursor: z.string().nullable() })
  .meta({ id: "PaymentList" });

/** The body's `received_at` (checked by `PaymentRequest`), or now. */
const receivedAt = (raw: string | null | undefined, now: Date) =>
  raw == null ? now : new Date(raw);

/**
 * Manual payments (money received outside the service): recorded, listed newest first with
 * what is left of each, and allocated to orders.
 */
export function paymentRoutes(
  auth: RouteDeps,
  deps: { db: Db; now: () => Date; kick: () => void },
): RouteGroup {
  const api = routeGroup(auth, "/api/v1/registrar/payments");
  defineRoute(
    api,
    {
      method: "get",
      path: "/",
      operationId: "listPayments",
      summary: "Recorded payments, newest first; `unallocated=true` for those with money left",
      tags: ["payments"],
      auth: ["api_key", "access_token"],
      query: ListQuery,
      responses: { 200: { description: "A page of payments", schema: PaymentList } },
    },
    async (c, { query }) => {
      const cur = query.cursor;
      const rows = await deps.db
        .select()
        .from(payments)
        .where(
          and(
            eq(payments.organizationId, c.var.principal.organizationId),
            eq(payments.livemode, c.var.principal.livemode),
            query.unallocated
              ? sql`${payments.amount} > COALESCE((SELECT sum(a.amount) FROM payment_allocations a
                  WHERE a.payment_id = ${payments.id}), 0)`
              : undefined,
            cur
              ? or(
                  sql`${recorded} < ${cur.at.toISOString()}::timestamptz`,
                  and(
                    sql`${recorded} = ${cur.at.toISOString()}::timestamptz`,
                    lt(payments.id, cur.id),
                  ),
                )
              : undefined,
          ),
        )
        .orderBy(desc(recorded), desc(payments.id))
        .limit(query.limit + 1);
      const page = cursor.page(rows, query.limit, (r) => ({ at: r.createdAt, id: r.id }));
      return c.json({
        items: await paymentViews(deps.db, page.rows),
        next_cursor: page.next_cursor,
      });
    },
  );

  defineRoute(
    api,
    {
      method: "post",
      path: "/",
      operationId: "recordPayment",
      idempotent: true,
      summary: "Record a payment received (a wire transfer, say)",
      tags: ["payments"],
      auth: EITHER,
      body: PaymentRequest,
      responses: { 201: { description: "The payment, nothing allocated yet", schema: Payment } },
    },
    async (c, { body, idempotency }) => {
      // The payment and its key's response in one transaction: a retry after a commit whose
      // answer was lost gets the payment, never a second one.
      const view = await deps.db.transaction(async (tx) => {
        const row = await recordPayment(tx, {
          ...scopeOf(c.var.principal),
          amount: body.amount,
          currency: body.currency,
          method: body.method,
          reference: body.reference ?? null,
          receivedAt: receivedAt(body.received_at, deps.now()),
        });
        const out = await paymentView(tx, row);
        await idempotency?.storeIn(tx, 201, JSON.stringify(out));
        return out;
      });
      return c.json(view, 201);
    },
  );

  defineRoute(
    api,
    {
      method: "get",
      path: "/{payment_id}",
      operationId: "getPayment",
      summary: "One payment with its allocations and the orders it most likely pays",
      tags: ["payments"],
      auth: EITHER,
      params: PaymentPath,
      responses: {
        200: {
          description: "The payment, with the orders it most likely pays",
          schema: PaymentDetail,
        },
        404: { description: "No such payment", schema: ErrorBody },
      },
    },
    async (c, { params }) => {
      const row = await getOwnPayment(deps.db, scopeOf(c.var.principal), params.payment_id);
      const view = await paymentView(deps.db, row);
      return c.json({
        ...view,
        suggestions: await suggestedOrders(deps.db, row, view.unallocated),
      });
    },
  );

  defineRoute(
    api,
    {
      method: "post",
      path: "/{payment_id}/allocations",
      operationId: "allocatePayment",
      idempotent: true,
      summary: "Allocate a payment to an order; an order paid in full becomes ready_to_process",
      tags: ["payments"],
      auth: EITHER,
      params: PaymentPath,
      body: AllocationRequest,
      responses: {
        201: { description: "The allocation and the order's status", schema: Allocation },
        404: { description: "No such payment or order", schema: ErrorBody },
        409: {
          description: "Would over-allocate the payment or over-pay the order",
          schema: ErrorBody,
        },
      },
    },
    async (c, { params, body, idempotency }) => {
      // The allocation and its key's response in one transaction: a retry after a commit whose
      // answer was lost gets this allocation, never a second one.
      const out = await deps.db.transaction(async (tx) => {
        const r = await allocatePayment(tx, {
          ...scopeOf(c.var.principal),
          paymentId: params.payment_id,
          orderId: body.order_id,
          amount: body.amount ?? null,
          now: deps.now(),
        });
        const view = {
          allocation_id: r.allocationId,
          payment_id: params.payment_id,
          order_id: body.order_id,
          amount: r.amount,
          order_status: r.order.status,
        };
        await idempotency?.storeIn(tx, 201, JSON.stringify(view));
        return view;
      });
      if (out.order_status === "ready_to_process") deps.kick();
      return c.json(out, 201);
    },
  );
  return api;
}
