import type { z } from "zod";
import { fail, pass, pyField, type PyCheck } from "./pydantic/py-field";
import { valueError } from "./pydantic/py-issue";
import { LOCAL_HOSTS } from "./local-hosts";
import { pyInt } from "./pydantic/py-int";
import { pyLiteral } from "./pydantic/py-literal";
import { COLOR_SCHEMES, FONT_FAMILIES, RADIUS_MAX } from "./theme-options";
import { pyObject } from "./pydantic/py-object";
import { checkPyStr, pyStr } from "./pydantic/py-str";

/** CSS hex color: `#rgb`, `#rgba`, `#rrggbb` or `#rrggbbaa`. */
export const HEX_COLOR = /^#(?:[0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/;
/** Plain text: no control characters and no angle brackets. */
// eslint-disable-next-line no-control-regex -- refusing control characters is the point
export const PLAIN_TEXT = /^[^\x00-\x1f\x7f<>]*$/;

/** Checks a logo address: an absolute https URL (http only for localhost/127.0.0.1). */
function checkLogoUrl(input: unknown): PyCheck<string> {
  const str = checkPyStr(input, { min: 1, max: 2048 });
  if (!str.ok) return str;
  let url: URL;
  try {
    url = new URL(str.value);
  } catch {
    return fail(valueError(input, "logo_url must be an absolute URL"));
  }
  const httpsOnly = "logo_url must use https (http only for localhost)";
  if (url.protocol === "https:") return pass(url.href);
  if (url.protocol === "http:" && LOCAL_HOSTS.has(url.hostname)) return pass(url.href);
  return fail(valueError(input, httpsOnly));
}

/** Branding of the hosted widget; every field optional. */
export const ThemeConfig = pyObject({
  primary_color: pyStr({ pattern: HEX_COLOR }).nullable().optional().meta({ example: "#0a66c2" }),
  logo_url: pyField(checkLogoUrl, { type: "string", format: "uri", maxLength: 2048 })
    .nullable()
    .optional()
    .meta({ example: "https://partner.example/logo.svg" }),
  brand_name: pyStr({ min: 1, max: 100, pattern: PLAIN_TEXT })
    .nullable()
    .optional()
    .meta({ example: "Partner Domains" }),
  color_scheme: pyLiteral(COLOR_SCHEMES)
    .nullable()
    .optional()
    .meta({
      description:
        "light (default), dark, or auto (follows the user's prefers-color-scheme); the whole " +
        "page follows it, and the primary color is adjusted to keep AA contrast on it",
      example: "auto",
    }),
  radius: pyInt({ ge: 0, le: RADIUS_MAX }).nullable().optional().meta({
    description: "Corner radius of cards, buttons and inputs in CSS pixels (default 8)",
    example: 8,
  }),
  font_family: pyLiteral(FONT_FAMILIES).nullable().optional().meta({
    description: "A font stack of fonts already on the device (no web fonts are loaded)",
    example: "system",
  }),
}).meta({ id: "ThemeConfig" });
export type ThemeConfig = z.infer<typeof ThemeConfig>;
