import { AvailabilityResult, SuggestionList } from "../../contract/availability-result";
import { pyObject } from "../../contract/pydantic/py-object";
import { defineRoute, routeGroup, type RouteDeps, type RouteGroup } from "../http/route";
import { lastQueryValue } from "../http/query";
import { checkAvailability, suggest } from "./availability";
import { DomainPath, pySearchTerm } from "./domain-field";
import type { RegistrarProvider } from "./provider";

const SuggestionsQuery = pyObject({ q: pySearchTerm() });

/** Availability of one name, and alternatives for a search term. */
export function availabilityRoutes(auth: RouteDeps, registrar: RegistrarProvider): RouteGroup {
  const api = routeGroup(auth, "/api/v1/registrar");
  defineRoute(
    api,
    {
      method: "get",
      path: "/availability/{domain}",
      operationId: "checkAvailability",
      summary: "Whether a domain can be registered, and its yearly prices",
      tags: ["registrar"],
      auth: ["api_key", "access_token"],
      params: DomainPath,
      responses: { 200: { description: "The registrar's answer", schema: AvailabilityResult } },
    },
    async (c, { params }) => c.json(await checkAvailability(registrar, params.domain)),
  );

  defineRoute(
    api,
    {
      method: "get",
      path: "/suggestions",
      operationId: "suggestDomains",
      summary: "Availability of a search term across popular suffixes (search-as-you-type)",
      tags: ["registrar"],
      auth: ["api_key", "access_token"],
      query: SuggestionsQuery,
      responses: {
        200: {
          description: "The requested domain first (when `q` is one), then popular suffixes",
          schema: SuggestionList,
        },
      },
    },
    async (c, { query }) =>
      c.json({ query: lastQueryValue(c, "q") ?? "", items: await suggest(registrar, query.q) }),
  );
  return api;
}
