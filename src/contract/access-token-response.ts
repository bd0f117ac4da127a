import { z } from "zod";
import { Livemode } from "./livemode";

/**
 * A bearer token for a user of an organization; `expires_in` is in seconds. `livemode`: the
 * token's mode (it sees that mode's data only).
 */
export const AccessTokenResponse = z
  .object({
    access_token: z.string(),
    token_type: z.literal("bearer"),
    expires_in: z.number().int().positive(),
    livemode: Livemode,
  })
  .meta({ id: "AccessTokenResponse" });
export type AccessTokenResponse = z.infer<typeof AccessTokenResponse>;
