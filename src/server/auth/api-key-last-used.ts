import { and, eq, isNull, lt, or } from "drizzle-orm";
import type { Db } from "../db/database";
import { apiKeys } from "../db/schema";

/** `last_used_at` is kept to the minute: at most one write per key and minute, not per request. */
const LAST_USED_RESOLUTION_MS = 60_000;

/**
 * Notes that a key was used, when its `last_used_at` is older than the resolution. Sets
 * `key.lastUsedAt` first: a cached key then asks for no second write within the minute.
 */
export async function touchApiKey(
  db: Db,
  key: { id: string; lastUsedAt: Date | null },
  now: Date,
): Promise<void> {
  const stale = new Date(now.getTime() - LAST_USED_RESOLUTION_MS);
  if (key.lastUsedAt && key.lastUsedAt.getTime() > stale.getTime()) return;
  key.lastUsedAt = now;
  await db
    .update(apiKeys)
    .set({ lastUsedAt: now })
    .where(
      and(eq(apiKeys.id, key.id), or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, stale))),
    );
}
