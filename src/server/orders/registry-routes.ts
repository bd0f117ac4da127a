import { ErrorBody } from "../../contract/error-body";
import { RegistryAccount, RegistryReceipt } from "../../contract/registry-account";
import { defineRoute, routeGroup, type RouteDeps, type RouteGroup } from "../http/route";
import { notFound } from "../http/errors";
import { scopeOf } from "../http/scope";
import { readRegistryAccount } from "../registrar/registry-account";
import { OrderIdPath } from "./order-request";
import { getOwnOrder } from "./orders";

/**
 * What the dashboard's admins see of the registry behind the service: whether the registrar's
 * account there ran out of funds (the banner), and the registry's receipt for an order (the
 * order's page). Signed-in admins only (`auth/roles.ts`); never in the partner API's bodies.
 */
export function registryRoutes(auth: RouteDeps): RouteGroup {
  const api = routeGroup(auth, "/api/v1/registry");
  const { db } = auth;

  defineRoute(
    api,
    {
      method: "get",
      path: "/account",
      operationId: "getRegistryAccount",
      summary: "Whether the registrar's account at the registry has funds (signed-in admins)",
      tags: ["registry"],
      auth: ["access_token"],
      responses: { 200: { description: "The registry account", schema: RegistryAccount } },
    },
    async (c) => {
      const livemode = c.var.principal.livemode;
      const row = await readRegistryAccount(db, livemode);
      const held = row?.fundsExhausted ?? false;
      return c.json({
        livemode,
        funds_exhausted: held,
        since: held ? (row?.since?.toISOString() ?? null) : null,
        message: held ? (row?.message ?? null) : null,
        next_attempt_at: held ? (row?.nextProbeAt?.toISOString() ?? null) : null,
        balance: row?.balance ?? null,
        credit_limit: row?.creditLimit ?? null,
        currency: row?.currency ?? null,
      } satisfies RegistryAccount);
    },
  );

  defineRoute(
    api,
    {
      method: "get",
      path: "/receipts/{order_id}",
      operationId: "getRegistryReceipt",
      summary: "The registry's receipt for an order it executed (signed-in admins)",
      tags: ["registry"],
      auth: ["access_token"],
      params: OrderIdPath,
      responses: {
        200: { description: "The receipt", schema: RegistryReceipt },
        404: { description: "No such order, or no receipt kept for it", schema: ErrorBody },
      },
    },
    async (c, { params }) => {
      const row = await getOwnOrder(db, scopeOf(c.var.principal), params.order_id);
      const r = row.registryReceipt;
      if (!r) throw notFound("The registry gave no receipt for this order");
      return c.json({
        order_id: row.id,
        transaction_id: r.transactionId ?? null,
        fee: r.fee ?? null,
        currency: r.currency ?? null,
      } satisfies RegistryReceipt);
    },
  );
  return api;
}
