import { fromPostgres, type Database } from "../../src/server/db/database";

/**
 * The database as a second instance would open it: on PostgreSQL a new pool (and listener) on
 * the same test database, so only the database's NOTIFY reaches it; on PGlite the same engine
 * (one process owns it). Close it only when it is not `db` itself.
 */
export async function secondInstanceDb(db: Database): Promise<Database> {
  if (!process.env.TEST_DATABASE_URL) return db;
  const [row] = await db.sql.query<{ name: string }>("SELECT current_database() AS name");
  const url = new URL(process.env.TEST_DATABASE_URL);
  url.pathname = `/${row!.name}`;
  return fromPostgres(url.toString());
}
