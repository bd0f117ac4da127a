import { PGlite } from "@electric-sql/pglite";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { fromPglite, fromPostgres } from "../src/server/db/database";
import { migrate } from "../src/server/db/migrate";
import { buildServer } from "../scripts/build-server";
import { emptyPostgresDb } from "./helpers/postgres-db";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteSnapshot: string;
    /** A migrated PostgreSQL database to copy (`CREATE DATABASE … TEMPLATE`), with TEST_DATABASE_URL. */
    postgresTemplate: string;
  }
}

/**
 * Done once per test run, before any test file:
 * - initdb and the migrations, saved as a tarball: each test file opens an in-memory PGlite
 *   from it in about a second;
 * - the same, written out as a data directory (`DATA_DIR/pgdata`) that tests starting the
 *   service as a process copy (`preparedDataDir` in helpers/processes.ts) instead of running
 *   initdb and the migrations again;
 * - the service's process entries bundled once (scripts/build-server.mjs), so those processes
 *   start on plain Node rather than through tsx;
 * - with TEST_DATABASE_URL, a migrated template database each test file's database is cloned
 *   from (helpers/test-db.ts).
 * The process entries and the data directory are handed on through the environment, which the
 * test workers inherit.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), "registrar-test-"));
  const [bundle, postgres] = await Promise.all([buildServer(), postgresTemplate()]);
  const client = await PGlite.create();
  await migrate(fromPglite(client).sql, { existingLivemode: false });
  const dump = await client.dumpDataDir("none");
  await client.close();
  const file = join(dir, "snapshot.tar");
  const tar = Buffer.from(await dump.arrayBuffer());
  writeFileSync(file, tar);
  project.provide("pgliteSnapshot", file);
  if (postgres) project.provide("postgresTemplate", postgres.url);

  mkdirSync(join(dir, "data-dir"));
  const onDisk = await PGlite.create({
    dataDir: join(dir, "data-dir", "pgdata"),
    loadDataDir: new Blob([tar]),
  });
  await onDisk.close();
  process.env.REGISTRAR_TEST_DATA_DIR = join(dir, "data-dir");
  process.env.REGISTRAR_SERVER_BUNDLE = bundle;
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    rmSync(bundle, { recursive: true, force: true });
    await postgres?.drop();
  };
}

async function postgresTemplate() {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return undefined;
  const template = await emptyPostgresDb(url, "registrar_template");
  const database = fromPostgres(template.url);
  await migrate(database.sql, { existingLivemode: false });
  await database.close();
  return template;
}
