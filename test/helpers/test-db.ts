import { PGlite } from "@electric-sql/pglite";
import { readFileSync } from "node:fs";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { inject } from "vitest";
import { fromPglite, fromPostgres, type Database } from "../../src/server/db/database";
import { migrate } from "../../src/server/db/migrate";

/**
 * A fresh, migrated database for one test file: an in-memory PGlite from the prepared
 * snapshot, or, when TEST_DATABASE_URL is set, a new database on that PostgreSQL server
 * (dropped again by `close`), cloned from the migrated template the global set-up made.
 */
export async function openTestDb(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    const tar = readFileSync(inject("pgliteSnapshot"));
    const client = await PGlite.create({ loadDataDir: new Blob([tar]) });
    return fromPglite(client);
  }
  const name = `registrar_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const template = inject("postgresTemplate");
  const templateName = template ? new URL(template).pathname.slice(1) : undefined;
  await admin.query(`CREATE DATABASE ${name}${templateName ? ` TEMPLATE ${templateName}` : ""}`);
  await admin.end();
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const database = fromPostgres(dbUrl.toString());
  // Without a template (a run whose set-up did not make one), migrate here.
  if (!templateName) await migrate(database.sql, { existingLivemode: false });
  return {
    ...database,
    close: async () => {
      await database.close();
      const drop = new pg.Client({ connectionString: url });
      await drop.connect();
      await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await drop.end();
    },
  };
}
