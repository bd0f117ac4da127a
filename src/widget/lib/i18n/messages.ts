import { t } from "./i18n";
import { texts } from "./texts";

/**
 * The texts of the shell, the session pages, the tabs and the search screen, by name, in the
 * active language (catalogs in `src/contract/i18n/catalogs/`, ICU MessageFormat, `@lingui/core` at
 * run time; all in the catalogs' first-screen part). Each other screen's texts are in its own
 * folder (`features/<screen>/texts.ts`), in its chunk. Each text is a getter, read when a screen
 * renders; functions take the values a sentence needs (already formatted, except counts, which
 * pick the plural form).
 */

export const messages = texts(
  "",
  [
    "appTitle",
    "loading",
    "retry",
    "close",
    "errorGeneric",
    "errorNetwork",
    "errorForbidden",
    "errorNotFound",
    "errorConflict",
    "errorInvalid",
  ],
  {
    errorRateLimited: (seconds: number | null) =>
      seconds ? t("errorRateLimited", { seconds }) : t("errorRateLimitedSoon"),
    nav: texts("nav.", ["label", "search", "purchase", "renew", "dns", "registrant"]),
    session: texts(
      "session.",
      ["invalidTitle", "invalidBody", "noActions", "waitingForHost", "testMode"],
      {
        expiringSoon: (time: string) => t("session.expiringSoon", { time }),
      },
    ),
    theme: texts("theme.", [], {
      logoAlt: (brand: string) => t("theme.logoAlt", { brand }),
    }),
    search: texts(
      "search.",
      [
        "title",
        "label",
        "hint",
        "submit",
        "searching",
        "available",
        "unavailable",
        "premium",
        "premiumHint",
        "alternatives",
        "noAlternatives",
        "otherNames",
        "exactMatch",
        "transferOwn",
      ],
      {
        perYear: (price: string) => t("search.perYear", { price }),
        renewsAt: (price: string) => t("search.renewsAt", { price }),
        reason: texts("search.reason.", [
          "registered",
          "unsupported_suffix",
          "reserved",
          "unknown",
        ]),
        buy: (domain: string) => t("search.buy", { domain }),
        resultsFor: (domain: string) => t("search.resultsFor", { domain }),
        noResults: (term: string) => t("search.noResults", { term }),
        transferOwnFor: (domain: string) => t("search.transferOwnFor", { domain }),
        transferPrice: (price: string) => t("search.transferPrice", { price }),
        transferNot: texts("search.transferNot.", ["held_here", "transfer_prohibited"], {
          recently_moved: (date: string) => t("search.transferNot.recently_moved", { date }),
        }),
      },
    ),
  },
);
