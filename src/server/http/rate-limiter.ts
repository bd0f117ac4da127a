/**
 * A limit per key: `take` counts a request (refused when none is left), `peek` looks without
 * counting. The service's is shared by its instances (`shared-rate-limiter.ts`, async); the
 * in-memory token bucket below answers at once (tests give it a clock).
 */
export type RateLimiter = {
  take(key: string, cost?: number): RateDecision | Promise<RateDecision>;
  peek(key: string): RateDecision | Promise<RateDecision>;
};
export type RateDecision = {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until the bucket is full again. */
  resetSeconds: number;
  /** Seconds until one more request would be allowed (0 when allowed). */
  retryAfterSeconds: number;
};

/**
 * Creates an in-memory token-bucket limiter: `capacity` tokens per key, refilled at `perMinute`
 * tokens a minute. Buckets live in this process, on an injectable clock: tests use it; the
 * service uses `createSharedRateLimiter`.
 * @example const limiter = createRateLimiter({ perMinute: 600, capacity: 120 });
 */
export function createRateLimiter({
  perMinute,
  capacity,
  now = () => Date.now(),
  maxKeys = 100_000,
}: {
  perMinute: number;
  capacity: number;
  now?: () => number;
  maxKeys?: number;
}): RateLimiter {
  const buckets = new Map<string, { tokens: number; at: number }>();
  const ratePerMs = perMinute / 60_000;

  const refill = (key: string) => {
    const t = now();
    const b = buckets.get(key) ?? { tokens: capacity, at: t };
    b.tokens = Math.min(capacity, b.tokens + (t - b.at) * ratePerMs);
    b.at = t;
    if (!buckets.has(key)) {
      if (buckets.size >= maxKeys) buckets.delete(buckets.keys().next().value as string);
      buckets.set(key, b);
    }
    return b;
  };
  const decision = (tokens: number, allowed: boolean): RateDecision => ({
    allowed,
    limit: capacity,
    remaining: Math.max(0, Math.floor(tokens)),
    resetSeconds: Math.ceil((capacity - tokens) / ratePerMs / 1000),
    retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil((1 - tokens) / ratePerMs / 1000)),
  });

  return {
    take(key, cost = 1) {
      const b = refill(key);
      if (b.tokens < cost) return decision(b.tokens, false);
      b.tokens -= cost;
      return decision(b.tokens, true);
    },
    peek(key) {
      const b = refill(key);
      return decision(b.tokens, b.tokens >= 1);
    },
  };
}

/** The `RateLimit-*` headers (IETF draft) and, when refused, `Retry-After`. */
export function rateLimitHeaders(d: RateDecision): Record<string, string> {
  const h: Record<string, string> = {
    "RateLimit-Limit": String(d.limit),
    "RateLimit-Remaining": String(d.remaining),
    "RateLimit-Reset": String(d.resetSeconds),
  };
  if (!d.allowed) h["Retry-After"] = String(d.retryAfterSeconds);
  return h;
}
