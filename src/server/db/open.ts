import { PGlite } from "@electric-sql/pglite";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { createDataDirApart } from "./create-data-dir";
import { fromPglite, fromPostgres, type Database } from "./database";
import { lockDataDir } from "./data-dir-lock";
import { migrate, type MigrationSettings } from "./migrate";

/**
 * Opens the service's database and applies pending migrations: a PostgreSQL server when
 * `databaseUrl` is set, else the embedded PGlite in `dataDir/pgdata`, locked to this process.
 * PGlite has a single session: nothing outside this process may speak to it (the admin CLI
 * asks the running service instead: `cli/admin-channel.ts`).
 */
export async function openDatabase(
  opts: {
    dataDir: string;
    databaseUrl?: string | undefined;
    /** PGlite's `shared_buffers` (PostgreSQL's memory units: `32MB`); PGlite's default otherwise. */
    sharedBuffers?: string | undefined;
  } & MigrationSettings,
): Promise<Database & { migrated: string[] }> {
  if (opts.databaseUrl) {
    const database = fromPostgres(opts.databaseUrl);
    const migrated = await migrate(database.sql, opts);
    return { ...database, migrated };
  }
  const release = lockDataDir(opts.dataDir);
  try {
    const pgdata = join(opts.dataDir, "pgdata");
    if (!existsSync(join(pgdata, "PG_VERSION"))) await createDataDirApart(pgdata);
    const client = await PGlite.create({
      dataDir: pgdata,
      ...(opts.sharedBuffers && {
        startParams: [...PGlite.defaultStartParams, "-c", `shared_buffers=${opts.sharedBuffers}`],
      }),
    });
    const database = fromPglite(client);
    const migrated = await migrate(database.sql, opts);
    // This process holds the data directory's lock, so no request of another is in flight:
    // Idempotency-Keys left claimed (no response yet) were cut off by a crash; free them now
    // rather than after the abandoned-claim timeout. (PostgreSQL keeps the timeout: other
    // instances may be running those requests.)
    await database.sql.exec("DELETE FROM idempotency_keys WHERE response_status IS NULL");
    return {
      ...database,
      migrated,
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (err) {
    release();
    throw err;
  }
}
