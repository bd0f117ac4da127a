import type { RegistrarFailure } from "../registrar/results";
import type { DomainRow } from "./domains";
import type { NormalizedDomain } from "../registrar/normalize-domain";

/** A change of a domain's nameservers at the registry: the call, and the store once it took. */
type DelegationSteps = {
  atRegistry: () => Promise<{ ok: true } | RegistrarFailure>;
  stored?: () => Promise<void>;
};

/**
 * What must happen around every change of a domain's nameservers at the registry. The DNS
 * unit's rule (`dns/delegation.ts`) withdraws a signed zone's DS records before the
 * nameservers leave its provider's and publishes them again when they return; the composition
 * (`app.ts`, `main.ts`) hands it in, since dns depends on domains and not the other way.
 */
export type DelegationRule = {
  change(
    row: DomainRow,
    domain: NormalizedDomain,
    nameservers: string[],
    steps: DelegationSteps,
  ): Promise<{ ok: true } | RegistrarFailure>;
  /** The delegation stayed as it was (a renewal or restore of an unparked domain). */
  settled(row: DomainRow): Promise<void>;
};

/** No rule but the change itself (no DNSSEC at stake: tests, tools). */
export const PLAIN_DELEGATION: DelegationRule = {
  async change(_row, _domain, _nameservers, steps) {
    const result = await steps.atRegistry();
    if (result.ok) await steps.stored?.();
    return result;
  },
  async settled() {},
};
