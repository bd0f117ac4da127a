/**
 * Endings the search suggests alternatives in, in this order (the service's suggestions); the
 * widget also offers them for a mistyped ending (`acme.cmo`: "Did you mean acme.com?").
 */
export const POPULAR_SUFFIXES = ["com", "net", "org", "io", "dev", "app", "co", "xyz"] as const;
