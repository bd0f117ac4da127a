import type pg from "pg";
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRes,
  type RateLimiterAbstract,
} from "rate-limiter-flexible";
import type { Logger } from "../logger";
import type { RateDecision, RateLimiter } from "./rate-limiter";
import { leased } from "./leased-rate-limiter";

/** The table of migration 0009, where the PostgreSQL store keeps its counters. */
const TABLE = "rate_limits";

export type RateLimitStore = { kind: "postgres"; pool: pg.Pool } | { kind: "memory" };

/**
 * A rate limiter on rate-limiter-flexible: `capacity` requests per window of
 * `capacity / perMinute` minutes per key (so the same burst and the same sustained rate as the
 * token bucket of `createRateLimiter`), counted in PostgreSQL (table `rate_limits`) so that
 * every instance on the server shares the limit, or in this process's memory (the embedded
 * database: one process). On PostgreSQL points are taken in batches (`leased-rate-limiter.ts`):
 * one upsert serves up to 64 requests while much of the limit is left, one a request near it.
 *
 * When the store fails (PostgreSQL unreachable) the limit falls back to a per-instance
 * counter in memory, the library's `insuranceLimiter`: neither refusing everyone (fail-closed
 * would turn a database blip into a 429 for every caller) nor admitting everyone.
 * @example const limiter = createSharedRateLimiter({ perMinute: 600, capacity: 120, store, keyPrefix: "api" });
 */
export function createSharedRateLimiter({
  perMinute,
  capacity,
  store,
  keyPrefix,
  logger,
}: {
  perMinute: number;
  capacity: number;
  store: RateLimitStore;
  /** Tells apart the limiters that share the table. */
  keyPrefix: string;
  /** Where a failed background batch is reported. */
  logger?: Logger;
}): RateLimiter {
  const duration = (capacity * 60) / perMinute;
  const memory = () => new RateLimiterMemory({ points: capacity, duration, keyPrefix });
  const limiter: RateLimiterAbstract =
    store.kind === "postgres"
      ? new RateLimiterPostgres({
          storeClient: store.pool,
          storeType: "pool",
          tableName: TABLE,
          tableCreated: true,
          points: capacity,
          duration,
          keyPrefix,
          insuranceLimiter: memory(),
        })
      : memory();

  const decision = (res: RateLimiterRes, allowed: boolean): RateDecision => {
    const ms = Math.max(0, res.msBeforeNext);
    return {
      allowed,
      limit: capacity,
      remaining: allowed ? res.remainingPoints : 0,
      resetSeconds: Math.ceil(ms / 1000),
      retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil(ms / 1000)),
    };
  };

  const batches = store.kind === "postgres" ? leased(limiter, capacity, { logger }) : undefined;

  return {
    async take(key, cost = 1) {
      if (batches) return batches.take(key, cost);
      try {
        return decision(await limiter.consume(key, cost), true);
      } catch (err) {
        if (err instanceof RateLimiterRes) return decision(err, false);
        throw err;
      }
    },
    async peek(key) {
      const res = await limiter.get(key);
      if (!res)
        return {
          allowed: true,
          limit: capacity,
          remaining: capacity,
          resetSeconds: 0,
          retryAfterSeconds: 0,
        };
      // Points this process holds are taken in the store but not yet spent.
      const held = batches?.held(key) ?? 0;
      const d = decision(res, res.consumedPoints < capacity || held > 0);
      return d.allowed ? { ...d, remaining: d.remaining + held } : d;
    },
  };
}
