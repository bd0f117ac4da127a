/**
 * Points taken from the shared store in batches: the same decisions and headers as counting
 * every request in the store, far fewer store round trips, nothing admitted beyond the limit
 * by any number of instances, and held points lapsing with the store's window.
 */
import { describe, expect, it } from "vitest";
import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import { leased, type PointStore } from "../../src/server/http/leased-rate-limiter";
import { createLogger } from "../../src/server/logger";

/** A fixed-window store on a clock the test moves, counting the round trips made to it. */
function fakeStore(capacity: number, windowMs: number) {
  const clock = { ms: 0 };
  const rows = new Map<string, { points: number; end: number }>();
  const calls: number[] = [];
  const store: PointStore = {
    consume(key, points) {
      calls.push(points);
      let row = rows.get(key);
      if (!row || clock.ms >= row.end)
        rows.set(key, (row = { points: 0, end: clock.ms + windowMs }));
      row.points += points;
      const res = new RateLimiterRes(
        Math.max(0, capacity - row.points),
        row.end - clock.ms,
        row.points,
      );
      return row.points > capacity ? Promise.reject(res) : Promise.resolve(res);
    },
  };
  return { store, clock, calls, rows };
}

describe("a leased rate limit", () => {
  it("admits exactly the limit with the store's own counts, in far fewer round trips", async () => {
    const { store, clock, calls } = fakeStore(1000, 60_000);
    const limiter = leased(store, 1000, { now: () => clock.ms });
    const remaining: number[] = [];
    for (let i = 0; i < 1000; i++) {
      const d = await limiter.take("k");
      expect(d.allowed).toBe(true);
      remaining.push(d.remaining);
    }
    expect(remaining).toEqual(Array.from({ length: 1000 }, (_, i) => 999 - i));
    const refused = await limiter.take("k");
    expect(refused).toMatchObject({ allowed: false, remaining: 0, limit: 1000 });
    expect(refused.retryAfterSeconds).toBe(60);
    expect(calls.length).toBeLessThan(100);
    // Refused until the window ends without asking the store again.
    const asked = calls.length;
    expect((await limiter.take("k")).allowed).toBe(false);
    expect(calls.length).toBe(asked);
  });

  it("counts request by request when the limit is small", async () => {
    const { store, clock, calls } = fakeStore(3, 60_000);
    const limiter = leased(store, 3, { now: () => clock.ms });
    const taken = [];
    for (let i = 0; i < 4; i++) taken.push(await limiter.take("k"));
    expect(taken.map((d) => [d.allowed, d.remaining])).toEqual([
      [true, 2],
      [true, 1],
      [true, 0],
      [false, 0],
    ]);
    expect(calls).toEqual([1, 1, 1, 1]);
  });

  it("never admits more than the limit across instances, and refuses at most a lease early", async () => {
    const { store, clock } = fakeStore(500, 60_000);
    const instances = [1, 2, 3].map(() => leased(store, 500, { now: () => clock.ms }));
    let admitted = 0;
    let firstRefusal: number | undefined;
    for (let i = 0; i < 700; i++) {
      const d = await instances[i % 3]!.take("k");
      if (d.allowed) admitted++;
      else firstRefusal ??= admitted;
    }
    expect(admitted).toBeLessThanOrEqual(500);
    // Each of the two other instances held at most one and a half batches of 1/16 of what was left.
    expect(firstRefusal).toBeGreaterThanOrEqual(500 - 2 * 1.5 * Math.ceil(500 / 16));
  });

  it("shares one batch among concurrent requests", async () => {
    const { store, clock, calls } = fakeStore(10_000, 60_000);
    const limiter = leased(store, 10_000, { now: () => clock.ms });
    await limiter.take("k"); // learns what is left
    const decisions = await Promise.all(Array.from({ length: 40 }, () => limiter.take("k")));
    expect(decisions.every((d) => d.allowed)).toBe(true);
    expect(new Set(decisions.map((d) => d.remaining)).size).toBe(40);
    // One batch for all of them, and the next fetched once half of it was spent.
    expect(calls).toEqual([1, 64, 64]);
  });

  it("lets held points lapse when the store's window ends", async () => {
    const { store, clock, rows } = fakeStore(1000, 60_000);
    const limiter = leased(store, 1000, { now: () => clock.ms });
    await limiter.take("k");
    await limiter.take("k"); // takes a batch of 62
    expect(rows.get("k")!.points).toBe(63);
    clock.ms = 60_000;
    const d = await limiter.take("k");
    expect(d).toMatchObject({ allowed: true, remaining: 999, resetSeconds: 60 });
    expect(rows.get("k")!.points).toBe(1);
  });

  it("serves no held point after the window ends, even while a batch is on its way", async () => {
    const { store, clock, rows } = fakeStore(1000, 60_000);
    let release: () => void = () => {};
    let slow = false;
    const limiter = leased(
      {
        consume: async (key, points) => {
          if (slow) await new Promise<void>((r) => (release = r));
          return store.consume(key, points);
        },
      },
      1000,
      { now: () => clock.ms },
    );
    await limiter.take("k");
    for (let i = 0; i < 20; i++) await limiter.take("k"); // a batch of 62, 20 spent
    slow = true;
    // Below half of it: the next batch is asked for in the background, and waits.
    for (let i = 0; i < 12; i++) await limiter.take("k");
    clock.ms = 60_000;
    const next = limiter.take("k");
    release();
    // Counted in the new window: all of it is left but this request.
    expect(await next).toMatchObject({ allowed: true, remaining: 999, resetSeconds: 60 });
    expect(rows.get("k")!.points).toBe(58); // the background batch: 937 / 16 points
  });

  it("passes a store failure to the request, and asks again on the next one", async () => {
    const { store, clock } = fakeStore(100, 60_000);
    let broken = true;
    const limiter = leased(
      {
        consume: (key, points) =>
          broken ? Promise.reject(new Error("store down")) : store.consume(key, points),
      },
      100,
      { now: () => clock.ms },
    );
    await expect(limiter.take("k")).rejects.toThrow("store down");
    broken = false;
    expect(await limiter.take("k")).toMatchObject({ allowed: true, remaining: 99 });
  });

  it("evicts the least recently used key at its key limit, so a busy key keeps its lease", async () => {
    const { store, clock, calls } = fakeStore(10_000, 60_000);
    const limiter = leased(store, 10_000, { now: () => clock.ms, maxKeys: 3 });
    await limiter.take("busy");
    await limiter.take("busy"); // a batch of 64 held
    for (let i = 0; i < 20; i++) {
      // A caller cycling keys, the busy key served between them.
      await limiter.take(`other-${i}`);
      const asked = calls.length;
      expect((await limiter.take("busy")).allowed).toBe(true);
      expect(calls.length).toBe(asked); // served from its lease, no store round trip
    }
    expect(limiter.held("busy")).toBeGreaterThan(0);
    expect(limiter.held("other-0")).toBe(0); // evicted long ago
  });

  it("logs each failed background batch once, without the key's address or name, and keeps serving", async () => {
    const { store, clock } = fakeStore(10_000, 60_000);
    const lines: string[] = [];
    let broken = false;
    let failures = 0;
    const limiter = leased(
      {
        consume: (key, points) => {
          if (!broken) return store.consume(key, points);
          failures++;
          return Promise.reject(new Error("store down"));
        },
      },
      10_000,
      { now: () => clock.ms, logger: createLogger("info", (l) => lines.push(l)) },
    );
    const key = "login:203.0.113.9:alice@example.com";
    await limiter.take(key);
    await limiter.take(key); // a batch of 64 held
    broken = true;
    // Below half of it: background batches, which fail; the held points go on being served.
    for (let i = 0; i < 40; i++) expect((await limiter.take(key)).allowed).toBe(true);
    await new Promise((r) => setTimeout(r, 0));
    expect(failures).toBeGreaterThan(0);
    expect(lines).toHaveLength(failures); // one line per failure
    expect(JSON.parse(lines[0]!)).toMatchObject({
      level: "warn",
      key_kind: "login",
      error: { name: "Error" },
    });
    expect(lines[0]).not.toMatch(/203\.0\.113\.9|alice|store down/);
  });

  it("works on rate-limiter-flexible's own store", async () => {
    const store = new RateLimiterMemory({ points: 200, duration: 60, keyPrefix: "lease" });
    const a = leased(store, 200);
    const b = leased(store, 200);
    let admitted = 0;
    for (let i = 0; i < 300; i++) if ((await (i % 2 ? b : a).take("k")).allowed) admitted++;
    expect(admitted).toBeLessThanOrEqual(200);
    expect(admitted).toBeGreaterThanOrEqual(200 - Math.ceil(200 / 16));
    expect((await store.get("k"))!.consumedPoints).toBeGreaterThanOrEqual(200);
  });
});
