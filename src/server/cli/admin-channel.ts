import { chmodSync, mkdirSync, rmSync } from "node:fs";
import { createServer, request, type IncomingMessage, type Server } from "node:http";
import { join, resolve } from "node:path";
import type { Config } from "../config";
import type { Database } from "../db/database";
import { snapshot } from "../db/snapshot";
import { DuplicateUserError } from "../orgs/organizations";
import type { Logger } from "../logger";
import { RefusalError, UsageError, type CommandResult } from "./command-result";
import { refuseEmpty, runAdminCommand } from "./commands";

/**
 * The admin CLI's way into a running service on the embedded database (whose files only the
 * service may open). It is not a PostgreSQL socket: PGlite has one session, which any client
 * of such a socket would share with the service (its `SET`, `SET ROLE` or open transaction
 * would change what every request sees). The CLI names a command here and the service runs it
 * on its own connection, as the CLI would. The socket lies in a directory only the service's
 * user may enter (mode 0700): that user may read the database's files anyway.
 */
function adminSocketPath(dataDir: string): string {
  return join(resolve(dataDir), "admin", "admin.sock");
}

/** A command for the service: its name ("org create") and options, as the CLI parsed them. */
type CommandRequest = { command: string; values: Record<string, unknown> };

/** The largest command request read (a command line's worth). */
const MAX_REQUEST_BYTES = 64 * 1024;

async function readJson(req: IncomingMessage): Promise<CommandRequest> {
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_REQUEST_BYTES) throw new UsageError("The command is too long.");
    chunks.push(chunk);
  }
  const body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as Partial<CommandRequest>;
  if (typeof body.command !== "string" || typeof body.values !== "object" || !body.values) {
    throw new UsageError("Not a command.");
  }
  return { command: body.command, values: body.values };
}

/** Serves the admin socket of `dataDir` for the running service; returns its closer. */
export async function serveAdminChannel(opts: {
  dataDir: string;
  database: Database;
  config: Config;
  logger: Logger;
}): Promise<{ close(): Promise<void> }> {
  const path = adminSocketPath(opts.dataDir);
  const dir = resolve(path, "..");
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
  // This process holds the data directory's lock: a socket file left here is a dead one's.
  rmSync(path, { force: true });
  const where = resolve(opts.dataDir);
  const server: Server = createServer((req, res) => {
    const answer = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    void (async () => {
      if (req.method === "POST" && req.url === "/dump") {
        const tarball = await snapshot(opts.database);
        res.writeHead(200, {
          "content-type": "application/gzip",
          "content-length": String(tarball.byteLength),
        });
        res.end(tarball);
        return;
      }
      if (req.method !== "POST" || req.url !== "/command")
        return answer(404, { error: "No such request." });
      const { command, values } = await readJson(req);
      await refuseEmpty(opts.database.db, command, where);
      const result: CommandResult = await runAdminCommand(
        opts.database.db,
        opts.config,
        command,
        values,
      );
      answer(200, result);
    })().catch((err: unknown) => {
      if (err instanceof UsageError) return answer(400, { error: err.message, usage: true });
      if (err instanceof RefusalError || err instanceof DuplicateUserError) {
        return answer(409, { error: err.message });
      }
      opts.logger.error("admin command failed", { error: err });
      answer(500, { error: "The service could not run the command; its log says why." });
    });
  });
  await new Promise<void>((ok, fail) => {
    server.once("error", fail);
    server.listen(path, () => ok());
  });
  chmodSync(path, 0o600);
  return {
    close: () =>
      new Promise<void>((ok) => {
        server.close(() => ok());
        server.closeIdleConnections();
        rmSync(path, { force: true });
      }),
  };
}

/** What the service answered a command: printed by the CLI as its own. */
export type ChannelAnswer =
  { ok: true; result: CommandResult } | { ok: false; error: string; usage: boolean };

/** The service holds the data directory but its admin socket does not answer. */
export class ChannelUnavailableError extends Error {}

function call(dataDir: string, url: string, body: string) {
  const path = adminSocketPath(dataDir);
  return new Promise<IncomingMessage>((ok, fail) => {
    const req = request(
      {
        socketPath: path,
        method: "POST",
        path: url,
        headers: { "content-type": "application/json" },
      },
      ok,
    );
    req.once("error", (err: NodeJS.ErrnoException) =>
      fail(
        new ChannelUnavailableError(
          `The service running on ${resolve(dataDir)} does not answer on its admin socket ${path} (${err.code ?? err.message}). ` +
            "Run the CLI as the service's user, or stop the service and retry.",
        ),
      ),
    );
    req.end(body);
  });
}

async function readAll(res: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of res as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** Asks the service running on `dataDir` to run a command. */
export async function commandThroughService(
  dataDir: string,
  command: string,
  values: Record<string, unknown>,
): Promise<ChannelAnswer> {
  const res = await call(dataDir, "/command", JSON.stringify({ command, values }));
  const body = JSON.parse((await readAll(res)).toString("utf8")) as
    CommandResult | { error: string; usage?: boolean };
  if (res.statusCode === 200) return { ok: true, result: body as CommandResult };
  const { error, usage } = body as { error: string; usage?: boolean };
  return { ok: false, error, usage: usage === true };
}

/** Asks the service running on `dataDir` for a snapshot of its database. */
export async function snapshotThroughService(dataDir: string): Promise<Buffer> {
  const res = await call(dataDir, "/dump", "{}");
  const body = await readAll(res);
  if (res.statusCode !== 200) {
    throw new Error((JSON.parse(body.toString("utf8")) as { error: string }).error);
  }
  return body;
}
