import { queryOptions } from "@tanstack/react-query";
import type { ApiClient } from "./api-client";
import { HostedSessionInfoCheck } from "../session/session-check";

/** `GET /api/v1/hosted/session`, checked as the contract's `HostedSessionInfo`. */
const getSession = (api: ApiClient) => api.get("/session", HostedSessionInfoCheck);

/** The token is part of the key: a new token from the loader reads the session again. */
export const sessionQueryOptions = (api: ApiClient, sessionId: string, token: string | null) =>
  queryOptions({
    queryKey: ["session", sessionId, token],
    queryFn: () => getSession(api),
    enabled: token !== null,
    staleTime: Infinity,
  });
