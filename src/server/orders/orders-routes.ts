import { z } from "zod";
import { ActionFailure } from "../../contract/action-failure";
import { DomainOrderResponse } from "../../contract/domain-order-response";
import { ErrorBody } from "../../contract/error-body";
import { OrderDetail, OrderList } from "../../contract/order-detail";
import { PurchaseResponse } from "../../contract/purchase-response";
import { ApiError, conflict } from "../http/errors";
import { defineRoute, routeGroup, type RouteDeps, type RouteGroup } from "../http/route";
import { normalizeDomain } from "../registrar/normalize-domain";
import { scopeOf } from "../http/scope";
import { acceptNewPrice, cancelOrder } from "./order-actions";
import { transitionOrder } from "./order-states";
import { OrderIdPath, OrderListQuery, ServerOrderRequest, toNewOrder } from "./order-request";
import {
  createOrder,
  getOwnOrder,
  listOrders,
  placeOrder,
  toOrderResponse,
  type OrderDeps,
} from "./orders";
import { orderDetail, orderDetails } from "./order-detail";
import { processClaimedOrder, type ProcessorDeps } from "./processor";
import { debitPurchase, refundPurchase, refusalBeforePricing } from "./purchase-billing";
import { findDomain } from "../domains/domains";

const EITHER = ["api_key", "access_token"] as const;
const conflictDoc = { description: "Refused in the order's current state", schema: ErrorBody };

