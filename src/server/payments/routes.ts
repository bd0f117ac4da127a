import { ErrorBody } from "../../contract/error-body";
import { Allocation, AllocationRequest, Payment, PaymentRequest } from "../../contract/payment";
import { pyObject } from "../../contract/pydantic/py-object";
import { pyUuid } from "../../contract/pydantic/py-uuid";
import type { Db } from "../db/database";
import { defineRoute, routeGroup, type RouteDeps, type RouteGroup } from "../http/route";
import { allocatePayment, getOwnPayment, paymentView, recordPayment } from "./payments";

const EITHER = ["api_key", "access_token"] as const;
const PaymentPath = pyObject({ payment_id: pyUuid() });

/** The body's `received_at` (checked by `PaymentRequest`), or now. */
const receivedAt = (raw: string | null | undefined, now: Date) =>
  raw == null ? now : new Date(raw);

/** Manual payments (money received outside the service) and their allocation to orders. */
export function paymentRoutes(
  auth: RouteDeps,
  deps: { db: Db; now: () => Date; kick: () => void },
): RouteGroup {
  const api = routeGroup(auth, "/api/v1/registrar/payments");
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
    async (c, { body }) => {
      const row = await recordPayment(deps.db, {
        organizationId: c.var.principal.organizationId,
        amount: body.amount,
        currency: body.currency,
        method: body.method,
        reference: body.reference ?? null,
        receivedAt: receivedAt(body.received_at, deps.now()),
      });
      return c.json(await paymentView(deps.db, row), 201);
    },
  );

  defineRoute(
    api,
    {
      method: "get",
      path: "/{payment_id}",
      operationId: "getPayment",
      summary: "One payment with its allocations",
      tags: ["payments"],
      auth: EITHER,
      params: PaymentPath,
      responses: {
        200: { description: "The payment", schema: Payment },
        404: { description: "No such payment", schema: ErrorBody },
      },
    },
    async (c, { params }) => {
      const row = await getOwnPayment(deps.db, c.var.principal.organizationId, params.payment_id);
      return c.json(await paymentView(deps.db, row));
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
    async (c, { params, body }) => {
      const r = await allocatePayment(deps.db, {
        organizationId: c.var.principal.organizationId,
        paymentId: params.payment_id,
        orderId: body.order_id,
        amount: body.amount ?? null,
        now: deps.now(),
      });
      if (r.order.status === "ready_to_process") deps.kick();
      return c.json(
        {
          allocation_id: r.allocationId,
          payment_id: params.payment_id,
          order_id: body.order_id,
          amount: r.amount,
          order_status: r.order.status,
        },
        201,
      );
    },
  );
  return api;
}
