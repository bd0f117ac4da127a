import { SuggestionList } from "../../contract/availability-result";
import { pyObject } from "../../contract/pydantic/py-object";
import { defineRoute, routeGroup, type RouteDeps, type RouteGroup } from "../http/route";
import { lastQueryValue } from "../http/query";
import { suggest } from "./availability";
import { pySearchTerm } from "./domain-field";
import { registrarFor, type Registrars } from "./provider";

const SuggestionsQuery = pyObject({ q: pySearchTerm() });

/** Alternatives for a search term: its availability across popular suffixes. */
export function suggestionRoutes(auth: RouteDeps, registrars: Registrars): RouteGroup {
  const api = routeGroup(auth, "/api/v1/registrar/suggestions");
  defineRoute(
    api,
    {
      method: "get",
      path: "/",
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
      c.json({
        query: lastQueryValue(c, "q") ?? "",
        items: await suggest(registrarFor(registrars, c.var.principal.livemode), query.q),
      }),
  );
  return api;
}
