import type { OrderDetail } from "../../../../contract/order-detail";
import { CopyButton } from "../../../components/copy-button";
import { formatPrice } from "../../../lib/i18n/format";
import { purchaseTexts } from "../texts";

/** Bank details and payment reference of a wire order, each with a copy button. */
export function WireDetails({ order }: { order: OrderDetail }) {
  const t = purchaseTexts;
  const bank = order.banking_details;
  const rows: [string, string][] = [
    [t.amount, formatPrice(order.price, order.currency)],
    [t.paymentReference, order.payment_reference],
    ...(bank
      ? ([
          [t.bankName, bank.bank_name],
          [t.accountName, bank.account_name],
          [t.accountNumber, bank.account_number],
          [t.routingNumber, bank.routing_number],
        ] as [string, string][])
      : []),
  ];
  return (
    <section aria-labelledby="rw-wire-title">
      <h3 id="rw-wire-title">{t.wireTitle}</h3>
      <p>{t.wireIntro}</p>
      <dl className="rw-details">
        {rows.map(([label, value]) => (
          <div key={label} style={{ display: "contents" }}>
            <dt>{label}</dt>
            <dd>
              {value} <CopyButton value={value} what={label.toLowerCase()} />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
