/**
 * Type tests of `defineRoute`, checked by `npm run typecheck` (tsc): a handler's JSON must be a
 * body one of its route's declared response schemas describes, and the principal it gets is
 * narrowed to the credential kinds the route accepts. `@ts-expect-error` fails the type check
 * when a line compiles.
 */
import { expectTypeOf } from "vitest";
import { z } from "zod";
import type { ClientPrincipal } from "./app-env";
import { defineRoute, routeGroup, type RouteDeps } from "./route";

declare const deps: RouteDeps;
const group = routeGroup(deps, "/api/v1/things");
const Thing = z.object({ id: z.string(), size: z.number() });
const spec = {
  method: "get" as const,
  path: "/",
  summary: "A thing",
  tags: ["auth" as const] as ["auth"],
  auth: ["client_token"] as const,
  responses: { 200: { description: "The thing", schema: Thing } },
};

// The declared body: fine.
defineRoute(group, { ...spec, operationId: "ok" }, (c) => c.json({ id: "t", size: 1 }));
// A text response is not checked against the JSON schemas.
defineRoute(group, { ...spec, operationId: "text" }, (c) => c.text("ok"));
// @ts-expect-error a field of the wrong type
defineRoute(group, { ...spec, operationId: "wrongType" }, (c) => c.json({ id: "t", size: "1" }));
// @ts-expect-error a body no declared schema describes
defineRoute(group, { ...spec, operationId: "undeclared" }, (c) => c.json({ other: true }));

// The principal is the one kind the route accepts.
defineRoute(group, { ...spec, operationId: "principal" }, (c, { principal }) => {
  expectTypeOf(principal).toEqualTypeOf<ClientPrincipal>();
  return c.json({ id: principal.sessionId, size: 0 });
});
