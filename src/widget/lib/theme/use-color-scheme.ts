import { useLayoutEffect, useSyncExternalStore } from "react";
import type { Theme } from "../../../contract/hosted-session-info";

const DARK = "(prefers-color-scheme: dark)";

/**
 * The scheme the widget paints in: the theme's `color_scheme`, and for `auto` the user's
 * `prefers-color-scheme`, followed live. Sets `data-rw-scheme` and `data-rw-font` on the
 * document's root so that the whole page (its background too) follows, not only the frame.
 */
export function useColorScheme(theme: Theme, win: Window): "light" | "dark" {
  const auto = theme.color_scheme === "auto";
  const prefersDark = useSyncExternalStore(
    (onChange) => {
      if (!auto || !win.matchMedia) return () => {};
      const query = win.matchMedia(DARK);
      query.addEventListener("change", onChange);
      return () => query.removeEventListener("change", onChange);
    },
    () => auto && !!win.matchMedia?.(DARK).matches,
  );
  const scheme = theme.color_scheme === "dark" || prefersDark ? "dark" : "light";
  const font = theme.font_family ?? "system";
  // Before the browser paints, so no frame shows the other scheme.
  useLayoutEffect(() => {
    const root = win.document.documentElement;
    root.dataset.rwScheme = scheme;
    root.dataset.rwFont = font;
  }, [win, scheme, font]);
  return scheme;
}
