import { execFile, execFileSync } from "node:child_process";
import { promisify } from "node:util";
import { chmodSync, chownSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "../helpers/processes";

/** The newest PostgreSQL server binaries on this machine (Debian's layout). */
function pgBin(): string {
  const root = "/usr/lib/postgresql";
  const versions = readdirSync(root)
    .filter((v) => /^\d+$/.test(v))
    .sort((a, b) => Number(a) - Number(b));
  const newest = versions.at(-1);
  if (!newest) throw new Error(`no PostgreSQL server under ${root} (apt-get install postgresql)`);
  return join(root, newest, "bin");
}

/**
 * A throwaway PostgreSQL server of the suite's own (a data directory in a temporary
 * directory, a free loopback port, trust authentication), which it may stop, restart and
 * fill. Run as the `postgres` user when the suite runs as root (initdb refuses root).
 */
export async function throwawayPostgres({ maxConnections = 40 } = {}) {
  const bin = pgBin();
  const dir = mkdtempSync(join(tmpdir(), "registrar-faults-pg-"));
  const port = await freePort();
  const root = process.getuid?.() === 0;
  chmodSync(dir, 0o755);
  if (root) {
    const uid = Number(execFileSync("id", ["-u", "postgres"]).toString().trim());
    chownSync(dir, uid, -1);
  }
  // Asynchronous: the load keeps running while the server stops and starts.
  const run = (tool: string, args: string[]) =>
    promisify(execFile)(
      root ? "runuser" : join(bin, tool),
      root ? ["-u", "postgres", "--", join(bin, tool), ...args] : args,
      { timeout: 60_000 },
    );
  const data = join(dir, "data");
  const ctl = (...args: string[]) => run("pg_ctl", ["-D", data, "-l", join(dir, "log"), ...args]);
  await run("initdb", ["-D", data, "-U", "postgres", "-A", "trust", "--no-sync"]);
  const options = [
    `-p ${port}`,
    "-c listen_addresses=127.0.0.1",
    `-k ${dir}`,
    `-c max_connections=${maxConnections}`,
    "-c fsync=off",
  ].join(" ");
  const start = () => ctl("-w", "-o", options, "start");
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    /** A fast shutdown: sessions are cut, the server stops. */
    stop: () => ctl("-w", "-m", "fast", "stop"),
    restart: () => ctl("-w", "-m", "fast", "-o", options, "restart"),
    async destroy() {
      await ctl("-w", "-m", "immediate", "stop").catch(() => {}); // already stopped
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
