import type { DnsEngine } from "./engine";
import type { PowerDnsSettings } from "./settings";

/**
 * PowerDNS Authoritative over its HTTP API (`/api/v1/servers/{server_id}/zones`), with the key
 * read from `settings.apiKeyFile`.
 */
export function powerDnsEngine(settings: PowerDnsSettings): DnsEngine {
  const todo = (): never => {
    throw new Error(`the PowerDNS engine at ${settings.apiUrl} is not implemented yet`);
  };
  return {
    createZone: async () => todo(),
    applyChanges: async () => todo(),
    deleteZone: async () => todo(),
    readZone: async () => todo(),
    enableDnssec: async () => todo(),
    dsRecords: async () => todo(),
  };
}
