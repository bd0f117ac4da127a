import { OrderDetail } from "../../contract/order-detail";
import { ErrorBody } from "../../contract/error-body";
import { pyObject } from "../../contract/pydantic/py-object";
import { pyUuid } from "../../contract/pydantic/py-uuid";
import { defineRoute, routeGroup, type RouteDeps, type RouteGroup } from "../http/route";
import { scopeOf } from "../http/scope";
import { orderDetail } from "../orders/order-detail";
import { getOwnOrder, type OrderDeps } from "../orders/orders";
import { actorOf } from "../users/actor";
import { refundByHand } from "./refunds";

const RefundRequest = pyObject({ order_id: pyUuid() }).meta({ id: "RefundRequest" });

/** Refunds by hand: an admin returns the money of an order that ended without a domain. */
export function refundRoutes(
  auth: RouteDeps,
  deps: OrderDeps & { kickPayments: () => void },
): RouteGroup {
  const api = routeGroup(auth, "/api/v1/registrar/refunds");
  defineRoute(
    api,
    {
      method: "post",
      path: "",
      operationId: "refundOrder",
      summary: "Refund a failed or cancelled order by hand (admins; audited)",
      description:
        "Asks the payment provider again for each payment of the order whose refund failed or was never made. The order becomes `refunded` once the provider has returned everything; its `refunds` say where each stands.",
      tags: ["payments"],
      auth: ["access_token"],
      body: RefundRequest,
      responses: {
        200: { description: "The order, with its refunds", schema: OrderDetail },
        404: { description: "No such order", schema: ErrorBody },
        409: { description: "Nothing to refund in the order's state", schema: ErrorBody },
      },
    },
    async (c, { body }) => {
      await refundByHand(deps.db, actorOf(c), scopeOf(c.var.principal), {
        orderId: body.order_id,
        now: deps.now(),
      });
      deps.kickPayments();
      const order = await getOwnOrder(deps.db, scopeOf(c.var.principal), body.order_id);
      return c.json(await orderDetail(deps, order));
    },
  );
  return api;
}
