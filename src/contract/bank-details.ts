import { z } from "zod";

/** Where to send a wire payment for an order. */
export const BankDetails = z
  .object({
    bank_name: z.string(),
    account_name: z.string(),
    account_number: z.string(),
    routing_number: z.string(),
  })
  .meta({ id: "BankDetails" });
export type BankDetails = z.infer<typeof BankDetails>;
