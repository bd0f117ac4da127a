/** How the page was opened: full page at `/hosted/{id}`, or chrome-less at `/embed/{id}`. */
export type Mode = "hosted" | "embed";

/** What the page knows before any network call. */
export type Bootstrap = {
  mode: Mode;
  sessionId: string | null;
  /** From the fragment (or, for a reload of the hosted page, sessionStorage); null: wait for `init`. */
  token: string | null;
};

const PATH = /^\/(hosted|embed)\/([0-9a-fA-F-]{36})\/?$/;

/** sessionStorage key of the hosted page's token, per session. */
const tokenKey = (sessionId: string) => `registrar-widget:token:${sessionId}`;

/**
 * Reads mode and session id from the path and the client token from `#token=…`, then removes the
 * fragment from the address bar (the token must not linger in history or screenshots). The hosted
 * page keeps the token in sessionStorage so a reload still works; the embed page never stores it.
 */
export function readBootstrap(win: Window): Bootstrap {
  const match = PATH.exec(win.location.pathname);
  const mode: Mode = match?.[1] === "embed" ? "embed" : "hosted";
  const sessionId = match?.[2]?.toLowerCase() ?? null;
  const fragment = new URLSearchParams(win.location.hash.replace(/^#/, ""));
  let token = fragment.get("token");
  if (win.location.hash) {
    win.history.replaceState(win.history.state, "", win.location.pathname + win.location.search);
  }
  if (mode === "hosted" && sessionId) {
    try {
      if (token) win.sessionStorage.setItem(tokenKey(sessionId), token);
      else token = win.sessionStorage.getItem(tokenKey(sessionId));
    } catch {
      // Storage can be disabled; the token then lives in memory only.
    }
  }
  return { mode, sessionId, token: token || null };
}

/** The current page address without its fragment: where the checkout sends the user back. */
export function currentPageUrl(win: Window): string {
  return win.location.origin + win.location.pathname + win.location.search;
}
