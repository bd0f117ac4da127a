/**
 * A PostgreSQL for the benchmark: BENCH_DATABASE_URL when set, else a throwaway cluster
 * started like `.ci/run`'s (Debian's server under /usr/lib/postgresql/*, loopback, trust, run as
 * `postgres` when we are root) but durable as users run it (`fsync=on`, `synchronous_commit=on`:
 * a commit waits for its WAL flush), else none (and the run says so). `settings` adds server
 * settings (`log_statement=all` to capture what a request runs).
 */
import { execFileSync } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "../../test/helpers/processes";

export type BenchPostgres = { url: string; note: string; stop(): void; log?: string };

function pgBin(): string | undefined {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, "bin", "initdb")))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] && join(root, versions[0], "bin");
}

export async function benchPostgres(
  settings: string[] = [],
): Promise<BenchPostgres | { skipped: string }> {
  const given = process.env.BENCH_DATABASE_URL;
  if (given) return { url: given, note: "BENCH_DATABASE_URL", stop: () => {} };
  const bin = pgBin();
  if (!bin) return { skipped: "no PostgreSQL server (initdb) under /usr/lib/postgresql/*/bin" };
  const dir = mkdtempSync(join(tmpdir(), "registrar-bench-pg-"));
  chmodSync(dir, 0o755);
  const root = process.getuid?.() === 0;
  if (root) execFileSync("chown", ["postgres", dir]);
  const run = (cmd: string, args: string[]) =>
    root
      ? execFileSync("runuser", ["-u", "postgres", "--", join(bin, cmd), ...args], {
          stdio: "ignore",
        })
      : execFileSync(join(bin, cmd), args, { stdio: "ignore" });
  const port = await freePort();
  const data = join(dir, "data");
  try {
    run("initdb", ["-D", data, "-U", "postgres", "-A", "trust"]);
    run("pg_ctl", [
      "-D",
      data,
      "-l",
      join(dir, "log"),
      "-w",
      "-o",
      `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c max_connections=200 -c fsync=on -c synchronous_commit=on ${settings.map((c) => `-c ${c}`).join(" ")}`,
      "start",
    ]);
  } catch (err) {
    rmSync(dir, { recursive: true, force: true });
    return { skipped: `could not start PostgreSQL: ${(err as Error).message.split("\n")[0]}` };
  }
  const version = bin.split("/").at(-2);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    note: `a throwaway PostgreSQL ${version} cluster on loopback (fsync on, synchronous_commit on)`,
    log: join(dir, "log"),
    stop: () => {
      try {
        run("pg_ctl", ["-D", data, "-m", "fast", "stop"]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
