import { z } from "zod";
import { DecimalText } from "./decimal-text";
import { TransferQuote } from "./transfers";

/** Whether a domain can be registered, and its yearly prices. */
export const AvailabilityResult = z
  .object({
    domain: z.string().meta({ example: "example.com", description: "Normalised A-label form" }),
    domain_unicode: z.string().meta({ example: "bücher.de" }),
    available: z.boolean(),
    premium: z.boolean(),
    price: DecimalText.meta({ description: "Yearly registration price" }),
    renewal_price: DecimalText.meta({ description: "Yearly renewal price" }),
    currency: z.string().meta({ example: "USD" }),
    reason: z
      .enum(["registered", "unsupported_suffix", "reserved"])
      .optional()
      .meta({ description: "Why it is unavailable" }),
    transfer: z.union([TransferQuote, z.null()]).optional().meta({
      description:
        "For a registered name: whether it can be transferred here and at what price; null when it is available or its suffix is not offered",
    }),
  })
  .meta({ id: "AvailabilityResult" });
export type AvailabilityResult = z.infer<typeof AvailabilityResult>;

/** Availability of a search term across popular suffixes, the exact domain first. */
export const SuggestionList = z
  .object({ query: z.string(), items: z.array(AvailabilityResult) })
  .meta({ id: "SuggestionList" });
export type SuggestionList = z.infer<typeof SuggestionList>;
