import { z } from "zod";

/** Answer to a renewal; `success: false` with `error_message` when the registrar failed it. */
export const RenewResponse = z
  .object({
    success: z.boolean(),
    domain: z.string(),
    new_expiry_date: z.iso.datetime({ offset: true }).nullable().optional(),
    years_renewed: z.number().int(),
    error_message: z.string().optional(),
  })
  .meta({ id: "RenewResponse" });
export type RenewResponse = z.infer<typeof RenewResponse>;
