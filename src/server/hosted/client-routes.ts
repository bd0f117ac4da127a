import type { RouteDeps, RouteGroup } from "../http/route";
import type { OrderDeps } from "../orders/orders";
import { hostedDnsRoutes } from "./client-api/dns";
import { hostedOrderRoutes } from "./client-api/orders";
import { hostedRenewRoutes } from "./client-api/renew";
import { hostedSearchRoutes } from "./client-api/search";
import { hostedSessionInfoRoutes } from "./client-api/session";

/**
 * The API the widget talks to, authorised by a session's client token alone, one file per
 * resource under `client-api/`. Every route names the session actions it needs
 * (`sessionActions`, checked by `defineRoute`) and checks that the order or domain belongs to
 * the session's organization and end-user account (403 otherwise).
 */
export function hostedClientRoutes(
  auth: RouteDeps,
  deps: OrderDeps & { kick: () => void },
): RouteGroup[] {
  return [
    hostedSessionInfoRoutes(auth, deps),
    hostedSearchRoutes(auth, deps),
    hostedOrderRoutes(auth, deps),
    hostedRenewRoutes(auth, deps),
    hostedDnsRoutes(auth, deps),
  ];
}
