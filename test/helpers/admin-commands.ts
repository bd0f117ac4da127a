import { runAdminCommand } from "../../src/server/cli/commands";
import { loadConfig } from "../../src/server/config";
import { openDatabase } from "../../src/server/db/open";

/** One admin command's JSON answer; a refusal or usage error throws with its message. */
export type AdminRun = (
  cmd: string,
  values: Record<string, unknown>,
) => Promise<Record<string, unknown>>;

/**
 * Opens the data directory in this process and runs admin commands on it, as the CLI does
 * when no service holds the directory, then closes it (a process run of the CLI starts node
 * and opens the database each time: about two seconds). Tests of the command line itself, its
 * flags, exit codes and output, run it as a process (`runCommand` in helpers/processes.ts).
 */
export async function onDataDir<T>(
  dataDir: string,
  use: (admin: AdminRun) => Promise<T>,
  env: Record<string, string> = {},
): Promise<T> {
  const config = loadConfig({ ...process.env, ...env, DATA_DIR: dataDir });
  const database = await openDatabase({ dataDir, existingLivemode: false });
  try {
    return await use(
      async (cmd, values) =>
        (await runAdminCommand(database.db, config, cmd, values)).json as Record<string, unknown>,
    );
  } finally {
    await database.close();
  }
}
