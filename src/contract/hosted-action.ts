import { z } from "zod";

/** What an end user may do in a hosted session. */
export const HOSTED_ACTIONS = ["domain_search", "domain_purchase", "dns_manage", "renew"] as const;

export const HostedAction = z.enum(HOSTED_ACTIONS).meta({ id: "HostedAction" });
export type HostedAction = z.infer<typeof HostedAction>;
