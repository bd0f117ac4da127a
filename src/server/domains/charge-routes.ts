import type { OpenAPIHono } from "@hono/zod-openapi";
import { pyInt } from "../../contract/py-int";
import { pyObject } from "../../contract/py-object";
import { RenewalChargeList } from "../../contract/renewal-charge";
import type { Db } from "../db/database";
import { pyCursor } from "../http/cursor-field";
import type { AppEnv } from "../http/app-env";
import { defineRoute, type RouteDeps } from "../http/route";
import { decodeChargeCursor, listRenewalCharges } from "./renewal-charges";

const Query = pyObject({
  limit: pyInt({ ge: 1, le: 100 }).default(50),
  cursor: pyCursor(decodeChargeCursor).optional(),
});

/** `GET /api/v1/registrar/renewal-charges`: what renewals (manual and automatic) charged. */
export function chargeRoutes(app: OpenAPIHono<AppEnv>, auth: RouteDeps, deps: { db: Db }) {
  defineRoute(
    app,
    auth,
    {
      method: "get",
      path: "/api/v1/registrar/renewal-charges",
      operationId: "listRenewalCharges",
      summary: "Renewal charges, manual and automatic, newest first",
      tags: ["domains"],
      auth: ["api_key", "access_token"],
      query: Query,
      responses: { 200: { description: "A page of charges", schema: RenewalChargeList } },
    },
    async (c, { query }) => {
      return c.json(
        await listRenewalCharges(
          deps.db,
          c.var.principal.organizationId,
          query.limit,
          query.cursor,
        ),
      );
    },
  );
}
