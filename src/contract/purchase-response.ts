import { z } from "zod";
import { DecimalText } from "./decimal-text";
import { DomainOrderStatus } from "./domain-order-status";

/** Answer to a successful `POST /registrar/purchase` (a failure is an `ActionFailure`). */
export const PurchaseResponse = z
  .object({
    success: z.literal(true),
    domain: z.string(),
    order_id: z.uuid(),
    status: DomainOrderStatus,
    expires_at: z.iso.datetime({ offset: true }).nullable(),
    price: DecimalText,
    currency: z.string(),
  })
  .meta({ id: "PurchaseResponse" });
export type PurchaseResponse = z.infer<typeof PurchaseResponse>;
