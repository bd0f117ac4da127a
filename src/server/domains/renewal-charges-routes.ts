import { scopeOf } from "../http/scope";
import { pyInt } from "../../contract/pydantic/py-int";
import { pyObject } from "../../contract/pydantic/py-object";
import { RenewalChargeList } from "../../contract/renewal-charge";
import type { Db } from "../db/database";
import { defineRoute, routeGroup, type RouteDeps, type RouteGroup } from "../http/route";
import { chargeCursor, listRenewalCharges } from "./renewal-charges";

const Query = pyObject({
  limit: pyInt({ ge: 1, le: 100 }).default(50),
  cursor: chargeCursor.field().optional(),
});

/** `GET /api/v1/registrar/renewal-charges`: what renewals (manual and automatic) charged. */
export function chargeRoutes(auth: RouteDeps, deps: { db: Db }): RouteGroup {
  const api = routeGroup(auth, "/api/v1/registrar/renewal-charges");
  defineRoute(
    api,
    {
      method: "get",
      path: "/",
      operationId: "listRenewalCharges",
      summary: "Renewal charges, manual and automatic, newest first",
      tags: ["domains"],
      auth: ["api_key", "access_token"],
      query: Query,
      responses: { 200: { description: "A page of charges", schema: RenewalChargeList } },
    },
    async (c, { query }) => {
      return c.json(
        await listRenewalCharges(deps.db, scopeOf(c.var.principal), query.limit, query.cursor),
      );
    },
  );
  return api;
}
