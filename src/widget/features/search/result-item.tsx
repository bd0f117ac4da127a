import type { AvailabilityResult } from "../../../contract/availability-result";
import { formatPrice } from "../../lib/format";
import { messages } from "../../lib/messages";

type Props = { result: AvailabilityResult; onBuy?: (domain: string) => void };

/** One domain: availability, yearly price and renewal price, premium mark, or why not. */
export function ResultItem({ result, onBuy }: Props) {
  const t = messages.search;
  return (
    <li className="rw-result">
      <div>
        <span className="rw-result-name">{result.domain_unicode}</span>
        {result.premium && (
          <span className="rw-badge" title={t.premiumHint}>
            {t.premium}
          </span>
        )}
        <p className="rw-muted">
          {result.available
            ? t.available
            : `${t.unavailable}: ${t.reason[result.reason ?? "unknown"]}`}
        </p>
      </div>
      {result.available && (
        <div className="rw-row">
          <div>
            <div>{t.perYear(formatPrice(result.price, result.currency))}</div>
            <div className="rw-muted">
              {t.renewsAt(formatPrice(result.renewal_price, result.currency))}
            </div>
          </div>
          {onBuy && (
            <button
              type="button"
              className="rw-button"
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
