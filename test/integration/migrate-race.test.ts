/**
 * Two instances starting at once on one fresh PostgreSQL database: both migrate, each
 * migration is applied once (the migrator's advisory lock), and neither fails.
 */
import { describe, expect, it } from "vitest";
import { fromPostgres } from "../../src/server/db/database";
import { loadMigrations, migrate } from "../../src/server/db/migrate";
import { emptyPostgresDb } from "../helpers/postgres-db";

const url = process.env.TEST_DATABASE_URL;

// One process owns an embedded database: the race exists only on a PostgreSQL server.
describe.skipIf(!url)("migrations started at once by two instances", () => {
  it("both succeed and every migration is applied exactly once", async () => {
    const fresh = await emptyPostgresDb(url!);
    const a = fromPostgres(fresh.url);
    const b = fromPostgres(fresh.url);
    try {
      const [ranA, ranB] = await Promise.all([
        migrate(a.sql, { existingLivemode: false }),
        migrate(b.sql, { existingLivemode: false }),
      ]);
      const names = loadMigrations().map((m) => m.name);
      // One applied them all; the other, having waited for it, found nothing left to do.
      expect([ranA, ranB].sort((x, y) => x.length - y.length)).toEqual([[], names]);
      const rows = await a.sql.query<{ version: number; n: string }>(
        "SELECT version, count(*) AS n FROM schema_migrations GROUP BY version ORDER BY version",
      );
      expect(rows.map((r) => [r.version, Number(r.n)])).toEqual(
        loadMigrations().map((m) => [m.version, 1]),
      );
    } finally {
      await a.close();
      await b.close();
      await fresh.drop();
    }
  });
});
