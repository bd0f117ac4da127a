import { useQueryClient } from "@tanstack/react-query";
import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from "react";
import { AccessTokenResponse } from "../../contract/access-token-response";
import { AuthMode, type ModeSwitchRequest } from "../../contract/auth-mode";
import { User } from "../../contract/dashboard";
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
  signIn(email: string, password: string): Promise<void>;
  signOut(): Promise<void>;
  /**
   * Asks for a token of the other mode (`POST /api/v1/auth/mode`): on success the token in
   * memory is swapped and every cached answer dropped; on failure it throws and nothing changes.
   */
  switchMode(livemode: boolean): Promise<void>;
};

const AuthContext = createContext<Auth | null>(null);

/**
 * The signed-in user's access token, in memory only (never in storage: a reload or a new tab
 * asks to sign in again). A 401 on any call drops it and shows the sign-in form over the screen,
 * which stays mounted (hidden) with its URL, filters and unsent form input: the same user signing
 * in again is back where they were. Another user starts afresh.
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
  const token = useRef<string | null>(null);
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
        onUnauthorized: () => {
          token.current = null;
          if (sessionRef.current) {
            setLastUser(sessionRef.current.user);
            setLastMode(sessionRef.current.mode);
          }
          setSession(null);
          setReason("expired");
        },
        ...(doFetch && { fetch: doFetch }),
      }),
    [doFetch],
  );

  const signIn = useCallback(
    async (email: string, password: string) => {
      const res = await (doFetch ?? fetch)("/api/v1/auth/token", {
        method: "POST",
        headers: { "content-type": "application/json", accept: "application/json" },
        body: JSON.stringify({ username: email, password }),
      }).catch(() => {
        throw new ApiError(0, "");
      });
      const body: unknown = await res.json().catch(() => null);
      if (!res.ok) {
        const detail =
          body && typeof body === "object" && "detail" in body && typeof body.detail === "string"
            ? body.detail
            : res.statusText;
        throw new ApiError(res.status, detail, [], Number(res.headers.get("Retry-After")) || null);
      }
      const answer = AccessTokenResponse.parse(body);
      token.current = answer.access_token;
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
    [api, doFetch, queryClient],
  );

  const signOut = useCallback(async () => {
    try {
      await api.send("DELETE", "/api/v1/auth/token", undefined, null);
    } catch {
      // Already expired or revoked: signed out either way.
    }
    token.current = null;
    queryClient.clear();
    setSession(null);
    setLastUser(null);
    setLastMode(null);
    setModeRestoreError(null);
    setReason("signed_out");
  }, [api, queryClient]);

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
      lastUser,
      reason,
      mode,
      modeRestoreError,
      signIn,
      signOut,
      switchMode,
    }),
    [api, session, lastUser, reason, mode, modeRestoreError, signIn, signOut, switchMode],
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
