import { ErrorBody } from "../../../contract/error-body";
import { pyObject } from "../../../contract/pydantic/py-object";
import {
  HostedOrderDetail,
  HostedOrderList,
  HostedOrderResponse,
} from "../../../contract/hosted-responses";
import { defineRoute, routeGroup, type RouteDeps, type RouteGroup } from "../../http/route";
import { OrderIdPath, ServerOrderRequest, toNewOrder } from "../../orders/order-request";
import {
  placeOrder,
  orderCursor,
  listOrders,
  toOrderResponse,
  type OrderDeps,
} from "../../orders/orders";
import { pyInt } from "../../../contract/pydantic/py-int";
import { acceptNewPrice, cancelOrder } from "../../orders/order-actions";
import type { OrderRow } from "../../orders/order-states";
import { hostedOrderDetails } from "../hosted-order-events";
import { endUsersOrder } from "./end-users-order";

/** The hosted order list's page: as the partner's order list, within the end user's account. */
const HostedOrderListQuery = pyObject({
  limit: pyInt({ ge: 1, le: 100 }).default(20),
  cursor: orderCursor.field().optional(),
});

const CLIENT = ["client_token"] as const;

/** The end user's orders: create, list, read, cancel, accept a new price (`domain_purchase`). */
export function hostedOrderRoutes(
  auth: RouteDeps,
  deps: OrderDeps & { kick: () => void },
): RouteGroup {
  const api = routeGroup(auth, "/api/v1/hosted/orders");
  const { db } = deps;

  const hostedOrderDetail = async (row: OrderRow) => (await hostedOrderDetails(deps, [row]))[0]!;

  defineRoute(
    api,
    {
      method: "post",
      path: "/",
      operationId: "hostedCreateOrder",
      idempotent: true,
      summary: "Order a domain for the session's end user (domain_purchase)",
      tags: ["hosted API"],
      auth: CLIENT,
      sessionActions: ["domain_purchase"],
      body: ServerOrderRequest,
      responses: {
        201: {
          description: "The pending order with payment instructions",
          schema: HostedOrderResponse,
        },
        409: { description: "Unavailable, or an order for it is in progress", schema: ErrorBody },
      },
    },
    async (c, { body, principal, idempotency }) => {
      const { row, eventId } = await placeOrder(
        deps,
        {
          organizationId: principal.organizationId,
          livemode: principal.livemode,
          hostedSessionId: principal.sessionId,
          externalAccountId: principal.externalAccountId,
        },
        toNewOrder(body),
        {
          reply: idempotency && {
            claim: idempotency,
            status: 201,
            body: (written, id) => ({ ...toOrderResponse(deps, written), event_id: id }),
          },
        },
      );
      return c.json({ ...toOrderResponse(deps, row), event_id: eventId }, 201);
    },
  );

  defineRoute(
    api,
    {
      method: "get",
      path: "/",
      operationId: "hostedListOrders",
      description:
        "The session's end user's orders, newest first, a page at a time: pass `next_cursor` as `cursor` for the next page (null on the last).",
      summary: "The end user's orders, newest first (domain_purchase)",
      tags: ["hosted API"],
      auth: CLIENT,
      sessionActions: ["domain_purchase"],
      query: HostedOrderListQuery,
      responses: { 200: { description: "A page of orders", schema: HostedOrderList } },
    },
    async (c, { query, principal }) => {
      const page = await listOrders(db, {
        organizationId: principal.organizationId,
        livemode: principal.livemode,
        externalAccountId: principal.externalAccountId,
        limit: query.limit,
        ...(query.cursor && { cursor: query.cursor }),
      });
      return c.json({
        items: await hostedOrderDetails(deps, page.rows),
        next_cursor: page.next_cursor,
      });
    },
  );

  defineRoute(
    api,
    {
      method: "get",
      path: "/{order_id}",
      operationId: "hostedGetOrder",
      summary: "One of the end user's orders (domain_purchase)",
      tags: ["hosted API"],
      auth: CLIENT,
      sessionActions: ["domain_purchase"],
      params: OrderIdPath,
      responses: {
        200: { description: "The order", schema: HostedOrderDetail },
        404: { description: "No such order", schema: ErrorBody },
      },
    },
    async (c, { params, principal }) => {
      const row = await endUsersOrder(db, principal, params.order_id);
      return c.json(await hostedOrderDetail(row));
    },
  );

  defineRoute(
    api,
    {
      method: "post",
      path: "/{order_id}/cancel",
      operationId: "hostedCancelOrder",
      summary: "Cancel one of the end user's orders before it is processed (domain_purchase)",
      tags: ["hosted API"],
      auth: CLIENT,
      sessionActions: ["domain_purchase"],
      params: OrderIdPath,
      responses: {
        200: { description: "The cancelled (or refunded) order", schema: HostedOrderDetail },
        404: { description: "No such order", schema: ErrorBody },
        409: { description: "The order can no longer be cancelled", schema: ErrorBody },
      },
    },
    async (c, { params, principal }) => {
      const row = await endUsersOrder(db, principal, params.order_id);
      return c.json(await hostedOrderDetail(await cancelOrder(db, row, deps.now(), "end user")));
    },
  );

  defineRoute(
    api,
    {
      method: "post",
      path: "/{order_id}/accept-price",
      operationId: "hostedAcceptOrderPrice",
      summary: "Accept the new price of one of the end user's price_changed orders",
      tags: ["hosted API"],
      auth: CLIENT,
      sessionActions: ["domain_purchase"],
      params: OrderIdPath,
      responses: {
        200: {
          description: "The order, ready again or pending the difference",
          schema: HostedOrderDetail,
        },
        404: { description: "No such order", schema: ErrorBody },
        409: { description: "The order has no new price to accept", schema: ErrorBody },
      },
    },
    async (c, { params, principal }) => {
      const row = await endUsersOrder(db, principal, params.order_id);
      const next = await acceptNewPrice(db, row, deps.now());
      if (next.status === "ready_to_process") deps.kick();
      return c.json(await hostedOrderDetail(next));
    },
  );

  return api;
}
