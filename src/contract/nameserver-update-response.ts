import { z } from "zod";

/** Answer to a nameserver update. */
export const NameserverUpdateResponse = z
  .object({
    success: z.boolean(),
    domain: z.string(),
    nameservers: z.array(z.string()),
    message: z.string().default(""),
  })
  .meta({ id: "NameserverUpdateResponse" });
export type NameserverUpdateResponse = z.infer<typeof NameserverUpdateResponse>;
