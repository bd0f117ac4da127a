import { startBackgroundLoop } from "../workers/background-loop";
import { deliveryPass } from "../mail/delivery";
import type { LifecycleDeps } from "./deps";
import { expiryPass } from "./expiry";
import { reminderPass } from "./reminders";
import { verificationPass } from "./verification-hold";

/**
 * One pass of the registrant's lifecycle: verification deadlines, reminders, the phases after
 * expiry, then delivery of the messages they queued. Returns how many things it did.
 */
export async function runLifecycle(deps: LifecycleDeps): Promise<number> {
  let n = 0;
  n += await verificationPass(deps);
  n += await reminderPass(deps);
  n += await expiryPass(deps);
  n += await deliveryPass(deps);
  return n;
}

/** Runs {@link runLifecycle} every `intervalMs` (`LIFECYCLE_WORKER_INTERVAL_MS`). */
export function startLifecycleWorker(deps: LifecycleDeps, intervalMs: number) {
  return startBackgroundLoop("lifecycle", () => runLifecycle(deps), {
    intervalMs,
    logger: deps.logger,
  });
}
