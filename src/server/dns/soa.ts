import { NEGATIVE_CACHE_TTL } from "../../contract/dns-caching";

/** The zone's SOA and apex NS TTL, in seconds. */
const APEX_TTL = 3600;

/**
 * The SOA the service gives every zone: the first nameserver as MNAME, `hostmaster.<zone>` as
 * RNAME, the zone's serial (bumped on every change), and a 300 s negative-caching TTL.
 */
export function soaFields(zone: string, serial: number, nameservers: string[]) {
  return {
    ttl: APEX_TTL,
    mname: nameservers[0] ?? `ns1.${zone}`,
    rname: `hostmaster.${zone}`,
    serial: serial % 2 ** 32,
    refresh: 3600,
    retry: 600,
    expire: 604800,
    minimum: NEGATIVE_CACHE_TTL,
  };
}
