import { setupI18n, type Messages } from "@lingui/core";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { pickLocale, type Language } from "../../contract/i18n/locale-choice";
import { WIDGET_CATALOGS } from "../../contract/i18n/widget-catalogs";
import { acceptedLanguages } from "../../contract/i18n/accept-language";

/**
 * The widget's first screen drawn by the server, for sessions that open on the search: the
 * same markup (elements, class names, texts in the session's language) as the widget's shell
 * and search screen render, so the page's CSS draws it as the widget will, and a search box a
 * person can type into before any script has run. The widget takes the box over when it mounts
 * (src/widget/lib/host/prerendered.ts): its value, focus and caret. No script here; the form's
 * `method="dialog"` makes Enter a no-op until the widget runs (no navigation, nothing lost).
 */

/** The texts the first screen shows: the widget's own catalog keys. */
const KEYS = [
  "appTitle",
  "nav.label",
  "nav.search",
  "nav.purchase",
  "nav.renew",
  "nav.dns",
  "theme.logoAlt",
  "session.testMode",
  "search.title",
  "search.label",
  "search.hint",
  "search.submit",
] as const;
type Key = (typeof KEYS)[number];

// Each language's first-screen messages, compiled on first use.
const compiled = new Map<Language, Messages>();

/** The first screen's messages of a language, compiled once (as checkout-i18n.ts does). */
function messagesOf(language: Language): Messages {
  let messages = compiled.get(language);
  if (!messages) {
    const source = WIDGET_CATALOGS[language];
    messages = Object.fromEntries(KEYS.map((k) => [k, compileMessage(source[k] ?? k)]));
    compiled.set(language, messages);
  }
  return messages;
}

/** The language a page speaks (the widget's rule) and its texts for the first screen. */
export function firstPaintTexts(sessionLocale: string | null, acceptLanguage: string) {
  const choice = pickLocale(sessionLocale, acceptedLanguages(acceptLanguage));
  const i18n = setupI18n({
    locale: choice.language,
    locales: choice.tag,
    messages: { [choice.language]: messagesOf(choice.language) },
  });
  return { choice, t: (id: Key, values?: Record<string, unknown>) => i18n._(id, values) };
}

/** Escapes text for HTML content and attribute values. */
const esc = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** The screens' tab order (src/widget/lib/session/screens.ts), by the action that opens each. */
const TABS = [
  ["domain_search", "nav.search"],
  ["domain_purchase", "nav.purchase"],
  ["renew", "nav.renew"],
  ["dns_manage", "nav.dns"],
] as const;

export type FirstPaint = {
  mode: "hosted" | "embed";
  allowedActions: readonly string[];
  /** The theme's brand name, else the organization's name (as the widget's shell shows). */
  brand: string;
  logoUrl: string | null;
  scheme: "light" | "dark";
  /** The session's mode: a test-mode session's header has the widget's "Test mode" badge. */
  livemode: boolean;
  texts: ReturnType<typeof firstPaintTexts>;
};

/**
 * The widget warns of a session's end this long before it (src/widget/lib/session/use-expiry.ts), in a
 * line above the screen in the user's time zone, which the server does not know: a session that
 * close to its end gets no drawn form (the warning would push the form down at the hand-over).
 */
const WARNING_BEFORE_END_MS = 5 * 60_000;

/**
 * True when the widget opens this session on its search screen (its first allowed screen) with
 * nothing above it that the server cannot draw (the end-of-session warning).
 */
export const opensOnSearch = (
  session: { allowedActions: readonly string[]; expiresAt: Date },
  now: Date,
) =>
  session.allowedActions.includes("domain_search") &&
  session.expiresAt.getTime() - now.getTime() > WARNING_BEFORE_END_MS;

/**
 * The shell and search screen as the widget renders them (src/widget/shell.tsx,
 * components/brand-header.tsx, page-root.tsx, features/search/search-screen.tsx), marked
 * `data-rw-prerendered` for the hand-over.
 */
export function searchFirstPaint(p: FirstPaint): string {
  const { t } = p.texts;
  const hosted = p.mode === "hosted";
  const brand = esc(p.brand);
  const logo = p.logoUrl
    ? `<img class="rw-logo" src="${esc(p.logoUrl)}" alt="${esc(t("theme.logoAlt", { brand: p.brand }))}" height="${hosted ? 32 : 24}">`
    : "";
  const badge = p.livemode ? "" : `<p class="rw-test-mode">${esc(t("session.testMode"))}</p>`;
  const header = hosted
    ? `<header class="rw-header rw-header-hosted">${logo}<h1 class="rw-brand">${brand}</h1>${badge}</header>`
    : `<div class="rw-header rw-header-embed">${logo}<p class="rw-brand">${brand}</p>${badge}</div>`;
  const tabs = TABS.filter(([action]) => p.allowedActions.includes(action));
  const nav =
    tabs.length > 1
      ? `<nav aria-label="${esc(t("nav.label"))}" class="rw-tabs">${tabs
          .map(
            ([action, key]) =>
              // Disabled until the widget takes over: a click before then would be lost.
              `<button type="button" disabled${action === "domain_search" ? ' aria-current="page"' : ""}>${esc(t(key))}</button>`,
          )
          .join("")}</nav>`
      : "";
  const screen =
    `<section aria-labelledby="rw-search-title"><div id="rw-search-title">` +
    `<h2 tabindex="-1" class="rw-screen-title">${esc(t("search.title"))}</h2></div>` +
    `<form role="search" method="dialog"><div class="rw-field">` +
    `<label for="rw-search-box">${esc(t("search.label"))}</label>` +
    `<p id="rw-search-box-hint" class="rw-hint">${esc(t("search.hint"))}</p>` +
    // The hosted page opens with the box focused (an embed's frame never takes the focus).
    `<input type="search" id="rw-search-box" aria-describedby="rw-search-box-hint" autocomplete="off" spellcheck="false" value=""${hosted ? " autofocus" : ""}>` +
    `</div><button type="submit">${esc(t("search.submit"))}</button></form>` +
    `<div aria-live="polite" aria-busy="false" class="rw-results-area"></div></section>`;
  const main = hosted
    ? `<main class="rw-main">${screen}</main>`
    : `<section class="rw-main" aria-label="${esc(t("appTitle"))}">${screen}</section>`;
  return `<div class="rw-frame rw-${p.mode}" data-rw-scheme="${p.scheme}" data-rw-prerendered>${header}${nav}${main}</div>`;
}

/** The page with the first screen in its root, and the language's `lang`, `dir` and title. */
export function paintFirstScreen(html: string, markup: string, texts: FirstPaint["texts"]) {
  const { choice, t } = texts;
  return html
    .replace(/<html\b([^>]*)>/, (_, attrs: string) => {
      const rest = attrs.replace(/\s(lang|dir)="[^"]*"/g, "");
      return `<html lang="${esc(choice.tag)}" dir="${choice.dir}"${rest}>`;
    })
    .replace(/<title>[^<]*<\/title>/, () => `<title>${esc(t("appTitle"))}</title>`)
    .replace('<div id="root"></div>', () => `<div id="root">${markup}</div>`);
}
