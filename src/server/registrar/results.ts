/** What registrars answer: a refusal, and the receipt of a transform the registry executed. */

export type RegistrarFailure = {
  ok: false;
  /**
   * `price_changed` carries the registrar's current total. `auth_code_invalid`: a transfer's
   * code is wrong or expired. `transfer_prohibited`: the name may not be transferred now (a
   * lock, the policy's period, a transfer already pending). `registry_funds`: the registry
   * refused because the registrar's own deposit there is empty (EPP 2104): nothing was done,
   * and it is not the customer's failure (registry-account.ts).
   */
  code:
    | "rejected"
    | "price_changed"
    | "unavailable"
    | "not_found"
    | "expiry_changed"
    | "registry_funds"
    | "auth_code_invalid"
    | "transfer_prohibited";
  message: string;
  newPrice?: string;
};

/** What the registry said of a transform it executed, kept with the order or the renewal. */
export type RegistryReceipt = {
  /** The registry's transaction id (EPP `svTRID`). */
  transactionId?: string;
  /** What the registry charged, decimal text (EPP `fee:creData` / `fee:renData`). */
  fee?: string;
  currency?: string;
};
