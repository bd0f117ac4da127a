import type { LifecycleDeps } from "./deps";

/**
 * The phases after expiry: grace (parked), deletion at the registry, redemption, pending
 * delete, release. Ground for the expiry work: not built yet.
 */
export function expiryPass(_deps: LifecycleDeps): Promise<number> {
  return Promise.resolve(0);
}
