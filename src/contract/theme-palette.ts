import { colord, extend, type Colord } from "colord";
import a11yPlugin from "colord/plugins/a11y";
import mixPlugin from "colord/plugins/mix";
import type { Theme } from "./hosted-session-info";
import { RADIUS_MAX } from "./theme-options";

extend([a11yPlugin, mixPlugin]);

const DEFAULT_PRIMARY = "#1f5fbf";
const WHITE = "#ffffff";
const INK = "#111111";
const BLACK = "#000000";
const AA = 4.5;

/**
 * The scheme's surfaces a brand color must read on, as in styles.css: `surface` is the lightest
 * background text sits on (cards, the light page, hover rows in the dark scheme) and `ink` the
 * body text that sits on tinted backgrounds.
 */
const SCHEME_SURFACES = {
  light: { surface: WHITE, ink: "#1a1a1a", tint: WHITE },
  dark: { surface: "#222630", ink: "#e8eaed", tint: "#181b21" },
} as const;
export type Scheme = keyof typeof SCHEME_SURFACES;

/** The color as it is painted: rounded to `#rrggbb`, which can lower its contrast a little. */
const painted = (c: Colord): Colord => colord(c.toHex());

/**
 * Darkens (or lightens) `c` in small steps until it reaches AA contrast against `against`,
 * measured on the rounded color that is actually painted (colord rounds the ratio down).
 */
function reachContrast(c: Colord, against: string, direction: "darken" | "lighten"): Colord {
  let color = painted(c);
  for (let i = 0; i < 40 && color.contrast(against) < AA; i++)
    color = painted(color[direction](0.025));
  return color;
}

/** The CSS custom properties of a theme; every text/background pair keeps WCAG AA contrast. */
export type Palette = Record<
  "--rw-primary" | "--rw-on-primary" | "--rw-primary-text" | "--rw-primary-soft" | "--rw-focus",
  string
>;

/**
 * Derives the palette from `primary_color`, whatever it is, for the light or dark scheme:
 * buttons use the brand color with white or near-black text, whichever contrasts more, or black
 * for the mid-tones where neither reaches AA (black always does when white does not); links and
 * focus rings use a variant darkened (light) or lightened (dark) until it passes AA on the
 * scheme's surfaces, and tinted backgrounds keep AA with the scheme's body text.
 * @example paletteOf("#ffdd00")["--rw-on-primary"] // "#111111"
 */
export function paletteOf(primary: string | null | undefined, scheme: Scheme = "light"): Palette {
  let base = colord(primary ?? DEFAULT_PRIMARY);
  if (!base.isValid()) base = colord(DEFAULT_PRIMARY);
  base = painted(base.alpha(1));
  let onPrimary = base.contrast(WHITE) >= base.contrast(INK) ? WHITE : INK;
  if (base.contrast(onPrimary) < AA) onPrimary = BLACK;
  const { surface, ink, tint } = SCHEME_SURFACES[scheme];
  const dark = scheme === "dark";
  const text = reachContrast(base, surface, dark ? "lighten" : "darken");
  const soft = reachContrast(base.mix(tint, dark ? 0.7 : 0.9), ink, dark ? "darken" : "lighten");
  return {
    "--rw-primary": base.toHex(),
    "--rw-on-primary": onPrimary,
    "--rw-primary-text": text.toHex(),
    "--rw-primary-soft": soft.toHex(),
    "--rw-focus": text.toHex(),
  };
}

/** Corner radius when the theme gives none, in CSS pixels. */
const DEFAULT_RADIUS = 8;

/**
 * Every CSS custom property the theme sets on the widget's frame: the palette for the scheme
 * the page is painted in, and the corner radius.
 */
export function themeStyle(theme: Theme, scheme: Scheme): Record<string, string> {
  const radius = Math.min(Math.max(theme.radius ?? DEFAULT_RADIUS, 0), RADIUS_MAX);
  return { ...paletteOf(theme.primary_color, scheme), "--rw-radius": `${radius}px` };
}
