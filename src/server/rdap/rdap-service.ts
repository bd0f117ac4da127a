import { and, eq, isNull, sql } from "drizzle-orm";
import type { Context, Hono } from "hono";
import type { RdapSettings } from "../config";
import type { Db } from "../db/database";
import { domainRegistrants, domains } from "../domains/schema";
import { held } from "../domains/domains";
import type { AppEnv } from "../http/app-env";
import { rateLimitHeaders, type RateLimiter } from "../http/rate-limiter";
import {
  parseDomainName,
  RDAP_CONFORMANCE,
  RDAP_MEDIA_TYPE,
  rdapDomain,
  rdapError,
  rdapNotices,
  registrarEntity,
} from "./rdap-objects";

export type RdapDeps = {
  db: Db;
  now: () => Date;
  settings: RdapSettings;
  publicUrl: string;
  limiter: RateLimiter;
  clientIp: (c: Context<AppEnv>) => string;
};

/**
 * The RDAP service (RFC 7480, 9082, 9083) under `/rdap`: plain routes outside `/api/v1` and
 * its OpenAPI document, answering `application/rdap+json` to anyone (CORS `*`), rate limited
 * per client address. Only live-mode domains are sponsored names: test mode's are the sandbox's.
 */
export function rdapService(app: Hono<AppEnv>, deps: RdapDeps) {
  const base = `${deps.publicUrl}/rdap`;
  const send = (c: Context<AppEnv>, body: unknown, status: 200 | 400 | 404 | 429 | 501 = 200) =>
    c.body(JSON.stringify(body), status, {
      "Content-Type": RDAP_MEDIA_TYPE,
      "Access-Control-Allow-Origin": "*",
    });

  app.use("/rdap/*", async (c, next) => {
    if (c.req.method === "OPTIONS") {
      return c.body(null, 204, {
        "Access-Control-Allow-Origin": "*",
        "Access-Control-Allow-Methods": "GET, HEAD, OPTIONS",
        "Access-Control-Allow-Headers": "Accept",
      });
    }
    const d = await deps.limiter.take(`rdap:${deps.clientIp(c)}`);
    const headers = rateLimitHeaders(d);
    for (const [k, v] of Object.entries(headers)) c.header(k, v);
    if (!d.allowed) {
      return send(
        c,
        rdapError(429, "Too Many Requests", "Retry after the seconds in Retry-After."),
        429,
      );
    }
    return next();
  });

  app.get("/rdap/help", (c) =>
    send(c, {
      rdapConformance: [...RDAP_CONFORMANCE],
      notices: rdapNotices(deps.settings, `${base}/help`),
    }),
  );

  app.get("/rdap/domain/:name", async (c) => {
    const name = parseDomainName(decodeURIComponent(c.req.param("name")));
    if (!name) return send(c, rdapError(400, "Bad Request", "Not a domain name."), 400);
    const [row] = await deps.db
      .select()
      .from(domains)
      .where(and(eq(sql`lower(${domains.name})`, name.ldhName), eq(domains.livemode, true), held()))
      .limit(1);
    if (!row) {
      return send(
        c,
        rdapError(404, "Not Found", "This registrar does not sponsor that name."),
        404,
      );
    }
    const [registrant] = await deps.db
      .select({ contact: domainRegistrants.contact })
      .from(domainRegistrants)
      .where(and(eq(domainRegistrants.domainId, row.id), isNull(domainRegistrants.validTo)))
      .limit(1);
    return send(c, rdapDomain(deps.settings, base, row, registrant?.contact, deps.now()));
  });

  // The registrar's own entity, by its IANA id (the handle its domain answers give).
  app.get("/rdap/entity/:handle", (c) => {
    if (c.req.param("handle") !== deps.settings.ianaId) {
      return send(c, rdapError(404, "Not Found", "No such entity."), 404);
    }
    const self = `${base}/entity/${deps.settings.ianaId}`;
    return send(c, {
      rdapConformance: [...RDAP_CONFORMANCE],
      ...registrarEntity(deps.settings, base),
      notices: rdapNotices(deps.settings, self),
    });
  });

  // Other RDAP queries (nameservers, searches) are not offered (RFC 7480 §5.4: 501).
  app.all("/rdap/*", (c) =>
    send(
      c,
      rdapError(
        501,
        "Not Implemented",
        "This RDAP service answers domain, entity and help queries.",
      ),
      501,
    ),
  );
}
