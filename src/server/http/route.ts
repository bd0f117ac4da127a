import type { Context, Handler, MiddlewareHandler } from "hono";
import { mergePath } from "hono/utils/url";
import { OpenAPIHono } from "@hono/zod-openapi";
import { forbidden } from "./errors";
import { requestHash, runIdempotent, type IdempotencyClaim } from "./idempotency";
import type { AppEnv, ClientPrincipal, Principal } from "./app-env";
import type { RouteGroup } from "./route-group";
import { documentRoute, type RouteTarget } from "./route-document";
import { validInput } from "./route-input";
import type { Input, RouteAuth, RouteResult, RouteSpec, ResponseSpec, Schema } from "./route-spec";

export type { Input, ResponseSpec, RouteAuth, RouteResult, RouteSpec } from "./route-spec";

const honoPath = (p: string) => p.replace(/\{(\w+)\}/g, ":$1");

/**
 * Declares a route once: its OpenAPI entry, the credentials it accepts, and the validation of
 * path, query and body into the pydantic-shaped 422 (all failing fields of all three at once).
 * The handler gets the parsed input and the caller, narrowed to the kinds the route accepts;
 * inside it the types can be trusted.
 * @example
 * const orgs = routeGroup(deps, "/api/v1");
 * defineRoute(orgs, { method: "get", path: "/organization", operationId: "getOrganization",
 *   auth: ["api_key", "access_token"], summary: "The caller's organization",
 *   tags: ["organizations"], responses: { 200: { description: "ok", schema: Organization } } },
 *   (c, { principal }) => c.json(...));
 * mount(app, orgs);
 */
export function defineRoute<
  B extends Schema | undefined,
  P extends Schema | undefined,
  Q extends Schema | undefined,
  const A extends RouteAuth,
  const R extends Record<number, ResponseSpec>,
>(
  group: RouteGroup,
  spec: RouteSpec<B, P, Q, A, R>,
  handler: (
    c: Context<AppEnv>,
    input: Input<B, P, Q, A>,
  ) => RouteResult<R> | Promise<RouteResult<R>>,
) {
  if (
    spec.sessionActions &&
    (spec.auth === "public" || spec.auth.some((k) => k !== "client_token"))
  ) {
    throw new Error(`${spec.operationId}: sessionActions need a route for client tokens only`);
  }
  if (!/^[a-z][A-Za-z0-9]*$/.test(spec.operationId)) {
    throw new Error(`operationId ${spec.operationId} is not camelCase`);
  }
  const { deps } = group;
  /** The path as clients see it: the group's prefix and the route's own path. */
  const fullPath = mergePath(group.prefix, spec.path);
  const targets: RouteTarget[] = [
    { app: group.app, path: spec.path, alias: false },
    ...(spec.aliases ?? []).map((path) => {
      group.aliases ??= new OpenAPIHono<AppEnv>();
      return { app: group.aliases, path, alias: true };
    }),
  ];
  documentRoute(spec, targets, fullPath);

  const validate: Handler<AppEnv> = async (c) => {
    const { input, sent, key } = await validInput(c, spec);
    const principal = c.get("principal") as Principal | undefined;
    // Before the idempotency store: a replay never answers what this session may not ask (an
    // end user's keys span their sessions).
    const actions = spec.sessionActions;
    if (
      actions &&
      !actions.some((a) => (principal as ClientPrincipal).allowedActions.includes(a))
    ) {
      throw forbidden("action_not_allowed", `This session does not allow ${actions.join(" or ")}.`);
    }
    // Without a key (every GET), no closure: tsx names each one it creates (`__name`).
    if (key === undefined || !principal) {
      return handler(c, { ...input, principal, idempotency: undefined } as Input<B, P, Q, A>);
    }
    const run = async (idempotency?: IdempotencyClaim) =>
      handler(c, { ...input, principal, idempotency } as Input<B, P, Q, A>);
    const route = `${fullPath} ${JSON.stringify(c.req.param())}`;
    const hash = requestHash(spec.method, route, sent);
    return runIdempotent(
      deps,
      {
        organizationId: principal.organizationId,
        livemode: principal.livemode,
        ...(principal.kind === "client_token" && {
          scope: `account:${principal.externalAccountId}`,
        }),
        key,
        method: spec.method,
        route,
        hash,
      },
      run,
    );
  };

  const chain: (MiddlewareHandler<AppEnv> | Handler<AppEnv>)[] = [];
  if (spec.auth !== "public") chain.push(deps.authenticate(spec.auth));
  chain.push(validate);
  for (const { app, path } of targets) {
    app.on(spec.method.toUpperCase(), honoPath(path), ...(chain as [Handler<AppEnv>]));
  }
}

export { allowedMethods, mount, routeGroup, type RouteDeps, type RouteGroup } from "./route-group";
