import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";

/** What a subscriber of a channel is told. */
export type ChannelHandlers = {
  /** A `NOTIFY` on the channel (committed), with its payload. */
  message(payload: string): void;
  /**
   * Notifications may have been missed (the listener (re)connected, or a write came in by a
   * path that notifies no one): drop everything derived from the database.
   */
  reset(): void;
};

export type Subscription = {
  /** True while notifications on the channel are known to arrive; cache nothing otherwise. */
  readonly live: boolean;
  close(): void;
};

/** `LISTEN` for the service's own processes, on either engine. */
export type Notifications = {
  subscribe(channel: string, handlers: ChannelHandlers): Subscription;
  /** Tells every subscriber that notifications may have been missed. */
  reset(): void;
  close(): Promise<void>;
};

type Channels = Map<string, Set<ChannelHandlers>>;

function add(channels: Channels, channel: string, h: ChannelHandlers) {
  let set = channels.get(channel);
  if (!set) channels.set(channel, (set = new Set()));
  set.add(h);
  return set.size === 1;
}

function resetAll(channels: Channels) {
  for (const set of channels.values()) for (const h of set) h.reset();
}

/**
 * PGlite's own `listen`: a `NOTIFY` committed by a query of this process reaches the listeners
 * before that query's promise settles. Every query is this process's (the admin CLI's commands
 * run in the service: `cli/admin-channel.ts`).
 */
export function pgliteNotifications(client: PGlite): Notifications {
  const channels: Channels = new Map();
  const ready = new Set<string>();
  const unlisten = new Map<string, Promise<() => Promise<void>>>();
  return {
    subscribe(channel, handlers) {
      if (add(channels, channel, handlers)) {
        const listening = client.listen(channel, (payload) => {
          for (const h of channels.get(channel) ?? []) h.message(payload);
        });
        unlisten.set(channel, listening);
        void listening.then(() => ready.add(channel)).catch(() => {});
      }
      return {
        get live() {
          return ready.has(channel);
        },
        close: () => channels.get(channel)?.delete(handlers),
      };
    },
    reset: () => resetAll(channels),
    async close() {
      channels.clear();
      ready.clear();
      for (const p of unlisten.values()) await p.then((off) => off()).catch(() => {});
    },
  };
}

/** The `application_name` of the listening connection (seen in `pg_stat_activity`). */
export const LISTENER_NAME = "registrar-listener";

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * One dedicated connection per process that `LISTEN`s on every subscribed channel, opened at
 * the first subscription. When it is lost, subscribers are `reset()` and see `live` false until
 * it is back (retried every `retryMs`); on reconnection they are `reset()` again, since
 * notifications sent in between were missed.
 */
export function postgresNotifications(url: string, { retryMs = 250 } = {}): Notifications {
  const channels: Channels = new Map();
  const listening = new Set<string>();
  let client: pg.Client | undefined;
  let timer: NodeJS.Timeout | undefined;
  let closed = false;

  const down = (c: pg.Client) => {
    if (client !== c) return;
    client = undefined;
    const wasLive = listening.size > 0;
    listening.clear();
    c.removeAllListeners("notification");
    c.end().catch(() => {});
    if (wasLive) resetAll(channels);
    if (!closed) timer = setTimeout(connect, retryMs);
  };

  const listen = async (c: pg.Client, channel: string) => {
    await c.query(`LISTEN ${quoteIdent(channel)}`);
    if (client === c) listening.add(channel);
  };

  async function connect() {
    timer = undefined;
    if (closed || client) return;
    const c = new pg.Client({
      connectionString: url,
      keepAlive: true,
      application_name: LISTENER_NAME,
    });
    client = c;
    c.on("error", () => down(c));
    c.on("end", () => down(c));
    c.on("notification", (n) => {
      for (const h of channels.get(n.channel) ?? []) h.message(n.payload ?? "");
    });
    try {
      await c.connect();
      for (const channel of channels.keys()) await listen(c, channel);
      // Whatever was derived while no one listened may be stale.
      if (client === c) resetAll(channels);
    } catch {
      down(c);
    }
  }

  return {
    subscribe(channel, handlers) {
      const first = add(channels, channel, handlers);
      if (!client && !timer && !closed) void connect();
      else if (first && client) void listen(client, channel).catch(() => {});
      return {
        get live() {
          return listening.has(channel);
        },
        close: () => channels.get(channel)?.delete(handlers),
      };
    },
    reset: () => resetAll(channels),
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      const c = client;
      client = undefined;
      listening.clear();
      channels.clear();
      await c?.end().catch(() => {});
    },
  };
}
