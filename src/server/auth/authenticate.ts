import type { MiddlewareHandler } from "hono";
import { getConnInfo } from "@hono/node-server/conninfo";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "../db/database";
import { accessTokens, apiKeys, organizations, userPasskeys, userTotp, users } from "../db/schema";
import { ApiError, forbidden, notAuthenticated } from "../http/errors";
import { rateLimitHeaders, type RateLimiter } from "../http/rate-limiter";
import type { AppEnv, ClientPrincipal, CredentialKind, Principal } from "../http/app-env";
import type { SecretsKey } from "../secret-box";
import { SECRET_PREFIX, hashSecret } from "./secrets";
import { roleRefusal } from "./roles";
import { touchApiKey } from "./api-key-last-used";
import type { CachedApiKey, CredentialCache } from "./credential-cache";

/** Looks up a hosted session's client token; supplied by the hosted-sessions feature. */
export type ClientTokenResolver = (
  token: string,
  now: Date,
) => Promise<ClientPrincipal | "expired" | undefined>;

export type AuthDeps = {
  db: Db;
  limiter: RateLimiter;
  now: () => Date;
  resolveClientToken?: ClientTokenResolver;
  /** `SECRETS_KEY`: stored Idempotency-Key responses are sealed with it (`idempotency.ts`). */
  secretsKey?: SecretsKey;
  /** Live API keys kept for a few seconds (none: every request asks the database). */
  credentials?: CredentialCache;
};

const KIND_NAMES: Record<CredentialKind, string> = {
  api_key: "an API key (X-API-Key)",
  access_token: "a bearer access token",
  client_token: "a hosted session's client token",
};

/**
 * What a signed-in user whom the organization's policy requires to enrol a second factor may
 * still do before they have: enrol, read their own account, switch mode and sign out.
 */
const OPEN_BEFORE_ENROLMENT =
  /^\/api\/v1\/(users\/me(\/second-factor(\/.*)?)?|auth\/(token|mode))$/;

/** The client's address, for limits on unauthenticated requests. */
export function clientIp(c: Parameters<MiddlewareHandler<AppEnv>>[0]): string {
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    return "unknown";
  }
}

/** Takes one token from a bucket, or throws 429 with `Retry-After`; sets `RateLimit-*`. */
export async function enforceRateLimit(
  c: Parameters<MiddlewareHandler<AppEnv>>[0],
  limiter: RateLimiter,
  key: string,
) {
  const d = await limiter.take(key);
  const headers = rateLimitHeaders(d);
  if (!d.allowed) {
    throw new ApiError(
      "rate_limited",
      "Too many requests; retry after the number of seconds in Retry-After.",
      headers,
    );
  }
  for (const [k, v] of Object.entries(headers)) c.header(k, v);
}

/** The hot lookup, built once per database (a named prepared statement on PostgreSQL). */
const prepareApiKeyLookup = (db: Db) =>
  db
    .select({
      id: apiKeys.id,
      organizationId: apiKeys.organizationId,
      livemode: apiKeys.livemode,
      lastUsedAt: apiKeys.lastUsedAt,
    })
    .from(apiKeys)
    .where(and(eq(apiKeys.secretHash, sql.placeholder("hash")), isNull(apiKeys.revokedAt)))
    .prepare("api_key_by_hash");
const apiKeyLookups = new WeakMap<Db, ReturnType<typeof prepareApiKeyLookup>>();

/** The live API key with this secret's hash, from the cache or the database. */
async function findApiKey(deps: AuthDeps, hash: string): Promise<CachedApiKey | undefined> {
  const cached = deps.credentials?.get(hash);
  if (cached) return cached;
  const ticket = deps.credentials?.ticket();
  let lookup = apiKeyLookups.get(deps.db);
  if (!lookup) apiKeyLookups.set(deps.db, (lookup = prepareApiKeyLookup(deps.db)));
  const [row] = await lookup.execute({ hash });
  if (row && ticket !== undefined) deps.credentials?.put(hash, row, ticket);
  return row;
}

