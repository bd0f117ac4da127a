/** The screens' chunks, loaded on demand (the shell and the app wire features; lib/ knows none). */
import type { ComponentType } from "react";
import { loadEveryText } from "./lib/i18n/i18n";
import { once, type Tracked } from "./lib/lazy";
import type { Place, Screen } from "./lib/session/widget-context";

type ScreenModule = { default: ComponentType<{ place: Place }> };

/** A screen beyond search: its chunk and the texts beyond the first screen's, loaded together. */
const withEveryText = (load: () => Promise<ScreenModule>) => (): Promise<ScreenModule> =>
  Promise.all([load(), loadEveryText()]).then(([module]) => module);

// Code-split per screen: a search-only session never downloads purchase, renew or DNS code, nor
// their texts (the search screen's are in the first part of the catalog, loaded before it).
const screenLoaders = {
  search: once<ScreenModule>(() => import("./features/search/search-screen")),
  purchase: once<ScreenModule>(withEveryText(() => import("./features/purchase/purchase-screen"))),
  renew: once<ScreenModule>(withEveryText(() => import("./features/renew/renew-screen"))),
  dns: once<ScreenModule>(withEveryText(() => import("./features/dns/dns-screen"))),
  registrant: once<ScreenModule>(
    withEveryText(() => import("./features/registrant/registrant-screen")),
  ),
  // Opened from a taken search result ("I already own this domain"): never in the entry.
  transfer: once<ScreenModule>(withEveryText(() => import("./features/transfer/transfer-screen"))),
} satisfies Record<Screen, unknown>;

/** Starts (or returns) the load of a screen's chunk (and, beyond search, of its texts). */
export const loadScreen = (screen: Screen): Tracked<ScreenModule> => screenLoaders[screen]();

/**
 * Once the browser is idle, loads the texts of the other screens a session allows, so that a
 * tab pressed without pointing at it first (touch) waits only for its chunk.
 */
export function loadOtherTextsWhenIdle(screens: readonly Screen[], win: Window): () => void {
  if (!screens.some((s) => s !== "search")) return () => undefined;
  const load = () => void loadEveryText().catch(() => undefined);
  if (typeof win.requestIdleCallback === "function") {
    const id = win.requestIdleCallback(load, { timeout: 5_000 });
    return () => win.cancelIdleCallback(id);
  }
  const id = win.setTimeout(load, 1_000);
  return () => win.clearTimeout(id);
}
