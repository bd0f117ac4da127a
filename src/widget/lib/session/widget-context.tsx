import { createContext, useContext } from "react";
import type { HostedSessionInfo } from "../../../contract/hosted-session-info";
import type { ApiClient } from "../api/api-client";
import type { Mode } from "../host/bootstrap";
import type { FlowMemory } from "./flow-memory";
import type { HostEvents } from "../host/host-events";

/** The tabs' screens, one per allowed action (search, purchase, renew, dns). */
export type TabScreen = "search" | "purchase" | "renew" | "dns";

/**
 * Every screen: the tabs', and those opened from another screen (a transfer in, from a taken
 * result; the registrant's, from the domain screens).
 */
export type Screen = TabScreen | "transfer" | "registrant";

/** Where the user is: a screen and what it was opened with. */
export type Place = { screen: Screen; domain?: string; orderId?: string };

/** What every screen may use: the API, the host events, the session and navigation. */
export type WidgetContextValue = {
  api: ApiClient;
  events: HostEvents;
  mode: Mode;
  session: HostedSessionInfo;
  win: Window;
  /** Opens a screen; ignored when the session does not allow it. */
  go(place: Place): void;
  allows(screen: Screen): boolean;
  /** Leaves the page (card checkout); replaceable in tests. */
  redirect(url: string): void;
  /** True once the user moved between screens (headings then take the focus). */
  navigated: boolean;
  /** The purchase flow's state, kept across steps and tabs for the session. */
  flow: FlowMemory;
};

export const WidgetContext = createContext<WidgetContextValue | null>(null);

/** The widget's context; only screens rendered by the shell can use it. */
export function useWidget(): WidgetContextValue {
  const value = useContext(WidgetContext);
  if (!value) throw new Error("No widget context: render screens inside <App>.");
  return value;
}
