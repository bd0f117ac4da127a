import { cleanup, render } from "@testing-library/react";
import { afterEach, expect, vi } from "vitest";
import { App } from "../app";
import type { Bootstrap } from "../lib/host/bootstrap";
import { checkWidgetEvent } from "@registrar/embed/events";
import { createHostEvents, type EmitArgs, type HostEvents } from "../lib/host/host-events";
import type { WidgetEventType } from "../../contract/widget-messages";
import { createWidgetQueryClient } from "../lib/api/query-client";
import { SESSION_ID, TOKEN } from "./fake-api";

/** Events the widget emitted that the event catalogue does not describe, with why. */
const offCatalogue: string[] = [];

// Testing Library cleans up by itself only with vitest globals, which this project leaves off.
afterEach(() => {
  cleanup();
  // What the widget really sends must be what the event catalogue (@registrar/embed/events) says.
  expect(offCatalogue.splice(0)).toEqual([]);
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
    emit<T extends WidgetEventType>(...args: EmitArgs<T>) {
      const [type, payload = {}] = args;
      emitted.push({ type, payload });
      for (const problem of checkWidgetEvent(type, payload))
        offCatalogue.push(`${problem} in ${JSON.stringify(payload)}`);
      host.emit<T>(...args);
    },
  };
  const queryClient = createWidgetQueryClient({ retry: false });
  const rendered = render(
    <App boot={full} queryClient={queryClient} events={events} redirect={redirect} />,
  );
  return { ...rendered, emitted };
}
