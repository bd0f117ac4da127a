import type { HostedAction } from "../../../contract/hosted-action";
import type { Screen } from "./widget-context";

/** Screens in tab order, each with the action that allows it. */
export const SCREENS: readonly { screen: Screen; action: HostedAction }[] = [
  { screen: "search", action: "domain_search" },
  { screen: "purchase", action: "domain_purchase" },
  { screen: "renew", action: "renew" },
  { screen: "dns", action: "dns_manage" },
];

/** The screens a session's allowed actions open, in tab order. */
export function allowedScreens(actions: readonly HostedAction[]): Screen[] {
  return SCREENS.filter((s) => actions.includes(s.action)).map((s) => s.screen);
}

/** The actions that open the registrant screen (no tab: the domain screens lead to it). */
export const REGISTRANT_ACTIONS: readonly HostedAction[] = ["dns_manage", "renew"];

/** The screens a session can reach: its tabs, and the registrant's with a domain screen. */
export function reachableScreens(actions: readonly HostedAction[]): Screen[] {
  const tabs = allowedScreens(actions);
  return REGISTRANT_ACTIONS.some((a) => actions.includes(a)) ? [...tabs, "registrant"] : tabs;
}
