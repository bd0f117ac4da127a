import { z } from "zod";

/** An organization as its own credentials see it. */
export const Organization = z
  .object({
    id: z.uuid(),
    name: z.string(),
    created_at: z.iso.datetime({ offset: true }),
  })
  .meta({ id: "Organization" });
export type Organization = z.infer<typeof Organization>;

/** An API key in a listing: never the secret, only its recognisable start. */
export const ApiKeySummary = z
  .object({
    id: z.uuid(),
    name: z.string().nullable(),
    prefix: z.string().meta({ example: "rk_Ab12Cd" }),
    created_at: z.iso.datetime({ offset: true }),
    revoked_at: z.iso.datetime({ offset: true }).nullable(),
  })
  .meta({ id: "ApiKeySummary" });
export type ApiKeySummary = z.infer<typeof ApiKeySummary>;
