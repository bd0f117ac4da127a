import { AccessTokenRequest } from "../../contract/access-token-request";
import { AccessTokenResponse } from "../../contract/access-token-response";
import { ErrorBody } from "../../contract/error-body";
import { AuthMode, ModeSwitchRequest } from "../../contract/auth-mode";
import { ApiError, notAuthenticated } from "../http/errors";
import { liveModeUnavailable } from "../http/scope";
import type { RateLimiter } from "../http/rate-limiter";
import { rateLimitHeaders } from "../http/rate-limiter";
import { defineRoute, routeGroup, type RouteDeps, type RouteGroup } from "../http/route";
import { findUserByEmail, issueAccessToken } from "../orgs/organizations";
import { actorOf } from "./actor";
import { revokeAccessToken } from "./users";
import { abandonSession, setSessionMode, startSession } from "./sessions";
import { setRefreshCookie } from "./session-routes";
import { DASHBOARD_HEADER } from "../../contract/dashboard-sessions";
import { DUMMY_PASSWORD_HASH, verifyPassword } from "../auth/passwords";
import { clientIp, enforceRateLimit } from "../auth/authenticate";
import { secondFactorState, verifySecondFactor } from "./second-factor";
import { passkeyAuthenticationOptions, verifyPasskey, type RelyingParty } from "./passkeys";
import { SecondFactorOptions, SecondFactorOptionsRequest } from "../../contract/second-factor";
import type { Context } from "hono";
import type { AppEnv } from "../http/app-env";
import type { Db } from "../db/database";

/** The answer carrying a new access token (never cached: `Cache-Control: no-store` with it). */
const tokenAnswer = (token: string, ttlSeconds: number, livemode: boolean) =>
  ({
    access_token: token,
    token_type: "bearer",
    expires_in: ttlSeconds,
    livemode,
  }) satisfies AccessTokenResponse;

/**
 * Checks a sign-in's email and password: requests limited per address, failed logins per
 * address and username (a failure counted here). The user, and the key their failures count under.
 */
async function checkPassword(
  c: Context<AppEnv>,
  deps: { db: Db; limiter: RateLimiter; loginLimiter: RateLimiter },
  body: { username: string; password: string },
) {
  const ip = clientIp(c);
  await enforceRateLimit(c, deps.limiter, `ip:${ip}`);
  const failKey = `login:${ip}:${body.username.trim().toLowerCase()}`;
  const fails = await deps.loginLimiter.peek(failKey);
  if (!fails.allowed) {
    throw new ApiError(
      "too_many_failed_logins",
      "Too many failed logins; retry after the number of seconds in Retry-After.",
      rateLimitHeaders(fails),
    );
  }
  const user = await findUserByEmail(deps.db, body.username);
  const ok = await verifyPassword(body.password, user?.passwordHash ?? DUMMY_PASSWORD_HASH);
  if (!user || !ok) {
    await deps.loginLimiter.take(failKey);
    throw notAuthenticated("invalid_credentials", "Incorrect username or password");
  }
  return { user, failKey };
}

/**
 * `/api/v1/auth/token`: `POST` is the OAuth2 password grant (form or JSON), `DELETE` signs
 * out. Grant requests are limited per address, and failed logins per address and username,
 * so passwords cannot be guessed at speed.
 */
