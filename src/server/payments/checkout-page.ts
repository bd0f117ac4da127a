import { createHash } from "node:crypto";
import type { Context } from "hono";
import { html, raw } from "hono/html";
import type { AppEnv } from "../http/app-env";
import { frameAncestors } from "../http/frame-ancestors";
import { paletteOf, type Palette, type Scheme } from "../../contract/theme-palette";
import type { FontFamily } from "../../contract/theme-options";
import type { CheckoutTexts } from "./checkout-i18n";

/**
 * The sandbox checkout's page: the partner's brand (name, logo, primary color, scheme, radius,
 * font from the order's hosted session, else the organization's default theme), its words in the
 * session's language (checkout-i18n.ts), money in the order's currency as the widget writes it
 * in that locale, no script at all. Its badge says "Test mode": only test-mode orders reach it
 * (live mode has no card checkout until a payment provider is configured).
 */

/** The brand a checkout page carries: the theme fields it uses and the fallback name. */
export type CheckoutBrand = {
  name: string;
  theme: Record<string, string | number | null | undefined>;
  /** The hosted session's `locale` (BCP 47), if it gave one. */
  locale?: string | null;
};

/**
 * The one script a checkout page may carry: a popup's page, once paid, closes itself (a
 * browser lets a script close only a window a script opened: the widget's popup).
 */
const CLOSE_SCRIPT = "window.close()";
const CLOSE_SCRIPT_HASH = `'sha256-${createHash("sha256").update(CLOSE_SCRIPT, "utf8").digest("base64")}'`;

/**
 * No script but the popup's close (by its hash); the page's one style element by its hash (no
 * inline style otherwise); images over https (the partner's logo); never framed: a payment page
 * shows its own address (the widget opens it in a popup when it is itself framed).
 */
const csp = (styleHash: string, closeWindow: boolean) =>
  `default-src 'none'; style-src ${styleHash}; ` +
  (closeWindow ? `script-src ${CLOSE_SCRIPT_HASH}; ` : "") +
  "img-src https: data: http://localhost:* http://127.0.0.1:*; " +
  "form-action 'self'; base-uri 'none'; " +
  frameAncestors([]);

/** The widget's font stacks (src/widget/tokens.css), fonts already on the device. */
const FONT_STACKS: Record<FontFamily, string> = {
  system: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  humanist: 'Seravek, "Gill Sans Nova", Ubuntu, Calibri, "DejaVu Sans", sans-serif',
  geometric: 'Avenir, Montserrat, Corbel, "URW Gothic", sans-serif',
  serif: 'Charter, "Bitstream Charter", "Sitka Text", Cambria, Georgia, serif',
  rounded: 'ui-rounded, "Hiragino Maru Gothic ProN", Quicksand, Comfortaa, Calibri, sans-serif',
  mono: 'ui-monospace, "SF Mono", Menlo, Consolas, "Liberation Mono", monospace',
};

/** The surfaces of each scheme, as in the widget's tokens. */
const SURFACES: Record<Scheme, Record<string, string>> = {
  light: {
    "--bg": "#f3f4f6",
    "--surface": "#ffffff",
    "--border": "#d5d9e0",
    "--ink": "#1a1a1a",
    "--muted": "#545b66",
    "--danger": "#b00020",
    "--success": "#146c43",
    "--badge-bg": "#fff4ce",
    "--badge-ink": "#5c4800",
  },
  dark: {
    "--bg": "#0f1115",
    "--surface": "#181b21",
    "--border": "#343945",
    "--ink": "#e8eaed",
    "--muted": "#aab1bc",
    "--danger": "#ff8a80",
    "--success": "#7ee2a8",
    "--badge-bg": "#3a2f05",
    "--badge-ink": "#ffe08a",
  },
};

/** CSS declarations of a scheme: its surfaces and the brand palette computed for it. */
function schemeVars(scheme: Scheme, primary: unknown): string {
  const palette: Palette = paletteOf(typeof primary === "string" ? primary : null, scheme);
  return Object.entries({ ...SURFACES[scheme], ...palette })
    .map(([k, v]) => `${k}:${v};`)
    .join("");
}

/** The page's custom properties, from the theme: palette per scheme, radius, font. */
function themeCss(theme: CheckoutBrand["theme"]): string {
  const scheme = theme.color_scheme;
  const radius = typeof theme.radius === "number" ? Math.min(Math.max(theme.radius, 0), 24) : 8;
  const font = FONT_STACKS[(theme.font_family as FontFamily) ?? "system"] ?? FONT_STACKS.system;
  const base = `:root{--radius:${radius}px;--font:${font};`;
  if (scheme === "dark")
    return `${base}color-scheme:dark;${schemeVars("dark", theme.primary_color)}}`;
  const light = `${base}color-scheme:light;${schemeVars("light", theme.primary_color)}}`;
  if (scheme !== "auto") return light;
  return (
    `${light}@media (prefers-color-scheme: dark){:root{color-scheme:dark;` +
    `${schemeVars("dark", theme.primary_color)}}}`
  );
}

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:16px/1.5 var(--font);color:var(--ink);background:var(--bg)}
.wrap{max-width:30rem;margin:0 auto;padding:1.5rem 1rem 3rem}
.brand{display:flex;align-items:center;gap:.75rem;margin:0 0 1rem;min-height:2.5rem}
.brand img{display:block;height:32px;width:auto;max-width:10rem;object-fit:contain}
.brand-name{font-size:1.2rem;font-weight:700;margin:0;overflow-wrap:break-word;min-width:0}
.card{background:var(--surface);border:1px solid var(--border);border-radius:var(--radius);
 box-shadow:0 1px 2px rgb(16 24 40 / 6%),0 4px 12px -4px rgb(16 24 40 / 12%);padding:1.5rem}
