import { z } from "zod";

/**
 * Answer to a renewal; `success: false` with `error_message` when the registrar failed it.
 * `price` and `currency` (what was charged) go beyond the spec's table.
 */
export const RenewResponse = z
  .object({
    success: z.boolean(),
    domain: z.string(),
    /** Present on success; a failure leaves the expiry as it was and omits it. */
    new_expiry_date: z.iso.datetime({ offset: true }).optional(),
    years_renewed: z.number().int(),
    error_message: z.string().optional(),
    /** What the renewal cost (renewal price × years), on success: billable to the organization. */
    price: z.string().optional().meta({ example: "12.99" }),
    currency: z.string().optional().meta({ example: "USD" }),
  })
  .meta({ id: "RenewResponse" });
export type RenewResponse = z.infer<typeof RenewResponse>;
