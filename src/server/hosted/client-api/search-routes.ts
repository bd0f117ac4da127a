import { AvailabilityResult, SuggestionList } from "../../../contract/availability-result";
import { pyObject } from "../../../contract/pydantic/py-object";
import { defineRoute, routeGroup, type RouteDeps, type RouteGroup } from "../../http/route";
import { lastQueryValue } from "../../http/query";
import type { OrderDeps } from "../../orders/orders";
import { checkAvailability, suggest } from "../../registrar/availability";
import { DomainPath, pySearchTerm } from "../../registrar/domain-field";
import { registrarFor } from "../../registrar/provider";

const CLIENT = ["client_token"] as const;

/** Availability and suggestions (the session's `domain_search`). */
export function hostedSearchRoutes(auth: RouteDeps, deps: OrderDeps): RouteGroup {
  const api = routeGroup(auth, "/api/v1/hosted");
  defineRoute(
    api,
    {
      method: "get",
      path: "/availability/{domain}",
      operationId: "hostedCheckAvailability",
      summary: "Availability and prices of one name (domain_search)",
      tags: ["hosted API"],
      auth: CLIENT,
      sessionActions: ["domain_search"],
      params: DomainPath,
      responses: { 200: { description: "The registrar's answer", schema: AvailabilityResult } },
    },
    async (c, { params }) => {
      return c.json(
        await checkAvailability(
          registrarFor(deps.registrars, c.var.principal.livemode),
          params.domain,
        ),
      );
    },
  );

  defineRoute(
    api,
    {
      method: "get",
      path: "/suggestions",
      operationId: "hostedSuggestDomains",
      summary: "Alternatives across popular suffixes for a search term (domain_search)",
      tags: ["hosted API"],
      auth: CLIENT,
      sessionActions: ["domain_search"],
      query: pyObject({ q: pySearchTerm() }),
      responses: {
        200: { description: "Candidates, the exact domain first", schema: SuggestionList },
      },
    },
    async (c, { query }) => {
      return c.json({
        query: lastQueryValue(c, "q") ?? "",
        items: await suggest(registrarFor(deps.registrars, c.var.principal.livemode), query.q),
      });
    },
  );

  return api;
}
