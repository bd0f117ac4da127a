/** What the DNS providers and the built-in server need from the configuration (`config.dns`). */
export type DnsSettings = {
  /** The names of the service's DNS servers: the apex NS records and the SOA's MNAME. */
  nameservers: string[];
  /** Where a new domain's default records point (a parking page). */
  parkingIPv4: string;
  /** The provider of orders that name none (`DNS_DEFAULT_PROVIDER`). */
  defaultProvider?: "builtin" | "powerdns";
  /** How often zone changes are delivered to an engine (`DNS_SYNC_INTERVAL_MS`). */
  syncIntervalMs?: number;
  /** How often each engine zone is compared with ours (`DNS_DRIFT_CHECK_MINUTES`; 0: never). */
  driftCheckMs?: number;
  /** PowerDNS Authoritative as a provider (set when `POWERDNS_API_URL` is). */
  powerdns?: PowerDnsSettings;
};

export type PowerDnsSettings = {
  /** The HTTP API's base, without `/api/v1`. */
  apiUrl: string;
  /** A file holding the API key (`X-API-Key`), read when the provider starts. */
  apiKeyFile: string;
  /** The `server_id` in the API's paths (`localhost` for a single server). */
  serverId: string;
  /** The engine's public nameservers: a zone's apex NS records and the domain's delegation. */
  nameservers: string[];
  /** Sign new zones (online signing, ECDSA P-256 SHA-256, algorithm 13). */
  dnssec: boolean;
};

export const DEFAULT_DNS_SETTINGS: DnsSettings = {
  nameservers: ["ns1.registrar.test", "ns2.registrar.test"],
  parkingIPv4: "192.0.2.1",
};
