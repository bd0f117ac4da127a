import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { freePort, preparedDataDir, runCommand, startService } from "../helpers/processes";

// What an operator's tools do to a running service on the embedded database: a PostgreSQL
// client on the data directory (psql, pg_dump, a driver) must change nothing the service sees,
// during its session or after it; the admin CLI reaches the service over its own channel.

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

/** Runs a program to its end without blocking this process (the load keeps going meanwhile). */
function run(file: string, args: string[], stdin?: string) {
  return new Promise<number | null>((resolve) => {
    const child = spawn(file, args, {
      env: { ...process.env, PGCONNECT_TIMEOUT: "5" },
      stdio: ["pipe", "ignore", "ignore"],
    });
    child.stdin.end(stdin);
    child.once("error", () => resolve(null));
    child.once("exit", (code) => resolve(code));
  });
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

    it("under write load through the API, admin tools on the data directory and a dump fail and change no request and lose no write", async () => {
      const { env, running, port, apiKey } = await service({
        RATE_LIMIT_BURST: "100000",
        RATE_LIMIT_PER_MINUTE: "100000",
      });
      const base = `http://127.0.0.1:${port}/api/v1/hosted/sessions`;
      const headers = { "x-api-key": apiKey, "content-type": "application/json" };
      const acknowledged: string[] = [];
      const failures: number[] = [];
      let loading = true;
      const writer = async (n: number) => {
        for (let i = 0; loading; i++) {
          const r = await fetch(base, {
            method: "POST",
            headers,
            body: JSON.stringify({
              allowed_actions: ["domain_search"],
              external_account_id: `acct_${n}_${i}`,
            }),
            signal: AbortSignal.timeout(15_000),
          });
          if (r.status === 200)
            acknowledged.push(((await r.json()) as { session_id: string }).session_id);
          else failures.push(r.status);
        }
      };
      const writers = [0, 1, 2, 3].map(writer);
      try {
        // A driver's session: SET search_path, statement_timeout, role, then an open transaction.
        const client = new pg.Client({ host: env.DATA_DIR, port: 5432, user: "postgres" });
        client.on("error", () => {});
        if (
          await client.connect().then(
            () => true,
            () => false,
          )
        ) {
          await client
            .query("SET search_path TO ''; SET statement_timeout = 1; SET ROLE pg_monitor; BEGIN")
            .catch(() => {});
        }
        const out = join(tempDir("registrar-dump-"), "load.tar.gz");
        const [, , dumped] = await Promise.all([
          hasClients &&
            run(join(BIN, "pg_dump"), ["-h", env.DATA_DIR, "-U", "postgres", "postgres"]),
          hasClients &&
            run(
              join(BIN, "psql"),
              ["-h", env.DATA_DIR, "-U", "postgres", "-X", "postgres"],
              "SET search_path TO '';\nBEGIN;\nSELECT pg_sleep(1);\n",
            ),
          admin(env, "dump", "--out", out),
        ]);
        expect(dumped.code).toBe(0);
        await client.end().catch(() => {});
        // The load runs on a little after the tools are gone.
        const before = acknowledged.length;
        while (acknowledged.length < before + 20 && failures.length === 0) {
          await new Promise((r) => setTimeout(r, 50));
        }
      } finally {
        loading = false;
        await Promise.all(writers);
      }
      try {
        expect(failures).toEqual([]);
        expect(acknowledged.length).toBeGreaterThan(20);
        // Every acknowledged write is there, once.
        expect(new Set(acknowledged).size).toBe(acknowledged.length);
        for (const id of acknowledged) {
          const r = await fetch(`${base}/${id}`, { headers });
          expect(r.status).toBe(200);
        }
      } finally {
        await running.stop();
      }
    });
  },
);
