/**
 * The values of the theme fields beyond the spec's three, with no imports: the widget's session
 * chunk reads them without the request validators of ./theme-config.
 */

/** `color_scheme`: the widget's page light, dark, or following the user's system setting. */
export const COLOR_SCHEMES = ["light", "dark", "auto"] as const;
export type ColorScheme = (typeof COLOR_SCHEMES)[number];

/**
 * `font_family`: font stacks of fonts already on the user's device (the widget loads no web
 * fonts): `system` (the platform's UI font, the default), `humanist`, `geometric`, `serif`,
 * `rounded` and `mono`; the stacks are in src/widget/tokens.css and src/server/payments/checkout-page.ts.
 */
export const FONT_FAMILIES = [
  "system",
  "humanist",
  "geometric",
  "serif",
  "rounded",
  "mono",
] as const;
export type FontFamily = (typeof FONT_FAMILIES)[number];

/** `radius`: the corner radius of cards, buttons and inputs in CSS pixels, 0 (square) to 24. */
export const RADIUS_MAX = 24;
