import { t } from "../../lib/i18n/i18n";
import { texts } from "../../lib/i18n/texts";

/** The registrant screen's texts, in its chunk. */
export const registrantTexts = texts(
  "registrant.",
  [
    "title",
    "chooseDomain",
    "noDomains",
    "current",
    "edit",
    "cancel",
    "submit",
    "saving",
    "optOut",
    "optOutHint",
    "fixErrors",
    "unchanged",
    "noLockNotice",
  ],
  {
    /** The change of registrant's transfer lock, said before anything is sent. */
    lockNotice: (days: number) => t("registrant.lockNotice", { days }),
    success: (domain: string) => t("registrant.success", { domain }),
    lockedUntil: (date: string) => t("registrant.lockedUntil", { date }),
    since: (date: string) => t("registrant.since", { date }),
  },
);
