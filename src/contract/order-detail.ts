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

/** An order read back: the creation response plus payments, timeline and outcome. */
export const OrderDetail = DomainOrderResponse.extend({
  kind: z.enum(["order", "purchase"]),
  payment_method: z.enum(["wire", "card"]),
  amount_paid: DecimalText,
  new_price: DecimalText.nullable().meta({
    description: "The registrar's new total while price_changed",
  }),
  failure_reason: z.string().nullable(),
  domain_id: z.uuid().nullable(),
  external_account_id: z.string().nullable(),
  created_at: z.iso.datetime({ offset: true }),
  updated_at: z.iso.datetime({ offset: true }),
  transitions: z.array(OrderTransition),
}).meta({ id: "OrderDetail" });
export type OrderDetail = z.infer<typeof OrderDetail>;

/** A page of orders, newest first; pass `next_cursor` as `cursor` for the next page. */
export const OrderList = z
  .object({ items: z.array(OrderDetail), next_cursor: z.string().nullable() })
  .meta({ id: "OrderList" });
export type OrderList = z.infer<typeof OrderList>;
