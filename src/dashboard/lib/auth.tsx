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
import { User } from "../../contract/dashboard";
import { ApiError, createApi, type Api } from "./api";

type Session = { token: string; user: User };

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
  signIn(email: string, password: string): Promise<void>;
  signOut(): Promise<void>;
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
  const [reason, setReason] = useState<Auth["reason"]>("start");
  const token = useRef<string | null>(null);
  // The same values as the state, for callbacks that must not wait for a render.
  const sessionRef = useRef<Session | null>(null);
  const lastUserRef = useRef<User | null>(null);
  sessionRef.current = session;
  lastUserRef.current = lastUser;

  const api = useMemo(
    () =>
      createApi({
        getToken: () => token.current,
        onUnauthorized: () => {
          token.current = null;
          if (sessionRef.current) setLastUser(sessionRef.current.user);
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
      const { access_token } = AccessTokenResponse.parse(body);
      token.current = access_token;
      try {
        const user = await api.get("/api/v1/users/me", User);
        // The same user again: refresh what the hidden screens show; anyone else: start afresh.
        if (lastUserRef.current?.id === user.id) void queryClient.invalidateQueries();
        else queryClient.clear();
        setLastUser(null);
        setSession({ token: access_token, user });
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
    setReason("signed_out");
  }, [api, queryClient]);

  const value = useMemo(
    () => ({ api, session, lastUser, reason, signIn, signOut }),
    [api, session, lastUser, reason, signIn, signOut],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): Auth {
  const a = useContext(AuthContext);
  if (!a) throw new Error("useAuth outside AuthProvider");
  return a;
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
