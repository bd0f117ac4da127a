import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";

/** Node with tsx's loader in the same process, so a signal reaches the service itself. */
const NODE_ARGS = ["--import", "tsx"];
const ROOT = new URL("../..", import.meta.url).pathname;

/** Runs a command to its end and returns its exit code and output. */
export function runCommand(args: string[], env: Record<string, string>, timeoutMs = 60_000) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(process.execPath, [...NODE_ARGS, ...args], {
      cwd: ROOT,
      env: { ...process.env, ...env },
    });
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

/** A port that was free a moment ago on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, "127.0.0.1", () => {
      const addr = srv.address();
      srv.close(() =>
        typeof addr === "object" && addr ? resolve(addr.port) : reject(new Error("no port")),
      );
    });
  });
}

/** Starts the service (`src/server/main.ts`) and waits until it prints its address. */
export async function startService(env: Record<string, string>, timeoutMs = 60_000) {
  const child: ChildProcess = spawn(process.execPath, [...NODE_ARGS, "src/server/main.ts"], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: "warn", ...env },
  });
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
