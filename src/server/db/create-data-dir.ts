import { spawn } from "node:child_process";
import { mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";

/**
 * Creates a new embedded data directory (PGlite's initdb) in a short-lived child process.
 * initdb grows PGlite's WebAssembly memory to about 800 MB, and neither that memory nor the C
 * allocator's arenas that held it go back to the system while the process lives: done in the
 * process that serves, the service would keep it (about 900 MiB idle after a first start,
 * against 250 MiB after the next). The child's memory ends with it; the service then opens the
 * directory as on any later start. The child runs plain JavaScript (no TypeScript loader).
 */
export async function createDataDirApart(pgdata: string): Promise<void> {
  // A directory that cannot be made (a file in its place, no permission) is said at once,
  // before a child spends seconds on initdb.
  try {
    mkdirSync(pgdata, { recursive: true });
  } catch (e) {
    throw new Error(`creating the embedded database in ${pgdata} failed: ${(e as Error).message}`, {
      cause: e,
    });
  }
  const entry = pathToFileURL(createRequire(import.meta.url).resolve("@electric-sql/pglite")).href;
  const code = `
    const { PGlite } = await import(process.argv[1]);
    const db = await PGlite.create({ dataDir: process.argv[2] });
    await db.close();`;
  const child = spawn(process.execPath, ["--input-type=module", "-e", code, entry, pgdata], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exit = await new Promise<number | null>((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", resolve);
  });
  if (exit !== 0) {
    throw new Error(`creating the embedded database in ${pgdata} failed (exit ${exit}): ${stderr}`);
  }
}
