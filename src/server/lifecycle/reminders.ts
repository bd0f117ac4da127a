import type { LifecycleDeps } from "./deps";

/**
 * Reminders' pass: before and after expiry, and the yearly data reminder.
 * Ground for the mail work: not built yet.
 */
export function reminderPass(_deps: LifecycleDeps): Promise<number> {
  return Promise.resolve(0);
}
