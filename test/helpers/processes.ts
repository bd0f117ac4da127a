import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, mkdtempSync } from "node:fs";
import { createSocket } from "node:dgram";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

const ROOT = new URL("../..", import.meta.url).pathname;

/** The process entries scripts/build-server.ts bundles, by their source file. */
const BUNDLED: Record<string, string> = {
  "src/server/main.ts": "main.mjs",
  "src/server/cli/admin.ts": "admin.mjs",
  "src/server/demo/standalone.ts": "demo.mjs",
};

/**
 * Node's arguments to run one of the service's entries (`src/server/main.ts`, the admin CLI,
 * the standalone demo), then `args`: the run's bundle when the test run built one (the global
 * set-ups do, and hand its directory on in REGISTRAR_SERVER_BUNDLE), else the source through
 * tsx's loader. Either way one process, so a signal reaches the service itself.
 */
export function nodeArgs(entry: string, ...args: string[]): string[] {
  const bundle = process.env.REGISTRAR_SERVER_BUNDLE;
  const built = BUNDLED[entry];
  if (bundle && built) return ["--enable-source-maps", join(bundle, built), ...args];
  return ["--import", "tsx", entry, ...args];
}

/**
 * A new data directory for the service (`DATA_DIR`): a copy of the migrated one the global
 * set-up prepared (REGISTRAR_TEST_DATA_DIR), so the service starts without initdb and the
 * migrations; an empty one when there is none. `root` is where it goes (a temporary directory
 * by default); `name` its name there.
 */
export function preparedDataDir(root?: string, name = "data"): string {
  const dir = root ? join(root, name) : mkdtempSync(join(tmpdir(), "registrar-data-"));
  const template = process.env.REGISTRAR_TEST_DATA_DIR;
  if (template) cpSync(template, dir, { recursive: true });
  return dir;
}

/** Runs a command to its end and returns its exit code and output. */
export function runCommand(
  args: string[],
  env: Record<string, string>,
  timeoutMs = 60_000,
  /** Written to the command's stdin, which is then closed. */
  input?: string,
) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(process.execPath, nodeArgs(...(args as [string, ...string[]])), {
      cwd: ROOT,
      env: { ...process.env, ...env },
    });
    if (input !== undefined) child.stdin.end(input);
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (d: Buffer) => (stdout += d.toString()));
    child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`timed out: ${args.join(" ")}\n${stdout}\n${stderr}`));
    }, timeoutMs);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

/**
 * A port that was free a moment ago on 127.0.0.1, for a server a test starts next. Drawn from
 * below Linux's ephemeral range (32768–60999): a port the system hands out (`listen(0)`) is
 * also what it gives the next outgoing connection (a database client, a fetch), which could
 * take it before the test's server binds it.
 */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    if (await isFree(port)) return port;
  }
}

/** Free on 127.0.0.1 for TCP and for UDP (a DNS server takes both) at the moment it is asked. */
async function isFree(port: number): Promise<boolean> {
  const tcp = await new Promise<boolean>((resolve) => {
    const srv = createServer();
    srv.once("error", () => resolve(false));
    srv.listen(port, "127.0.0.1", () => srv.close(() => resolve(true)));
  });
  if (!tcp) return false;
  return new Promise((resolve) => {
    const udp = createSocket("udp4");
    udp.once("error", () => resolve(false));
    udp.bind(port, "127.0.0.1", () => udp.close(() => resolve(true)));
  });
}

/** Starts the service (`src/server/main.ts`) and waits until it prints its address. */
export async function startService(
  env: Record<string, string>,
  timeoutMs = 60_000,
  /** Node's own flags for the process (a profiler's `--cpu-prof`, say). */
  nodeFlags: string[] = [],
) {
  const child: ChildProcess = spawn(
    process.execPath,
    [...nodeFlags, ...nodeArgs("src/server/main.ts")],
    {
      cwd: ROOT,
      env: { ...process.env, LOG_LEVEL: "warn", ...env },
    },
  );
  let stdout = "";
  let stderr = "";
  child.stderr!.on("data", (d: Buffer) => (stderr += d.toString()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`service did not start:\n${stdout}\n${stderr}`)),
      timeoutMs,
    );
    child.stdout!.on("data", (d: Buffer) => {
      stdout += d.toString();
      // The banner is one write that ends with a blank line: wait for all of it.
      if (/Registrar service running at[\s\S]*\n\n/.test(stdout)) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.on("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`service exited with ${code}:\n${stdout}\n${stderr}`));
    });
  });
  return {
    child,
    output: () => stdout,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
