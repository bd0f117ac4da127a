import {
  keepPreviousData,
  QueryClientProvider,
  useQuery,
  type QueryClient,
} from "@tanstack/react-query";
import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from "react";
import { ModeContext, PageRoot } from "./components/page-root";
import { InvalidSessionPage } from "./components/session-pages";
import type { EndedBy } from "./components/session-ended-page";
import { ErrorNotice, Loading } from "./components/status";
import { createApiClient } from "./lib/api/api-client";
import { ApiError } from "./lib/api/api-error";
import type { Bootstrap } from "./lib/host/bootstrap";
import type { EarlyRequest } from "./lib/early";
import { sessionQueryOptions } from "./lib/api/get-session";
import type { HostEvents } from "./lib/host/host-events";
import { handOver } from "./lib/host/prerendered";
import { loadScreen } from "./screen-loaders";
import { browserLanguages, pickLocale } from "./lib/i18n/catalogs";
import { loadEveryText } from "./lib/i18n/i18n";
import { messages } from "./lib/i18n/messages";
import { useLocale } from "./lib/i18n/use-locale";
import { useExpiry } from "./lib/session/use-expiry";
import { firstPlace, Shell } from "./shell";

type Props = {
  boot: Bootstrap;
  queryClient: QueryClient;
  events: HostEvents;
  win?: Window;
  /** How long an embed page without a token waits for the loader's `init`. */
  initWaitMs?: number;
  /** Leaves for the card checkout (tests pass a spy). */
  redirect?: (url: string) => void;
  /** The session request main.tsx sent before React started, if any. */
  early?: EarlyRequest | null;
};

/** The widget: one QueryClient per mount (created by the caller, outside render). */
export function App({ queryClient, ...props }: Props) {
  return (
    <QueryClientProvider client={queryClient}>
      <ModeContext.Provider value={props.boot.mode}>
        <Widget {...props} />
      </ModeContext.Provider>
    </QueryClientProvider>
  );
}

/** The session-ended page and its words, loaded when a session ends (not on the search path). */
const ExpiredSessionPage = lazy(() =>
  Promise.all([import("./components/session-ended-page"), loadEveryText()]).then(([page]) => page),
);

const defaultRedirect = (url: string) => window.location.assign(url);

