import { z } from "zod";
import { Livemode } from "./livemode";

/** Answer to hosted session creation; the client token rides in the URLs' fragment. */
export const HostedSessionResponse = z
  .object({
    session_id: z.uuid(),
    livemode: Livemode,
    hosted_url: z.url(),
    embed_url: z.url(),
    client_token: z.string(),
    expires_at: z.iso.datetime({ offset: true }),
  })
  .meta({ id: "HostedSessionResponse" });
export type HostedSessionResponse = z.infer<typeof HostedSessionResponse>;
