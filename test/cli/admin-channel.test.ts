import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { freePort, preparedDataDir, runCommand, startService } from "../helpers/processes";

// What an operator's tools do to a running service on the embedded database: a PostgreSQL
// client on the data directory (psql, pg_dump, a driver) must change nothing the service sees,
// during its session or after it; the admin CLI reaches the service over its own channel. The
// same tools under write load, with a ledger of every acknowledged write: test/faults.

const dirs: string[] = [];
function tempDir(prefix: string) {
  const d = mkdtempSync(join(tmpdir(), prefix));
  dirs.push(d);
  return d;
}
function dataDir() {
  const d = preparedDataDir();
  dirs.push(d);
  return d;
}
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

const admin = (env: Record<string, string>, ...args: string[]) =>
  runCommand(["src/server/cli/admin.ts", ...args], env);

const BIN = "/usr/lib/postgresql/15/bin";
const hasClients = existsSync(join(BIN, "psql")) && existsSync(join(BIN, "pg_dump"));

/** A running service on a new data directory, its demo key, and a probe of what it serves. */
async function service(extra: Record<string, string> = {}) {
  const port = await freePort();
  const env = { DATA_DIR: dataDir(), PORT: String(port), ...extra };
  const running = await startService(env);
  const apiKey = /API key, shown only this once:\n\s+(rk_\S+)/.exec(running.output())![1]!;
  /** The organization as the API answers it: status and name. */
  const probe = async () => {
    const r = await fetch(`http://127.0.0.1:${port}/api/v1/organization`, {
      headers: { "x-api-key": apiKey },
      signal: AbortSignal.timeout(15_000),
    });
    const body = (await r.json()) as { name?: string };
    return { status: r.status, name: body.name };
  };
  return { env, running, probe, port, apiKey };
}

const served = { status: 200, name: "Demo organization" };

