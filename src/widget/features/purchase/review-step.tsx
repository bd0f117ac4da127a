import type { AvailabilityResult } from "../../../contract/availability-result";
import { messages } from "../../lib/messages";
import type { OrderFormValues } from "./order-form";

type Props = { values: OrderFormValues; quote: AvailabilityResult };

/**
 * Step 4: who registers the name and how they pay. The period, prices and total are in the
 * order summary beside it (always in view), so they are not repeated here.
 */
export function ReviewStep({ values, quote }: Props) {
  const t = messages.purchase;
  const c = values.contact;
  return (
    <dl className="rw-details">
      <dt>{t.domainLabel}</dt>
      <dd>{quote.domain_unicode}</dd>
      <dt>{t.contactTitle}</dt>
      <dd>
        {c.first_name} {c.last_name}, {c.email}
      </dd>
      <dt>{t.paymentTitle}</dt>
      <dd>{values.payment_method === "card" ? t.card : t.wire}</dd>
    </dl>
  );
}
