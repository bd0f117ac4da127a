import { t } from "../../lib/i18n/i18n";
import { texts } from "../../lib/i18n/texts";

/** The renew screen's texts, in its chunk. */
export const renewTexts = texts(
  "renew.",
  [
    "title",
    "chooseDomain",
    "noDomains",
    "years",
    "price",
    "submit",
    "renewing",
    "newExpiry",
    "confirmYes",
    "back",
  ],
  {
    expires: (date: string) => t("renew.expires", { date }),
    capHint: (n: number, max: number) => t("renew.capHint", { n, max }),
    capReached: (domain: string, max: number, date: string) =>
      t("renew.capReached", { domain, max, date }),
    confirm: (domain: string, price: string) => t("renew.confirm", { domain, price }),
    confirmNoPrice: (domain: string, n: number) => t("renew.confirmNoPrice", { domain, n }),
    confirmDetail: (n: number, date: string) => t("renew.confirmDetail", { n, date }),
    /** Who pays a renewal and how: the partner's account, not the user's card. */
    billing: (n: number, price: string | null, brand: string) =>
      price ? t("renew.billing", { n, price, brand }) : t("renew.billingNoPrice", { n, brand }),
    /** The end user pays the renewal by card (a session with `renewal_payment: "card"`). */
    billingCard: (n: number, price: string | null) =>
      price ? t("renew.billingCard", { n, price }) : t("renew.billingCardNoPrice", { n }),
    cardFailed: (domain: string) => t("renew.cardFailed", { domain }),
    popupWaiting: () => t("purchase.popupWaiting"),
    popupBlocked: () => t("purchase.popupBlocked"),
    popupLink: () => t("purchase.popupLink"),
    success: (domain: string, date: string) => t("renew.success", { domain, date }),
    failed: (domain: string) => t("renew.failed", { domain }),
    yearsOption: (n: number) => t("purchase.yearsOption", { n }),
  },
);
