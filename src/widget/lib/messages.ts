import { t, type MessageId } from "./i18n";

/**
 * Every text the widget shows, by name, in the active language (catalogs in
 * `src/widget/i18n/catalogs/`, ICU MessageFormat, `@lingui/core` at run time). Each text is a
 * getter, read when a screen renders; functions take the values a sentence needs (already
 * formatted, except counts, which pick the plural form).
 */

/** An object whose `keys` read the messages `prefix + key` (checked against the catalog). */
function texts<P extends string, K extends string, F extends object = object>(
  prefix: P,
  keys: readonly (`${P}${K}` extends MessageId ? K : never)[],
  more?: F,
): Readonly<Record<K, string>> & F {
  const out = { ...more } as Record<string, unknown>;
  for (const key of keys) {
    Object.defineProperty(out, key, {
      get: () => t(`${prefix}${key}` as MessageId),
      enumerable: true,
    });
  }
  return out as Readonly<Record<K, string>> & F;
}

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
    nav: texts("nav.", ["label", "search", "purchase", "renew", "dns"]),
    session: texts(
      "session.",
      ["invalidTitle", "invalidBody", "expiredTitle", "expiredBody", "noActions", "waitingForHost"],
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
      },
    ),
    purchase: texts(
      "purchase.",
      [
        "title",
        "domainLabel",
        "checkDomain",
        "years",
        "privacy",
        "autoRenew",
        "setupDns",
        "customNameservers",
        "nameservers",
        "next",
        "back",
        "contactTitle",
        "paymentTitle",
        "card",
        "wire",
        "reviewTitle",
        "total",
        "pricePerYear",
        "placeOrder",
        "placing",
        "fixErrors",
        "redirecting",
        "wireTitle",
        "wireIntro",
        "bankName",
        "accountName",
        "accountNumber",
        "routingNumber",
        "paymentReference",
        "amount",
        "copied",
        "orderStatus",
        "refreshing",
        "newOrder",
        "payNow",
        "myOrders",
        "cancelOrder",
        "confirmCancelYes",
        "keepOrder",
        "working",
      ],
      {
        steps: texts("purchase.steps.", ["options", "contact", "payment", "review"]),
        stepOf: (n: number, total: number, name: string) =>
          t("purchase.stepOf", { n, total, name }),
        notAvailable: (domain: string) => t("purchase.notAvailable", { domain }),
        yearsOption: (n: number) => t("purchase.yearsOption", { n }),
        fields: texts(
          "purchase.fields.",
          [
            "first_name",
            "last_name",
            "organization",
            "email",
            "phone",
            "phoneHint",
            "address1",
            "address2",
            "city",
            "state",
            "postal_code",
            "country",
            "chooseCountry",
            "countryHint",
            "noCountryMatch",
            "callingCode",
          ],
          {
            region: texts("purchase.fields.region.", [
              "state",
              "province",
              "county",
              "prefecture",
              "region",
              "canton",
              "emirate",
            ]),
            postal: texts("purchase.fields.postal.", ["zip", "postcode", "pin", "eircode", "cep"]),
            callingCodeOption: (country: string, code: string) =>
              t("purchase.fields.callingCodeOption", { country, code }),
          },
        ),
        copy: (what: string) => t("purchase.copy", { what }),
        orderTitle: (domain: string) => t("purchase.orderTitle", { domain }),
        status: texts("purchase.status.", [
          "pending",
          "ready_to_process",
          "price_changed",
          "processing",
          "completed",
          "failed",
          "cancelled",
          "refunded",
        ]),
        failureReason: () => t("purchase.failureReason"),
        priceChanged: (was: string, now: string) => t("purchase.priceChanged", { was, now }),
        acceptPrice: (now: string) => t("purchase.acceptPrice", { now }),
        openOrder: (domain: string, status: string) => t("purchase.openOrder", { domain, status }),
        confirmCancel: (domain: string) => t("purchase.confirmCancel", { domain }),
      },
    ),
    renew: texts(
      "renew.",
      ["title", "chooseDomain", "noDomains", "years", "price", "submit", "renewing"],
      {
        expires: (date: string) => t("renew.expires", { date }),
        success: (domain: string, date: string) => t("renew.success", { domain, date }),
        failed: (domain: string) => t("renew.failed", { domain }),
      },
    ),
    dns: texts(
      "dns.",
      [
        "title",
        "chooseDomain",
        "noDomains",
        "recordsTitle",
        "noRecords",
        "add",
        "editShort",
        "deleteShort",
        "confirm",
        "cancel",
        "save",
        "saving",
        "formTitleAdd",
        "formTitleEdit",
        "saved",
        "deleted",
        "nameserversTitle",
        "addNameserver",
        "saveNameservers",
        "nameserversSaved",
        "nameserversHint",
      ],
      {
        columns: texts("dns.columns.", ["type", "name", "content", "ttl", "actions"]),
        edit: (what: string) => t("dns.edit", { what }),
        delete: (what: string) => t("dns.delete", { what }),
        confirmDelete: (what: string) => t("dns.confirmDelete", { what }),
        fields: texts("dns.fields.", [
          "type",
          "name",
          "nameHint",
          "content",
          "ttl",
          "priority",
          "weight",
          "port",
          "flags",
          "tag",
        ]),
        contentHint: texts("dns.contentHint.", [
          "A",
          "AAAA",
          "CNAME",
          "MX",
          "TXT",
          "NS",
          "SRV",
          "CAA",
        ]),
        nameserver: (n: number) => t("dns.nameserver", { n }),
        removeNameserver: (n: number) => t("dns.removeNameserver", { n }),
      },
    ),
  },
);
export type Messages = typeof messages;
