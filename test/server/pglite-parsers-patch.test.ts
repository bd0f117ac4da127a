import { PGlite } from "@electric-sql/pglite";
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inject } from "vitest";

/**
 * patches/@electric-sql+pglite+*.patch (applied by `npm install`/`npm ci` through
 * patch-package): PGlite's result parser merged per-query parsers (drizzle passes some on
 * every query) by spreading the instance's whole type-parser table, ~300 entries, into a new
 * object per query. Patched, the per-query parsers sit on an object whose prototype is that
 * table: the same lookups, no copy.
 */
let db: PGlite;
beforeAll(async () => {
  db = await PGlite.create({ loadDataDir: new Blob([readFileSync(inject("pgliteSnapshot"))]) });
});
afterAll(async () => {
  await db.close();
});

describe("PGlite per-query parsers (patched)", () => {
  it("apply on top of the instance's parsers without copying its table", async () => {
    let copies = 0;
    db.parsers = new Proxy(db.parsers, {
      ownKeys(target) {
        copies += 1;
        return Reflect.ownKeys(target);
      },
    });
    const { rows } = await db.query<{ x: number; ok: boolean; at: string }>(
      "SELECT 21::int4 AS x, true AS ok, '2026-01-02 03:04:05+00'::timestamptz::text AS at",
      [],
      { parsers: { 23: (v: string) => Number(v) * 2 } },
    );
    expect(rows).toEqual([{ x: 42, ok: true, at: "2026-01-02 03:04:05+00" }]);
    const plain = await db.query<{ x: number }>("SELECT 21::int4 AS x");
    expect(plain.rows).toEqual([{ x: 21 }]);
    expect(copies).toBe(0);
  });
});
