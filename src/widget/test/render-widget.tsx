import { cleanup, render } from "@testing-library/react";
import { afterEach, vi } from "vitest";
import { App } from "../app";
import type { Bootstrap } from "../lib/host/bootstrap";
import { createHostEvents, type HostEvents } from "../lib/host/host-events";
import { createWidgetQueryClient } from "../lib/api/query-client";
import { SESSION_ID, TOKEN } from "./fake-api";

// Testing Library cleans up by itself only with vitest globals, which this project leaves off.
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

/** Renders the whole widget as the hosted page would, with a fresh QueryClient. */
export function renderWidget(
  boot: Partial<Bootstrap> = {},
  {
    redirect,
    host: given,
  }: {
    redirect?: (url: string) => void;
    /** The host page's side, when a test plays the loader (default: this window's). */
    host?: HostEvents;
  } = {},
) {
  const full: Bootstrap = { mode: "hosted", sessionId: SESSION_ID, token: TOKEN, ...boot };
  const host = given ?? createHostEvents({ mode: full.mode, win: window });
  /** Every event the widget emitted for its host page, in order (posted or not). */
  const emitted: { type: string; payload: Record<string, unknown> }[] = [];
  const events: typeof host = {
    ...host,
    emit(type, payload = {}) {
      emitted.push({ type, payload });
      host.emit(type, payload);
    },
  };
  const queryClient = createWidgetQueryClient({ retry: false });
  const rendered = render(
    <App boot={full} queryClient={queryClient} events={events} redirect={redirect} />,
  );
  return { ...rendered, emitted };
}
