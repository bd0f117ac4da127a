/**
 * The drizzle table definitions (typed queries) and the hand-written SQL migrations (the
 * database) describe the same tables: every column drizzle knows exists with the same type
 * and nullability, and no migrated column is missing from drizzle. A migration that forgets
 * its drizzle twin, or the reverse, fails here instead of at the first query.
 */
import { execFileSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { is } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/server/db/database";
import { openTestDb } from "../helpers/test-db";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));

/** Every module of src/server that defines a table (found by grep, so a new one is included). */
const tableModules = execFileSync("grep", ["-rl", "--include=*.ts", "pgTable(", "src/server"], {
  cwd: ROOT,
  encoding: "utf8",
})
  .trim()
  .split("\n")
  .filter((f) => !f.endsWith(".test.ts"));

/** drizzle's SQL type names in PostgreSQL's own spelling (`format_type`). */
function normalise(type: string): string {
  return type
    .replace(/\s*,\s*/g, ",")
    .replace(/^serial$/, "integer")
    .replace(/^bigserial$/, "bigint")
    .replace(/^varchar/, "character varying")
    .replace(/^timestamp \((\d)\)/, "timestamp($1)");
}

let database: Database;
beforeAll(async () => {
  database = await openTestDb();
});
afterAll(async () => {
  await database.close();
});

describe("drizzle tables and SQL migrations", () => {
  it("describe the same columns, types and nullability", async () => {
    const tables = new Map<string, Map<string, { type: string; notNull: boolean }>>();
    for (const file of tableModules) {
      const mod = (await import(`${ROOT}/${file}`)) as Record<string, unknown>;
      for (const value of Object.values(mod)) {
        if (!is(value, PgTable)) continue;
        const config = getTableConfig(value);
        tables.set(
          config.name,
          new Map(
            config.columns.map((c) => [
              c.name,
              { type: normalise(c.getSQLType()), notNull: c.notNull },
            ]),
          ),
        );
      }
    }
    expect(tables.size).toBeGreaterThan(15);

    const rows = await database.sql.query<{
      table_name: string;
      column_name: string;
      type: string;
      not_null: boolean;
    }>(
      `SELECT c.relname AS table_name, a.attname AS column_name,
              format_type(a.atttypid, a.atttypmod) AS type, a.attnotnull AS not_null
         FROM pg_attribute a
         JOIN pg_class c ON c.oid = a.attrelid
         JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'public' AND c.relkind = 'r' AND a.attnum > 0 AND NOT a.attisdropped
          AND c.relname <> 'schema_migrations'`,
    );
    const database_ = new Map<string, Map<string, { type: string; notNull: boolean }>>();
    for (const r of rows) {
      const cols = database_.get(r.table_name) ?? new Map();
      cols.set(r.column_name, { type: r.type, notNull: r.not_null });
      database_.set(r.table_name, cols);
    }

    const describeAll = (m: typeof tables) =>
      Object.fromEntries(
        [...m.entries()]
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([t, cols]) => [
            t,
            Object.fromEntries(
              [...cols.entries()]
                .sort(([a], [b]) => a.localeCompare(b))
                .map(([c, d]) => [c, `${d.type}${d.notNull ? " not null" : ""}`]),
            ),
          ]),
      );
    expect(describeAll(tables)).toEqual(describeAll(database_));
  });
});
