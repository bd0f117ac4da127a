import { mkdirSync, openSync, readFileSync, rmSync, writeSync, closeSync } from "node:fs";
import { join } from "node:path";

export class DataDirBusyError extends Error {
  override name = "DataDirBusyError";
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The data directory ${dataDir} is in use by process ${pid}; ` +
        "stop that process or point DATA_DIR elsewhere (never open it from two processes).",
    );
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** The pid holding the data directory's lock, when that process is alive. */
export function dataDirHolder(dataDir: string): number | undefined {
  try {
    const pid = Number(readFileSync(join(dataDir, "lock"), "utf8").trim());
    return Number.isInteger(pid) && pid > 0 && alive(pid) ? pid : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Takes the data directory for this process (an exclusive lock file holding the pid), so that
 * PGlite's files are never opened by two processes. A lock left by a dead process is taken over.
 * Returns the release function.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, "lock");
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(path, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(path, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
      const holder = dataDirHolder(dataDir);
      if (holder !== undefined && holder !== process.pid)
        throw new DataDirBusyError(dataDir, holder);
      rmSync(path, { force: true });
    }
  }
  throw new Error(`Could not lock the data directory ${dataDir}`);
}
