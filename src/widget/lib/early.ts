/**
 * The first thing the widget's entry runs (main.tsx imports it first, so it runs before React
 * initialises): reads the bootstrap from the address, sends `GET /api/v1/hosted/session` at once,
 * and starts the browser language's catalog, so that the session, the chunks and React's own
 * start-up overlap instead of following one another.
 */
import { readBootstrap } from "./host/bootstrap";
import { browserLanguages, loadCatalog, pickLocale } from "./i18n/catalogs";

export type EarlyRequest = { path: string; token: string; response: Promise<Response> };

export const boot = readBootstrap(window);

// The browser language's catalog, for the first texts (the session's locale may pick another).
void loadCatalog(pickLocale(null, browserLanguages()).language).catch(() => undefined);

/** The session request already under way (the API client takes it instead of sending another). */
export const earlySession: EarlyRequest | null =
  boot.token && boot.sessionId
    ? {
        path: "/session",
        token: boot.token,
        response: fetch("/api/v1/hosted/session", {
          method: "GET",
          headers: { Accept: "application/json", Authorization: `Bearer ${boot.token}` },
        }),
      }
    : null;
// A failure is seen (and reported) by whoever takes the request; until then it is not unhandled.
earlySession?.response.catch(() => undefined);
