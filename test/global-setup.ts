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
 * Done once per test run, before any test file (once for all the projects that name this file):
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
  // The projects of one run share one preparation (vitest calls each project's global set-up,
  // in the same process): the last project's teardown removes it.
  const shared = globalThis as { registrarTestSetup?: { ready: Promise<Prepared>; users: number } };
  shared.registrarTestSetup ??= { ready: prepare(), users: 0 };
  const state = shared.registrarTestSetup;
  state.users += 1;
  const prepared = await state.ready;
  project.provide("pgliteSnapshot", prepared.snapshot);
  if (prepared.postgresUrl) project.provide("postgresTemplate", prepared.postgresUrl);
  process.env.REGISTRAR_TEST_DATA_DIR = prepared.dataDir;
  process.env.REGISTRAR_SERVER_BUNDLE = prepared.bundle;
  return async () => {
    state.users -= 1;
    if (state.users === 0) {
      delete shared.registrarTestSetup;
      await prepared.teardown();
    }
  };
}

type Prepared = {
  snapshot: string;
  dataDir: string;
  bundle: string;
  postgresUrl?: string;
  teardown: () => Promise<void>;
};

async function prepare(): Promise<Prepared> {
  const dir = mkdtempSync(join(tmpdir(), "registrar-test-"));
  const [bundle, postgres] = await Promise.all([buildServer(), postgresTemplate()]);
  const client = await PGlite.create();
  await migrate(fromPglite(client).sql, { existingLivemode: false });
  const dump = await client.dumpDataDir("none");
  await client.close();
  const file = join(dir, "snapshot.tar");
  const tar = Buffer.from(await dump.arrayBuffer());
  writeFileSync(file, tar);

  mkdirSync(join(dir, "data-dir"));
  const onDisk = await PGlite.create({
    dataDir: join(dir, "data-dir", "pgdata"),
    loadDataDir: new Blob([tar]),
  });
  await onDisk.close();
  return {
    snapshot: file,
    dataDir: join(dir, "data-dir"),
    bundle,
    ...(postgres ? { postgresUrl: postgres.url } : {}),
    teardown: async () => {
      rmSync(dir, { recursive: true, force: true });
      rmSync(bundle, { recursive: true, force: true });
      await postgres?.drop();
    },
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
