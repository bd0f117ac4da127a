import type { NormalizedDomain } from "../normalize-domain";
import type { Availability } from "../provider";
import { idnPlan, type ProfiledClient } from "./profiles";

/**
 * A name the registry's profile cannot register (an IDN without a language tag or IDN table
 * for its script) is unavailable at check time, before any quote or payment: `reserved`, the
 * spec's reason for "not sold here" (its enum has no other fitting value); the why is logged.
 * Undefined when the registry is to be asked.
 */
export function refuseAtCheck(
  client: ProfiledClient,
  suffixes: Set<string>,
  domain: NormalizedDomain,
): Promise<Availability> | undefined {
  if (!suffixes.has(domain.suffix)) return undefined;
  const plan = idnPlan(client.profile, domain);
  if (plan.ok) return undefined;
  client.logger?.info("epp name not sold under the registry profile", {
    domain: domain.name,
    profile: client.profile.name,
    why: plan.why,
  });
  return Promise.resolve({
    available: false,
    premium: false,
    price: "0.00",
    renewalPrice: "0.00",
    currency: client.currency,
    reason: "reserved",
  });
}
