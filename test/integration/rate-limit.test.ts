import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/server/db/database";
import { openTestDb } from "../helpers/test-db";
import { json, makeTestApp } from "../helpers/test-app";
import { createRateLimiter } from "../../src/server/http/rate-limiter";

let database: Database;
beforeAll(async () => {
  database = await openTestDb();
});
afterAll(async () => {
  await database.close();
});

describe("rate limiting", () => {
  it("gives each credential a bucket: 429 with Retry-After when empty, then recovers", async () => {
    let ms = 0;
    const limiter = createRateLimiter({ perMinute: 60, capacity: 3, now: () => ms });
    const t = await makeTestApp(database, { limiter });
    const a = await t.org("A");
    const b = await t.org("B");
    const get = (key: string) =>
      t.request("/api/v1/organization", { headers: { "x-api-key": key } });

    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await get(a.apiKey)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);

    const refused = await get(a.apiKey);
    expect(refused.headers.get("retry-after")).toBe("1");
    expect(refused.headers.get("ratelimit-limit")).toBe("3");
    expect(refused.headers.get("ratelimit-remaining")).toBe("0");
    expect(((await refused.json()) as { detail: string }).detail).toMatch(/Retry-After/);

    // Another organization's key is not affected.
    expect((await get(b.apiKey)).status).toBe(200);

    ms += 1000;
    const after = await get(a.apiKey);
    expect(after.status).toBe(200);
    expect(after.headers.get("ratelimit-remaining")).toBe("0");
  });

  it("limits failed logins per address and username", async () => {
    const loginLimiter = createRateLimiter({ perMinute: 2, capacity: 2 });
    const t = await makeTestApp(database, { loginLimiter });
    const org = await t.org("Logins");
    const attempt = (password: string) =>
      t.request("/api/v1/auth/token", json("POST", { username: org.email, password }));
    expect((await attempt("wrong one")).status).toBe(401);
    expect((await attempt("wrong two")).status).toBe(401);
    const third = await attempt(org.password);
    expect(third.status).toBe(429);
    expect(Number(third.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});
