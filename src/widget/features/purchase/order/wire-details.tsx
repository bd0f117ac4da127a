import type { OrderDetail } from "../../../../contract/order-detail";
import { wirePayBy } from "../../../../contract/wire-payment";
import { CopyButton } from "../../../components/copy-button";
import { formatDate, formatPrice } from "../../../lib/i18n/format";
import { useWidget } from "../../../lib/session/widget-context";
import { purchaseTexts } from "../texts";

/**
 * Bank details and payment reference of a wire order, each with a copy button: the US account
 * and routing numbers and, for a wire from abroad, the IBAN and BIC. Then the day to pay by,
 * and that the name is not held until the money arrives.
 */
export function WireDetails({ order }: { order: OrderDetail }) {
  const t = purchaseTexts;
  const { session } = useWidget();
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
          [t.iban, bank.iban],
          [t.bic, bank.bic],
        ] as [string, string | undefined][])
      : []),
  ].filter((row): row is [string, string] => row[1] !== undefined);
  return (
    <section aria-labelledby="rw-wire-title">
      <h3 id="rw-wire-title">{t.wireTitle}</h3>
      <p>{t.wireIntro}</p>
      {!session.livemode && <p className="rw-hint">{t.wireSandbox}</p>}
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
      <p>
        <strong>{t.payBy(formatDate(wirePayBy(order.created_at).toISOString()))}</strong>{" "}
        {t.wireNotHeld}
      </p>
    </section>
  );
}