export function authRoutes(
  deps: RouteDeps & {
    limiter: RateLimiter;
    loginLimiter: RateLimiter;
    ttlMinutes: number;
    /** Whether the deployment has live mode: a sign-in starts there, as Stripe's dashboard does. */
    liveModeAvailable: boolean;
    /** The WebAuthn relying party passkeys are checked against. */
    rp: RelyingParty;
  },
): RouteGroup {
  const api = routeGroup(deps, "/api/v1/auth");
  defineRoute(
    api,
    {
      method: "post",
      path: "/second-factor",
      operationId: "getSecondFactorOptions",
      description:
        "The first step of a sign-in with a second factor: the same email and password as `POST /api/v1/auth/token` (checked, limited and counted the same way) answer which factors the user has and, when they have passkeys, WebAuthn authentication options with a new challenge (good once, for 5 minutes). The browser's assertion over them goes to the token request as `passkey`.",
      summary: "Which second factors a user has, with passkey options",
      tags: ["auth"],
      auth: "public",
      rateLimited: true,
      body: SecondFactorOptionsRequest,
      form: true,
      responses: {
        200: { description: "The user's second factors", schema: SecondFactorOptions },
        401: { description: "Incorrect username or password", schema: ErrorBody },
        429: { description: "Too many attempts", schema: ErrorBody },
      },
    },
    async (c, { body }) => {
      const { user } = await checkPassword(c, deps, body);
      const factors = await secondFactorState(deps.db, user.id);
      const options =
        factors.passkeys > 0
          ? await passkeyAuthenticationOptions(deps.db, {
              userId: user.id,
              rp: deps.rp,
              now: deps.now(),
            })
          : undefined;
      c.header("Cache-Control", "no-store");
      return c.json({
        totp: factors.totp,
        passkey: options !== undefined,
        passkey_options: options ? { ...options } : null,
      } satisfies SecondFactorOptions);
    },
  );

  defineRoute(
    api,
    {
      method: "post",
      path: "/token",
      operationId: "issueAccessToken",
      description:
        "The OAuth2 password grant, as a form (`application/x-www-form-urlencoded`) or JSON: `username` is the user's email. Failed logins are limited per client address and username as well (429 with Retry-After). The dashboard sends `X-Registrar-Dashboard: 1`: its sign-in also starts a session whose refresh token is set in an HttpOnly cookie (`POST /api/v1/dashboard/session/refresh`). A user with a second factor also sends `otp`: a current TOTP code (accepted once) or an unused recovery code, or `passkey`: the JSON of a passkey's assertion over the options of `POST /api/v1/auth/second-factor` (its challenge used once, its signature counter going up); without either the answer is 401 `second_factor_required`, with a wrong one 401 `invalid_second_factor` (counted as a failed login).",
      summary: "Exchange a user's email and password for an access token",
      tags: ["auth"],
      auth: "public",
      rateLimited: true,
      body: AccessTokenRequest,
      form: true,
      responses: {
        200: { description: "A bearer access token", schema: AccessTokenResponse },
        401: {
          description:
            "Incorrect username or password (`invalid_credentials`); the user has a second factor and neither `otp` nor `passkey` was sent (`second_factor_required`) or it is wrong, expired or used (`invalid_second_factor`)",
          schema: ErrorBody,
        },
        429: { description: "Too many attempts", schema: ErrorBody },
      },
    },
    async (c, { body }) => {
      const { user, failKey } = await checkPassword(c, deps, body);
      const now = deps.now();
      // A second factor the user has is checked here too: no password-only token for them.
      const factors = await secondFactorState(deps.db, user.id);
      if (factors.totp || factors.passkeys > 0) {
        if (!body.otp && !body.passkey) {
          throw notAuthenticated(
            "second_factor_required",
            "This user has a second factor: send the current code of their authenticator app (or a recovery code) as otp, or a passkey's assertion as passkey (POST /api/v1/auth/second-factor says which they have).",
          );
        }
        const actor = { organizationId: user.organizationId, userId: user.id, email: user.email };
        const accepted = body.passkey
          ? await verifyPasskey(deps.db, { actor, rp: deps.rp, assertion: body.passkey, now })
          : await verifySecondFactor(deps.db, {
              actor,
              otp: body.otp!,
              now,
              secretsKey: deps.secretsKey,
            });
        if (!accepted) {
          await deps.loginLimiter.take(failKey);
          throw notAuthenticated(
            "invalid_second_factor",
            body.passkey
              ? "The passkey's answer is not one of this user's passkeys over a challenge handed out to them (each works once), or its signature counter did not go up."
              : "The one-time code is wrong, expired or already used; wait for the next code (or use an unused recovery code).",
          );
        }
      }
      const ttlSeconds = deps.ttlMinutes * 60;
      // The dashboard's sign-in: a session whose refresh token goes in a cookie.
      const session =
        c.req.header(DASHBOARD_HEADER) === "1"
          ? await startSession(deps.db, {
              userId: user.id,
              organizationId: user.organizationId,
              livemode: deps.liveModeAvailable,
              userAgent: c.req.header("user-agent"),
              now,
            })
          : undefined;
      // Only while the password checked is still the user's: a change in between wins.
      const accessToken = await issueAccessToken(deps.db, {
        userId: user.id,
        organizationId: user.organizationId,
        livemode: deps.liveModeAvailable,
        ttlSeconds,
        now,
        passwordHash: user.passwordHash,
        ...(session && { sessionId: session.sessionId }),
      });
      if (session && accessToken !== undefined) setRefreshCookie(c, session.refreshToken);
      if (accessToken === undefined) {
        // The password changed meanwhile: the session started for it never reaches the browser.
        if (session) await abandonSession(deps.db, session.sessionId, now);
        await deps.loginLimiter.take(failKey);
        throw notAuthenticated("invalid_credentials", "Incorrect username or password");
      }
      c.header("Cache-Control", "no-store");
      return c.json(tokenAnswer(accessToken, ttlSeconds, deps.liveModeAvailable), 200);
    },
  );

  defineRoute(
    api,
    {
      method: "delete",
      path: "/token",
      operationId: "signOut",
      summary: "Sign out: revoke the access token sent with this request",
      tags: ["auth"],
      auth: ["access_token"],
      responses: {
        204: { description: "Revoked; the token is refused from now on", schema: null },
      },
    },
    async (c) => {
      await revokeAccessToken(deps.db, actorOf(c).tokenId, deps.now());
      return c.body(null, 204);
    },
  );
  defineRoute(
    api,
    {
      method: "get",
      path: "/mode",
      operationId: "getAuthMode",
      summary: "The signed-in user's mode (live or test), and whether the deployment has live mode",
      tags: ["auth"],
      auth: ["access_token"],
      responses: { 200: { description: "The mode", schema: AuthMode } },
    },
    async (c) =>
      c.json({
        livemode: c.var.principal.livemode,
        live_mode_available: deps.liveModeAvailable,
      } satisfies AuthMode),
  );

  defineRoute(
    api,
    {
      method: "post",
      path: "/mode",
      operationId: "switchAuthMode",
      description:
        "The dashboard's test-data switch: a new access token of the same user in the mode asked for; the token sent is revoked. Live mode exists only where a real registrar is configured (409 `live_mode_unavailable` otherwise).",
      summary: "Switch the signed-in user between live and test data",
      tags: ["auth"],
      auth: ["access_token"],
      body: ModeSwitchRequest,
      responses: {
        200: { description: "A bearer access token of that mode", schema: AccessTokenResponse },
        409: { description: "Live mode asked for on a test-only deployment", schema: ErrorBody },
      },
    },
    async (c, { body }) => {
      if (body.livemode && !deps.liveModeAvailable) throw liveModeUnavailable();
      const actor = actorOf(c);
      const now = deps.now();
      const ttlSeconds = deps.ttlMinutes * 60;
      const accessToken = await issueAccessToken(deps.db, {
        userId: actor.userId,
        organizationId: actor.organizationId,
        livemode: body.livemode,
        ttlSeconds,
        now,
        // The dashboard session carries on in the new mode: its refreshes issue that mode.
        ...(actor.sessionId !== null && { sessionId: actor.sessionId }),
      });
      if (actor.sessionId !== null) await setSessionMode(deps.db, actor.sessionId, body.livemode);
      await revokeAccessToken(deps.db, actor.tokenId, now);
      c.header("Cache-Control", "no-store");
      return c.json(tokenAnswer(accessToken!, ttlSeconds, body.livemode), 200);
    },
  );
  return api;
}
