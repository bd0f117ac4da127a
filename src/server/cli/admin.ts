import { existsSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { ConfigError, loadConfig, type Config } from "../config";
import { fromPostgres, type Database } from "../db/database";
import { dataDirHolder } from "../db/data-dir-lock";
import { openDatabase } from "../db/open";
import { snapshot } from "../db/snapshot";
import { DuplicateUserError } from "../orgs/organizations";
import {
  ChannelUnavailableError,
  commandThroughService,
  snapshotThroughService,
} from "./admin-channel";
import { RefusalError, UsageError, type CommandResult } from "./command-result";
import { COMMANDS, USAGE, refuseEmpty, runAdminCommand } from "./commands";
import { escrowVerify } from "./escrow-commands";

/** Where a PostgreSQL URL points, without its credentials. */
function describeUrl(url: string): string {
  try {
    const u = new URL(url);
    return `PostgreSQL at ${u.hostname}${u.port ? `:${u.port}` : ""}${u.pathname} (DATABASE_URL)`;
  } catch {
    return "PostgreSQL (DATABASE_URL)";
  }
}

/** The database a command runs on: the service's (through its admin socket) or one opened here. */
type Target =
  | { kind: "service"; dataDir: string; describe: string }
  | { kind: "open"; database: Database; where: string; describe: string };

/**
 * Opens the database the service uses, without ever opening PGlite's files twice (the running
 * service's are reached through its admin socket) and without creating a database for a command
 * that needs one: only `org create` starts a new data directory.
 */
async function connect(config: Config, cmd: string): Promise<Target> {
  if (config.databaseUrl) {
    const database = fromPostgres(config.databaseUrl, { max: 1 });
    const describe = describeUrl(config.databaseUrl);
    return { kind: "open", database, where: describe, describe };
  }
  const dataDir = resolve(config.dataDir);
  const holder = dataDirHolder(dataDir);
  if (holder !== undefined) {
    return {
      kind: "service",
      dataDir,
      describe: `embedded, in ${dataDir}, through the running service (pid ${holder})`,
    };
  }
  const exists = existsSync(join(dataDir, "pgdata", "PG_VERSION"));
  if (!exists && cmd !== "org create") {
    throw new RefusalError(
      `No database in ${dataDir}${process.env.DATA_DIR ? "" : " (DATA_DIR is not set; this is its default)"}. ` +
        'Set DATA_DIR to the service\'s data directory (the one holding pgdata/); only "org create" starts a new database.',
    );
  }
  const database = await openDatabase({
    dataDir,
    sharedBuffers: config.pgliteSharedBuffers,
    existingLivemode: config.registrar === "epp",
  });
  return {
    kind: "open",
    database,
    where: dataDir,
    describe: exists ? `embedded, in ${dataDir}` : `a new embedded database in ${dataDir}`,
  };
}

/** `dump --out FILE`: the snapshot, written to a new file. */
async function dump(target: Target, values: Record<string, unknown>): Promise<CommandResult> {
  const out = values.out;
  if (typeof out !== "string" || out.trim() === "") throw new UsageError("--out is required.");
  const file = resolve(out);
  if (existsSync(file)) throw new RefusalError(`${file} already exists; choose another --out.`);
  let bytes: Uint8Array;
  if (target.kind === "service") bytes = await snapshotThroughService(target.dataDir);
  else if (target.database.kind === "pglite") bytes = await snapshot(target.database);
  else throw new RefusalError('On PostgreSQL, use pg_dump "$DATABASE_URL".');
  writeFileSync(file, bytes, { flag: "wx", mode: 0o600 });
  return {
    json: { file, bytes: bytes.byteLength },
    text:
      `Wrote a snapshot of the database (${bytes.byteLength} bytes) to ${file}.\n` +
      `Restore: mkdir -p DIR/pgdata && tar -xzf ${file} -C DIR/pgdata, then DATA_DIR=DIR.`,
  };
}

async function runOn(
  target: Target,
  config: Config,
  cmd: string,
  values: Record<string, unknown>,
): Promise<CommandResult> {
  if (cmd === "dump") return dump(target, values);
  if (!COMMANDS.includes(cmd)) throw new UsageError(`Unknown command "${cmd}".`);
  if (target.kind === "service") {
    const answer = await commandThroughService(target.dataDir, cmd, values);
    if (answer.ok) return answer.result;
    throw answer.usage ? new UsageError(answer.error) : new RefusalError(answer.error);
  }
  await refuseEmpty(target.database.db, cmd, target.where);
  return runAdminCommand(target.database.db, config, cmd, values);
}

/**
 * `user reset-password EMAIL`: the email (or `--email`), and with `--password-stdin` the new
 * password read from stdin (its one trailing newline dropped), so it never appears in argv.
 */
async function resetPasswordArgs(
  values: Record<string, unknown>,
  positionals: string[],
): Promise<Record<string, unknown>> {
  const email = values.email ?? positionals[2];
  if (!values["password-stdin"]) return { ...values, email };
  if (process.stdin.isTTY) process.stderr.write("New password (then Enter, Ctrl-D): ");
  let input = "";
  for await (const chunk of process.stdin) input += String(chunk);
  return { ...values, email, new_password: input.replace(/\r?\n$/, "") };
}

async function main(argv: string[]) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      json: { type: "boolean", default: false },
      help: { type: "boolean", short: "h", default: false },
      name: { type: "string" },
      org: { type: "string" },
      id: { type: "string" },
      email: { type: "string" },
      password: { type: "string" },
      origins: { type: "string" },
      url: { type: "string" },
      events: { type: "string" },
      role: { type: "string" },
      out: { type: "string" },
      mode: { type: "string" },
      amount: { type: "string" },
      reference: { type: "string" },
      currency: { type: "string" },
      "password-stdin": { type: "boolean", default: false },
      full: { type: "boolean", default: false },
      "decryption-key-file": { type: "string" },
    },
  });
  if (values.help || positionals.length === 0) {
    process.stdout.write(USAGE + "\n");
    return 0;
  }
  const say = (ok: boolean, json: unknown, text: string) => {
    const out = values.json ? JSON.stringify(json) : text;
    (ok ? process.stdout : process.stderr).write(out + "\n");
  };
  let target: Target | undefined;
  try {
    const config = loadConfig();
    const cmd = positionals[0] === "dump" ? "dump" : positionals.slice(0, 2).join(" ");
    if (cmd === "escrow verify") {
      // A file and keys only: no database.
      const r = await escrowVerify(config, values, positionals[2]);
      say(true, r.json, r.text);
      return 0;
    }
    const args: Record<string, unknown> =
      cmd === "user reset-password" ? await resetPasswordArgs(values, positionals) : values;
    target = await connect(config, cmd);
    // Which database this is, so a wrong DATA_DIR shows (stderr: stdout stays the answer).
    if (!values.json) process.stderr.write(`Database: ${target.describe}\n`);
    const r = await runOn(target, config, cmd, args);
    say(true, r.json, r.text);
    return 0;
  } catch (err) {
    if (
      err instanceof UsageError ||
      err instanceof RefusalError ||
      err instanceof ChannelUnavailableError ||
      err instanceof DuplicateUserError ||
      err instanceof ConfigError
    ) {
      say(
        false,
        { error: err.message },
        `${err.message}\n\n${err instanceof UsageError ? USAGE : ""}`.trimEnd(),
      );
      return 2;
    }
    throw err;
  } finally {
    if (target?.kind === "open") await target.database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    process.stderr.write(`admin: ${(err as Error).message}\n`);
    process.exit(1);
  },
);
