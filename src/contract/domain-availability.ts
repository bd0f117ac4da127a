import { z } from "zod";

/** What the registrar says of one name: can it be registered, and at what yearly prices. */
export const DomainAvailability = z
  .object({
    domain: z.string().meta({ example: "example.com", description: "Normalised A-label form" }),
    domain_unicode: z.string().meta({ example: "example.com", description: "For display" }),
    available: z.boolean(),
    premium: z.boolean(),
    price: z.string().meta({ example: "10.99", description: "Yearly registration price" }),
    renewal_price: z.string().meta({ example: "12.99", description: "Yearly renewal price" }),
    currency: z.string().meta({ example: "USD" }),
    reason: z
      .enum(["registered", "unsupported_suffix", "reserved"])
      .optional()
      .meta({ description: "Why the name is not available" }),
  })
  .meta({ id: "DomainAvailability" });
export type DomainAvailability = z.infer<typeof DomainAvailability>;

/** Alternatives for a search term: the requested domain first, then popular suffixes. */
export const DomainSuggestions = z
  .object({
    query: z.string().meta({ example: "example" }),
    items: z.array(DomainAvailability),
  })
  .meta({ id: "DomainSuggestions" });
export type DomainSuggestions = z.infer<typeof DomainSuggestions>;
