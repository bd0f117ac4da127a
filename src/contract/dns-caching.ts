/**
 * How long a resolver may cache "no such record" for a zone of the service, in seconds: the
 * SOA's MINIMUM (RFC 2308), which the service's DNS server gives every zone. A record added
 * where a resolver was just told there was none shows there within this time.
 */
export const NEGATIVE_CACHE_TTL = 300;

/** The TTL of a record created without one, in seconds (an hour): most records' TTL. */
export const DEFAULT_RECORD_TTL = 3600;
