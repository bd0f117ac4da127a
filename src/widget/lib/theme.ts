import { colord, extend, type Colord } from "colord";
import a11yPlugin from "colord/plugins/a11y";
import mixPlugin from "colord/plugins/mix";
import type { Theme } from "../../contract/hosted-session-info";

extend([a11yPlugin, mixPlugin]);

const DEFAULT_PRIMARY = "#1f5fbf";
const WHITE = "#ffffff";
const INK = "#111111";
const BLACK = "#000000";
const AA = 4.5;

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
 * Derives the palette from `primary_color`, whatever it is: buttons use the brand color with
 * white or near-black text, whichever contrasts more, or black for the mid-tones where neither
 * reaches AA (black always does when white does not); links and focus rings use a variant
 * darkened until it passes AA on white, and tinted backgrounds stay light enough for ink.
 * @example paletteOf("#ffdd00")["--rw-on-primary"] // "#111111"
 */
export function paletteOf(primary: string | null | undefined): Palette {
  let base = colord(primary ?? DEFAULT_PRIMARY);
  if (!base.isValid()) base = colord(DEFAULT_PRIMARY);
  base = painted(base.alpha(1));
  let onPrimary = base.contrast(WHITE) >= base.contrast(INK) ? WHITE : INK;
  if (base.contrast(onPrimary) < AA) onPrimary = BLACK;
  const text = reachContrast(base, WHITE, "darken");
  const soft = reachContrast(base.mix(WHITE, 0.9), INK, "lighten");
  return {
    "--rw-primary": base.toHex(),
    "--rw-on-primary": onPrimary,
    "--rw-primary-text": text.toHex(),
    "--rw-primary-soft": soft.toHex(),
    "--rw-focus": text.toHex(),
  };
}

/** The theme a session gets when it gives none. */
export const defaultTheme: Theme = { primary_color: DEFAULT_PRIMARY };
