import { ErrorBody } from "../../../contract/error-body";
import { HostedOrderResponse } from "../../../contract/hosted-responses";
import { defineRoute, routeGroup, type RouteDeps, type RouteGroup } from "../../http/route";
import { toOrderResponse, type OrderDeps } from "../../orders/orders";
import { placeTransferOrder, ServerTransferRequest } from "../../orders/transfer-order";

/** The end user's transfer in (`domain_purchase`); read with `GET /api/v1/hosted/orders/{id}`. */
export function hostedTransferRoutes(auth: RouteDeps, deps: OrderDeps): RouteGroup {
  const api = routeGroup(auth, "/api/v1/hosted/transfers");
  defineRoute(
    api,
    {
      method: "post",
      path: "/",
      operationId: "hostedCreateTransferOrder",
      idempotent: true,
      summary: "Order the transfer of the end user's domain registered elsewhere (domain_purchase)",
      tags: ["hosted API"],
      auth: ["client_token"],
      sessionActions: ["domain_purchase"],
      body: ServerTransferRequest,
      responses: {
        201: {
          description: "The pending transfer order with payment instructions",
          schema: HostedOrderResponse,
        },
        409: {
          description:
            "Not transferable (transfer_not_possible), a wrong code (transfer_code_invalid), the price differs (price_mismatch), or an order for it is in progress",
          schema: ErrorBody,
        },
      },
    },
    async (c, { body, principal, idempotency }) => {
      const { row, eventId } = await placeTransferOrder(
        deps,
        {
          organizationId: principal.organizationId,
          livemode: principal.livemode,
          hostedSessionId: principal.sessionId,
          externalAccountId: principal.externalAccountId,
        },
        body,
        idempotency && {
          claim: idempotency,
          status: 201,
          body: (written, id) => ({ ...toOrderResponse(deps, written), event_id: id }),
        },
      );
      return c.json({ ...toOrderResponse(deps, row), event_id: eventId }, 201);
    },
  );
  return api;
}
