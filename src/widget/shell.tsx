import { Suspense, use, useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { HostedSessionInfo } from "../contract/hosted-session-info";
import { BrandHeader } from "./components/brand-header";
import { PageRoot } from "./components/page-root";
import { Loading } from "./components/status";
import type { ApiClient } from "./lib/api/api-client";
import type { Mode } from "./lib/host/bootstrap";
import { formatTime } from "./lib/i18n/locale";
import type { HostEvents } from "./lib/host/host-events";
import { loadOtherTextsWhenIdle, loadScreen } from "./screen-loaders";
import { messages } from "./lib/i18n/messages";
import { recalledOrder, recalledRenewal } from "./lib/session/order-storage";
import { createFlowMemory } from "./lib/session/flow-memory";
import { allowedScreens, reachableScreens } from "./lib/session/screens";
import { useResizeEvents } from "./lib/host/use-resize-events";
import { useColorScheme } from "./lib/theme/use-color-scheme";
import {
  WidgetContext,
  type Place,
  type Screen,
  type WidgetContextValue,
} from "./lib/session/widget-context";

/**
 * A screen from its own chunk (see `loadScreen`): suspends while the chunk loads, and renders at
 * once, without a fallback, when it is already in (the first screen, loaded with the session).
 */
function ScreenOf({ place }: { place: Place }) {
  const Component = use(loadScreen(place.screen)).default;
  return <Component place={place} />;
}

type Props = {
  session: HostedSessionInfo;
  api: ApiClient;
  events: HostEvents;
  mode: Mode;
  win: Window;
  warning: boolean;
  hidden: boolean;
  redirect: (url: string) => void;
  /** Given when the host page asked for a close button (loader option `closable`). */
  onClose?: () => void;
};

/**
 * Where the widget opens: a recalled transfer's screen or order's purchase screen, a recalled
 * card renewal's renew screen, else the first allowed screen.
 */
export function firstPlace(
  win: Window,
  session: HostedSessionInfo,
  allowed: Screen[] = reachableScreens(session.allowed_actions),
): Place | null {
  // Back from a transfer's card checkout: that transfer's order, followed on its own screen.
  const transferId = recalledOrder(win, session.session_id, "transfer");
  if (transferId && allowed.includes("transfer"))
    return { screen: "transfer", orderId: transferId };
  const orderId = recalledOrder(win, session.session_id);
  if (orderId && allowed.includes("purchase")) return { screen: "purchase", orderId };
  // Back from a renewal's card checkout: that domain's renewal, which follows its order.
  const renewal = recalledRenewal(win, session.session_id);
  if (renewal && allowed.includes("renew")) return { screen: "renew", domain: renewal.domain };
  return allowed[0] ? { screen: allowed[0] } : null;
}

/** The tab a screen is under (the transfer in, opened from a search result, is under Buy). */
const tabOf = (screen: Screen | undefined) => (screen === "transfer" ? "purchase" : screen);

/** The loaded widget: frame (themed by the page), header (hosted page), tabs of the allowed screens. */
export function Shell({
  session,
  api,
  events,
  mode,
  win,
  warning,
  hidden,
  redirect,
  onClose,
}: Props) {
  const tabs = useMemo(() => allowedScreens(session.allowed_actions), [session.allowed_actions]);
  const allowed = useMemo(
    () => reachableScreens(session.allowed_actions),
    [session.allowed_actions],
  );
  const [place, setPlace] = useState<Place | null>(() => firstPlace(win, session, allowed));
  const [navigated, setNavigated] = useState(false);
  const [flow] = useState(createFlowMemory);
  const frame = useRef<HTMLDivElement>(null);
  useResizeEvents(frame, events, mode === "embed");
  // After the first paint, the other allowed screens' texts (their chunks wait for a tab).
  useEffect(() => loadOtherTextsWhenIdle(tabs, win), [tabs, win]);

  const go = useCallback(
    (next: Place) => {
      if (!allowed.includes(next.screen)) return;
      setNavigated(true);
      setPlace(next);
    },
    [allowed],
  );
  const context = useMemo<WidgetContextValue>(
    () => ({
      api,
      events,
      mode,
      session,
      win,
      go,
      allows: (s) => allowed.includes(s),
      navigated,
      redirect,
      flow,
    }),
    [api, events, mode, session, win, go, allowed, navigated, redirect, flow],
  );
  const theme = session.theme;
  // The palette itself is in the page, painted by the server (src/server/hosted/page-theme.ts).
  const scheme = useColorScheme(theme, win);
  // A place that is not allowed (say, from a stale stored order) is never rendered.
  const current = place && allowed.includes(place.screen) ? place : null;
  const brand = theme.brand_name ?? session.organization.name;

  return (
    <div ref={frame} className={`rw-frame rw-${mode}`} data-rw-scheme={scheme} hidden={hidden}>
      <BrandHeader brand={brand} logoUrl={theme.logo_url} mode={mode} livemode={session.livemode} />
      {onClose && (
        <div className="rw-toolbar">
          <button type="button" className="rw-button-secondary" onClick={onClose}>
            {messages.close}
          </button>
        </div>
      )}
      {warning && (
        <p role="status" className="rw-warning">
          {messages.session.expiringSoon(formatTime(session.expires_at))}
        </p>
      )}
      {tabs.length > 1 && (
        <nav aria-label={messages.nav.label} className="rw-tabs">
          {tabs.map((s) => (
            <button
              key={s}
              type="button"
              // A transfer in is an acquisition: it is under the Buy tab.
              aria-current={tabOf(current?.screen) === s ? "page" : undefined}
              onClick={() => go({ screen: s })}
              // The screen's chunk starts loading as the user heads for its tab.
              onPointerEnter={() => void loadScreen(s).catch(() => undefined)}
              onFocus={() => void loadScreen(s).catch(() => undefined)}
            >
              {messages.nav[s]}
            </button>
          ))}
        </nav>
      )}
      <PageRoot className="rw-main">
        {current ? (
          <WidgetContext.Provider value={context}>
            <Suspense fallback={<Loading />}>
              <ScreenOf key={JSON.stringify(current)} place={current} />
            </Suspense>
          </WidgetContext.Provider>
        ) : (
          <p>{messages.session.noActions}</p>
        )}
      </PageRoot>
    </div>
  );
}
