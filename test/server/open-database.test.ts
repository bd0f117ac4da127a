/**
 * The embedded database as the service opens it: a new data directory is created apart (in a
 * child process, so initdb's memory is not the service's), keeps initdb's settings, and runs
 * with the configured `shared_buffers`.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../src/server/db/open";

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "registrar-open-"));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe("openDatabase on PGlite", () => {
  it("creates a new directory, migrates it, and runs with the configured shared_buffers", async () => {
    const dataDir = tempDir();
    const first = await openDatabase({ dataDir, sharedBuffers: "16MB", existingLivemode: false });
    try {
      expect(first.migrated.length).toBeGreaterThan(0);
      const [settings] = await first.sql.query<{ sb: string; tz: string; ds: string }>(
        "SELECT current_setting('shared_buffers') sb, current_setting('TimeZone') tz, current_setting('DateStyle') ds",
      );
      // initdb's own settings are kept (the size is a start parameter, not a rewritten file).
      expect(settings).toEqual({ sb: "16MB", tz: "UTC", ds: "ISO, MDY" });
    } finally {
      await first.close();
    }
    const again = await openDatabase({ dataDir, existingLivemode: false });
    try {
      expect(again.migrated).toEqual([]);
      const [sb] = await again.sql.query<{ sb: string }>("SHOW shared_buffers");
      expect(sb).toEqual({ shared_buffers: "128MB" });
    } finally {
      await again.close();
    }
  }, 60_000);

  it("says so when the new directory cannot be created", async () => {
    const dataDir = tempDir();
    // A file where the database's directory should be.
    writeFileSync(join(dataDir, "pgdata"), "");
    await expect(openDatabase({ dataDir, existingLivemode: false })).rejects.toThrow(
      /creating the embedded database in .*pgdata failed/,
    );
  }, 60_000);
});
