import { t } from "../lib/i18n/i18n";
import type { Mode } from "../lib/host/bootstrap";
import { PageRoot } from "./page-root";

/** Why a session ended: its time ran out, or the partner revoked it (a 401 before its expiry). */
export type EndedBy = "expired" | "revoked";

/**
 * Shown once the session ran out or was revoked (any 401), worded for the mode and the cause:
 * the hosted page sends the person back to the site that opened it; inside that site (iframe,
 * script drop-in) there is nowhere to go back to, and the page starts a new session when
 * reloaded. Loaded apart from the search path (app.tsx), with its words (`ended.*`), which
 * are beyond the first screen's part of the catalog.
 */
export default function ExpiredSessionPage({ mode, endedBy }: { mode: Mode; endedBy: EndedBy }) {
  return (
    <PageRoot className="rw-page" labelledBy="rw-expired-title">
      <h1 id="rw-expired-title">{t("ended.title")}</h1>
      <p>{t(`ended.${endedBy}${mode === "embed" ? "Embedded" : "Hosted"}`)}</p>
    </PageRoot>
  );
}
