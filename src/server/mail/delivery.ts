import type { LifecycleDeps } from "../lifecycle/deps";

/**
 * Delivers queued registrant messages: by SMTP, as a `registrant.message` event for partners
 * who send them, or to the log. Ground for the mail work: not built yet.
 */
export function deliveryPass(_deps: LifecycleDeps): Promise<number> {
  return Promise.resolve(0);
}
