import type { Database } from "./database";

/**
 * A consistent copy of the embedded database: PGlite's data directory as a gzipped tarball,
 * taken while no transaction of this process is open and no query runs (the engine's own
 * transaction and query locks), so it holds exactly the committed state of one moment. Its
 * entries are the files of `pgdata/`: extracted into an empty `DIR/pgdata`, `DIR` is a data
 * directory the service or the admin CLI opens. PostgreSQL has `pg_dump` for this.
 */
export async function snapshot(database: Database): Promise<Uint8Array> {
  const engine = database.pglite;
  if (!engine) throw new Error("Only the embedded database is copied this way; use pg_dump.");
  const tarball = await engine._runExclusiveTransaction(() => engine.dumpDataDir("gzip"));
  return new Uint8Array(await tarball.arrayBuffer());
}
