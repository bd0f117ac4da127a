import type { Principal } from "./app-env";
import { ApiError, forbidden, notFound } from "./errors";

/**
 * What a credential may see and change: its organization's objects of its mode (live or test).
 * Every credential belongs to one mode (an API key from birth, `rk_live_…`/`rk_test_…`; a
 * bearer token and a hosted session the mode of what made them), and so does every object.
 */
export type Scope = { readonly organizationId: string; readonly livemode: boolean };

export const scopeOf = (p: Principal): Scope => ({
  organizationId: p.organizationId,
  livemode: p.livemode,
});

/** "live" or "test", as messages, key prefixes and the documentation say it. */
const modeName = (livemode: boolean) => (livemode ? "live" : "test");

/**
 * The answer to an object of the caller's organization in the other mode: 404, as if it did not
 * exist in this mode, with a message and code saying where it is (as Stripe does). Another
 * organization's objects are 403 (the interface's rule), whatever their mode.
 */
export function otherModeError(noun: string, objectLivemode: boolean) {
  const theirs = modeName(objectLivemode);
  const yours = modeName(!objectLivemode);
  return new ApiError(
    "exists_in_other_mode",
    `No such ${noun} in ${yours} mode: this ${noun} exists in ${theirs} mode; use a ${theirs} credential (rk_${theirs}_…) to reach it.`,
  );
}

/**
 * An object found by id or name, checked against the caller: 404 when unknown, 403 when another
 * organization's (before anything else, the interface's rule), 404 `exists_in_other_mode` when
 * the organization's own but of the other mode.
 * @example const order = owned(row, scopeOf(principal), { noun: "order", notFound: "Order not found" })
 */
export function owned<T extends { organizationId: string; livemode: boolean }>(
  row: T | undefined,
  scope: Scope,
  what: { noun: string; notFound: string },
): T {
  if (!row) throw notFound(what.notFound);
  if (row.organizationId !== scope.organizationId) {
    throw forbidden(
      "forbidden",
      `This ${what.noun} belongs to another organization than your credential's.`,
    );
  }
  if (row.livemode !== scope.livemode) throw otherModeError(what.noun, row.livemode);
  return row;
}

/** Live mode asked for on a deployment that has test mode only (no real registrar configured). */
export const liveModeUnavailable = () =>
  new ApiError(
    "live_mode_unavailable",
    "This deployment has test mode only: no real registrar is configured (REGISTRAR=epp). Use test mode (rk_test_… keys).",
  );
