import { SecondFactorPolicy } from "../../contract/second-factor";
import { defineRoute, routeGroup, type RouteDeps, type RouteGroup } from "../http/route";
import { actorOf } from "./actor";
import { setSecondFactorPolicy } from "./second-factor";

/** The organization's second-factor policy: read by every user, set by admins (`roles.ts`). */
export function secondFactorPolicyRoutes(auth: RouteDeps): RouteGroup {
  const api = routeGroup(auth, "/api/v1/organization/second-factor-policy");
  const { db, now } = auth;
  defineRoute(
    api,
    {
      method: "put",
      path: "/",
      operationId: "setSecondFactorPolicy",
      description:
        "With `required: true`, a user without a second factor who signs in can only set one up (403 `second_factor_missing` elsewhere) until they have.",
      summary: "Require a second factor of every user of the organization (admins only)",
      tags: ["organizations"],
      auth: ["access_token"],
      body: SecondFactorPolicy,
      responses: { 200: { description: "The policy", schema: SecondFactorPolicy } },
    },
    async (c, { body }) => {
      await setSecondFactorPolicy(db, actorOf(c), body.required, now());
      return c.json({ required: body.required } satisfies SecondFactorPolicy);
    },
  );
  return api;
}
