import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadMigrations, migrate } from "../../src/server/db/migrate";
import type { Database } from "../../src/server/db/database";
import { openTestDb } from "../helpers/test-db";

let database: Database;
beforeAll(async () => {
  database = await openTestDb();
});
afterAll(async () => {
  await database.close();
});

describe("migrations", () => {
  it("records every versioned migration once, and a second run applies nothing", async () => {
    const rows = await database.sql.query<{ version: number }>(
      "SELECT version FROM schema_migrations ORDER BY version",
    );
    expect(rows.map((r) => r.version)).toEqual(loadMigrations().map((m) => m.version));
    expect(await migrate(database.sql, { existingLivemode: false })).toEqual([]);
  });

  it("rolls back a failed transaction entirely", async () => {
    await expect(
      database.sql.transaction(async (tx) => {
        await tx.query("INSERT INTO organizations (id, name) VALUES (gen_random_uuid(), 'x')");
        throw new Error("boom");
      }),
    ).rejects.toThrow("boom");
    const rows = await database.sql.query("SELECT 1 FROM organizations WHERE name = 'x'");
    expect(rows).toHaveLength(0);
  });
});
