import { RateLimiterRes } from "rate-limiter-flexible";
import type { RateDecision } from "./rate-limiter";

/** The part of a rate-limiter-flexible limiter a lease needs. */
export type PointStore = {
  consume(key: string, points: number): Promise<RateLimiterRes>;
};

/** What this process holds of one key's current window. */
type Lease = {
  /** Points taken from the store and not yet spent here. */
  held: number;
  /** The store's remaining points when it last answered. */
  storeRemaining: number;
  /** When the store's window ends (epoch ms): held points lapse with it. */
  windowEnd: number;
  /** The store refused: every request is refused here until the window ends. */
  refused: boolean;
  /** A lease on its way: other requests for the key wait for it instead of asking too. */
  pending?: Promise<void>;
};

/** One shared-store round trip serves at most this many requests. */
export const MAX_LEASE = 64;
/** A lease takes at most this share of what the store said was left. */
export const LEASE_SHARE = 1 / 16;

/**
 * Serves a shared fixed-window limit with fewer round trips to its store: a request takes a
 * point from what this process has already taken from the store (a lease), and only when none
 * is held does it take a batch, `remaining × 1/16` points (at least the request's cost, at
 * most 64), from the store. Near the limit the batches shrink to one point, so a key with
 * little left is counted request by request, as without leases.
 *
 * Nothing is admitted beyond the limit: points are counted in the store when they are leased,
 * and held points lapse when the store's window ends. The cost is the other way: points
 * another instance holds are not available to this one, so with several instances a key may
 * be refused up to (instances − 1) × its lease size (at most 1/16 of what was left, at most 64)
 * before the limit. Once the store refuses, the key is refused here until the window ends
 * without asking it again (a fixed window stays full until it ends). `RateLimit-Remaining` is
 * the store's remaining count plus the points held here.
 * @example const limiter = leased(new RateLimiterPostgres({ ... }), 120);
 */
export function leased(
  store: PointStore,
  capacity: number,
  { now = () => Date.now(), maxKeys = 100_000 }: { now?: () => number; maxKeys?: number } = {},
) {
  const leases = new Map<string, Lease>();

  const answer = (l: Lease, allowed: boolean, t: number): RateDecision => {
    const ms = Math.max(0, l.windowEnd - t);
    return {
      allowed,
      limit: capacity,
      remaining: allowed ? Math.max(0, l.storeRemaining) + l.held : 0,
      resetSeconds: Math.ceil(ms / 1000),
      retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil(ms / 1000)),
    };
  };

  const remember = (key: string, l: Lease) => {
    if (!leases.has(key) && leases.size >= maxKeys) {
      leases.delete(leases.keys().next().value as string);
    }
    leases.set(key, l);
  };

  /** Takes `points` from the store (or what is left of them, when fewer remain). */
  async function lease(key: string, points: number, cost: number): Promise<Lease> {
    let res: RateLimiterRes;
    let taken = points;
    let refused = false;
    try {
      res = await store.consume(key, points);
    } catch (err) {
      if (!(err instanceof RateLimiterRes)) throw err;
      res = err;
      // The store counted all `points`; those that were still free before are ours.
      const free = capacity - (res.consumedPoints - points);
      if (free >= cost) taken = Math.min(points, free);
      else refused = true;
    }
    return {
      held: refused ? 0 : taken,
      storeRemaining: Math.max(0, res.remainingPoints),
      windowEnd: now() + Math.max(0, res.msBeforeNext),
      refused,
    };
  }

  return {
    async take(key: string, cost = 1): Promise<RateDecision> {
      for (;;) {
        const t = now();
        let l = leases.get(key);
        if (l && t >= l.windowEnd && !l.pending) {
          leases.delete(key);
          l = undefined;
        }
        if (l?.pending) {
          await l.pending;
          continue;
        }
        if (l?.refused) return answer(l, false, t);
        if (l && l.held >= cost) {
          l.held -= cost;
          return answer(l, true, t);
        }
        // None held: a batch sized by what the store had left (one point when unknown).
        const size = l
          ? Math.max(cost, Math.min(MAX_LEASE, Math.floor(l.storeRemaining * LEASE_SHARE)))
          : cost;
        const current: Lease = l ?? { held: 0, storeRemaining: 0, windowEnd: 0, refused: false };
        let fresh: Lease | undefined;
        let failure: unknown;
        current.pending = lease(key, size, cost).then(
          (got) => void (fresh = got),
          (err: unknown) => void (failure = err),
        );
        remember(key, current);
        await current.pending;
        current.pending = undefined;
        if (!fresh) {
          leases.delete(key);
          throw failure;
        }
        Object.assign(current, fresh);
        if (current.refused) return answer(current, false, now());
        current.held -= cost;
        return answer(current, true, now());
      }
    },
    /** The points held here for `key` (none once its window has ended). */
    held(key: string): number {
      const l = leases.get(key);
      return l && now() < l.windowEnd ? l.held : 0;
    },
  };
}
