import type { RegistrantVerification } from "../../contract/lifecycle";
import type { DbOrTx } from "../db/database";
import type { DomainRow } from "./domains";

/** What asked for a registrant's verification (`registrant.verification_requested`'s `reason`). */
export type VerificationReason = "registration" | "transfer_in" | "email_change";

/**
 * Registrant verification as registrations, transfers in and registrant changes ask for it.
 * Implemented by `lifecycle/verification.ts` (`registrantVerifier`), which sits above the
 * domains and the orders (it queues messages and reads the registrant's language), and given to
 * them in their deps by `app.ts` and `main.ts`.
 */
export interface RegistrantVerifier {
  /** In the trigger's transaction: `verified` for an email already verified, else pending and a link sent. */
  request(tx: DbOrTx, row: DomainRow, reason: VerificationReason, now: Date): Promise<void>;
  /** A new link for a pending domain (409, or 429 within a minute of the last message). */
  resend(row: DomainRow): Promise<RegistrantVerification>;
}