/** Orders: create, list, read, cancel, accept a changed price; and the immediate purchase. */
export function orderRoutes(
  auth: RouteDeps,
  deps: OrderDeps & ProcessorDeps & { kick: () => void },
): RouteGroup {
  const api = routeGroup(auth, "/api/v1/registrar");
  defineRoute(
    api,
    {
      method: "post",
      path: "/order",
      operationId: "createOrder",
      idempotent: true,
      summary: "Create a pending order (pay later by card checkout or wire)",
      tags: ["orders"],
      auth: EITHER,
      body: ServerOrderRequest,
      responses: {
        201: {
          description: "The pending order with payment instructions",
          schema: DomainOrderResponse,
        },
        409: {
          description: "Unavailable, price differs, or an order for it is in progress",
          schema: ErrorBody,
        },
      },
    },
    async (c, { body, idempotency }) => {
      const { row } = await placeOrder(
        deps,
        scopeOf(c.var.principal),
        toNewOrder(body),
        // With an Idempotency-Key, the response is stored in the order's own statement.
        {
          reply: idempotency && {
            claim: idempotency,
            status: 201,
            body: (written) => toOrderResponse(deps, written),
          },
        },
      );
      return c.json(toOrderResponse(deps, row), 201);
    },
  );

  defineRoute(
    api,
    {
      method: "get",
      path: "/orders",
      operationId: "listOrders",
      aliases: ["/registrar/orders"],
      summary: "List orders, newest first; filter by domain, status and kind, or search",
      tags: ["orders"],
      auth: EITHER,
      query: OrderListQuery,
      responses: { 200: { description: "A page of orders", schema: OrderList } },
    },
    async (c, { query }) => {
      let domain: string | undefined;
      if (query.domain) {
        const n = normalizeDomain(query.domain, { stored: true });
        domain = n.ok ? n.domain.name : query.domain.trim().toLowerCase();
      }
      const cursor = query.cursor;
      const page = await listOrders(deps.db, {
        ...scopeOf(c.var.principal),
        ...(domain && { domain }),
        ...(query.status && { status: query.status }),
        ...(query.kind && { kind: query.kind }),
        ...(query.q?.trim() && { search: query.q }),
        limit: query.limit,
        ...(cursor && { cursor }),
      });
      const items = await orderDetails(deps, page.rows);
      return c.json({ items, next_cursor: page.next_cursor });
    },
  );

  defineRoute(
    api,
    {
      method: "get",
      path: "/orders/{order_id}",
      operationId: "getOrder",
      aliases: ["/registrar/orders/{order_id}"],
      summary: "One order with its payments and timeline",
      tags: ["orders"],
      auth: EITHER,
      params: OrderIdPath,
      responses: {
        200: { description: "The order", schema: OrderDetail },
        404: { description: "No such order", schema: ErrorBody },
      },
    },
    async (c, { params }) => {
      const row = await getOwnOrder(deps.db, scopeOf(c.var.principal), params.order_id);
      return c.json(await orderDetail(deps, row));
    },
  );

  defineRoute(
    api,
    {
      method: "post",
      path: "/orders/{order_id}/cancel",
      operationId: "cancelOrder",
      summary: "Cancel an order that has not started processing (refunded when paid)",
      tags: ["orders"],
      auth: EITHER,
      params: OrderIdPath,
      responses: {
        200: { description: "The cancelled (or refunded) order", schema: OrderDetail },
        404: { description: "No such order", schema: ErrorBody },
        409: conflictDoc,
      },
    },
    async (c, { params }) => {
      const row = await getOwnOrder(deps.db, scopeOf(c.var.principal), params.order_id);
      return c.json(await orderDetail(deps, await cancelOrder(deps.db, row, deps.now())));
    },
  );

  defineRoute(
    api,
    {
      method: "post",
      path: "/orders/{order_id}/accept-price",
      operationId: "acceptOrderPrice",
      summary: "Accept the registrar's new price of a price_changed order",
      tags: ["orders"],
      auth: EITHER,
      params: OrderIdPath,
      responses: {
        200: {
          description: "The order, ready again or pending the difference",
          schema: OrderDetail,
        },
        404: { description: "No such order", schema: ErrorBody },
        409: conflictDoc,
      },
    },
    async (c, { params }) => {
      const row = await getOwnOrder(deps.db, scopeOf(c.var.principal), params.order_id);
      const next = await acceptNewPrice(deps.db, row, deps.now());
      if (next.status === "ready_to_process") deps.kick();
      return c.json(await orderDetail(deps, next));
    },
  );

  defineRoute(
    api,
    {
      method: "post",
      path: "/purchase",
      operationId: "purchaseDomain",
      description:
        "Registers the domain at once and bills the organization. A registrar refusal is HTTP 200 with `success: false` and `error_message` (and the `order_id`): check `success`, not only the status.",
      idempotent: true,
      aliases: ["/registrar/purchase"],
      summary: "Buy a domain at once, billed to the organization",
      tags: ["orders"],
      auth: EITHER,
      body: ServerOrderRequest,
      responses: {
        200: {
          description: "Registered (success true), or the registrar failed it (success false)",
          schema: z
            .discriminatedUnion("success", [PurchaseResponse, ActionFailure])
            .meta({ id: "PurchaseResult" }),
        },
        409: {
          description: "The registrar did not answer; the purchase will be retried",
          schema: ErrorBody,
        },
      },
    },
    async (c, { body }) => {
      const owner = scopeOf(c.var.principal);
      // Live mode with nothing available: refused before the registry is asked anything.
      const broke = await refusalBeforePricing(deps, owner, body.domain.name);
      if (broke) {
        return c.json(
          {
            success: false,
            domain: body.domain.name,
            error_message: broke,
          } satisfies ActionFailure,
          200,
        );
      }
      let order;
      try {
        order = await createOrder(deps, owner, toNewOrder(body), {
          kind: "purchase",
          initial: ["ready_to_process", "processing"],
        });
      } catch (err) {
        // Unavailable or repriced names are the registrar refusing the action: HTTP 200. So is
        // a name another order of the organization is buying: racing purchases of one name get
        // one answer whichever finishes first (this, or "already registered" once it is done).
        if (err instanceof ApiError && err.status === 409) {
          return c.json(
            {
              success: false,
              domain: body.domain.name,
              error_message: String(err.detail),
            } satisfies ActionFailure,
            200,
          );
        }
        throw err;
      }
      // Live mode: the organization's balance pays, taken before the registry is asked.
      const paid = await debitPurchase(deps, order);
      if (!paid.ok) {
        const failed = await transitionOrder(deps.db, order.id, "failed", {
          from: ["processing"],
          now: deps.now(),
          reason: paid.message,
          set: { failureReason: paid.message },
        });
        return c.json(
          {
            success: false,
            domain: order.domainName,
            order_id: (failed ?? order).id,
            error_message: paid.message,
          } satisfies ActionFailure,
          200,
        );
      }
      let done = await processClaimedOrder(deps, order);
      if (done.status === "price_changed") {
        // A purchase never charges another amount than quoted: it ends instead.
        const reason = `The registrar's price is now ${done.newPrice} ${done.currency}, not ${done.price}; nothing was charged.`;
        done =
          (await transitionOrder(deps.db, done.id, "cancelled", {
            from: ["price_changed"],
            now: deps.now(),
            reason,
            set: { failureReason: reason },
          })) ?? done;
        if (done.status === "cancelled") await refundPurchase(deps, done, reason);
      }
      if (done.status === "completed") {
        const domain = await findDomain(deps.db, done.domainName, done.livemode);
        return c.json(
          {
            success: true,
            domain: done.domainName,
            order_id: done.id,
            status: done.status,
            expires_at: domain?.expiresAt.toISOString() ?? null,
            price: done.price,
            currency: done.currency,
          } satisfies PurchaseResponse,
          200,
        );
      }
      if (done.status === "ready_to_process") {
        // The registry refused for the registrar's own funds (2104): the order waits, paid.
        throw conflict(
          "registration_pending",
          `The registry cannot register ${done.domainName} now (the registrar's account there is out of funds); order ${done.id} waits and will be retried. Check it later.`,
        );
      }
      if (done.status === "processing") {
        throw conflict(
          "registration_pending",
          `The registrar did not answer; order ${done.id} will be retried. Check it later.`,
        );
      }
      return c.json(
        {
          success: false,
          domain: done.domainName,
          order_id: done.id,
          error_message:
            done.failureReason ??
            `The registrar did not register ${done.domainName} (${done.status}).`,
        } satisfies ActionFailure,
        200,
      );
    },
  );
  return api;
}
