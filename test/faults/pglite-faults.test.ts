/**
 * The fault suite on the embedded database (`npm run test:faults`): the service as a process
 * on PGlite, under the same write load as on PostgreSQL (`write-load.ts`), while an operator's
 * tools act on its data directory: `pg_dump`, a `psql` session that sets `search_path`,
 * `statement_timeout` and a role and holds a transaction open, a driver's session doing the
 * same, the admin CLI's `dump` and its writes through the service's admin channel. For each:
 * the process stays up, every answer is a success (or a 503 with Retry-After, counted), a write
 * succeeds within 5 s of the tool's end, and at the end the ledger of acknowledged writes
 * matches the data directory exactly, read after the service stops (0 lost, 0 duplicated, 0
 * unacknowledged); the dump opens as a data directory. Prints a table of what each tool did.
 */
import { PGlite } from "@electric-sql/pglite";
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runCommand } from "../helpers/processes";
import { serviceUnderLoad, sleep } from "./write-load";

const BIN = "/usr/lib/postgresql/15/bin";

/** Runs a PostgreSQL client program to its end, its input given; resolves with its exit code. */
function client(program: string, args: string[], input: string, holdMs = 0) {
  const file = join(BIN, program);
  if (!existsSync(file)) throw new Error(`${file} is missing: install the postgresql package`);
  return new Promise<number | null>((resolve) => {
    const child = spawn(file, args, {
      env: { ...process.env, PGCONNECT_TIMEOUT: "5" },
      stdio: ["pipe", "ignore", "ignore"],
    });
    child.once("error", () => resolve(null));
    child.once("exit", (code) => resolve(code));
    child.stdin.on("error", () => {});
    child.stdin.write(input);
    // Input left open keeps an interactive session connected (its transaction open) a while.
    setTimeout(() => child.stdin.end(), holdMs);
  });
}

describe("embedded database: operators' tools under write load", () => {
  const dirs: string[] = [];
  let service: Awaited<ReturnType<typeof serviceUnderLoad>>["service"];
  let dataDir: string;
  let load: Awaited<ReturnType<typeof serviceUnderLoad>>["load"];
  let stopped = false;

  beforeAll(async () => {
    dataDir = join(mkdtempSync(join(tmpdir(), "registrar-faults-pglite-")), "data");
    dirs.push(join(dataDir, ".."));
    ({ service, load } = await serviceUnderLoad({ DATA_DIR: dataDir }));
  }, 180_000);

  afterAll(async () => {
    await load?.stop();
    if (!stopped) await service?.stop();
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  it("stays up, answers every write, loses nothing and runs nothing twice while admin tools work on its data directory", async () => {
    const host = ["-h", dataDir, "-p", "5432", "-U", "postgres"];
    load.start();
    await sleep(1_000);

    await load.underFault("pg_dump on the data directory", async () => {
      await client("pg_dump", [...host, "postgres"], "");
    });
    await load.underFault(
      "psql: search_path, statement_timeout, role, open transaction",
      async () => {
        await client(
          "psql",
          [...host, "-X", "postgres"],
          "SET search_path TO '';\nSET statement_timeout = 1;\nSET ROLE pg_monitor;\nBEGIN;\nSELECT 1;\n",
          2_000,
        );
      },
    );
    await load.underFault("a driver's session doing the same", async () => {
      const c = new pg.Client({ host: dataDir, port: 5432, user: "postgres" });
      c.on("error", () => {});
      if (
        await c.connect().then(
          () => true,
          () => false,
        )
      ) {
        await c
          .query("SET search_path TO ''; SET statement_timeout = 1; SET ROLE pg_monitor; BEGIN")
          .catch(() => {});
        await sleep(2_000);
      }
      await c.end().catch(() => {});
    });
    const dumpFile = join(dirs[0]!, "dump.tar.gz");
    await load.underFault("npm run admin -- dump", async () => {
      const dumped = await runCommand(
        ["src/server/cli/admin.ts", "dump", "--out", dumpFile],
        { DATA_DIR: dataDir },
        120_000,
      );
      expect(dumped.code, dumped.stderr).toBe(0);
    });
    await load.underFault("admin CLI writes through the service", async () => {
      const created = await runCommand(
        ["src/server/cli/admin.ts", "org", "create", "--name", "Beside the load", "--json"],
        { DATA_DIR: dataDir },
        120_000,
      );
      expect(created.code, created.stderr).toBe(0);
    });
    await load.stop();

    // The ledger against the data directory, read once the service has let it go.
    expect(service.child.exitCode === null && service.child.signalCode === null).toBe(true);
    await service.stop();
    stopped = true;
    const db = new PGlite(join(dataDir, "pgdata"));
    try {
      await load.account("Fault suite (embedded database)", (q, p) => db.query(q, p));
      const orgs = await db.query<{ name: string }>("SELECT name FROM organizations ORDER BY name");
      expect(orgs.rows.map((r) => r.name)).toContain("Beside the load");
    } finally {
      await db.close();
    }

    // The dump taken under load opens as a data directory.
    const restored = join(dirs[0]!, "restored");
    mkdirSync(restored);
    const untar = await new Promise<number | null>((resolve) =>
      spawn("tar", ["-xzf", dumpFile, "-C", restored]).once("exit", resolve),
    );
    expect(untar).toBe(0);
    const copy = new PGlite(restored);
    try {
      const n = await copy.query<{ n: number }>("SELECT count(*)::int AS n FROM organizations");
      expect(n.rows[0]!.n).toBeGreaterThan(0);
    } finally {
      await copy.close();
    }
  });
});
