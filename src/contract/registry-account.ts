import { z } from "zod";

/**
 * The registrar's own account at the registry of the caller's mode, and the registry's receipt
 * for an order, for the dashboard's admins (docs/dashboard.md): not part of the partner API's
 * order or domain bodies.
 */

/** `GET /api/v1/registry/account`. */
export const RegistryAccount = z
  .object({
    livemode: z.boolean(),
    funds_exhausted: z.boolean().meta({
      description:
        "The registry refused a registration or renewal because the registrar's deposit there is empty: paid orders wait and resume by themselves once it is topped up",
    }),
    since: z
      .string()
      .nullable()
      .meta({ description: "When the registry first refused (ISO 8601)" }),
    message: z.string().nullable().meta({ description: "The registry's refusal, in words" }),
    next_attempt_at: z
      .string()
      .nullable()
      .meta({ description: "When one waiting order is next tried (ISO 8601)" }),
    balance: z.string().nullable().meta({ description: "The deposit, when the registry said it" }),
    credit_limit: z.string().nullable(),
    currency: z.string().nullable(),
  })
  .meta({ id: "RegistryAccount" });
export type RegistryAccount = z.infer<typeof RegistryAccount>;

/** `GET /api/v1/registry/receipts/{order_id}`. */
export const RegistryReceipt = z
  .object({
    order_id: z.string(),
    transaction_id: z
      .string()
      .nullable()
      .meta({ description: "The registry's transaction id (EPP svTRID)" }),
    fee: z.string().nullable().meta({ description: "What the registry charged the registrar" }),
    currency: z.string().nullable(),
  })
  .meta({ id: "RegistryReceipt" });
export type RegistryReceipt = z.infer<typeof RegistryReceipt>;
