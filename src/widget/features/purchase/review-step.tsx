import type { AvailabilityResult } from "../../../contract/availability-result";
import { formatPrice, multiplyPrice } from "../../lib/format";
import { messages } from "../../lib/messages";
import type { OrderFormValues } from "./order-form";

type Props = { values: OrderFormValues; quote: AvailabilityResult };

/** Step 4: everything the user chose, with the total. */
export function ReviewStep({ values, quote }: Props) {
  const t = messages.purchase;
  const years = Number(values.years);
  const c = values.contact;
  return (
    <dl className="rw-details">
      <dt>{t.domainLabel}</dt>
      <dd>{quote.domain_unicode}</dd>
      <dt>{t.years}</dt>
      <dd>{t.yearsOption(years)}</dd>
      <dt>{t.pricePerYear}</dt>
      <dd>{formatPrice(quote.price, quote.currency)}</dd>
      <dt>{t.contactTitle}</dt>
      <dd>
        {c.first_name} {c.last_name}, {c.email}
      </dd>
      <dt>{t.paymentTitle}</dt>
      <dd>{values.payment_method === "card" ? t.card : t.wire}</dd>
      <dt>{t.total}</dt>
      <dd>
        <strong>{formatPrice(multiplyPrice(quote.price, years), quote.currency)}</strong>
      </dd>
    </dl>
  );
}
