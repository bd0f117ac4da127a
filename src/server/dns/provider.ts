import { eq, sql } from "drizzle-orm";
import type { DnsRecordData } from "../../contract/dns-record-check";
import type { Db } from "../db/database";
import { domains } from "../domains/schema";
import type { DomainRow } from "../domains/domains";
import { listRecords, syncRecords, toData } from "./records";
import type { DnsEngine } from "./engine";
import { powerDnsEngine } from "./powerdns";
import { dnsZones, type DnsRecordRow } from "./schema";
import { DEFAULT_DNS_SETTINGS, type DnsSettings } from "./settings";

/** A DNS host for a domain's zone: its nameservers and the records a new domain starts with. */
export interface DnsProvider {
  readonly name: DnsProviderName;
  readonly nameservers: string[];
  defaultRecords(domain: string): DnsRecordData[];
  /**
   * The engine serving the provider's zones, fed by the zone-sync worker; undefined for the
   * built-in provider, whose zones the service's own DNS server answers from the database.
   */
  readonly engine?: DnsEngine;
  /** Whether the provider signs its zones (their DS records then go to the registry). */
  readonly dnssec: boolean;
}

/**
 * The DNS providers an order's `dns_provider` may name; `builtin` is the default unless
 * `DNS_DEFAULT_PROVIDER` says otherwise, and `powerdns` needs `POWERDNS_API_URL`.
 */
export const DNS_PROVIDERS = ["builtin", "powerdns"] as const;
export type DnsProviderName = (typeof DNS_PROVIDERS)[number];
export const DEFAULT_DNS_PROVIDER: DnsProviderName = "builtin";

/** How many holders (apps) offer each engine provider, configured at their start. */
const holders = new Map<DnsProviderName, number>();

/**
 * The providers an order's `dns_provider` may name here: `builtin`, and each engine provider
 * an app configured (`POWERDNS_API_URL`) offers while it lives (`offerDnsProvider`).
 */
export function dnsProviderNames(): DnsProviderName[] {
  return DNS_PROVIDERS.filter((p) => p === "builtin" || holders.has(p));
}

/**
 * Makes `name` valid in order bodies for as long as the returned `withdraw` is not called: an
 * app offers the engine providers it has settings for while it lives, so an app closed in a
 * process that builds others (tests) leaves none behind.
 */
export function offerDnsProvider(name: DnsProviderName): () => void {
  if (name === "builtin") return () => {};
  holders.set(name, (holders.get(name) ?? 0) + 1);
  let withdrawn = false;
  return () => {
    if (withdrawn) return;
    withdrawn = true;
    const left = (holders.get(name) ?? 1) - 1;
    if (left > 0) holders.set(name, left);
    else holders.delete(name);
  };
}

/** Why an order may not name `name` here: unknown, or known but not configured. */
export function dnsProviderRefusal(name: string, configured: readonly string[]): string {
  if (!isDnsProvider(name)) return `unknown DNS provider; use one of: ${configured.join(", ")}`;
  const variable = name === "powerdns" ? " (POWERDNS_API_URL)" : "";
  return `the DNS provider ${name} is not configured on this service${variable}; configured: ${configured.join(", ")}`;
}

/** True when `name` is a DNS provider the service knows (order validation refuses others). */
export function isDnsProvider(name: unknown): name is DnsProviderName {
  return typeof name === "string" && (DNS_PROVIDERS as readonly string[]).includes(name);
}

const record = (d: Partial<DnsRecordData> & Pick<DnsRecordData, "type" | "name" | "content">) => ({
  ttl: 3600,
  priority: null,
  weight: null,
  port: null,
  flags: null,
  tag: null,
  ...d,
});

/**
 * The built-in provider: the service's own authoritative DNS server. A new domain gets
 * `A @ → parking address` and `CNAME www → the domain`.
 */
function builtinDnsProvider(settings: DnsSettings = DEFAULT_DNS_SETTINGS): DnsProvider {
  return {
    name: "builtin",
    nameservers: [...settings.nameservers],
    dnssec: false,
    defaultRecords: (domain) => [
      record({ type: "A", name: "@", content: settings.parkingIPv4 }),
      record({ type: "CNAME", name: "www", content: domain }),
    ],
  };
}

/** The provider called `name` (the default when left out). */
export function dnsProvider(
  name: DnsProviderName = DEFAULT_DNS_PROVIDER,
  settings: DnsSettings = DEFAULT_DNS_SETTINGS,
): DnsProvider {
  switch (name) {
    case "builtin":
      return builtinDnsProvider(settings);
    case "powerdns": {
      const engine = settings.powerdns;
      if (!engine) throw new Error("the powerdns DNS provider needs POWERDNS_API_URL");
      return {
        name: "powerdns",
        nameservers: [...engine.nameservers],
        dnssec: engine.dnssec,
        engine: powerDnsEngine(engine),
        defaultRecords: builtinDnsProvider(settings).defaultRecords,
      };
    }
  }
}

/**
 * Sets up DNS for a newly registered domain (an order's `setup_dns`): records the provider on
 * the zone (an engine's zone is then due for delivery: `zone-sync.ts`), adds the provider's
 * default records at names that have none yet (so calling it again changes nothing) and returns
 * the provider's nameservers, which the caller gives the domain at the registrar. No provider
 * named: `settings.defaultProvider` (`DNS_DEFAULT_PROVIDER`).
 * Pass `settings: config.dns` to honour `DNS_NAMESERVERS` and `DNS_PARKING_IPV4`.
 * @example
 * const { nameservers } = await applyDnsSetup(db, { domainId, provider: order.dnsProvider });
 */
export async function applyDnsSetup(
  db: Db,
  input: ({ domainId: string } | { domain: DomainRow }) & {
    provider?: string | null;
    settings?: DnsSettings;
  },
): Promise<{ provider: DnsProviderName; nameservers: string[]; created: DnsRecordRow[] }> {
  const name = input.provider ?? input.settings?.defaultProvider ?? DEFAULT_DNS_PROVIDER;
  if (!isDnsProvider(name)) {
    throw new Error(`Unknown DNS provider '${name}'; known: ${DNS_PROVIDERS.join(", ")}`);
  }
  const provider = dnsProvider(name, input.settings);
  let domain: DomainRow | undefined;
  if ("domain" in input) domain = input.domain;
  else [domain] = await db.select().from(domains).where(eq(domains.id, input.domainId));
  if (!domain) throw new Error("applyDnsSetup: no such domain");
  // The zone row names its provider before the records are written, so the write that adds
  // them makes an engine zone due (records.ts) in the caller's transaction.
  await db
    .insert(dnsZones)
    .values({
      domainId: domain.id,
      serial: 1,
      provider: name,
      syncDueAt: name === "builtin" ? null : sql`now()`,
    })
    .onConflictDoUpdate({
      target: dnsZones.domainId,
      set: { provider: name, syncDueAt: name === "builtin" ? null : sql`now()` },
    });
  const existing = (await listRecords(db, domain.id)).map(toData);
  const taken = new Set(existing.map((r) => r.name));
  const defaults = provider.defaultRecords(domain.name).filter((r) => !taken.has(r.name));
  const { created } = await syncRecords(db, domain, [...existing, ...defaults]);
  return {
    provider: name,
    nameservers: provider.nameservers,
    created: created as DnsRecordRow[],
  };
}
