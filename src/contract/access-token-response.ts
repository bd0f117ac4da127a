import { z } from "zod";

/** A bearer token for a user of an organization; `expires_in` is in seconds. */
export const AccessTokenResponse = z
  .object({
    access_token: z.string(),
    token_type: z.literal("bearer"),
    expires_in: z.number().int().positive(),
  })
  .meta({ id: "AccessTokenResponse" });
export type AccessTokenResponse = z.infer<typeof AccessTokenResponse>;
