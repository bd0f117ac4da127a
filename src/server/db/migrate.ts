import { readFileSync, readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { SqlRunner } from "./database";

const MIGRATIONS_DIR = fileURLToPath(new URL("./migrations", import.meta.url));
/** Any constant: the advisory lock that serialises migrations of instances sharing a server. */
const MIGRATION_LOCK = 727_001;

export type Migration = { version: number; name: string; sql: string };

/** The versioned migrations, `NNNN_name.sql`, in order. */
export function loadMigrations(dir = MIGRATIONS_DIR): Migration[] {
  return readdirSync(dir)
    .filter((f) => /^\d{4}_[\w-]+\.sql$/.test(f))
    .sort()
    .map((f) => ({
      version: Number(f.slice(0, 4)),
      name: f.replace(/\.sql$/, ""),
      sql: readFileSync(`${dir}/${f}`, "utf8"),
    }));
}

/**
 * What a migration needs to know of the configuration it runs under. `existingLivemode`: the
 * mode of rows made before modes existed (migration 0013): live on a deployment running a
 * real registrar, test otherwise (`config.ts`'s `existingLivemode`).
 */
export type MigrationSettings = { existingLivemode: boolean };

/**
 * Applies the migrations not yet applied, in one transaction, holding an advisory lock so
 * that several instances starting at once on one PostgreSQL server apply each once.
 * Returns the names applied.
 */
export async function migrate(
  run: SqlRunner,
  settings: MigrationSettings,
  migrations = loadMigrations(),
): Promise<string[]> {
  const applied: string[] = [];
  await run.transaction(async (tx) => {
    await tx.exec(`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    await tx.query("SELECT set_config('registrar.existing_livemode', $1, true)", [
      String(settings.existingLivemode),
    ]);
    await tx.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version integer PRIMARY KEY,
      name text NOT NULL,
      applied_at timestamptz NOT NULL DEFAULT now())`);
    const done = new Set(
      (await tx.query<{ version: number }>("SELECT version FROM schema_migrations")).map(
        (r) => r.version,
      ),
    );
    for (const m of migrations) {
      if (done.has(m.version)) continue;
      await tx.exec(m.sql);
      await tx.query("INSERT INTO schema_migrations (version, name) VALUES ($1, $2)", [
        m.version,
        m.name,
      ]);
      applied.push(m.name);
    }
  });
  return applied;
}
