import { DnsZone, DriftReport } from "../../contract/dns-zone";
import { ErrorBody } from "../../contract/error-body";
import { accessibleDomain } from "../domains/domain-actions";
import { ApiError, conflict } from "../http/errors";
import { defineRoute, type RouteGroup } from "../http/route";
import { DomainPath } from "../registrar/domain-field";
import type { Db } from "../db/database";
import type { DnsSettings } from "./settings";
import { DnsEngineError } from "./engine";
import { dnsZoneView } from "./zone-view";
import type { ZoneSync } from "./zone-sync";

export type DnsZoneRouteDeps = { db: Db; settings: DnsSettings; sync: ZoneSync };

const ERRORS = { 404: { description: "No such domain here", schema: ErrorBody } };

/** Seconds a client waits before asking again while the engine does not answer. */
const ENGINE_RETRY_AFTER_SECONDS = 30;

/**
 * A domain's zone (`GET …/domains/{domain}/dns`: provider, delegation, delivery, DNSSEC) and
 * its drift check (`POST …/dns/drift-check`), for the organization's API keys and users; in
 * the domains' group (`domains-routes.ts`).
 */
export function defineDnsZoneRoutes(api: RouteGroup, deps: DnsZoneRouteDeps): void {
  const who = ["api_key", "access_token"] as const;

  defineRoute(
    api,
    {
      method: "get",
      path: "/{domain}/dns",
      operationId: "getDnsZone",
      summary: "Where a domain's zone is served and whether its changes have reached it",
      description:
        "The zone's DNS provider and its nameservers, whether the domain is delegated to them, the latest serial and the one the engine confirmed (`pending` while a change waits, with `last_error`), and its DNSSEC state.",
      tags: ["dns"],
      auth: who,
      params: DomainPath,
      responses: { 200: { description: "The zone", schema: DnsZone }, ...ERRORS },
    },
    async (c, { params }) => {
      const row = await accessibleDomain(deps.db, c.var.principal, params.domain);
      return c.json(await dnsZoneView(deps.db, row, deps.settings));
    },
  );

  defineRoute(
    api,
    {
      method: "post",
      path: "/{domain}/dns/drift-check",
      operationId: "checkDnsZoneDrift",
      summary: "Compare the engine's copy of the zone with the service's, and repair it",
      description:
        "Reads the zone back from its engine, repairs every RRset that differs (added, updated or removed) and says what it repaired. A zone the built-in server answers is always in sync.",
      tags: ["dns"],
      auth: ["api_key"],
      params: DomainPath,
      responses: {
        200: { description: "What the check found and repaired", schema: DriftReport },
        ...ERRORS,
        409: { description: "The zone is being delivered at this moment", schema: ErrorBody },
        503: { description: "The engine did not answer", schema: ErrorBody },
      },
    },
    async (c, { params }) => {
      const row = await accessibleDomain(deps.db, c.var.principal, params.domain);
      let report: DriftReport | undefined;
      try {
        report = await deps.sync.driftCheck(row.id, row.name);
      } catch (err) {
        if (!(err instanceof DnsEngineError)) throw err;
        throw new ApiError(
          "dns_engine_unavailable",
          `The DNS engine did not take the check: ${err.message}`,
          { "Retry-After": String(ENGINE_RETRY_AFTER_SECONDS) },
        );
      }
      if (!report) {
        throw conflict(
          "dns_zone_busy",
          "The zone is being delivered to its engine; retry shortly.",
        );
      }
      return c.json(report);
    },
  );
}

/**
 * The end user's twin of `GET …/dns` (`dns_manage` sessions, their own domain), in the hosted
 * domains' group (`hosted/client-api/domains-routes.ts`).
 */
export function defineHostedDnsZoneRoutes(api: RouteGroup, deps: DnsZoneRouteDeps): void {
  defineRoute(
    api,
    {
      method: "get",
      path: "/{domain}/dns",
      operationId: "hostedGetDnsZone",
      summary: "Where the end user's domain's zone is served, and its DNSSEC (dns_manage)",
      tags: ["hosted API"],
      auth: ["client_token"],
      sessionActions: ["dns_manage"],
      params: DomainPath,
      responses: {
        200: { description: "The zone", schema: DnsZone },
        404: { description: "No such domain", schema: ErrorBody },
      },
    },
    async (c, { params, principal }) => {
      const row = await accessibleDomain(deps.db, principal, params.domain);
      return c.json(await dnsZoneView(deps.db, row, deps.settings));
    },
  );
}
