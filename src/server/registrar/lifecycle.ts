import type { NormalizedDomain } from "./normalize-domain";
import type { RegistrarFailure, RegistryReceipt } from "./results";

/** A real day, in ms. */
export const DAY_MS = 86_400_000;

/**
 * The registry's periods after expiry, in days, as gTLD registries run them: the auto-renew
 * grace period (the registry renewed at expiry and credits it back if the domain is deleted
 * within it), the redemption grace period (RFC 3915: deleted, restorable), and pending delete.
 */
export type RegistryPeriods = {
  autoRenewGraceDays: number;
  redemptionDays: number;
  pendingDeleteDays: number;
};

/** Most gTLD registries' periods (45, 30 and 5 days). */
export const GTLD_PERIODS: RegistryPeriods = {
  autoRenewGraceDays: 45,
  redemptionDays: 30,
  pendingDeleteDays: 5,
};

/** Where the registry says a domain we sponsor stands in its life (RFC 3915 `rgpStatus`). */
export type RegistryLifeState =
  | {
      exists: true;
      /** The registry's expiry (after an auto-renewal: a year past the old one). */
      expiresAt: Date;
      /**
       * `autoRenewPeriod`: auto-renewed at expiry, deletable for a credit. `redemptionPeriod`:
       * deleted, restorable. `pendingRestore`: a restore was requested, its report is due.
       * `pendingDelete`: no longer restorable. `none`: none of these.
       */
      rgp: "none" | "autoRenewPeriod" | "redemptionPeriod" | "pendingRestore" | "pendingDelete";
      /** Whether the registry has the domain on clientHold. */
      onHold: boolean;
    }
  /** Purged: the registry no longer has it (or it is not ours). */
  | { exists: false };

/** RFC 3915's restore report: what the registrar declares when it restores a deleted domain. */
export type RestoreReport = {
  /** The registration data before the deletion and now (text, as the RFC's preData/postData). */
  preData: string;
  postData: string;
  deletedAt: Date;
  restoredAt: Date;
  /** Why it is restored (e.g. "Registrant renewed in the redemption period"). */
  reason: string;
};

/**
 * Suspension and the life after expiry: clientHold for unverified registrants, the registry's
 * view of an expired domain, deleting it inside the auto-renew grace period, and restoring it
 * from redemption (RFC 3915 request and report). Implemented by the sandbox and the EPP adapter.
 */
export interface RegistrarLifecycle {
  /** The registry's periods after expiry (`GTLD_PERIODS` for most). */
  readonly periods: RegistryPeriods;
  /**
   * How long a "day" of the domain's lifecycle lasts, in ms: a real day, except for the
   * sandbox's test names (`expiring-`), whose verification deadline, expiry, grace and
   * redemption run on a shortened clock (`SANDBOX_DAY_SECONDS`). The service measures its own
   * periods (15 days to verify, `EXPIRY_GRACE_DAYS`) with it too.
   */
  dayMs(domain: NormalizedDomain): number;
  /** Sets or lifts the service's hold (EPP `clientHold`): the registry stops publishing the delegation. */
  setHold(domain: NormalizedDomain, held: boolean): Promise<{ ok: true } | RegistrarFailure>;
  /** What the registry holds for the domain now. */
  state(domain: NormalizedDomain, now: Date): Promise<RegistryLifeState>;
  /**
   * Deletes the domain at the registry. Inside the auto-renew grace period the registry credits
   * the auto-renewal back (`receipt.fee` negative or absent) and puts it in redemption.
   */
  delete(
    domain: NormalizedDomain,
    now: Date,
  ): Promise<{ ok: true; redemptionEndsAt: Date; receipt?: RegistryReceipt } | RegistrarFailure>;
  /** The restore's total (the registry's restore fee plus the year it adds), decimal text. */
  restorePrice(domain: NormalizedDomain): Promise<{ price: string; currency: string }>;
  /**
   * Restores a domain in redemption: RFC 3915 restore request, then its report. `price`: what
   * the customer agreed to pay (refused as `price_changed` when it differs).
   */
  restore(input: {
    domain: NormalizedDomain;
    price: string;
    report: RestoreReport;
    now: Date;
  }): Promise<{ ok: true; expiresAt: Date; receipt?: RegistryReceipt } | RegistrarFailure>;
}
