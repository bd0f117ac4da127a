import { z } from "zod";

const instant = (description: string) =>
  z.iso.datetime({ offset: true }).nullable().meta({ description });

/** A delegation signer record (RFC 4034 section 5), as a registry takes it (EPP secDNS-1.1). */
export const DsRecord = z
  .object({
    key_tag: z.number().int().min(0).max(65535),
    algorithm: z
      .number()
      .int()
      .meta({ description: "13: ECDSA P-256 with SHA-256; 15: Ed25519", example: 13 }),
    digest_type: z.number().int().meta({ description: "2: SHA-256", example: 2 }),
    digest: z.string().meta({ description: "Hexadecimal, upper case" }),
  })
  .meta({ id: "DsRecord" });
export type DsRecord = z.infer<typeof DsRecord>;

const DNS_ZONE_PROVIDERS = ["builtin", "powerdns"] as const;

/**
 * Where a domain's zone is served and how far its changes have reached: `applied` when the
 * server answering it serves the latest serial (always, for the built-in server), `pending`
 * while a change waits for the engine (retried until it answers: `last_error` says why not yet).
 */
export const DnsZone = z
  .object({
    domain: z.string().meta({ example: "example.com" }),
    provider: z.enum(DNS_ZONE_PROVIDERS),
    nameservers: z.array(z.string()).meta({
      description: "The provider's nameservers: the zone answers only while delegated to them",
    }),
    delegated: z
      .boolean()
      .meta({ description: "Whether the domain's nameservers at the registry are the provider's" }),
    serial: z.number().int().meta({ description: "The SOA serial of the zone's latest change" }),
    applied_serial: z
      .number()
      .int()
      .nullable()
      .meta({ description: "The serial the serving engine confirmed; null before the first" }),
    status: z.enum(["applied", "pending"]),
    last_error: z.string().nullable(),
    applied_at: instant("When the engine last confirmed a change"),
    drift_checked_at: instant("When the engine's zone was last compared with the service's"),
    dnssec: z
      .object({
        status: z.enum(["off", "signing", "signed"]),
        ds_records: z.array(DsRecord),
        published: z
          .boolean()
          .meta({ description: "Whether the registry holds these DS records for the domain" }),
      })
      .meta({ id: "DnsZoneDnssec" }),
  })
  .meta({ id: "DnsZone" });
export type DnsZone = z.infer<typeof DnsZone>;

/** What a drift check found and repaired: RRsets the engine lacked, held differently or had extra. */
export const DriftReport = z
  .object({
    domain: z.string(),
    checked_at: z.iso.datetime({ offset: true }),
    in_sync: z.boolean().meta({ description: "True when nothing needed repairing" }),
    repaired: z.array(
      z.object({
        name: z.string(),
        type: z.string(),
        change: z.enum(["added", "updated", "removed"]),
      }),
    ),
  })
  .meta({ id: "DriftReport" });
export type DriftReport = z.infer<typeof DriftReport>;
