import { PGlite } from "@electric-sql/pglite";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { fromPglite } from "../src/server/db/database";
import { migrate } from "../src/server/db/migrate";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteSnapshot: string;
  }
}

/**
 * Runs initdb and the migrations once per test run and saves the data directory as a tarball;
 * each test file then opens an in-memory PGlite from it in about a second.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), "registrar-test-"));
  const client = await PGlite.create();
  await migrate(fromPglite(client).sql);
  const dump = await client.dumpDataDir("none");
  await client.close();
  const file = join(dir, "snapshot.tar");
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteSnapshot", file);
  return () => rmSync(dir, { recursive: true, force: true });
}
