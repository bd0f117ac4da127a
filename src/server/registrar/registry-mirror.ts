import { sql } from "drizzle-orm";
import type { Db } from "../db/database";
import type { Notifications } from "../db/notifications";
import { sandboxRegistry } from "./schema";

/** The channel migration 0010 notifies with '+name', '-name' or '*'. */
export const REGISTRY_CHANNEL = "sandbox_registry";

export type RegistryMirror = {
  /** The registered names, or undefined when the database must be asked instead. */
  names(): Promise<ReadonlySet<string> | undefined>;
  /** Stops following the registry's notifications (the app's or the service's shutdown). */
  close(): void;
};

/**
 * The sandbox registry's names in memory, for an engine in this process (PGlite): loaded at
 * the first check, then kept by the registry's notifications, which PGlite delivers before the
 * writing query settles. Dropped (and loaded again when next needed) whenever notifications
 * may have been missed; a load that raced a change keeps nothing.
 */
export function registryMirror(db: Db, notifications: Notifications): RegistryMirror {
  let names: Set<string> | undefined;
  let generation = 0;
  const subscription = notifications.subscribe(REGISTRY_CHANNEL, {
    message(payload) {
      generation++;
      if (!names) return;
      const name = payload.slice(1);
      if (payload.startsWith("+")) names.add(name);
      else if (payload.startsWith("-")) names.delete(name);
      else names = undefined;
    },
    reset() {
      generation++;
      names = undefined;
    },
  });
  return {
    async names() {
      if (!subscription.live) return undefined;
      if (names) return names;
      const ticket = generation;
      // The session setting the trigger asks for (see migration 0010); idempotent.
      await db.execute(sql`SET registrar.notify_registry = 'on'`);
      const rows = await db.select({ name: sandboxRegistry.name }).from(sandboxRegistry);
      if (ticket !== generation || !subscription.live) return undefined;
      names = new Set(rows.map((r) => r.name));
      return names;
    },
    close() {
      subscription.close();
      names = undefined;
    },
  };
}
