import type { DnsRecordData } from "../../contract/dns-record-check";

/**
 * What a parked zone answers besides its SOA and NS: every name at the parking address. An
 * expired, unrenewed domain's zone answers this (docs/lifecycle.md "After expiry"), whether the
 * built-in server or an engine serves it; its own records are kept for when it is renewed.
 */
export const parkedRecords = (ipv4: string): DnsRecordData[] =>
  ["@", "*"].map((name) => ({
    type: "A",
    name,
    content: ipv4,
    ttl: 300,
    priority: null,
    weight: null,
    port: null,
    flags: null,
    tag: null,
  }));
