import { DomainOrderResponse } from "../../contract/domain-order-response";
import { ErrorBody } from "../../contract/error-body";
import { defineRoute, routeGroup, type RouteDeps, type RouteGroup } from "../http/route";
import { scopeOf } from "../http/scope";
import { toOrderResponse, type OrderDeps } from "./orders";
import { placeTransferOrder, ServerTransferRequest } from "./transfer-order";

/** Transfer in: an order to bring a domain registered elsewhere (read with the order routes). */
export function transferRoutes(auth: RouteDeps, deps: OrderDeps): RouteGroup {
  const api = routeGroup(auth, "/api/v1/registrar/transfers");
  defineRoute(
    api,
    {
      method: "post",
      path: "/",
      operationId: "createTransferOrder",
      idempotent: true,
      summary: "Order the transfer of a domain registered elsewhere (pay later by card or wire)",
      description:
        "A transfer is an order of kind `transfer` (one year added, at the quote's price): the code is checked with the registry before anything is paid, kept sealed until the registry has the request, then erased. Read it with `GET /api/v1/registrar/orders/{order_id}`.",
      tags: ["orders"],
      auth: ["api_key", "access_token"],
      body: ServerTransferRequest,
      responses: {
        201: {
          description: "The pending transfer order with payment instructions",
          schema: DomainOrderResponse,
        },
        409: {
          description:
            "Not transferable (transfer_not_possible), a wrong code (transfer_code_invalid), the price differs (price_mismatch), or an order for it is in progress",
          schema: ErrorBody,
        },
      },
    },
    async (c, { body, idempotency }) => {
      const { row } = await placeTransferOrder(
        deps,
        scopeOf(c.var.principal),
        body,
        idempotency && {
          claim: idempotency,
          status: 201,
          body: (written) => toOrderResponse(deps, written),
        },
      );
      return c.json(toOrderResponse(deps, row), 201);
    },
  );
  return api;
}
