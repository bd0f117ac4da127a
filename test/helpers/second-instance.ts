import { afterAll, beforeAll, expect } from "vitest";
import { fromPostgres, type Database } from "../../src/server/db/database";
import { LISTENER_NAME } from "../../src/server/db/notifications";
import { makeTestApp, type TestApp } from "./test-app";
import { openTestDb } from "./test-db";

/**
 * The database as a second instance would open it: on PostgreSQL a new pool (and listener) on
 * the same test database, so only the database's NOTIFY reaches it; on PGlite the same engine
 * (one process owns it). Close it only when it is not `db` itself.
 */
async function secondInstanceDb(db: Database): Promise<Database> {
  if (!process.env.TEST_DATABASE_URL) return db;
  const [row] = await db.sql.query<{ name: string }>("SELECT current_database() AS name");
  const url = new URL(process.env.TEST_DATABASE_URL);
  url.pathname = `/${row!.name}`;
  return fromPostgres(url.toString());
}

/**
 * Two instances of the service for one test file ("another instance" is a second app, on
 * {@link secondInstanceDb}), opened before its tests and closed (apps, then databases) after.
 * Its fields are set once the file's `beforeAll` has run.
 */
export function twoInstances() {
  const two = {} as { a: Database; b: Database; appA: TestApp; appB: TestApp };
  beforeAll(async () => {
    two.a = await openTestDb();
    two.b = await secondInstanceDb(two.a);
    two.appA = await makeTestApp(two.a);
    two.appB = await makeTestApp(two.b);
  });
  afterAll(async () => {
    two.appA?.app.close();
    two.appB?.app.close();
    if (two.b && two.b !== two.a) await two.b.close();
    await two.a?.close();
  });
  return two;
}

/** On PostgreSQL: waits until the second instance's listening connection is LISTENing. */
export async function listenerReady(db: Database) {
  if (!process.env.TEST_DATABASE_URL) return;
  await expect
    .poll(
      async () =>
        (
          await db.sql.query(
            "SELECT 1 FROM pg_stat_activity WHERE application_name = $1 AND datname = current_database() AND query LIKE 'LISTEN%'",
            [LISTENER_NAME],
          )
        ).length,
      { timeout: 5_000, interval: 50 },
    )
    .toBeGreaterThan(0);
}
