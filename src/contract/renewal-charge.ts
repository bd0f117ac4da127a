import { z } from "zod";
import { Livemode } from "./livemode";
import { DecimalText } from "./decimal-text";

/** What one renewal (by hand or automatic) charged the organization. */
export const RenewalCharge = z
  .object({
    id: z.uuid(),
    livemode: Livemode,
    domain_id: z.uuid(),
    domain: z.string().meta({ example: "example.com" }),
    years: z.number().int(),
    amount: DecimalText,
    currency: z.string().meta({ example: "USD" }),
    trigger: z.enum(["api", "auto_renew"]),
    expires_at_before: z.iso.datetime({ offset: true }),
    expires_at_after: z.iso.datetime({ offset: true }),
    created_at: z.iso.datetime({ offset: true }),
  })
  .meta({ id: "RenewalCharge" });
export type RenewalCharge = z.infer<typeof RenewalCharge>;

export const RenewalChargeList = z
  .object({ items: z.array(RenewalCharge), next_cursor: z.string().nullable() })
  .meta({ id: "RenewalChargeList" });
