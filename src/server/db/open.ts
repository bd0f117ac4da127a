import { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import { rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { fromPglite, fromPostgres, type Database } from "./database";
import { lockDataDir } from "./data-dir-lock";
import { migrate } from "./migrate";

/** The Unix socket through which other processes (the admin CLI) reach the embedded database. */
export const SOCKET_PORT = 5432;
export function socketDir(dataDir: string) {
  return resolve(dataDir);
}

/**
 * The PGlite the socket server is given: the queries of other processes (the admin CLI) go to
 * the engine as raw protocol, past PGlite's parser, so their `NOTIFY`s reach no listener here.
 * Each of them calls `after` instead, both as its answer streams out and once it has run (so a
 * commit is seen before the other process has its answer).
 */
function tellingEachQuery(client: PGlite, after: () => void): PGlite {
  const execProtocolRawStream: PGlite["execProtocolRawStream"] = async (message, options) => {
    try {
      return await client.execProtocolRawStream(message, {
        ...options,
        onRawData: (data) => {
          after();
          options?.onRawData(data);
        },
      });
    } finally {
      after();
    }
  };
  return new Proxy(client, {
    get(target, key) {
      if (key === "execProtocolRawStream") return execProtocolRawStream;
      // PGlite keeps its state in private fields: its methods must run on the PGlite itself.
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === "function"
        ? (value as (...a: unknown[]) => unknown).bind(target)
        : value;
    },
  });
}

/**
 * Opens the service's database and applies pending migrations: a PostgreSQL server when
 * `databaseUrl` is set, else the embedded PGlite in `dataDir/pgdata` (locked to this process,
 * and, with `serveSocket`, shared over a Unix socket in `dataDir`).
 */
export async function openDatabase(opts: {
  dataDir: string;
  databaseUrl?: string | undefined;
  serveSocket?: boolean;
}): Promise<Database> {
  if (opts.databaseUrl) {
    const database = fromPostgres(opts.databaseUrl);
    await migrate(database.sql);
    return database;
  }
  const release = lockDataDir(opts.dataDir);
  try {
    const client = await PGlite.create({ dataDir: join(opts.dataDir, "pgdata") });
    const database = fromPglite(client);
    await migrate(database.sql);
    // This process holds the data directory's lock, so no request of another is in flight:
    // Idempotency-Keys left claimed (no response yet) were cut off by a crash; free them now
    // rather than after the abandoned-claim timeout. (PostgreSQL keeps the timeout: other
    // instances may be running those requests.)
    await database.sql.exec("DELETE FROM idempotency_keys WHERE response_status IS NULL");
    let socket: PGLiteSocketServer | undefined;
    if (opts.serveSocket) {
      const path = join(socketDir(opts.dataDir), `.s.PGSQL.${SOCKET_PORT}`);
      rmSync(path, { force: true });
      socket = new PGLiteSocketServer({
        db: tellingEachQuery(client, () => database.notifications.reset()),
        path,
        maxConnections: 8,
      });
      await socket.start();
    }
    return {
      ...database,
      close: async () => {
        await socket?.stop();
        await client.close();
        release();
      },
    };
  } catch (err) {
    release();
    throw err;
  }
}
