import { z } from "zod";

/**
 * A renewal that succeeded (the `RenewResponse` component: the spec's table with `success`
 * true). `price` and `currency` (what was charged) go beyond the spec's table.
 */
export const RenewSuccess = z
  .object({
    success: z.literal(true),
    domain: z.string(),
    new_expiry_date: z.iso.datetime({ offset: true }),
    years_renewed: z.number().int(),
    /** What the renewal cost (renewal price × years): billable to the organization. */
    price: z.string().meta({ example: "12.99" }),
    currency: z.string().meta({ example: "USD" }),
  })
  .meta({ id: "RenewResponse" });

/** A renewal the registrar refused (HTTP 200): the expiry is as it was, nothing is charged. */
export const RenewFailure = z
  .object({
    success: z.literal(false),
    domain: z.string(),
    years_renewed: z.literal(0),
    error_message: z.string(),
  })
  .meta({ id: "RenewFailure" });

/**
 * Answer to a renewal: a union on `success`, so a generated client narrows on it; `success:
 * false` with `error_message` when the registrar failed it.
 */
export const RenewResponse = z
  .discriminatedUnion("success", [RenewSuccess, RenewFailure])
  .meta({ id: "RenewResult" });
export type RenewResponse = z.infer<typeof RenewResponse>;
