import type { LifecycleDeps } from "./deps";

/**
 * Registrant verification's pass: domains whose registrant did not verify by the deadline are
 * suspended (clientHold). Ground for the verification work: not built yet.
 */
export function verificationPass(_deps: LifecycleDeps): Promise<number> {
  return Promise.resolve(0);
}