function Widget({
  boot,
  events,
  win = window,
  initWaitMs = 10_000,
  redirect = defaultRedirect,
  early = null,
}: Omit<Props, "queryClient">) {
  const [token, setToken] = useState(boot.token);
  const tokenRef = useRef(token);
  tokenRef.current = token;
  const [expired, setExpired] = useState(false);
  // Why the session ended: a 401 before the session's expiry is a revocation (or a token
  // replaced by a refresh elsewhere); the host page hears which in `session.expired`.
  const expiresAtRef = useRef<string | undefined>(undefined);
  const endedBy = useRef<EndedBy>("expired");
  const [gaveUpWaiting, setGaveUpWaiting] = useState(false);
  const [closable, setClosable] = useState(false);
  const [api] = useState(() =>
    createApiClient({
      early,
      getToken: () => tokenRef.current,
      onUnauthorized: () => {
        const until = expiresAtRef.current;
        endedBy.current = until && Date.parse(until) > Date.now() ? "revoked" : "expired";
        setExpired(true);
      },
      // The host page hears of failures the user sees (ids and codes only, nothing personal).
      onFailure: (status) =>
        events.emit("error", { code: status === 0 ? "network" : "service_error", status }),
    }),
  );

  // The loader's init (with a token when the URL had none) and later fresh tokens. `ready` is
  // posted once per page: it waits in the host events' queue until the host's origin is known
  // (the loader's `init`, or the session's allowed origins for a plain iframe), so it answers
  // the loader's `init` without a second one for each `init` the loader repeats.
  useEffect(() => {
    events.emit("ready");
    return events.listen((message) => {
      if (message.type === "init" && message.payload.closable) setClosable(true);
      const next = message.payload.token;
      if (next) {
        tokenRef.current = next;
        setToken(next);
        setExpired(false);
      }
    });
  }, [events]);

  useEffect(() => {
    if (token || boot.mode !== "embed") return;
    const timer = setTimeout(() => setGaveUpWaiting(true), initWaitMs);
    return () => clearTimeout(timer);
  }, [token, boot.mode, initWaitMs]);

  const session = useQuery({
    ...sessionQueryOptions(api, boot.sessionId ?? "", token),
    enabled: token !== null && boot.sessionId !== null,
    placeholderData: keepPreviousData,
  });
  const info = session.data;
  expiresAtRef.current = info?.expires_at;
  // The first screen's chunk is requested as soon as the session says which it is (the page
  // has usually preloaded it), and the widget appears once it is in: one paint, no fallback.
  const firstScreen = useMemo(
    () => (info ? firstPlace(win, info)?.screen : undefined),
    [info, win],
  );
  const [screenSettled, setScreenSettled] = useState(false);
  useEffect(() => {
    if (!firstScreen) return;
    const load = loadScreen(firstScreen);
    if (load.status !== "pending") return setScreenSettled(true);
    let live = true;
    const settle = () => live && setScreenSettled(true);
    load.then(settle, settle);
    return () => {
      live = false;
    };
  }, [firstScreen]);
  const firstScreenIn =
    screenSettled || !firstScreen || loadScreen(firstScreen).status !== "pending";
  // The session's locale, else the browser's languages; nothing renders before its catalog.
  const sessionLocale = info?.locale;
  const choice = useMemo(
    () => pickLocale(sessionLocale, browserLanguages(win.navigator)),
    [sessionLocale, win],
  );
  const languageIn = useLocale(choice);

  useEffect(() => {
    if (info) events.setAllowedOrigins(info.allowed_origins);
  }, [info, events]);

  // The session's mode, once per page, as soon as the session is read: `ready` cannot carry it
  // (it answers the loader's `init`, which may bring the very token the session is read with).
  const livemode = info?.livemode;
  const modeTold = useRef(false);
  useEffect(() => {
    if (livemode === undefined || modeTold.current) return;
    modeTold.current = true;
    events.emit("session.loaded", { livemode });
  }, [livemode, events]);

  useEffect(() => {
    if (expired) events.emit("session.expired", { reason: endedBy.current });
  }, [expired, events]);

  const onWarn = useCallback(
    () => info && events.emit("session.expiring", { expires_at: info.expires_at }),
    [events, info],
  );
  const onExpire = useCallback(() => {
    endedBy.current = "expired";
    setExpired(true);
  }, []);
  const warning = useExpiry(info?.expires_at, onWarn, onExpire);
  const onInvalid = useCallback(() => events.emit("error", { code: "invalid_session" }), [events]);
  const onClose = useCallback(() => events.emit("close"), [events]);

  // Until the widget has something to show, a server-drawn first screen stays (see Shown).
  if (!languageIn) return <div className="rw-page" aria-busy="true" />;
  if (!boot.sessionId || (!token && (boot.mode !== "embed" || gaveUpWaiting)))
    return <Shown>{<InvalidSessionPage onShown={onInvalid} />}</Shown>;
  if (!token) return <Loading label={messages.session.waitingForHost} />;
  if (!info) {
    if (session.isError) {
      if (session.error instanceof ApiError && session.error.status === 401)
        return (
          <Shown>
            <Suspense>
              <ExpiredSessionPage mode={boot.mode} endedBy="expired" />
            </Suspense>
          </Shown>
        );
      return (
        <Shown>
          <PageRoot className="rw-page">
            <ErrorNotice error={session.error} onRetry={() => void session.refetch()} />
          </PageRoot>
        </Shown>
      );
    }
    return <Loading />;
  }
  if (!firstScreenIn) return <Loading />;
  return (
    <Shown>
      {expired && (
        <Suspense>
          <ExpiredSessionPage mode={boot.mode} endedBy={endedBy.current} />
        </Suspense>
      )}
      <Shell
        session={info}
        api={api}
        events={events}
        mode={boot.mode}
        win={win}
        warning={warning && !expired}
        hidden={expired}
        redirect={redirect}
        onClose={closable && boot.mode === "embed" ? onClose : undefined}
      />
    </Shown>
  );
}

/**
 * What the widget shows for good (not a loading state): it replaces the first screen the
 * server drew, if any, in the commit that shows it (after the search box, deeper, took the
 * server box's text and focus: layout effects run children first).
 */
function Shown({ children }: { children: ReactNode }) {
  useLayoutEffect(() => void handOver(), []);
  return <>{children}</>;
}
