import { useState } from "react";
import type { AvailabilityResult } from "../../../../contract/availability-result";
import { formatPrice, multiplyPrice } from "../../../lib/i18n/format";
import { messages } from "../../../lib/i18n/messages";
import { purchaseTexts } from "../texts";

type Props = { quote: AvailabilityResult; years: number };

/**
 * The order summary, always in view while buying: a side column on wide screens, a bar pinned
 * to the top on narrow ones that opens to the details (domain, period, prices, premium mark)
 * and always shows the total. The bar closes again when the focus leaves it, so the open
 * details never cover the field being filled in.
 */
export function OrderSummary({ quote, years }: Props) {
  const t = purchaseTexts;
  const [open, setOpen] = useState(false);
  const price = (amount: string) => formatPrice(amount, quote.currency);
  const total = price(multiplyPrice(quote.price, years));
  return (
    <aside
      className="rw-summary"
      aria-labelledby="rw-summary-title"
      onBlur={(e) => {
        const to = e.relatedTarget;
        if (to && !e.currentTarget.contains(to)) setOpen(false);
      }}
    >
      <h3 id="rw-summary-title" className="rw-summary-heading">
        {t.summaryTitle}
      </h3>
      <button
        type="button"
        className="rw-summary-toggle"
        aria-expanded={open}
        aria-controls="rw-summary-body"
        onClick={() => setOpen((o) => !o)}
      >
        <span>{t.summaryTitle}</span>
        <span className="rw-summary-bar-domain">{quote.domain_unicode}</span>
      </button>
      <div id="rw-summary-body" className={open ? "rw-summary-body" : "rw-summary-body rw-closed"}>
        <dl className="rw-details">
          <dt>{t.domain}</dt>
          <dd>
            <span className="rw-summary-domain">{quote.domain_unicode}</span>
            {quote.premium && (
              <span className="rw-badge rw-badge-premium" title={messages.search.premiumHint}>
                {messages.search.premium}
              </span>
            )}
          </dd>
          <dt>{t.years}</dt>
          <dd>{t.yearsOption(years)}</dd>
          <dt>{t.pricePerYear}</dt>
          <dd>{price(quote.price)}</dd>
          <dt>{t.renewalPrice}</dt>
          <dd dir="auto">{messages.search.perYear(price(quote.renewal_price))}</dd>
        </dl>
      </div>
      <p className="rw-summary-total">
        <span>{t.total}</span> <strong data-testid="summary-total">{total}</strong>
      </p>
    </aside>
  );
}
