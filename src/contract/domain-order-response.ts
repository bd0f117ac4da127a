import { z } from "zod";
import { Livemode } from "./livemode";
import { BankDetails } from "./bank-details";
import { DecimalText } from "./decimal-text";
import { DomainOrderStatus } from "./domain-order-status";

/** Answer to order creation (HTTP 201) and the shape of an order when read back. */
export const DomainOrderResponse = z
  .object({
    order_id: z.uuid(),
    livemode: Livemode,
    domain_name: z.string().meta({ example: "example.com" }),
    years: z.number().int(),
    price: DecimalText,
    currency: z.string().meta({ example: "USD" }),
    status: DomainOrderStatus,
    checkout_url: z.string().nullable().optional(),
    // A union, not `.nullable()`: that would make the shared BankDetails component nullable.
    banking_details: z.union([BankDetails, z.null()]).optional(),
    payment_reference: z.string().meta({
      description: "The reference a wire transfer must quote (every order has one)",
      example: "RG-7K2M9QX4TB",
    }),
  })
  .meta({ id: "DomainOrderResponse" });
export type DomainOrderResponse = z.infer<typeof DomainOrderResponse>;
