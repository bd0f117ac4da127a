import { z } from "zod";

/** Where to send a wire payment for an order. */
export const BankDetails = z
  .object({
    bank_name: z.string(),
    account_name: z.string(),
    account_number: z.string(),
    routing_number: z.string().meta({ description: "The US routing number (ABA)" }),
    iban: z
      .string()
      .optional()
      .meta({ description: "The account's IBAN, for international wires (always sent)" }),
    bic: z
      .string()
      .optional()
      .meta({ description: "The bank's BIC (SWIFT code), for international wires (always sent)" }),
  })
  .meta({ id: "BankDetails" });
export type BankDetails = z.infer<typeof BankDetails>;
