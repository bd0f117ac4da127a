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
  /** Why the sign-in form shows: first visit, signed out, or the token stopped working. */
  reason: "start" | "signed_out" | "expired";
  signIn(email: string, password: string): Promise<void>;
  signOut(): Promise<void>;
};

const AuthContext = createContext<Auth | null>(null);

/**
 * The signed-in user's access token, in memory only (never in storage: a reload or a new tab
 * asks to sign in again). A 401 on any call drops it and shows the sign-in form in place of the
 * screen; the URL (screen and filters) is kept, so signing in again returns to it.
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
  const [reason, setReason] = useState<Auth["reason"]>("start");
  const token = useRef<string | null>(null);

  const api = useMemo(
    () =>
      createApi({
        getToken: () => token.current,
        onUnauthorized: () => {
          token.current = null;
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
        queryClient.clear();
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
    setReason("signed_out");
  }, [api, queryClient]);

  const value = useMemo(
    () => ({ api, session, reason, signIn, signOut }),
    [api, session, reason, signIn, signOut],
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

/** The signed-in user (screens render only while signed in). */
export function useUser(): User {
  const s = useAuth().session;
  if (!s) throw new Error("useUser while signed out");
  return s.user;
}
