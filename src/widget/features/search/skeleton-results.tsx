import { messages } from "../../lib/i18n/messages";

/** The service suggests the name under eight popular suffixes (registrar/availability.ts). */
export const SUGGESTION_ROWS = 8;

/**
 * Placeholder rows, each the size of a result, shown while results load so that nothing moves
 * when they arrive. Hidden from assistive technology (the loading status is announced instead).
 */
export function SkeletonResults({
  rows,
  className = "",
  featured = false,
}: {
  rows: number;
  className?: string;
  /** The exact match's card: its label (known before the answer) and its larger name line. */
  featured?: boolean;
}) {
  return (
    <ul className={`rw-results ${className}`} aria-hidden="true" data-testid="skeleton-results">
      {Array.from({ length: rows }, (_, i) => (
        <li key={i} className={`rw-result rw-skeleton${featured ? " rw-result-featured" : ""}`}>
          <div>
            {featured && <p className="rw-eyebrow">{messages.search.exactMatch}</p>}
            <span
              className={`rw-skeleton-bar${featured ? " rw-skeleton-name" : ""}`}
              style={{ width: `${40 + ((i * 17) % 30)}%` }}
            />
            <span className="rw-skeleton-bar" style={{ width: "25%" }} />
          </div>
          <div className="rw-row">
            <div className="rw-skeleton-price">
              <span className="rw-skeleton-bar" />
              <span className="rw-skeleton-bar" />
            </div>
            <span className="rw-skeleton-bar rw-skeleton-button" />
          </div>
        </li>
      ))}
    </ul>
  );
}
