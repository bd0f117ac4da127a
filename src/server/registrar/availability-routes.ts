import { AvailabilityResult } from "../../contract/availability-result";
import { defineRoute, routeGroup, type RouteDeps, type RouteGroup } from "../http/route";
import { checkAvailability } from "./availability";
import { DomainPath } from "./domain-field";
import { registrarFor, type Registrars } from "./provider";

/** Availability of one name (alternatives for a search term: `suggestions-routes.ts`). */
export function availabilityRoutes(auth: RouteDeps, registrars: Registrars): RouteGroup {
  const api = routeGroup(auth, "/api/v1/registrar/availability");
  defineRoute(
    api,
    {
      method: "get",
      path: "/{domain}",
      operationId: "checkAvailability",
      summary: "Whether a domain can be registered, and its yearly prices",
      tags: ["registrar"],
      auth: ["api_key", "access_token"],
      params: DomainPath,
      responses: { 200: { description: "The registrar's answer", schema: AvailabilityResult } },
    },
    async (c, { params }) =>
      c.json(
        await checkAvailability(registrarFor(registrars, c.var.principal.livemode), params.domain),
      ),
  );
  return api;
}
