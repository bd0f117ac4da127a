import { setupI18n, type I18n, type Messages } from "@lingui/core";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { raw } from "hono/html";
import { acceptedLanguages } from "../../contract/i18n/accept-language";
import { pickLocale, type Language, type LocaleChoice } from "../../contract/i18n/locale-choice";
import en from "./checkout-catalogs/en.json";
import de from "./checkout-catalogs/de.json";
import fr from "./checkout-catalogs/fr.json";
import es from "./checkout-catalogs/es.json";

/**
 * The sandbox checkout's words in the widget's languages: ICU MessageFormat catalogs
 * (`checkout-catalogs/*.json`, the same form as the widget's), compiled once at start-up and
 * read with `@lingui/core`, the widget's runtime. The page follows the widget's language rule
 * (`pickLocale`): the session's locale, else the request's `Accept-Language`, else English.
 */

type CheckoutMessageId = keyof typeof en;

/** The source catalogs, by language (each has exactly English's keys: checkout-catalogs.test). */
const CHECKOUT_CATALOGS: Record<Language, Record<CheckoutMessageId, string>> = {
  en,
  de,
  fr,
  es,
};

const compiled = Object.fromEntries(
  Object.entries(CHECKOUT_CATALOGS).map(([language, catalog]) => [
    language,
    Object.fromEntries(Object.entries(catalog).map(([id, text]) => [id, compileMessage(text)])),
  ]),
) as Record<Language, Messages>;

/** Escapes text for HTML content and attribute values. */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** A language's texts for one page, with the choice they were made for. */
export type CheckoutTexts = {
  choice: LocaleChoice;
  /** The text of a message, its ICU placeholders filled in. */
  t: (id: CheckoutMessageId, values?: Record<string, unknown>) => string;
  /**
   * The message as HTML: its words escaped, the `markup` values put in as they are (the
   * domain as one unbreakable unit inside a translated sentence).
   */
  tHtml: (id: CheckoutMessageId, markup: Record<string, unknown>) => ReturnType<typeof raw>;
};

/** The texts of the language chosen for a session's locale and the request's languages. */
export function checkoutTexts(
  sessionLocale: string | null | undefined,
  acceptLanguage: string | undefined,
): CheckoutTexts {
  const choice = pickLocale(sessionLocale, acceptedLanguages(acceptLanguage));
  const i18n: I18n = setupI18n({
    locale: choice.language,
    locales: choice.tag,
    messages: { [choice.language]: compiled[choice.language] },
  });
  const t = (id: CheckoutMessageId, values?: Record<string, unknown>) => i18n._(id, values);
  const tHtml = (id: CheckoutMessageId, markup: Record<string, unknown>) => {
    // Each markup value stands in as a marker no translation contains, then comes back as is.
    const names = Object.keys(markup);
    const marked = t(id, Object.fromEntries(names.map((n, i) => [n, `\u0000${i}\u0000`])));
    const html = marked
      .split("\u0000")
      .map((part, i) => (i % 2 === 0 ? escapeHtml(part) : String(markup[names[Number(part)]!])))
      .join("");
    return raw(html);
  };
  return { choice, t, tHtml };
}
