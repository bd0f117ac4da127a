import { and, desc, eq, lt, or, sql } from "drizzle-orm";
import { z } from "zod";
import { Payment } from "../../contract/payment";
import { pyBool } from "../../contract/pydantic/py-bool";
import { pyInt } from "../../contract/pydantic/py-int";
import { pyObject } from "../../contract/pydantic/py-object";
import { payments } from "./schema";
import { cursorCodec, cursorPart } from "../http/cursor";
import { defineRoute, routeGroup, type RouteDeps, type RouteGroup } from "../http/route";
import { paymentView } from "./payments";

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

/** `GET /api/v1/registrar/payments`: recorded payments, newest first, with what is left. */
export function paymentListRoutes(auth: RouteDeps): RouteGroup {
  const api = routeGroup(auth, "/api/v1");
  const { db } = auth;
  defineRoute(
    api,
    {
      method: "get",
      path: "/registrar/payments",
      operationId: "listPayments",
      summary: "Recorded payments, newest first; `unallocated=true` for those with money left",
      tags: ["payments"],
      auth: ["api_key", "access_token"],
      query: ListQuery,
      responses: { 200: { description: "A page of payments", schema: PaymentList } },
    },
    async (c, { query }) => {
      const cur = query.cursor;
      const rows = await db
        .select()
        .from(payments)
        .where(
          and(
            eq(payments.organizationId, c.var.principal.organizationId),
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
      const page = rows.slice(0, query.limit);
      const last = page.at(-1);
      return c.json({
        items: await Promise.all(page.map((r) => paymentView(db, r))),
        next_cursor:
          rows.length > query.limit && last
            ? cursor.encode({ at: last.createdAt, id: last.id })
            : null,
      });
    },
  );
  return api;
}
