import { createEppProvider } from "../../src/server/registrar/epp/epp-provider";
import type { ProfileName } from "../../src/server/registrar/epp/profiles";
import { TEST_CERTS, type EppTestRegistry } from "./epp-test-registry";

/**
 * The EPP adapter connected to the EPP test registry, as a service playing it as its live
 * registry would be (`.com` in USD, two sessions).
 */
export function eppLiveRegistrar(
  registry: EppTestRegistry,
  { profile, suffixes = ["com"] }: { profile?: ProfileName; suffixes?: string[] } = {},
) {
  return createEppProvider({
    endpoint: {
      host: registry.host,
      port: registry.port,
      clientId: registry.clientId,
      password: registry.password,
      cert: TEST_CERTS.clientCert,
      key: TEST_CERTS.clientKey,
      ca: TEST_CERTS.ca,
      timeoutMs: 10_000,
    },
    pool: { size: 2 },
    suffixes,
    currency: "USD",
    ...(profile && { profile }),
    defaultNameservers: ["ns1.registrar-dns.example", "ns2.registrar-dns.example"],
  });
}
