import type { OrderReceipts } from "../orders/complete-order";
import { unicodeName } from "../registrar/normalize-domain";
import type { SecretsKey } from "../secret-box";
import { queueRegistrantMessage } from "./outbox";
import { registrantOf } from "./registrant";

/** The dedupe key of an order's receipt: one receipt per order, whatever runs twice. */
const receiptKey = (orderId: string) => `order_receipt:${orderId}`;

/**
 * The registrant's receipt (`order_receipt`) of a completed order: the order number, the
 * domain, the years, what was paid and how, the expiry and whether it renews, in the language of
 * the session the order was placed in; delivered as every registrant message is (SMTP, the
 * partner's event, or the log).
 */
export function orderReceipts(secretsKey: SecretsKey): OrderReceipts {
  return {
    async queue(tx, { order, domain, acquiredBy, now }) {
      const to = await registrantOf(tx, domain.id);
      if (!to) return undefined;
      await queueRegistrantMessage(tx, secretsKey, {
        organizationId: order.organizationId,
        livemode: order.livemode,
        domainId: domain.id,
        kind: "order_receipt",
        recipient: to.email,
        locale: to.locale,
        params: {
          first_name: to.firstName,
          domain: unicodeName(domain.name),
          order_number: order.paymentReference,
          years: order.years,
          amount: order.price,
          currency: order.currency,
          payment_method: order.paymentMethod,
          expires_at: domain.expiresAt.toISOString(),
          auto_renew: domain.autoRenew,
          acquired_by: acquiredBy,
        },
        dedupeKey: receiptKey(order.id),
        now,
      });
      return to.email;
    },
  };
}
