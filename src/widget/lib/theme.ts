/**
 * The theme maths (colord) for the widget's session chunk and the dashboard's preview; they
 * live in the contract because the sandbox checkout page paints the same palette.
 */
export { defaultTheme, paletteOf, themeStyle, type Palette } from "../../contract/theme-palette";
