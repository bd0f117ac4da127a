import type { Db } from "../../db/database";
import { DAY_MS, GTLD_PERIODS, type RegistrarLifecycle } from "../lifecycle";
import type { NormalizedDomain } from "../normalize-domain";

/** The lifecycle's test names: their days last `SANDBOX_DAY_SECONDS` (docs/lifecycle.md). */
export const isExpiringTestName = (domain: NormalizedDomain) =>
  domain.label.startsWith("expiring-");

/**
 * The sandbox registry's life after expiry, as gTLD registries run it (auto-renewal at
 * expiry, deletion in its grace period, redemption, restore, pending delete).
 * Ground for the expiry work: `state`, `delete`, `restorePrice` and `restore` are not built yet.
 */
export function sandboxExpiry(
  _db: Db,
  { dayMs }: { dayMs: number },
): Omit<RegistrarLifecycle, "setHold"> {
  const notYet = (name: string) =>
    Promise.resolve({
      ok: false as const,
      code: "rejected" as const,
      message: `The sandbox cannot do this for ${name} yet.`,
    });
  return {
    periods: GTLD_PERIODS,
    dayMs: (domain) => (isExpiringTestName(domain) ? dayMs : DAY_MS),
    state: () => Promise.resolve({ exists: false }),
    delete: (domain) => notYet(domain.name),
    restorePrice: () => Promise.reject(new Error("not built yet")),
    restore: ({ domain }) => notYet(domain.name),
  };
}
