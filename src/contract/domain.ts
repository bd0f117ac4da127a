import { z } from "zod";
import { Livemode } from "./livemode";
import { DomainLifecycle, RegistrantVerification } from "./lifecycle";

/** A domain the organization holds. */
export const Domain = z
  .object({
    domain: z.string().meta({ example: "example.com" }),
    livemode: Livemode,
    domain_unicode: z.string().meta({ example: "example.com" }),
    status: z.enum(["active", "expired"]),
    registered_at: z.iso.datetime({ offset: true }),
    expires_at: z.iso.datetime({ offset: true }),
    auto_renew: z.boolean(),
    privacy: z.boolean(),
    nameservers: z.array(z.string()),
    external_account_id: z.string().nullable(),
    acquired_by: z.enum(["registration", "transfer_in"]).meta({
      description: "How it came to the account: registered here, or transferred in",
    }),
    transfer_locked: z.boolean().meta({
      description:
        "The owner's transfer lock (clientTransferProhibited); the details: GET …/domains/{domain}/transfer",
    }),
    registrant_verification: RegistrantVerification,
    on_hold: z.boolean().meta({
      description:
        "Suspended by the service at the registry (clientHold): the domain does not resolve; `hold_reason` says why",
    }),
    hold_reason: z.enum(["unverified_registrant"]).nullable(),
    lifecycle: DomainLifecycle,
  })
  .meta({ id: "Domain" });
export type Domain = z.infer<typeof Domain>;

/** A page of domains; pass `next_cursor` as `cursor` for the next one (null: no more). */
export const DomainList = z
  .object({ items: z.array(Domain), next_cursor: z.string().nullable() })
  .meta({ id: "DomainList" });
export type DomainList = z.infer<typeof DomainList>;
