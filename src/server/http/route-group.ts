import type { MiddlewareHandler } from "hono";
import { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv, CredentialKind } from "./app-env";
import type { runIdempotent } from "./idempotency";

/**
 * What `defineRoute` needs from the service: the credential check (supplied by `auth/`, so
 * `http/` does not import it) and the store of `Idempotency-Key` responses.
 */
export type RouteDeps = Parameters<typeof runIdempotent>[0] & {
  /** The middleware that admits the given credential kinds (401/403/429 otherwise). */
  authenticate: (accept: readonly CredentialKind[]) => MiddlewareHandler<AppEnv>;
};

/**
 * A capability's routes: a sub-app served under one prefix, so a route's `path` is relative
 * to it (`"/{order_id}"`, or `"/"` for the prefix itself). Made with {@link routeGroup},
 * filled with {@link defineRoute}, served with {@link mount}.
 */
export type RouteGroup = {
  prefix: string;
  app: OpenAPIHono<AppEnv>;
  deps: RouteDeps;
  /** The spec's unprefixed aliases (absolute paths), a sub-app of their own mounted at `/`. */
  aliases?: OpenAPIHono<AppEnv>;
};

export function routeGroup(deps: RouteDeps, prefix: string): RouteGroup {
  return { prefix, app: new OpenAPIHono<AppEnv>(), deps };
}

type RouteDefinition = {
  type: string;
  route?: { method: string; path: string; operationId?: string };
};
const routesOf = (app: OpenAPIHono<AppEnv>) =>
  (app.openAPIRegistry.definitions as RouteDefinition[]).flatMap((d) =>
    d.type === "route" && d.route ? [d.route] : [],
  );

/** The groups mounted on each app, in order (`mountedGroups`). */
const mounted = new WeakMap<object, RouteGroup[]>();

/**
 * Serves each group under its prefix with `app.route()` (which also copies its OpenAPI
 * entries, prefixed, into `app`'s document); refuses an operationId used twice in `app`.
 */
export function mount(app: OpenAPIHono<AppEnv>, ...groups: RouteGroup[]) {
  for (const g of groups) {
    app.route(g.prefix, g.app);
    if (g.aliases) app.route("/", g.aliases);
  }
  mounted.set(app, [...(mounted.get(app) ?? []), ...groups]);
  const seen = new Set<string>();
  for (const { operationId } of routesOf(app)) {
    if (operationId === undefined) continue;
    if (seen.has(operationId)) throw new Error(`operationId ${operationId} is used twice`);
    seen.add(operationId);
  }
}

/** The route groups mounted on `app`, in mount order, each with its routes (relative paths). */
export function mountedGroups(app: OpenAPIHono<AppEnv>) {
  return (mounted.get(app) ?? []).map((g) => ({ prefix: g.prefix, routes: routesOf(g.app) }));
}

/** The methods and path patterns of each app's documented routes, for 405 answers. */
const patterns = new WeakMap<
  object,
  { count: number; list: { method: string; pattern: RegExp }[] }
>();

/**
 * The methods `app` serves at `path` (sorted), from the routes its OpenAPI document lists
 * (every `defineRoute` route, mounted groups included), so an unmatched request to a known
 * path can be answered 405 with `Allow` instead of a misleading 404.
 */
export function allowedMethods(app: OpenAPIHono<AppEnv>, path: string): string[] {
  const routes = routesOf(app);
  let cached = patterns.get(app);
  if (cached?.count !== routes.length) {
    cached = {
      count: routes.length,
      list: routes.map((r) => ({
        method: r.method.toUpperCase(),
        pattern: new RegExp(
          `^${r.path
            .split(/\{\w+\}/)
            .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
            .join("[^/]+")}$`,
        ),
      })),
    };
    patterns.set(app, cached);
  }
  const methods = cached.list.filter((r) => r.pattern.test(path)).map((r) => r.method);
  return [...new Set(methods)].sort();
}
