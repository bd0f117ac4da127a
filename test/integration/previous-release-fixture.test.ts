/**
 * The previous release's database (`test/fixtures/previous-release/`): its dump loads into an
 * empty database (PGlite; PostgreSQL too with TEST_DATABASE_URL), this code's migrations then
 * apply only what came after the release (none on the release itself), and the credentials its
 * JSON lists open what the dump holds. The upgrade tests start from here.
 */
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fromPglite, fromPostgres, type Database } from "../../src/server/db/database";
import { loadMigrations, migrate } from "../../src/server/db/migrate";
import { emptyPostgresDb } from "../helpers/postgres-db";
import { loadPreviousRelease, previousReleaseFixture } from "../helpers/previous-release";
import { makeTestApp } from "../helpers/test-app";

const fixture = previousReleaseFixture();

/**
 * The migrations the dump had applied: the first ones of this code, in order, up to the
 * release's last (`0012_demo_organization`); and the rest of this code's, which an upgrade
 * applies (none on the release itself).
 */
async function appliedAndLeft(database: Database) {
  const rows = await database.sql.query<{ name: string }>(
    "SELECT name FROM schema_migrations ORDER BY version",
  );
  const applied = rows.map((r) => r.name);
  const ours = loadMigrations().map((m) => m.name);
  expect(applied).toEqual(ours.slice(0, applied.length));
  expect(applied.at(-1)).toBe("0012_demo_organization");
  return ours.slice(applied.length);
}

describe("the previous release's database, on the embedded database", () => {
  let database: Database;

  beforeAll(async () => {
    database = fromPglite(await PGlite.create());
    await loadPreviousRelease(database.sql);
  });
  afterAll(async () => {
    await database?.close();
  });

  it("loads into an empty database, whose migrations then apply only this code's newer ones", async () => {
    const left = await appliedAndLeft(database);
    expect(await migrate(database.sql, { existingLivemode: false })).toEqual(left);
    expect(await migrate(database.sql, { existingLivemode: false })).toEqual([]);
  });

  it("holds what its JSON lists, and the listed API keys open it", async () => {
    const { app } = await makeTestApp(database);
    for (const org of [fixture.demo, fixture.second]) {
      const res = await app.request("/api/v1/organization", {
        headers: { "x-api-key": org.api_key },
      });
      expect(res.status).toBe(200);
      expect(((await res.json()) as { id: string }).id).toBe(org.organization_id);
    }
    const order = await app.request(`/api/v1/registrar/orders/${fixture.demo.order.order_id}`, {
      headers: { "x-api-key": fixture.demo.api_key },
    });
    expect(order.status).toBe(200);
    expect(await order.json()).toMatchObject({
      domain_name: fixture.demo.order.domain,
      status: "completed",
    });
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  "the previous release's database, on PostgreSQL",
  () => {
    let empty: Awaited<ReturnType<typeof emptyPostgresDb>> | undefined;
    let database: Database | undefined;

    afterAll(async () => {
      await database?.close();
      await empty?.drop();
    });

    it("loads into an empty database, whose migrations then apply only this code's newer ones", async () => {
      empty = await emptyPostgresDb(process.env.TEST_DATABASE_URL!, "fixture_check");
      database = fromPostgres(empty.url, { max: 2 });
      await loadPreviousRelease(database.sql);
      const left = await appliedAndLeft(database);
      expect(await migrate(database.sql, { existingLivemode: false })).toEqual(left);
      expect(await migrate(database.sql, { existingLivemode: false })).toEqual([]);
    });
  },
);
