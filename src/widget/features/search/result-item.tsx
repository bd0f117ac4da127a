import type { AvailabilityResult } from "../../../contract/availability-result";
import { formatDate, formatPrice } from "../../lib/i18n/format";
import { messages } from "../../lib/i18n/messages";

type Props = {
  result: AvailabilityResult;
  onBuy?: (domain: string) => void;
  /** "I already own this domain": offered on a taken name that can be transferred here. */
  onTransfer?: (domain: string) => void;
  /** The exact match: its own card, a label saying so, and the screen's main call to action. */
  featured?: boolean;
};

/** One domain: availability and premium badges, yearly and renewal price, or why not. */
export function ResultItem({ result, onBuy, onTransfer, featured = false }: Props) {
  const t = messages.search;
  // A taken name's transfer quote, when the session may acquire domains (null: none offered).
  const transfer = !result.available && onTransfer ? (result.transfer ?? null) : null;
  return (
    <li className={featured ? "rw-result rw-result-featured" : "rw-result"}>
      <div>
        {featured && <p className="rw-eyebrow">{t.exactMatch}</p>}
        <span className="rw-result-name">{result.domain_unicode}</span>
        {result.premium && (
          <span className="rw-badge rw-badge-premium" title={t.premiumHint}>
            {t.premium}
          </span>
        )}
        {!result.available && <span className="rw-badge rw-badge-taken">{t.unavailable}</span>}
        {/* "Already registered" is said once, on the exact match: the other rows' badge says it. */}
        {(featured || result.available || result.reason !== "registered") && (
          <p className="rw-muted">
            {result.available
              ? result.premium
                ? t.premiumHint
                : t.available
              : t.reason[result.reason ?? "unknown"]}
          </p>
        )}
      </div>
      {transfer && !transfer.transferable && transfer.reason && (
        <p className="rw-muted">
          {transfer.reason === "recently_moved"
            ? t.transferNot.recently_moved(
                transfer.locked_until ? formatDate(transfer.locked_until) : "",
              )
            : t.transferNot[transfer.reason]}
        </p>
      )}
      {transfer?.transferable && onTransfer && (
        <div className="rw-row">
          <div className="rw-muted">
            {t.transferPrice(formatPrice(transfer.price, transfer.currency))}
          </div>
          <button
            type="button"
            className="rw-button rw-button-secondary"
            aria-label={t.transferOwnFor(result.domain_unicode)}
            onClick={() => onTransfer(result.domain)}
          >
            {t.transferOwn}
          </button>
        </div>
      )}
      {result.available && (
        <div className="rw-row">
          <div>
            <div className="rw-result-price" dir="auto">
              {t.perYear(formatPrice(result.price, result.currency))}
            </div>
            <div className="rw-muted" dir="auto">
              {t.renewsAt(formatPrice(result.renewal_price, result.currency))}
            </div>
          </div>
          {onBuy && (
            <button
              type="button"
              className={featured ? "rw-button rw-button-cta" : "rw-button rw-button-secondary"}
              aria-label={t.buy(result.domain_unicode)}
              onClick={() => onBuy(result.domain)}
            >
              {messages.nav.purchase}
            </button>
          )}
        </div>
      )}
    </li>
  );
}
