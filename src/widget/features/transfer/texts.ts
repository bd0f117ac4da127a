import type { DomainOrderStatus } from "../../../contract/domain-order-status";
import { t } from "../../lib/i18n/i18n";
import { texts } from "../../lib/i18n/texts";

/** Every order status of the contract, said for a transfer (a new one fails the type check). */
const STATUSES: Record<DomainOrderStatus, true> = {
  pending: true,
  ready_to_process: true,
  price_changed: true,
  processing: true,
  completed: true,
  failed: true,
  cancelled: true,
  refunded: true,
};

/** The transfer screen's texts, in its chunk. */
export const transferTexts = texts(
  "transfer.",
  [
    "title",
    "auth_code",
    "codeHint",
    "codeHelpTitle",
    "codeHelpAsk",
    "codeHelpUnlock",
    "codeHelpWait",
    "price",
    "domain",
    "registrant",
    "payByCard",
    "backToSearch",
    "noDomain",
    "codeRefused",
    "notPossibleNow",
    "statusLabel",
    "payFirst",
    "startAgain",
  ],
  {
    intro: (domain: string) => t("transfer.intro", { domain }),
    steps: texts("transfer.steps.", ["code", "contact", "review"]),
    stepOf: (n: number, total: number, name: string) => t("transfer.stepOf", { n, total, name }),
    priceNote: (price: string) => t("transfer.priceNote", { price }),
    pay: (amount: string) => t("transfer.pay", { amount }),
    notRegistered: (domain: string) => t("transfer.notRegistered", { domain }),
    notTransferable: (domain: string) => t("transfer.notTransferable", { domain }),
    orderTitle: (domain: string) => t("transfer.orderTitle", { domain }),
    status: texts("transfer.status.", Object.keys(STATUSES) as DomainOrderStatus[]),
    waiting: (domain: string) => t("transfer.waiting", { domain }),
    doneTitle: (domain: string) => t("transfer.doneTitle", { domain }),
    doneBody: (amount: string) => t("transfer.doneBody", { amount }),
    failed: texts("transfer.failed.", ["wrong_code", "refused", "locked", "other"]),
    refunded: (amount: string) => t("transfer.refunded", { amount }),
  },
);

/**
 * The purchase's words for what a transfer does the same way (the steps' buttons, paying by
 * card in a popup): the same catalog keys, so the same sentence in both flows.
 */
export const paymentTexts = texts("purchase.", [
  "next",
  "back",
  "placing",
  "fixErrors",
  "redirecting",
  "payNow",
  "popupWaiting",
  "popupReopen",
  "popupLink",
  "popupBlocked",
  "refreshing",
  "card",
]);