async function resolve(deps: AuthDeps, apiKey: string | undefined, bearer: string | undefined) {
  const now = deps.now();
  if (apiKey !== undefined) {
    const row = await findApiKey(deps, hashSecret(apiKey));
    if (!row) {
      throw notAuthenticated(
        "invalid_credentials",
        "Invalid API key; create a new one in the dashboard (or with the admin CLI).",
      );
    }
    await touchApiKey(deps.db, row, now);
    return {
      kind: "api_key",
      organizationId: row.organizationId,
      livemode: row.livemode,
      credentialId: row.id,
    } as const;
  }
  if (bearer === undefined) throw notAuthenticated();
  // A valid client token on a route that does not take it is 403 like any other kind (a 401
  // would tell the client to get a new token, which would not help).
  if (bearer.startsWith(SECRET_PREFIX.clientToken)) {
    if (!deps.resolveClientToken) {
      throw notAuthenticated(
        "invalid_credentials",
        "A hosted session's client token works only on /api/v1/hosted/*.",
      );
    }
    const found = await deps.resolveClientToken(bearer, now);
    if (found === "expired")
      throw notAuthenticated("session_expired", "The hosted session has expired or was revoked.");
    if (!found) throw notAuthenticated("invalid_credentials", "Invalid authentication credentials");
    return found;
  }
  const [found] = await deps.db
    .select({
      token: accessTokens,
      email: users.email,
      role: users.role,
      required: organizations.requireSecondFactor,
      totpConfirmedAt: userTotp.confirmedAt,
      hasPasskey: sql<boolean>`EXISTS (SELECT 1 FROM ${userPasskeys} WHERE ${userPasskeys.userId} = ${accessTokens.userId})`,
    })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.userId))
    .innerJoin(organizations, eq(organizations.id, accessTokens.organizationId))
    .leftJoin(userTotp, eq(userTotp.userId, accessTokens.userId))
    .where(eq(accessTokens.secretHash, hashSecret(bearer)));
  const row = found?.token;
  if (!found || !row || row.revokedAt)
    throw notAuthenticated("invalid_credentials", "Invalid authentication credentials");
  if (row.expiresAt.getTime() <= now.getTime()) {
    throw notAuthenticated(
      "access_token_expired",
      "Access token expired; request a new one from POST /api/v1/auth/token.",
    );
  }
  return {
    kind: "access_token",
    organizationId: row.organizationId,
    livemode: row.livemode,
    credentialId: row.id,
    userId: row.userId,
    email: found.email,
    role: found.role,
    sessionId: row.sessionId,
    mustEnrolSecondFactor: found.required && found.totpConfirmedAt === null && !found.hasPasskey,
  } as const;
}

/**
 * Lets a route declare which credentials it accepts. No credentials, an unknown, revoked or
 * expired one → 401; a valid credential of a kind the route does not accept → 403 saying
 * which kind it wants. Each credential has its own rate-limit bucket; failed attempts count
 * against the caller's address.
 * @example app.use("/api/v1/registrar/dns/*", authenticate(deps, ["api_key"]))
 */
export function authenticate(
  deps: AuthDeps,
  accept: readonly CredentialKind[],
): MiddlewareHandler<AppEnv> {
  return async function authenticateMiddleware(c, next) {
    const apiKey = c.req.header("x-api-key");
    const authz = c.req.header("authorization");
    const match = authz ? /^Bearer\s+(\S+)\s*$/i.exec(authz) : null;
    if (authz && !match && apiKey === undefined) {
      await enforceRateLimit(c, deps.limiter, `ip:${clientIp(c)}`);
      throw notAuthenticated();
    }
    let principal: Principal;
    try {
      principal = await resolve(deps, apiKey, match?.[1]);
    } catch (err) {
      await enforceRateLimit(c, deps.limiter, `ip:${clientIp(c)}`);
      throw err;
    }
    await enforceRateLimit(c, deps.limiter, `cred:${principal.credentialId}`);
    if (!accept.includes(principal.kind)) {
      const wanted = accept.map((k) => KIND_NAMES[k]).join(" or ");
      throw forbidden(
        "credential_not_accepted",
        `This endpoint accepts ${wanted} only; ${KIND_NAMES[principal.kind]} was sent.`,
      );
    }
    if (principal.kind === "access_token") {
      const refusal = roleRefusal(principal.role, c.req.method, c.req.path);
      if (refusal) throw forbidden("insufficient_role", refusal);
      if (principal.mustEnrolSecondFactor && !OPEN_BEFORE_ENROLMENT.test(c.req.path)) {
        throw forbidden(
          "second_factor_missing",
          "Your organization requires a second factor: set one up first (the dashboard's account screen, or /api/v1/users/me/second-factor).",
        );
      }
    }
    c.set("principal", principal);
    await next();
  };
}
