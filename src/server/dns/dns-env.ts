import { z } from "zod";
import { hostNames, optionalText } from "../env-fields";
import { DEFAULT_DNS_SETTINGS, type DnsSettings } from "./settings";

/**
 * The DNS part of the environment (docs/configuration.md, "DNS"): the built-in server, the
 * provider new zones go to, and the PowerDNS engine when one is configured.
 */
export const DNS_ENV = {
  DNS_PORT: z
    .literal("")
    .transform(() => undefined)
    .or(z.coerce.number().int().min(0).max(65535))
    .optional(),
  DNS_NAMESERVERS: hostNames(1).default([...DEFAULT_DNS_SETTINGS.nameservers]),
  DNS_PARKING_IPV4: z.ipv4().default(DEFAULT_DNS_SETTINGS.parkingIPv4),
  DNS_DEFAULT_PROVIDER: z.enum(["builtin", "powerdns"]).default("builtin"),
  POWERDNS_API_URL: optionalText.refine(
    (v) => v === undefined || /^https?:\/\/[^/?#]+\/?$/.test(v),
    { message: "the engine's API base, such as http://127.0.0.1:8081 (no path)" },
  ),
  POWERDNS_API_KEY_FILE: optionalText,
  POWERDNS_SERVER_ID: z.string().min(1).default("localhost"),
  POWERDNS_NAMESERVERS: hostNames(2).optional(),
  POWERDNS_DNSSEC: z.enum(["true", "false"]).default("true"),
  DNS_SYNC_INTERVAL_MS: z.coerce.number().int().min(50).default(1000),
  DNS_DRIFT_CHECK_MINUTES: z.coerce.number().min(0).max(10_080).default(60),
};

type DnsEnv = z.output<z.ZodObject<typeof DNS_ENV>>;

/** The rules between the DNS variables; issues go to `ctx` like the rest of the environment's. */
export function checkDnsEnv(e: DnsEnv, ctx: z.RefinementCtx) {
  const issue = (path: string, message: string) =>
    ctx.addIssue({ code: "custom", path: [path], message });
  if (e.POWERDNS_API_URL !== undefined) {
    if (e.POWERDNS_API_KEY_FILE === undefined)
      issue("POWERDNS_API_KEY_FILE", "required when POWERDNS_API_URL is set");
    if (e.POWERDNS_NAMESERVERS === undefined)
      issue("POWERDNS_NAMESERVERS", "required when POWERDNS_API_URL is set (two or more)");
  } else if (e.DNS_DEFAULT_PROVIDER === "powerdns") {
    issue("DNS_DEFAULT_PROVIDER", "powerdns needs POWERDNS_API_URL (the engine's API)");
  }
}

/** `config.dns`: the built-in server's port and the providers' settings. */
export type DnsConfig = DnsSettings & { port: number | undefined };

export function dnsSettingsFrom(e: DnsEnv): DnsConfig {
  return {
    port: e.DNS_PORT,
    nameservers: e.DNS_NAMESERVERS,
    parkingIPv4: e.DNS_PARKING_IPV4,
    defaultProvider: e.DNS_DEFAULT_PROVIDER,
    syncIntervalMs: e.DNS_SYNC_INTERVAL_MS,
    driftCheckMs: Math.round(e.DNS_DRIFT_CHECK_MINUTES * 60_000),
    ...(e.POWERDNS_API_URL !== undefined && {
      powerdns: {
        apiUrl: e.POWERDNS_API_URL.replace(/\/$/, ""),
        apiKeyFile: e.POWERDNS_API_KEY_FILE!,
        serverId: e.POWERDNS_SERVER_ID,
        nameservers: e.POWERDNS_NAMESERVERS!,
        dnssec: e.POWERDNS_DNSSEC === "true",
      },
    }),
  };
}
