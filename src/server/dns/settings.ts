/** What the built-in DNS provider and server need from the configuration (`config.dns`). */
export type DnsSettings = {
  /** The names of the service's DNS servers: the apex NS records and the SOA's MNAME. */
  nameservers: string[];
  /** Where a new domain's default records point (a parking page). */
  parkingIPv4: string;
};

export const DEFAULT_DNS_SETTINGS: DnsSettings = {
  nameservers: ["ns1.registrar.test", "ns2.registrar.test"],
  parkingIPv4: "192.0.2.1",
};
