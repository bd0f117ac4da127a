import type { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import pg from "pg";
import { pgliteNotifications, postgresNotifications, type Notifications } from "./notifications";
/**
 * The drizzle database. It carries no table map (the service writes its queries with the
 * query builder, never `db.query.*`), so `db/` imports no feature: each feature owns its
 * tables and imports them where it queries them.
 */
export type Db = PgDatabase<PgQueryResultHKT>;
/** A transaction on it (what `db.transaction(fn)` hands `fn`). */
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
/**
 * Either: what a function takes when it may run inside a caller's transaction or on its own.
 * (A drizzle transaction is a `Db` too, so no cast is ever needed to pass one.)
 */
export type DbOrTx = Db | Tx;

/** Plain SQL, for migrations and the few statements drizzle does not express. */
export type SqlRunner = {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  exec(text: string): Promise<void>;
  transaction<T>(fn: (tx: SqlRunner) => Promise<T>): Promise<T>;
};

export type Database = {
  kind: "pglite" | "postgres";
  db: Db;
  sql: SqlRunner;
  /** The embedded engine, when there is one (for the socket the admin CLI uses). */
  pglite?: PGlite;
  /** The connection pool, on PostgreSQL (the shared rate limiter's store uses it too). */
  pool?: pg.Pool;
  /** `LISTEN`/`NOTIFY` for this process (the credential cache's invalidations). */
  notifications: Notifications;
  close(): Promise<void>;
};

const engines = new WeakMap<Db, PGlite>();

/** The embedded engine behind a drizzle database, when it is PGlite (for `named-statement.ts`). */
export function embeddedEngine(db: Db): PGlite | undefined {
  return engines.get(db);
}

/** Wraps an open PGlite (on disk, in memory, or loaded from a snapshot). */
export function fromPglite(client: PGlite): Database {
  const runner = (q: Pick<PGlite, "query" | "exec">): SqlRunner => ({
    query: async <T>(text: string, params?: unknown[]) => (await q.query<T>(text, params)).rows,
    exec: async (text) => {
      await q.exec(text);
    },
    transaction: (fn) => client.transaction((tx) => fn(runner(tx))),
  });
  const notifications = pgliteNotifications(client);
  const db = drizzlePglite({ client }) as unknown as Db;
  engines.set(db, client);
  return {
    kind: "pglite",
    db,
    sql: runner(client),
    pglite: client,
    notifications,
    close: async () => {
      await notifications.close();
      await client.close();
    },
  };
}

/** How long a request waits for a pooled connection before it is told to retry (503). */
const CONNECT_TIMEOUT_MS = 5_000;

/** Connects a pool to a PostgreSQL server. */
export function fromPostgres(url: string, { max = 10 }: { max?: number } = {}): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    // A request waits this long at most for a connection (all busy, or the server not
    // answering a connect), then gets a 503: it never hangs.
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    keepAlive: true,
  });
  // No event of the database may end the process. The pool listens on idle clients only: a
  // client checked out (a transaction, the rate limiter's store) whose connection is cut
  // emits `error` with no listener, which Node turns into an uncaught exception. Every client
  // gets a listener of its own for its whole life; the query in flight fails with the error
  // (a 503 to its request) and the pool drops the broken client.
  pool.on("connect", (client) => client.on("error", () => {}));
  pool.on("error", () => {});
  const runner = (q: pg.Pool | pg.PoolClient): SqlRunner => ({
    query: async <T>(text: string, params?: unknown[]) => (await q.query(text, params)).rows as T[],
    exec: async (text) => {
      await q.query(text);
    },
    transaction: async (fn) => {
      const client = "release" in q ? q : await q.connect();
      try {
        await client.query("BEGIN");
        const out = await fn(runner(client));
        await client.query("COMMIT");
        return out;
      } catch (err) {
        await client.query("ROLLBACK").catch(() => {});
        throw err;
      } finally {
        if (client !== q) client.release();
      }
    },
  });
  // Its own connection, opened at the first subscription (the admin CLI never opens one).
  const notifications = postgresNotifications(url);
  return {
    kind: "postgres",
    db: drizzlePg({ client: pool }) as unknown as Db,
    sql: runner(pool),
    pool,
    notifications,
    close: async () => {
      await notifications.close();
      await pool.end();
    },
  };
}
