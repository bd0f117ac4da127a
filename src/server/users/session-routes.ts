import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { AccessTokenResponse } from "../../contract/access-token-response";
import { DASHBOARD_HEADER, SESSION_COOKIE_PATH } from "../../contract/dashboard-sessions";
import { ErrorBody } from "../../contract/error-body";
import type { AppEnv } from "../http/app-env";
import { ApiError, forbidden } from "../http/errors";
import type { RateLimiter } from "../http/rate-limiter";
import { defineRoute, routeGroup, type RouteDeps, type RouteGroup } from "../http/route";
import { clientIp, enforceRateLimit } from "../auth/authenticate";
import { REFRESH_IDLE_MS, endSession, refreshSession, sessionOfRefreshToken } from "./sessions";

/**
 * The refresh token's cookie. No `__Host-` prefix: that prefix requires `Path=/`, and the
 * cookie is sent to the session routes only (docs/decisions/dashboard.md).
 */
const REFRESH_COOKIE = "registrar_refresh";

const cookieOptions = {
  httpOnly: true,
  secure: true,
  sameSite: "Strict",
  path: SESSION_COOKIE_PATH,
} as const;

/** Sets the refresh-token cookie on the answer. */
export function setRefreshCookie(c: Context<AppEnv>, token: string) {
  setCookie(c, REFRESH_COOKIE, token, { ...cookieOptions, maxAge: REFRESH_IDLE_MS / 1000 });
}

/** Clears the refresh-token cookie in the browser. */
export function clearRefreshCookie(c: Context<AppEnv>) {
  deleteCookie(c, REFRESH_COOKIE, cookieOptions);
}

/**
 * The CSRF check of the cookie routes: the request comes from a page of the service's own
 * origin (`Origin`, or without it `Sec-Fetch-Site: same-origin`) and carries the dashboard's
 * header, which no cross-site form or simple request can send.
 */
function requireSameOrigin(c: Context<AppEnv>, serviceOrigin: string) {
  const origin = c.req.header("origin");
  const sameOrigin =
    origin !== undefined
      ? origin === serviceOrigin
      : c.req.header("sec-fetch-site") === "same-origin";
  if (!sameOrigin || c.req.header(DASHBOARD_HEADER) !== "1") {
    throw forbidden(
      "cross_site_request",
      `This route takes requests from the dashboard's own pages only (same origin, with ${DASHBOARD_HEADER}: 1).`,
    );
  }
}

const ended = (detail: string) => new ApiError("dashboard_session_ended", detail);

const csrfDoc = { description: "Another origin, or no dashboard header", schema: ErrorBody };

/**
 * The dashboard's sessions: the refresh and sign-out routes the refresh-token cookie is sent to
 * (CSRF-checked). The list of sessions and ending them are the users' routes (`users-routes.ts`).
 */
export function sessionRoutes(
  deps: RouteDeps & { limiter: RateLimiter; ttlMinutes: number; serviceOrigin: string },
): RouteGroup {
  const { db, now } = deps;
  const session = routeGroup(deps, SESSION_COOKIE_PATH);
  defineRoute(
    session,
    {
      method: "post",
      path: "/refresh",
      operationId: "refreshDashboardSession",
      description: `The dashboard's refresh: the \`${REFRESH_COOKIE}\` cookie (HttpOnly, set by a sign-in that sent \`${DASHBOARD_HEADER}: 1\`) is exchanged, once, for a new access token and the next cookie. A refresh token used twice ends its whole session. Same-origin requests with \`${DASHBOARD_HEADER}: 1\` only.`,
      summary: "Exchange the dashboard's refresh-token cookie for a new access token",
      tags: ["auth"],
      auth: "public",
      rateLimited: true,
      responses: {
        200: {
          description: "A bearer access token; the cookie is rotated",
          schema: AccessTokenResponse,
        },
        401: { description: "No live session: sign in again", schema: ErrorBody },
        403: csrfDoc,
        429: { description: "Too many requests", schema: ErrorBody },
      },
    },
    async (c) => {
      requireSameOrigin(c, deps.serviceOrigin);
      await enforceRateLimit(c, deps.limiter, `ip:${clientIp(c)}`);
      const token = getCookie(c, REFRESH_COOKIE);
      if (!token) throw ended("Not signed in: no refresh token was sent.");
      const ttlSeconds = deps.ttlMinutes * 60;
      const r = await refreshSession(db, { refreshToken: token, ttlSeconds, now: now() });
      c.header("Cache-Control", "no-store");
      if (!r.ok) {
        clearRefreshCookie(c);
        throw ended(
          r.reason === "reused"
            ? "This refresh token was used before; its session is ended. Sign in again."
            : r.reason === "expired"
              ? "The session has expired. Sign in again."
              : "The session has ended. Sign in again.",
        );
      }
      setRefreshCookie(c, r.refreshToken);
      return c.json(
        {
          access_token: r.accessToken,
          token_type: "bearer",
          expires_in: ttlSeconds,
          livemode: r.livemode,
        } satisfies AccessTokenResponse,
        200,
      );
    },
  );

  defineRoute(
    session,
    {
      method: "post",
      path: "/sign-out",
      operationId: "signOutDashboardSession",
      description: `Ends the session of the \`${REFRESH_COOKIE}\` cookie (its refresh tokens and access tokens) and clears the cookie; without a live session, only clears it. Same-origin requests with \`${DASHBOARD_HEADER}: 1\` only.`,
      summary: "Sign the dashboard out of this browser's session",
      tags: ["auth"],
      auth: "public",
      rateLimited: true,
      responses: {
        204: { description: "Signed out; the cookie is cleared", schema: null },
        403: csrfDoc,
        429: { description: "Too many requests", schema: ErrorBody },
      },
    },
    async (c) => {
      requireSameOrigin(c, deps.serviceOrigin);
      await enforceRateLimit(c, deps.limiter, `ip:${clientIp(c)}`);
      const token = getCookie(c, REFRESH_COOKIE);
      const found = token ? await sessionOfRefreshToken(db, token) : undefined;
      if (found) {
        const s = found.session;
        await endSession(
          db,
          { organizationId: s.organizationId, userId: s.userId, email: found.email },
          s.id,
          now(),
        );
      }
      clearRefreshCookie(c);
      return c.body(null, 204);
    },
  );

  return session;
}
