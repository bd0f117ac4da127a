import { useEffect, useState } from "react";
import { loadEveryText, t } from "../lib/i18n/i18n";
import { messages } from "../lib/i18n/messages";
import type { Mode } from "../lib/host/bootstrap";
import { PageRoot } from "./page-root";

/** Shown when the link is incomplete or the token unknown; `onShown` tells the host page. */
export function InvalidSessionPage({ onShown }: { onShown?: () => void }) {
  useEffect(() => onShown?.(), [onShown]);
  return (
    <PageRoot className="rw-page" labelledBy="rw-invalid-title">
      <h1 id="rw-invalid-title">{messages.session.invalidTitle}</h1>
      <p>{messages.session.invalidBody}</p>
    </PageRoot>
  );
}

/** Why a session ended: its time ran out, or the partner revoked it (a 401 before its expiry). */
export type EndedBy = "expired" | "revoked";

/**
 * Shown once the session ran out or was revoked (any 401), worded for the mode and the cause:
 * the hosted page sends the person back to the site that opened it; inside that site (iframe,
 * script drop-in) there is nowhere to go back to, and the page starts a new session when
 * reloaded. The words (`ended.*`) are beyond the first screen's part of the catalog (not on the
 * search path): the page loads them as it shows.
 */
export function ExpiredSessionPage({ mode, endedBy }: { mode: Mode; endedBy: EndedBy }) {
  const [textsIn, setTextsIn] = useState(false);
  useEffect(() => void loadEveryText().then(() => setTextsIn(true), String), []);
  return (
    <PageRoot className="rw-page" labelledBy="rw-expired-title">
      <h1 id="rw-expired-title">{messages.session.expiredTitle}</h1>
      {textsIn && <p>{t(`ended.${endedBy}${mode === "embed" ? "Embedded" : "Hosted"}`)}</p>}
    </PageRoot>
  );
}
