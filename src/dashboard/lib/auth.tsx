import { useQueryClient } from "@tanstack/react-query";
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from "react";
import { AccessTokenResponse } from "../../contract/access-token-response";
import { AuthMode, type ModeSwitchRequest } from "../../contract/auth-mode";
import { User } from "../../contract/dashboard";
import { DASHBOARD_HEADER, SESSION_COOKIE_PATH } from "../../contract/dashboard-sessions";
import { SecondFactorOptions } from "../../contract/second-factor";
import { ApiError, createApi, type Api } from "./api";

/**
 * Which data the token sees: `livemode` false is test data (sandbox registrar, no real money);
 * `liveModeAvailable` false on a deployment without a real registrar (test mode only), null when
 * `GET /api/v1/auth/mode` did not answer (the token's own `livemode` stands; no switch then).
 */
type Mode = { livemode: boolean; liveModeAvailable: boolean | null };

type Session = { token: string; user: User; mode: Mode };

type Auth = {
  api: Api;
  session: Session | null;
  /** True while the first load asks the refresh-token cookie for a session (no form yet). */
  restoring: boolean;
  /**
   * The user of the session that ended (expired or revoked): their screens stay mounted, hidden,
   * so what they were doing is still there when they sign in again.
   */
  lastUser: User | null;
  /** Why the sign-in form shows: first visit, signed out, or the token stopped working. */
  reason: "start" | "signed_out" | "expired";
  /**
   * The mode of the session (or, while its screens wait hidden for a new sign-in, the last
   * one's); null while signed out.
   */
  mode: Mode | null;
  /**
   * Why a sign-in after a lost session could not return to the mode the user was in (null when
   * it did, or had no need to).
   */
  modeRestoreError: unknown;
  /**
   * `factor`: the second factor of a user who has one (401 `second_factor_required`): a code, or
   * the JSON of a passkey's assertion over the options of {@link secondFactorOptions}.
   */
  signIn(
    email: string,
    password: string,
    factor?: { otp: string } | { passkey: string },
  ): Promise<void>;
  /** Which second factors the user of this email and password has, with passkey options. */
  secondFactorOptions(email: string, password: string): Promise<SecondFactorOptions>;
  signOut(): Promise<void>;
  /** Ends every session of the user (every browser), this one too. */
  signOutEverywhere(): Promise<void>;
  /**
   * Asks for a token of the other mode (`POST /api/v1/auth/mode`): on success the token in
   * memory is swapped and every cached answer dropped; on failure it throws and nothing changes.
   */
  switchMode(livemode: boolean): Promise<void>;
};

const AuthContext = createContext<Auth | null>(null);

const REFRESH_PATH = `${SESSION_COOKIE_PATH}/refresh`;
const SIGN_OUT_PATH = `${SESSION_COOKIE_PATH}/sign-out`;
const SESSION_HEADERS = { accept: "application/json", [DASHBOARD_HEADER]: "1" };
/** Refresh this long before the access token expires. */
const REFRESH_MARGIN_MS = 60_000;
/** After a refresh the service did not answer, try again this much later. */
const REFRESH_RETRY_MS = 30_000;

/**
 * Exchanges the refresh-token cookie (HttpOnly: the browser sends it, no script reads it) for
 * an access token: the answer, null when there is no session (any refusal), or "unanswered".
 * One exchange at a time across the browser's tabs (Web Locks), so each sends the newest cookie:
 * two tabs sending the same one would look like a stolen token and end the session.
 */
async function exchangeRefreshToken(
  doFetch: typeof fetch,
): Promise<AccessTokenResponse | null | "unanswered"> {
  const run = async () => {
    const res = await doFetch(REFRESH_PATH, {
      method: "POST",
      headers: SESSION_HEADERS,
      credentials: "same-origin",
    }).catch(() => undefined);
    if (!res) return "unanswered" as const;
    if (!res.ok) return null;
    const parsed = AccessTokenResponse.safeParse(await res.json().catch(() => null));
    return parsed.success ? parsed.data : null;
  };
  const locks = typeof navigator === "undefined" ? undefined : navigator.locks;
  return locks ? locks.request("registrar-dashboard-refresh", run) : run();
}

/**
 * The signed-in user's access token, in memory only (never in storage). A sign-in also gets a
 * refresh token in an HttpOnly cookie: a reload, a new tab or a deep link exchanges it for a new
 * access token, and so does a timer before the token expires (docs/dashboard.md). When no
 * session is left (signed out, expired, ended elsewhere), the sign-in form shows over the
 * screen, which stays mounted (hidden) with its URL, filters and unsent form input: the same
 * user signing in again is back where they were. Another user starts afresh.
 */
