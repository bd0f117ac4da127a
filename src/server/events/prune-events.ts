import { sql } from "drizzle-orm";
import type { Db } from "../db/database";

/** Events are kept 30 days by default, like Stripe's events list. */
const DEFAULT_EVENT_RETENTION_MS = 30 * 24 * 3_600_000;

/**
 * Deletes events created before `now - retentionMs` together with their deliveries, in
 * batches of `batch`, returning how many events went. An event with a delivery still
 * `pending` (being retried, or waiting for a disabled endpoint) is kept whatever its age. The
 * rows are locked `SKIP LOCKED`, so two instances pruning at once do not wait on each other.
 */
export async function pruneEvents(
  db: Db,
  {
    now,
    retentionMs = DEFAULT_EVENT_RETENTION_MS,
    batch = 1000,
  }: {
    now: Date;
    retentionMs?: number;
    batch?: number;
  },
): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionMs).toISOString();
  let total = 0;
  for (;;) {
    const result = await db.execute(sql`
      WITH old AS (
        SELECT e.id FROM events e
        WHERE e.created_at < ${cutoff}::timestamptz
          AND NOT EXISTS (
            SELECT 1 FROM webhook_deliveries d WHERE d.event_id = e.id AND d.status = 'pending')
        ORDER BY e.created_at
        LIMIT ${batch}
        FOR UPDATE SKIP LOCKED
      ), attempts AS (
        DELETE FROM webhook_deliveries d USING old WHERE d.event_id = old.id
      )
      DELETE FROM events e USING old WHERE e.id = old.id
      RETURNING e.id`);
    const n = (result as unknown as { rows: unknown[] }).rows.length;
    total += n;
    if (n < batch) return total;
  }
}
