import { t } from "../../lib/i18n/i18n";
import { texts } from "../../lib/i18n/texts";

/** The texts of a domain's state after expiry and of its registrant's verification. */
export const lifecycleTexts = texts(
  "lifecycle.",
  [
    "verifyResend",
    "verifySending",
    "verifySent",
    "verifyTooSoon",
    "restore",
    "restoreDetail",
    "restoring",
    "confirmYes",
    "back",
    "stateChanged",
    "badgeGrace",
    "badgeRedemption",
    "badgePendingDelete",
    "badgeHold",
    "badgeUnverified",
  ],
  {
    verifyPending: (date: string) => t("lifecycle.verifyPending", { date }),
    suspended: (domain: string) => t("lifecycle.suspended", { domain }),
    grace: (date: string, end: string) => t("lifecycle.grace", { date, end }),
    redemption: (date: string, price: string | null) =>
      price
        ? t("lifecycle.redemption", { date, price })
        : t("lifecycle.redemptionNoPrice", { date }),
    pendingDelete: (domain: string) => t("lifecycle.pendingDelete", { domain }),
    restoreConfirm: (domain: string, price: string) =>
      t("lifecycle.restoreConfirm", { domain, price }),
    restored: (domain: string, date: string) => t("lifecycle.restored", { domain, date }),
    restoreFailed: (domain: string, reason: string) =>
      t("lifecycle.restoreFailed", { domain, reason }),
  },
);
