/**
 * The service's own rate limiter (rate-limiter-flexible): the same burst and headers as the
 * token bucket, one count for every instance on a PostgreSQL server, and a per-instance
 * count in memory while the store is unreachable (neither refusing nor admitting everyone).
 */
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/server/db/database";
import {
  createSharedRateLimiter,
  type RateLimitStore,
} from "../../src/server/http/shared-rate-limiter";
import { openTestDb } from "../helpers/test-db";
import { makeTestApp } from "../helpers/test-app";

let database: Database;
let store: RateLimitStore;
beforeAll(async () => {
  database = await openTestDb();
  store = database.pool ? { kind: "postgres", pool: database.pool } : { kind: "memory" };
});
afterAll(async () => {
  await database.close();
});

describe("the shared rate limiter", () => {
  it("admits the burst, then 429 with Retry-After and the RateLimit headers", async () => {
    const t = await makeTestApp(database, {
      env: { RATE_LIMIT_BURST: "3", RATE_LIMIT_PER_MINUTE: "1" },
    });
    const org = await t.org("Limited");
    const get = () => t.request("/api/v1/organization", { headers: { "x-api-key": org.apiKey } });
    const first = await get();
    expect(first.headers.get("ratelimit-limit")).toBe("3");
    expect(first.headers.get("ratelimit-remaining")).toBe("2");
    expect((await get()).status).toBe(200);
    expect((await get()).status).toBe(200);
    const refused = await get();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(refused.headers.get("ratelimit-remaining")).toBe("0");
    expect(await refused.json()).toEqual({
      detail: expect.stringMatching(/Retry-After/),
      code: "rate_limited",
    });
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    "on PostgreSQL, two instances count against one limit",
    async () => {
      const a = createSharedRateLimiter({ perMinute: 60, capacity: 4, store, keyPrefix: "t1" });
      const b = createSharedRateLimiter({ perMinute: 60, capacity: 4, store, keyPrefix: "t1" });
      const taken = [];
      for (const limiter of [a, b, a, b, a, b]) taken.push((await limiter.take("k")).allowed);
      expect(taken).toEqual([true, true, true, true, false, false]);
      expect((await b.peek("k")).allowed).toBe(false);
      expect((await a.peek("other")).remaining).toBe(4);
    },
  );

  it("with the store unreachable, each instance still limits on its own", async () => {
    const broken = new pg.Pool({
      connectionString: "postgres://nobody@127.0.0.1:1/none",
      connectionTimeoutMillis: 200,
    });
    broken.on("error", () => {});
    try {
      const limiter = createSharedRateLimiter({
        perMinute: 60,
        capacity: 2,
        store: { kind: "postgres", pool: broken },
        keyPrefix: "t2",
      });
      const taken = [];
      for (let i = 0; i < 3; i++) taken.push((await limiter.take("k")).allowed);
      expect(taken).toEqual([true, true, false]);
    } finally {
      await broken.end();
    }
  });
});
