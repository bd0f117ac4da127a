import { useState } from "react";
import { ApiError, errorMessage } from "../lib/api";
import { useAuth } from "../lib/auth";

const dataOf = (livemode: boolean) => (livemode ? "live data" : "test data");

/**
 * The band across the top of every screen in test mode: the words "Test data" (not the colour
 * alone) and what they mean; on a deployment without live mode, that there is no other mode.
 */
export function ModeBand() {
  const { mode } = useAuth();
  if (!mode || mode.livemode) return null;
  return (
    <p className="mode-band" data-testid="mode-band">
      <strong>Test data</strong>{" "}
      <span>You are viewing test data: sandbox registrar, no real money.</span>
      {mode.liveModeAvailable === false && (
        <> Test mode only: this deployment has no live registrar configured.</>
      )}
    </p>
  );
}

/**
 * The "Test data" switch in the header, where this deployment has live mode: on is test data.
 * Switching asks the service for a token of the other mode; the screen (its URL) stays and
 * loads again in the new mode. A failed switch says why and keeps the current mode.
 */
export function ModeSwitch() {
  const { mode, switchMode } = useAuth();
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<{ error: unknown; wanted: boolean } | null>(null);
  if (!mode || mode.liveModeAvailable !== true) return null;
  const test = !mode.livemode;
  const toggle = async () => {
    if (pending) return;
    setPending(true);
    setFailure(null);
    try {
      await switchMode(test);
    } catch (error) {
      // A 401 is the session ending: the sign-in form says so, and a new sign-in returns to the
      // mode the user was in.
      if (!(error instanceof ApiError && error.status === 401)) setFailure({ error, wanted: test });
    } finally {
      setPending(false);
    }
  };
  return (
    <div className="mode-switch">
      <button
        type="button"
        role="switch"
        aria-checked={test}
        aria-busy={pending || undefined}
        // The screen loads again in the new mode; the focus stays here (see Screen).
        data-keep-focus=""
        onClick={() => void toggle()}
      >
        <span className="switch-track" aria-hidden="true">
          <span className="switch-thumb" />
        </span>
        Test data
      </button>
      {failure && (
        <p className="notice error" role="alert">
          Could not switch to {dataOf(failure.wanted)}: {errorMessage(failure.error)} You are still
          viewing {dataOf(!failure.wanted)}.
        </p>
      )}
    </div>
  );
}

/** After a lost session, why the new sign-in could not return to the mode the user was in. */
export function ModeRestoreError() {
  const { mode, modeRestoreError } = useAuth();
  if (!modeRestoreError || !mode) return null;
  return (
    <p className="notice error mode-restore" role="alert">
      Could not return to {dataOf(!mode.livemode)}: {errorMessage(modeRestoreError)} You are viewing{" "}
      {dataOf(mode.livemode)}.
    </p>
  );
}
