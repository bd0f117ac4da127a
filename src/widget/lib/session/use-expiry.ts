import { useEffect, useState } from "react";

/** How long before `expires_at` the user is warned. */
const WARN_BEFORE_MS = 5 * 60_000;
const MAX_TIMEOUT = 2 ** 31 - 1;

/**
 * Watches `expiresAt`: `warning` turns true five minutes before, `onExpire` runs at the time.
 * A new `expiresAt` (after the loader refreshed the token) starts over.
 */
export function useExpiry(expiresAt: string | undefined, onWarn: () => void, onExpire: () => void) {
  const [warning, setWarning] = useState(false);
  useEffect(() => {
    if (!expiresAt) return;
    const end = new Date(expiresAt).getTime();
    const now = Date.now();
    setWarning(end - now <= WARN_BEFORE_MS);
    if (end - now <= WARN_BEFORE_MS && end > now) onWarn();
    const timers = [
      setTimeout(
        () => {
          setWarning(true);
          onWarn();
        },
        Math.min(MAX_TIMEOUT, Math.max(0, end - WARN_BEFORE_MS - now)),
      ),
      setTimeout(onExpire, Math.min(MAX_TIMEOUT, Math.max(0, end - now))),
    ];
    if (end - now <= WARN_BEFORE_MS) clearTimeout(timers[0]);
    return () => timers.forEach(clearTimeout);
    // The callbacks are stable refs of the shell; only a new expiry restarts the timers.
  }, [expiresAt]);
  return warning;
}
