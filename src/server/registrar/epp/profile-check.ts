import type { NormalizedDomain } from "../normalize-domain";
import type { Availability } from "../provider";
import { idnPlan, type ProfiledClient } from "./profiles";

/**
 * The registry's answer to a check, under the profile: a free name the profile cannot
 * register (an IDN without a language tag or IDN table for its script) is unavailable, so it
 * is never quoted, paid, then refused at create: `reserved`, the spec's reason for "not sold
 * here" (its enum has no closer value); the why is logged. The registry's prices are kept, so
 * a renewal of such a name already held is still priced.
 */
export function underProfile(
  client: ProfiledClient,
  domain: NormalizedDomain,
  availability: Availability,
): Availability {
  if (!availability.available) return availability;
  const plan = idnPlan(client.profile, domain);
  if (plan.ok) return availability;
  client.logger?.info("epp name not sold under the registry profile", {
    domain: domain.name,
    profile: client.profile.name,
    why: plan.why,
  });
  return { ...availability, available: false, reason: "reserved" };
}
