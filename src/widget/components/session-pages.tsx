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
