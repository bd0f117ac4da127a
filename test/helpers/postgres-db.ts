import { randomBytes } from "node:crypto";
import pg from "pg";

/**
 * A new, empty (unmigrated) database on the PostgreSQL server at `url`, for tests and benchmarks
 * that start from nothing (migrations racing, several service processes, a bench run); `drop`
 * removes it. No vitest here: the benchmark scripts import it too.
 */
export async function emptyPostgresDb(
  url: string,
  prefix = "registrar_test",
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  return {
    url: dbUrl.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}
