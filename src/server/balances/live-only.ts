import { ErrorBody } from "../../contract/error-body";
import type { Principal } from "../http/app-env";
import { conflict } from "../http/errors";

/** The balance exists in live mode only: test mode is never billed. */
export function liveOnly(principal: Principal): string {
  if (!principal.livemode) {
    throw conflict(
      "live_mode_only",
      "The balance exists in live mode only: test mode is never billed. Use a live credential (rk_live_…).",
    );
  }
  return principal.organizationId;
}

export const liveOnlyDoc = {
  description: "A test-mode credential: `live_mode_only` (test mode is never billed)",
  schema: ErrorBody,
};
