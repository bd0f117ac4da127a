/**
 * The theme maths (colord), for the dashboard's theme preview only: the widget's pages get their
 * palette painted by the server (src/server/hosted/page-theme.ts), so no widget chunk imports
 * this. They live in the contract because the server pages paint the same palette.
 */
export { paletteOf } from "../../../contract/theme-palette";
