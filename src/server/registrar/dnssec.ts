import type { DsRecord } from "../../contract/dns-zone";
import type { NormalizedDomain } from "./normalize-domain";
import type { RegistrarFailure } from "./results";

/**
 * A registrar's DNSSEC capability: the DS records the registry publishes in the parent zone
 * for a domain (RFC 4034 section 5; EPP secDNS-1.1, RFC 5910). Optional on a
 * `RegistrarProvider`: without it no DS record is ever sent (docs/dns.md "DNSSEC").
 */
export interface RegistrarDnssec {
  /** Replaces the whole DS set the registry holds for `domain`; `[]` removes them all. */
  setDsRecords(domain: NormalizedDomain, ds: DsRecord[]): Promise<{ ok: true } | RegistrarFailure>;
  /** The DS set the registry holds for `domain` (empty when none). */
  dsRecords(domain: NormalizedDomain): Promise<DsRecord[]>;
}

/** The DNSSEC algorithms registries take DS records of (RFC 8624's MUST and RECOMMENDED). */
const DS_ALGORITHMS = [8, 13, 14, 15, 16] as const;

/** Digest lengths in hexadecimal characters by digest type: 2 SHA-256, 4 SHA-384. */
const DS_DIGEST_HEX_LENGTH: Readonly<Record<number, number>> = { 2: 64, 4: 96 };

/** How many DS records a registry takes for one domain (as many keep to). */
const MAX_DS_RECORDS = 8;

/**
 * Why a registry would refuse `ds` as a domain's DS set, in words, or `undefined` when it takes
 * it: an algorithm outside {@link DS_ALGORITHMS}, a digest type other than 2 or 4, a digest not
 * of that type's length in hexadecimal, more than {@link MAX_DS_RECORDS} records.
 */
export function dsRefusal(ds: readonly DsRecord[]): string | undefined {
  if (ds.length > MAX_DS_RECORDS) {
    return `At most ${MAX_DS_RECORDS} DS records are taken for a domain (${ds.length} given).`;
  }
  for (const r of ds) {
    const which = `DS record with key tag ${r.key_tag}`;
    if (!Number.isInteger(r.key_tag) || r.key_tag < 0 || r.key_tag > 65535) {
      return `${which}: the key tag must be between 0 and 65535.`;
    }
    if (!(DS_ALGORITHMS as readonly number[]).includes(r.algorithm)) {
      return `${which}: algorithm ${r.algorithm} is not taken (${DS_ALGORITHMS.join(", ")} are).`;
    }
    const length = DS_DIGEST_HEX_LENGTH[r.digest_type];
    if (length === undefined) {
      return `${which}: digest type ${r.digest_type} is not taken (2: SHA-256, 4: SHA-384 are).`;
    }
    if (!new RegExp(`^[0-9A-Fa-f]{${length}}$`).test(r.digest)) {
      return `${which}: a digest of type ${r.digest_type} is ${length} hexadecimal characters.`;
    }
  }
  return undefined;
}

/** `r` as registries compare it: the digest in upper case. */
export const canonicalDs = (r: DsRecord): DsRecord => ({
  key_tag: r.key_tag,
  algorithm: r.algorithm,
  digest_type: r.digest_type,
  digest: r.digest.toUpperCase(),
});

const dsKey = (r: DsRecord) => {
  const c = canonicalDs(r);
  return `${c.key_tag}/${c.algorithm}/${c.digest_type}/${c.digest}`;
};

/** Whether two DS sets are the same set (order and digest case aside); null counts as empty. */
export function sameDsSet(
  a: readonly DsRecord[] | null | undefined,
  b: readonly DsRecord[] | null | undefined,
): boolean {
  const x = new Set((a ?? []).map(dsKey));
  const y = new Set((b ?? []).map(dsKey));
  return x.size === y.size && [...x].every((k) => y.has(k));
}