h1{font-size:1.44rem;line-height:1.25;margin:.5rem 0 1rem}
.domain{display:inline-block;max-width:100%;overflow-wrap:anywhere;hyphens:none}
.badge{display:inline-block;margin:0;background:var(--badge-bg);color:var(--badge-ink);
 padding:.1rem .6rem;border-radius:999px;font-size:.8125rem;font-weight:600}
.summary{display:grid;grid-template-columns:1fr auto;gap:.4rem 1rem;margin:0 0 1rem;
 padding:1rem 0;border-block:1px solid var(--border);font-variant-numeric:tabular-nums}
.summary dt{color:var(--muted)}
.summary dd{margin:0;text-align:end;font-weight:600}
.summary .total{font-size:1.2rem}
label{display:block;margin-top:1rem;font-weight:600}
input{width:100%;padding:.6rem .75rem;font:inherit;color:inherit;background:var(--surface);
 border:1px solid #767676;border-radius:calc(var(--radius) * .75);min-height:44px}
small{display:block;color:var(--muted);margin-top:.35rem}
button{margin-top:1.25rem;width:100%;padding:.75rem;font:inherit;font-weight:700;min-height:48px;
 background:var(--rw-primary);color:var(--rw-on-primary);border:1px solid var(--rw-primary-text);
 border-radius:calc(var(--radius) * .75);cursor:pointer}
:focus-visible{outline:3px solid var(--rw-focus);outline-offset:2px}
.error{color:var(--danger);font-weight:600}
.ok{color:var(--success);font-weight:600}
a{color:var(--rw-primary-text)}
.foot{display:block;color:var(--muted);font-size:.8125rem;text-align:center;margin-top:1rem}
`;

/** The domain as one unit: it moves to its own line rather than breaking at a hyphen. */
export const domainHtml = (domain: string) => html`<span class="domain">${domain}</span>`;

/**
 * Money as the widget writes it (`$10.99`): `Intl.NumberFormat` in the order's currency, the
 * decimal text passed as it is (never through a float).
 */
export function formatMoney(amount: string, currency: string, locale = "en-US"): string {
  try {
    return new Intl.NumberFormat(locale, { style: "currency", currency }).format(
      amount as Intl.StringNumericLiteral,
    );
  } catch {
    return `${amount} ${currency}`;
  }
}

/** The name the page shows: the theme's brand name, else the organization's name. */
export function brandName(brand: CheckoutBrand | undefined): string | undefined {
  const themed = brand?.theme.brand_name;
  return (typeof themed === "string" && themed) || brand?.name;
}

/** Renders a checkout page with the brand's header and theme, in the texts' language. */
export function checkoutPage(
  c: Context<AppEnv>,
  texts: CheckoutTexts,
  status: 200 | 402 | 404 | 409 | 503,
  title: string,
  body: unknown,
  {
    brand,
    live = false,
    closeWindow = false,
  }: {
    brand?: CheckoutBrand;
    live?: boolean;
    /** The page of a popup the payment just completed in: it tries to close itself. */
    closeWindow?: boolean;
  } = {},
) {
  const { t, choice } = texts;
  const theme = brand?.theme ?? {};
  // The style element's text is exactly what its hash covers (no whitespace around it).
  const css = themeCss(theme) + STYLE;
  const styleHash = `'sha256-${createHash("sha256").update(css, "utf8").digest("base64")}'`;
  c.header("Content-Security-Policy", csp(styleHash, closeWindow));
  // For browsers without CSP's frame-ancestors: no page of the checkout is ever framed.
  c.header("X-Frame-Options", "DENY");
  c.header("X-Content-Type-Options", "nosniff");
  c.header("Referrer-Policy", "no-referrer");
  c.header("Cache-Control", "no-store");
  const name = brandName(brand);
  const logo = typeof theme.logo_url === "string" ? theme.logo_url : undefined;
  // The logo's alt text is empty: the brand name is written beside it, and a logo that fails
  // to load then shows nothing rather than a broken image.
  const header = name
    ? html`<header class="brand">
        ${logo ? html`<img src="${logo}" alt="" height="32" />` : ""}
        <p class="brand-name">${name}</p>
      </header>`
    : "";
  return c.html(
    html`<!doctype html>
      <html lang="${choice.tag}" dir="${choice.dir}">
        <head>
          <meta charset="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <title>${name ? `${title} · ${name}` : title}</title>
          ${raw(`<style>${css}</style>`)}
        </head>
        <body>
          <div class="wrap">
            ${header}
            <main class="card">
              ${
                live
                  ? ""
                  : html`<p class="badge"><strong>${t("testMode")}</strong> · ${t("badge")}</p>`
              }
              ${body}
            </main>
            ${closeWindow ? raw(`<script>${CLOSE_SCRIPT}</script>`) : ""}
            <footer class="foot">
              ${
                live
                  ? name
                    ? t("footerLive", { brand: name })
                    : t("footerLiveNoBrand")
                  : name
                    ? t("footer", { brand: name })
                    : t("footerNoBrand")
              }
            </footer>
          </div>
        </body>
      </html>`,
    status,
  );
}
