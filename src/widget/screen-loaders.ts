/** The screens' chunks, loaded on demand (the shell and the app wire features; lib/ knows none). */
import type { ComponentType } from "react";
import { once, type Tracked } from "./lib/lazy";
import type { Place, Screen } from "./lib/widget-context";

type ScreenModule = { default: ComponentType<{ place: Place }> };

// Code-split per screen: a search-only session never downloads purchase, renew or DNS code.
const screenLoaders = {
  search: once<ScreenModule>(() => import("./features/search/search-screen")),
  purchase: once<ScreenModule>(() => import("./features/purchase/purchase-screen")),
  renew: once<ScreenModule>(() => import("./features/renew/renew-screen")),
  dns: once<ScreenModule>(() => import("./features/dns/dns-screen")),
} satisfies Record<Screen, unknown>;

/** Starts (or returns) the load of a screen's chunk. */
export const loadScreen = (screen: Screen): Tracked<ScreenModule> => screenLoaders[screen]();
