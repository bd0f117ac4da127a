/** Attempts before a delivery is `failed`: with the delays below, over 24 hours of retries. */
export const MAX_ATTEMPTS = 15;
const BASE_MS = 30_000;
const CAP_MS = 6 * 60 * 60_000;

/**
 * How long to wait after attempt `attempt` (1-based) failed: 30 s × 2^(attempt-1), capped at
 * 6 h, minus up to 20 % jitter so that endpoints that failed together do not retry together.
 * The 14 waits add up to at least 26 h (32.5 h without jitter).
 */
export function retryDelayMs(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(CAP_MS, BASE_MS * 2 ** Math.max(0, attempt - 1));
  return Math.round(base * (1 - 0.2 * random()));
}