export function AuthProvider({
  children,
  fetch: doFetch,
}: {
  children: ReactNode;
  fetch?: typeof fetch;
}) {
  const queryClient = useQueryClient();
  const [session, setSession] = useState<Session | null>(null);
  const [lastUser, setLastUser] = useState<User | null>(null);
  const [lastMode, setLastMode] = useState<Mode | null>(null);
  const [modeRestoreError, setModeRestoreError] = useState<unknown>(null);
  const [reason, setReason] = useState<Auth["reason"]>("start");
  const [restoring, setRestoring] = useState(true);
  const token = useRef<string | null>(null);
  /** The current token's life in seconds, for the refresh timer. */
  const expiresIn = useRef(0);
  /** A refresh in flight, shared by whoever needs one. */
  const refreshing = useRef<Promise<boolean> | null>(null);
  const fetcher = doFetch ?? fetch;
  // The same values as the state, for callbacks that must not wait for a render.
  const sessionRef = useRef<Session | null>(null);
  const lastUserRef = useRef<User | null>(null);
  const lastModeRef = useRef<Mode | null>(null);
  sessionRef.current = session;
  lastUserRef.current = lastUser;
  lastModeRef.current = lastMode;

  const api = useMemo(
    () =>
      createApi({
        getToken: () => token.current,
        // The token expired or was revoked: the session's cookie may still give a new one.
        onUnauthorized: () => refreshRef.current(),
        ...(doFetch && { fetch: doFetch }),
      }),
    [doFetch],
  );

  /** The session is over (no refresh possible): the sign-in form over the kept screen. */
  const lose = useCallback(() => {
    token.current = null;
    if (sessionRef.current) {
      setLastUser(sessionRef.current.user);
      setLastMode(sessionRef.current.mode);
    }
    setSession(null);
    setReason("expired");
  }, []);

  /**
   * A new access token from the cookie, swapped in (what was cached is asked again); false, and
   * the session is lost, when there is none to be had.
   */
  const refresh = useCallback(async (): Promise<boolean> => {
    if (!sessionRef.current) return false;
    refreshing.current ??= (async () => {
      const answer = await exchangeRefreshToken(fetcher);
      if (answer === "unanswered") {
        // No answer is no verdict: the session stays, and the next try comes later.
        setTimeout(() => void refreshRef.current(), REFRESH_RETRY_MS);
        return false;
      }
      if (answer === null) {
        lose();
        return false;
      }
      token.current = answer.access_token;
      expiresIn.current = answer.expires_in;
      setSession((s) => s && { ...s, token: answer.access_token });
      return true;
    })().finally(() => {
      refreshing.current = null;
    });
    return refreshing.current;
  }, [fetcher, lose]);
  const refreshRef = useRef(refresh);
  refreshRef.current = refresh;

  /** Takes a new access token (a sign-in's, or the cookie's on load) and loads its user. */
  const establish = useCallback(
    async (answer: AccessTokenResponse) => {
      token.current = answer.access_token;
      expiresIn.current = answer.expires_in;
      try {
        const [user, started] = await Promise.all([
          api.get("/api/v1/users/me", User),
          readMode(api, answer.livemode),
        ]);
        const sameUser = lastUserRef.current?.id === user.id;
        let mode = started;
        let restoreError: unknown = null;
        // The same user after a lost session: back to the mode they were in, if the new token's
        // differs (a sign-in starts in live mode where live mode exists).
        const wanted = sameUser ? lastModeRef.current : null;
        if (wanted && wanted.livemode !== mode.livemode) {
          try {
            const switched = await api.send(
              "POST",
              "/api/v1/auth/mode",
              { livemode: wanted.livemode } satisfies ModeSwitchRequest,
              AccessTokenResponse,
            );
            token.current = switched.access_token;
            mode = { ...mode, livemode: switched.livemode };
          } catch (err) {
            if (err instanceof ApiError && err.status === 401) throw err;
            restoreError = err;
          }
        }
        // The same user in the same mode: refresh what the hidden screens show; anyone else, or
        // another mode: start afresh.
        if (sameUser && mode.livemode === lastModeRef.current?.livemode) {
          void queryClient.invalidateQueries();
        } else queryClient.clear();
        setLastUser(null);
        setLastMode(null);
        setModeRestoreError(restoreError);
        setSession({ token: token.current, user, mode });
      } catch (err) {
        token.current = null;
        throw err;
      }
    },
    [api, queryClient],
  );

  /** POSTs a sign-in body as JSON; the answer's body, or the ApiError of a refusal. */
  const postSignIn = useCallback(
    async (path: string, payload: Record<string, string>, headers: Record<string, string>) => {
      const res = await fetcher(path, {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body: JSON.stringify(payload),
      }).catch(() => {
        throw new ApiError(0, "");
      });
      const body: unknown = await res.json().catch(() => null);
      if (!res.ok) {
        const detail =
          body && typeof body === "object" && "detail" in body && typeof body.detail === "string"
            ? body.detail
            : res.statusText;
        const code =
          body && typeof body === "object" && "code" in body && typeof body.code === "string"
            ? body.code
            : null;
        throw new ApiError(
          res.status,
          detail,
          [],
          Number(res.headers.get("Retry-After")) || null,
          code,
        );
      }
      return body;
    },
    [fetcher],
  );

  const secondFactorOptions = useCallback(
    async (email: string, password: string) =>
      SecondFactorOptions.parse(
        await postSignIn("/api/v1/auth/second-factor", { username: email, password }, {}),
      ),
    [postSignIn],
  );

  const signIn = useCallback(
    async (email: string, password: string, factor?: { otp: string } | { passkey: string }) => {
      // The dashboard's header: the answer also sets the refresh-token cookie.
      const body = await postSignIn(
        "/api/v1/auth/token",
        { username: email, password, ...factor },
        SESSION_HEADERS,
      );
      await establish(AccessTokenResponse.parse(body));
    },
    [establish, postSignIn],
  );

  // On load (a reload, a new tab, a deep link): the cookie's session, if there is one.
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      const answer = await exchangeRefreshToken(fetcher);
      if (answer !== null && answer !== "unanswered") {
        await establish(answer).catch(() => undefined);
      }
      setRestoring(false);
    })();
  }, [establish, fetcher]);

  // Before the token expires, a new one (on a failure the service did not answer, again later).
  const currentToken = session?.token;
  useEffect(() => {
    if (!currentToken) return;
    const delay = Math.max(REFRESH_RETRY_MS, expiresIn.current * 1000 - REFRESH_MARGIN_MS);
    const timer = setTimeout(() => void refreshRef.current(), delay);
    return () => clearTimeout(timer);
  }, [currentToken]);

  /** Forgets the session here, after the service ended it. */
  const signedOut = useCallback(() => {
    token.current = null;
    queryClient.clear();
    setSession(null);
    setLastUser(null);
    setLastMode(null);
    setModeRestoreError(null);
    setReason("signed_out");
  }, [queryClient]);

  const signOut = useCallback(async () => {
    try {
      await api.send("DELETE", "/api/v1/auth/token", undefined, null);
    } catch {
      // Already expired or revoked: signed out either way.
    }
    // This browser's session (its refresh tokens) ends, and the cookie is cleared.
    await fetcher(SIGN_OUT_PATH, {
      method: "POST",
      headers: SESSION_HEADERS,
      credentials: "same-origin",
    }).catch(() => undefined);
    signedOut();
  }, [api, fetcher, signedOut]);

  const signOutEverywhere = useCallback(async () => {
    await api.send("DELETE", "/api/v1/users/me/sessions", undefined, null);
    signedOut();
  }, [api, signedOut]);

  const switchMode = useCallback(
    async (livemode: boolean) => {
      const switched = await api.send(
        "POST",
        "/api/v1/auth/mode",
        { livemode } satisfies ModeSwitchRequest,
        AccessTokenResponse,
      );
      token.current = switched.access_token;
      // Nothing of the other mode's data may show: every cached answer goes.
      queryClient.clear();
      setModeRestoreError(null);
      setSession(
        (s) =>
          s && {
            ...s,
            token: switched.access_token,
            mode: { ...s.mode, livemode: switched.livemode },
          },
      );
    },
    [api, queryClient],
  );

  const mode = session ? session.mode : lastMode;
  const value = useMemo(
    () => ({
      api,
      session,
      restoring,
      lastUser,
      reason,
      mode,
      modeRestoreError,
      signIn,
      secondFactorOptions,
      signOut,
      signOutEverywhere,
      switchMode,
    }),
    [
      api,
      session,
      restoring,
      lastUser,
      reason,
      mode,
      modeRestoreError,
      signIn,
      secondFactorOptions,
      signOut,
      signOutEverywhere,
      switchMode,
    ],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): Auth {
  const a = useContext(AuthContext);
  if (!a) throw new Error("useAuth outside AuthProvider");
  return a;
}

/**
 * The token's mode from `GET /api/v1/auth/mode`; if that fails (but for a 401), the sign-in
 * answer's `livemode`, without knowing whether the other mode exists (no switch then).
 */
async function readMode(api: Api, signedInLive: boolean): Promise<Mode> {
  try {
    const m = await api.get("/api/v1/auth/mode", AuthMode);
    return { livemode: m.livemode, liveModeAvailable: m.live_mode_available };
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) throw err;
    return { livemode: signedInLive, liveModeAvailable: null };
  }
}

/** True while the dashboard shows test data (the band, the title's prefix). */
export function useTestData(): boolean {
  const { mode } = useAuth();
  return mode !== null && !mode.livemode;
}

/** The API client for screens (only rendered while signed in). */
export const useApi = () => useAuth().api;

/** The signed-in user (or, while their screens wait hidden for a new sign-in, the last one). */
export function useUser(): User {
  const { session, lastUser } = useAuth();
  const user = session?.user ?? lastUser;
  if (!user) throw new Error("useUser while signed out");
  return user;
}
