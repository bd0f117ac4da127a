import { RateLimiterRes } from "rate-limiter-flexible";
import type { Logger } from "../logger";
import type { RateDecision } from "./rate-limiter";

/** The part of a rate-limiter-flexible limiter a lease needs. */
export type PointStore = {
  consume(key: string, points: number): Promise<RateLimiterRes>;
};

/** What this process holds of one key's current window. */
type Lease = {
  /** Points taken from the store and not yet spent here. */
  held: number;
  /** The size of the last batch taken. */
  size: number;
  /** The store's remaining points when it last answered. */
  storeRemaining: number;
  /** When the store's window ends (epoch ms): held points lapse with it. */
  windowEnd: number;
  /** The store refused: once the held points are spent, refused here until the window ends. */
  full: boolean;
  /** A batch on its way: requests that find nothing held wait for it instead of asking too. */
  pending?: Promise<void>;
};

/**
 * What a log line may say of a limiter key: its kind, the text before the first colon
 * (`ip`, `cred`, `login`). The rest is a client's address, a credential's id or a login name.
 */
const keyKind = (key: string) => {
  const kind = key.slice(0, Math.max(0, key.indexOf(":")));
  return /^[a-z_]{1,16}$/.test(kind) ? kind : "other";
};

/** One shared-store round trip serves at most this many requests. */
const MAX_LEASE = 64;
/** A batch takes at most this share of what the store said was left. */
const LEASE_SHARE = 1 / 16;

/**
 * Serves a shared fixed-window limit with fewer round trips to its store: a request takes a
 * point from what this process has already taken from the store (a lease), and a batch of
 * `remaining × 1/16` points (at least the request's cost, at most 64) is taken from the store
 * when none is held, or in the background once half of the last batch is spent, so requests
 * seldom wait for the store. Near the limit the batches shrink to one point, taken when it is
 * needed: a key with little left is counted request by request, as without leases.
 *
 * Nothing is admitted beyond the limit: points are counted in the store when they are leased,
 * and held points lapse when the store's window ends. The cost is the other way: points
 * another instance holds are not available to this one, so with several instances a key may
 * be refused before the limit by up to what the others hold, each at most one and a half
 * batches (a batch: at most 1/16 of what was left, at most 64). Once the store refuses, the
 * key is refused here until the window ends without asking it again (a fixed window stays
 * full until it ends). `RateLimit-Remaining` is the store's remaining count plus the points
 * held here. A background batch that fails is logged (one warning, naming only the key's kind)
 * and the key goes on being served from what is held; a batch a request waits for passes its
 * failure to that request.
 * @example const limiter = leased(new RateLimiterPostgres({ ... }), 120);
 */
export function leased(
  store: PointStore,
  capacity: number,
  {
    now = () => Date.now(),
    maxKeys = 100_000,
    logger,
  }: { now?: () => number; maxKeys?: number; logger?: Logger } = {},
) {
  /** In order of last use, least recent first: the first one is evicted at `maxKeys`. */
  const leases = new Map<string, Lease>();
  /** The key used last: already at the end of `leases`, so its hot path skips the re-insert. */
  let lastKey: string | undefined;

  const answer = (l: Lease, allowed: boolean, t: number): RateDecision => {
    const ms = Math.max(0, l.windowEnd - t);
    return {
      allowed,
      limit: capacity,
      remaining: allowed ? l.storeRemaining + l.held : 0,
      resetSeconds: Math.ceil(ms / 1000),
      retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil(ms / 1000)),
    };
  };

  /** Takes a batch of `points` from the store (or what is left of it) into `l`. */
  async function topUp(key: string, l: Lease, points: number, cost: number) {
    let res: RateLimiterRes;
    let taken = points;
    try {
      res = await store.consume(key, points);
    } catch (err) {
      if (!(err instanceof RateLimiterRes)) throw err;
      res = err;
      // The store counted all `points`; those that were still free before are ours.
      const free = capacity - (res.consumedPoints - points);
      taken = free >= cost ? Math.min(points, free) : 0;
      l.full = true;
    }
    const t = now();
    // A batch from a new window: what was held belonged to the old one.
    if (t >= l.windowEnd) l.held = 0;
    l.held += taken;
    l.size = points;
    l.storeRemaining = Math.max(0, res.remainingPoints);
    l.windowEnd = t + Math.max(0, res.msBeforeNext);
  }

  const batchSize = (l: Lease, cost: number) =>
    Math.max(cost, Math.min(MAX_LEASE, Math.floor(l.storeRemaining * LEASE_SHARE)));

  /** Starts a batch for `l`; it settles (never rejects) once `l` is updated. */
  const startBatch = (key: string, l: Lease, cost: number, background = false) => {
    let failure: { err: unknown } | undefined;
    const pending = topUp(key, l, batchSize(l, cost), cost).catch((err: unknown) => {
      failure = { err };
      // No request waits for it to hear of the failure: the log is the only trace.
      if (background) {
        logger?.warn("rate limit: a background batch from the shared store failed", {
          key_kind: keyKind(key),
          error: err,
        });
      }
    });
    l.pending = pending.then(() => {
      l.pending = undefined;
    });
    return () => failure;
  };

  return {
    async take(key: string, cost = 1): Promise<RateDecision> {
      for (;;) {
        const t = now();
        let l = leases.get(key);
        if (l && t >= l.windowEnd) {
          // The window ended: what was held lapses (a batch on its way belongs to the next).
          if (l.pending) {
            l.held = 0;
            l.full = false;
          } else {
            leases.delete(key);
            if (lastKey === key) lastKey = undefined;
            l = undefined;
          }
        }
        if (l && key !== lastKey) {
          // Used: moved to the end, so that the least recently used key is the one evicted.
          leases.delete(key);
          leases.set(key, l);
          lastKey = key;
        }
        if (l && l.held >= cost) {
          l.held -= cost;
          // Half the last batch spent: the next one is fetched while these are served.
          if (!l.full && !l.pending && l.held < Math.floor(l.size / 2)) {
            startBatch(key, l, cost, true);
          }
          return answer(l, true, t);
        }
        if (l?.pending) {
          await l.pending;
          continue;
        }
        if (l?.full) return answer(l, false, t);
        // Nothing held: a batch sized by what the store had left (one point when unknown).
        if (!l) {
          l = { held: 0, size: 0, storeRemaining: 0, windowEnd: 0, full: false };
          if (leases.size >= maxKeys) leases.delete(leases.keys().next().value as string);
          leases.set(key, l);
          lastKey = key;
        }
        const failed = startBatch(key, l, cost);
        await l.pending;
        const failure = failed();
        if (failure) {
          if (leases.get(key) === l && !l.pending) {
            leases.delete(key);
            if (lastKey === key) lastKey = undefined;
          }
          throw failure.err;
        }
      }
    },
    /** The points held here for `key` (none once its window has ended). */
    held(key: string): number {
      const l = leases.get(key);
      return l && now() < l.windowEnd ? l.held : 0;
    },
  };
}
