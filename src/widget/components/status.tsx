import { errorMessage } from "../lib/api/api-error";
import { messages } from "../lib/i18n/messages";

/** A polite, announced loading line. */
export function Loading({ label = messages.loading }: { label?: string }) {
  return (
    // data-rw-loading: the embed keeps its height through it (lib/host/use-resize-events.ts).
    <p role="status" className="rw-muted" data-rw-loading="">
      {label}
    </p>
  );
}

/**
 * An error announced to assistive technology, with a retry button when one helps; `message`
 * replaces the status's sentence (a screen that knows better, e.g. which field was refused).
 */
export function ErrorNotice({
  error,
  onRetry,
  message,
}: {
  error: unknown;
  onRetry?: () => void;
  message?: string;
}) {
  return (
    <div role="alert" className="rw-error-box">
      <p>{message ?? errorMessage(error)}</p>
      {onRetry && (
        <button type="button" className="rw-button-secondary" onClick={onRetry}>
          {messages.retry}
        </button>
      )}
    </div>
  );
}
