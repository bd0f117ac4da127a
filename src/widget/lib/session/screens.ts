import type { HostedAction } from "../../../contract/hosted-action";
import type { Screen, TabScreen } from "./widget-context";

/** Screens in tab order, each with the action that allows it. */
export const SCREENS: readonly { screen: TabScreen; action: HostedAction }[] = [
  { screen: "search", action: "domain_search" },
  { screen: "purchase", action: "domain_purchase" },
  { screen: "renew", action: "renew" },
  { screen: "dns", action: "dns_manage" },
];

/** Screens with no tab, opened from another one, each with the action that allows it. */
const INNER_SCREENS: readonly { screen: Screen; action: HostedAction }[] = [
  // "I already own this domain" on a taken search result: acquiring a domain, as a purchase is.
  { screen: "transfer", action: "domain_purchase" },
  // The end user's registrant, from the domain screens (DNS, renew).
  { screen: "registrant", action: "dns_manage" },
  { screen: "registrant", action: "renew" },
];

/** The tabs a session's allowed actions open, in tab order. */
export function allowedScreens(actions: readonly HostedAction[]): TabScreen[] {
  return SCREENS.filter((s) => actions.includes(s.action)).map((s) => s.screen);
}

/** Every screen a session's allowed actions open: its tabs, then the screens without one. */
export function reachableScreens(actions: readonly HostedAction[]): Screen[] {
  const inner = INNER_SCREENS.filter((s) => actions.includes(s.action)).map((s) => s.screen);
  return [...allowedScreens(actions), ...new Set(inner)];
}
