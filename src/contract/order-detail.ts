import { z } from "zod";
import { DecimalText } from "./decimal-text";
import { DomainOrderResponse } from "./domain-order-response";
import { DomainOrderStatus } from "./domain-order-status";

/** One state change of an order, with its time. */
const OrderTransition = z
  .object({
    from: z.union([DomainOrderStatus, z.null()]),
    to: DomainOrderStatus,
    at: z.iso.datetime({ offset: true }),
    reason: z.string().nullable(),
  })
  .meta({ id: "OrderTransition" });

/** Money going back to the payer through the payment provider (Stripe), and where it stands. */
const OrderRefund = z
  .object({
    refund_id: z.uuid(),
    amount: DecimalText,
    currency: z.string(),
    status: z.enum(["requested", "pending", "succeeded", "failed", "canceled"]).meta({
      description:
        "requested: not yet sent to the provider; pending: the provider is returning it; succeeded: returned; failed or canceled: not returned (the operator is alerted)",
    }),
    reason: z.string(),
    failure_reason: z.string().nullable(),
    requested_by: z.string().nullable().meta({
      description: "Who asked for it by hand (an admin's email); null when the service did",
    }),
    created_at: z.iso.datetime({ offset: true }),
    updated_at: z.iso.datetime({ offset: true }),
  })
  .meta({ id: "OrderRefund" });

/** A payer's dispute (chargeback) of a card payment of the order, as the provider reports it. */
const OrderDispute = z
  .object({
    dispute_id: z.string(),
    amount: DecimalText,
    currency: z.string(),
    reason: z.string(),
    status: z.string(),
    created_at: z.iso.datetime({ offset: true }),
  })
  .meta({ id: "OrderDispute" });

/** An order read back: the creation response plus payments, timeline and outcome. */
export const OrderDetail = DomainOrderResponse.extend({
  kind: z.enum(["order", "purchase", "renewal", "transfer"]).meta({
    description:
      "order: a registration its payer pays (card or wire); purchase: the spec's registration billed to the organization; renewal: a renewal of a held domain the end user pays by card; transfer: a domain brought from another registrar (POST /api/v1/registrar/transfers)",
  }),
  payment_method: z.enum(["wire", "card"]),
  amount_paid: DecimalText,
  new_price: DecimalText.nullable().meta({
    description: "The registrar's new total while price_changed",
  }),
  failure_reason: z.string().nullable(),
  registry_status: z.enum(["pending_create", "pending_transfer"]).nullable().meta({
    description:
      "The registry's pending state while the order is processing: pending_create when the registry accepted the registration without executing it yet (it settles it later); pending_transfer while the losing registrar has the transfer request (up to five days); null otherwise",
  }),
  domain_id: z.uuid().nullable(),
  external_account_id: z.string().nullable(),
  created_at: z.iso.datetime({ offset: true }),
  updated_at: z.iso.datetime({ offset: true }),
  transitions: z.array(OrderTransition),
  refunds: z.array(OrderRefund),
  disputes: z.array(OrderDispute),
}).meta({ id: "OrderDetail" });
export type OrderDetail = z.infer<typeof OrderDetail>;

/** A page of orders, newest first; pass `next_cursor` as `cursor` for the next page. */
export const OrderList = z
  .object({ items: z.array(OrderDetail), next_cursor: z.string().nullable() })
  .meta({ id: "OrderList" });
export type OrderList = z.infer<typeof OrderList>;
