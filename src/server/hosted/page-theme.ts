import { createHash } from "node:crypto";
import type { Theme } from "../../contract/hosted-session-info";
import { themeStyle, type Scheme } from "../../contract/theme-palette";
import {
  COLOR_SCHEMES,
  FONT_FAMILIES,
  type ColorScheme,
  type FontFamily,
} from "../../contract/theme-options";

/**
 * The session's theme painted by the server into the widget's page, so that its first frame
 * already has the partner's colors and scheme (a dark session is dark before any script runs):
 * attributes for `<html>` (the scheme and font that src/widget/tokens.css reads, as the widget's
 * lib/theme/use-color-scheme.ts sets them later) and an inline `<style>` with the palette for the
 * scheme, allowed by the page's CSP through its sha256 hash. The widget carries no color maths.
 */
export type PageTheme = {
  /** ` data-rw-scheme="dark" data-rw-font="serif"`, for the `<html>` start tag. */
  attributes: string;
  /** The `<style>` element's text: CSS custom properties only, from computed values. */
  css: string;
  /** The CSP source allowing exactly that style: `'sha256-…'`. */
  hash: string;
};

const pick = <T extends string>(list: readonly T[], value: unknown, fallback: T): T =>
  list.includes(value as T) ? (value as T) : fallback;

/** `--a:1;--b:2`, for a rule's body (the values are computed hex colors and pixel lengths). */
const declarations = (vars: Record<string, string>) =>
  Object.entries(vars)
    .map(([name, value]) => `${name}:${value}`)
    .join(";");

/** One `:root` rule with the scheme's color-scheme and palette. */
const rootRule = (theme: Theme, scheme: Scheme) =>
  `:root{color-scheme:${scheme};${declarations(themeStyle(theme, scheme))}}`;

/**
 * The page theme of a session's `theme_config` (as stored: validated when the session was made;
 * anything else falls back as the widget would). `auto` paints the light palette and, under
 * `prefers-color-scheme: dark`, the dark one, as the widget then resolves it.
 * @example pageTheme({ primary_color: "#1b1f5e", color_scheme: "dark" }).attributes
 *   // ' data-rw-scheme="dark" data-rw-font="system"'
 */
export function pageTheme(config: Record<string, unknown>): PageTheme {
  const scheme: ColorScheme = pick(COLOR_SCHEMES, config.color_scheme, "light");
  const font: FontFamily = pick(FONT_FAMILIES, config.font_family, "system");
  const theme: Theme = {
    primary_color: typeof config.primary_color === "string" ? config.primary_color : null,
    radius: Number.isInteger(config.radius) ? (config.radius as number) : null,
  };
  const css =
    scheme === "auto"
      ? `${rootRule(theme, "light")}@media (prefers-color-scheme:dark){${rootRule(theme, "dark")}}`
      : rootRule(theme, scheme);
  const hash = `'sha256-${createHash("sha256").update(css, "utf8").digest("base64")}'`;
  return { attributes: ` data-rw-scheme="${scheme}" data-rw-font="${font}"`, css, hash };
}

/** The page with the theme: attributes on `<html>`, the style last in `<head>` (after the CSS). */
export function paintTheme(html: string, theme: PageTheme): string {
  return html
    .replace(/<html\b([^>]*)>/, (_, attrs: string) => `<html${attrs}${theme.attributes}>`)
    .replace("</head>", () => `<style>${theme.css}</style></head>`);
}
