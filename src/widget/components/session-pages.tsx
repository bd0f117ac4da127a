import { useEffect } from "react";
import { messages } from "../lib/i18n/messages";
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

/** Shown once the session ran out or was revoked (any 401). */
export function ExpiredSessionPage() {
  return (
    <PageRoot className="rw-page" labelledBy="rw-expired-title">
      <h1 id="rw-expired-title">{messages.session.expiredTitle}</h1>
      <p>{messages.session.expiredBody}</p>
    </PageRoot>
  );
}