describe(
  "admin tools beside a running service on the embedded database",
  { timeout: 240_000 },
  () => {
    it("a client session on the data directory that sets search_path, statement_timeout and role and holds a transaction changes nothing the service sees", async () => {
      const { env, running, probe } = await service();
      try {
        expect(await probe()).toEqual(served);
        const client = new pg.Client({
          host: env.DATA_DIR,
          port: 5432,
          user: "postgres",
          database: "postgres",
        });
        client.on("error", () => {});
        // The embedded database takes no PostgreSQL clients any more; if one ever connects, what
        // it does below must still change nothing the service sees.
        const connected = await client.connect().then(
          () => true,
          () => false,
        );
        if (connected) {
          for (const statement of [
            "SET search_path TO ''",
            "SET statement_timeout = 1",
            "SET ROLE pg_monitor",
            "BEGIN ISOLATION LEVEL SERIALIZABLE READ ONLY",
            "SELECT 1",
          ]) {
            await client.query(statement).catch(() => {});
          }
        }
        // During the session (its transaction still open), then after it.
        expect(await probe()).toEqual(served);
        await client.end().catch(() => {});
        expect(await probe()).toEqual(served);
      } finally {
        await running.stop();
      }
    });

    it.skipIf(!hasClients)(
      "pg_dump and a psql session left open on the data directory change nothing the service sees",
      async () => {
        const { env, running, probe } = await service();
        try {
          const pgEnv = { ...process.env, PGCONNECT_TIMEOUT: "5" };
          const dump = spawnSync(
            join(BIN, "pg_dump"),
            ["-h", env.DATA_DIR, "-p", "5432", "-U", "postgres", "postgres"],
            { env: pgEnv, timeout: 30_000 },
          );
          expect(dump.error).toBeUndefined();
          expect(await probe()).toEqual(served);

          const psql = spawn(
            join(BIN, "psql"),
            ["-h", env.DATA_DIR, "-p", "5432", "-U", "postgres", "-X", "postgres"],
            { env: pgEnv, stdio: ["pipe", "ignore", "ignore"] },
          );
          // psql may have ended already (nothing takes its connection): its input is then a
          // closed pipe, which is no failure of the service.
          psql.stdin.on("error", () => {});
          psql.stdin.write(
            "SET search_path TO '';\nSET statement_timeout = 1;\nSET ROLE pg_monitor;\nBEGIN;\nSELECT 1;\n",
          );
          try {
            // psql stays connected (its input is still open) with its transaction open.
            await new Promise((r) => setTimeout(r, 1_000));
            expect(await probe()).toEqual(served);
          } finally {
            psql.stdin.end();
            await new Promise((r) => (psql.exitCode === null ? psql.once("exit", r) : r(null)));
          }
          expect(await probe()).toEqual(served);
        } finally {
          await running.stop();
        }
      },
    );

    it("the admin CLI works through the service's channel, and `dump` writes a snapshot that opens as a data directory", async () => {
      const { env, running, probe } = await service();
      try {
        const socketDir = join(env.DATA_DIR, "admin");
        // Only the service's own user may reach it.
        expect(statSync(socketDir).mode & 0o777).toBe(0o700);
        expect(statSync(join(socketDir, "admin.sock")).mode & 0o777).toBe(0o600);

        const org = await admin(env, "org", "create", "--name", "Snapshot", "--json");
        expect(org.code).toBe(0);
        const out = join(tempDir("registrar-dump-"), "registrar.tar.gz");
        const dump = await admin(env, "dump", "--out", out);
        expect(dump.code).toBe(0);
        expect(dump.stdout).toContain(out);
        expect(statSync(out).size).toBeGreaterThan(0);
        expect(await probe()).toEqual(served);

        // An existing file is never overwritten.
        const again = await admin(env, "dump", "--out", out);
        expect(again.code).toBe(2);
        expect(again.stderr).toContain("already exists");

        // Restored as its help says: a data directory whose pgdata is the archive's contents.
        const restored = join(tempDir("registrar-restored-"), "data");
        mkdirSync(join(restored, "pgdata"), { recursive: true });
        expect(spawnSync("tar", ["-xzf", out, "-C", join(restored, "pgdata")]).status).toBe(0);
        const list = await admin({ DATA_DIR: restored }, "org", "list", "--json");
        expect(list.code).toBe(0);
        const names = (JSON.parse(list.stdout) as { items: { name: string }[] }).items.map(
          (o) => o.name,
        );
        expect(names.sort()).toEqual(["Demo organization", "Snapshot"]);

        // A service that does not answer on its socket is said plainly; its files stay closed.
        rmSync(join(socketDir, "admin.sock"));
        const unreachable = await admin(env, "org", "list");
        expect(unreachable.code).toBe(2);
        expect(unreachable.stderr).toContain("does not answer on its admin socket");
        expect(await probe()).toEqual(served);
      } finally {
        await running.stop();
      }
    });

    it("says which database it opened, and refuses a data directory with no database or no organization instead of creating one", async () => {
      const missing = join(tempDir("registrar-nodata-"), "nowhere");
      const list = await admin({ DATA_DIR: missing }, "org", "list");
      expect(list.code).toBe(2);
      expect(list.stderr).toContain(`No database in ${missing}`);
      expect(existsSync(missing)).toBe(false);

      const created = await admin({ DATA_DIR: missing }, "org", "create", "--name", "First");
      expect(created.code).toBe(0);
      expect(created.stderr).toContain(`Database: a new embedded database in ${missing}`);

      const listed = await admin({ DATA_DIR: missing }, "org", "list");
      expect(listed.code).toBe(0);
      expect(listed.stderr).toContain(`Database: embedded, in ${missing}`);
      expect(listed.stdout).toContain("First");

      // A migrated database that holds no organization is not the service's either.
      const empty = dataDir();
      const keys = await admin(
        { DATA_DIR: empty },
        "key",
        "list",
        "--org",
        "00000000-0000-4000-8000-000000000000",
        "--json",
      );
      expect(keys.code).toBe(2);
      expect(JSON.parse(keys.stderr)).toEqual({
        error: expect.stringContaining(`The database in ${empty} holds no organization`),
      });
    });
  },
);
