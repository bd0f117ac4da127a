import { errorMessage } from "../lib/api-error";
import { messages } from "../lib/messages";

/** A polite, announced loading line. */
export function Loading({ label = messages.loading }: { label?: string }) {
  return (
    <p role="status" className="rw-muted">
      {label}
    </p>
  );
}

/** An error announced to assistive technology, with a retry button when one helps. */
export function ErrorNotice({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  return (
    <div role="alert" className="rw-error-box">
      <p>{errorMessage(error)}</p>
      {onRetry && (
        <button type="button" className="rw-button-secondary" onClick={onRetry}>
          {messages.retry}
        </button>
      )}
    </div>
  );
}
