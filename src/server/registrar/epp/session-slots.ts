import { randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/database";
import { eppSessionLeases } from "../schema";

/**
 * Slots for EPP sessions, shared by every instance on one database: at most `limit` sessions
 * are open across them (the registry's session limit). `acquire` takes a free slot (null when
 * none is free); `release` gives it back; `renew` extends the leases of the slots held.
 */
export type SessionSlots = {
  acquire(): Promise<number | null>;
  release(slot: number): Promise<void>;
  renew(slots: number[]): Promise<void>;
  /** How often the holder renews its leases. */
  renewEveryMs: number;
};

/** Any constant: the advisory lock that serialises taking slots. */
const SLOT_LOCK = 727_020;

/**
 * The slots in `epp_session_leases` (migration 0020). Taking one runs under a transaction-scoped
 * advisory lock, so two instances never take the same slot; a lease lasts `leaseMs` (database
 * time, so instances' clocks do not matter) and is renewed every third of it.
 */
export function databaseSessionSlots(
  db: Db,
  { limit, leaseMs = 90_000 }: { limit: number; leaseMs?: number },
): SessionSlots {
  const holder = randomBytes(8).toString("hex");
  const lease = `${leaseMs} milliseconds`;
  return {
    renewEveryMs: Math.floor(leaseMs / 3),
    acquire: () =>
      db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(${SLOT_LOCK})`);
        const result = await tx.execute(sql`
          INSERT INTO epp_session_leases (slot, holder, expires_at)
          SELECT s, ${holder}, now() + ${lease}::interval
          FROM generate_series(1, ${limit}::integer) AS s
          WHERE NOT EXISTS (
            SELECT 1 FROM epp_session_leases l WHERE l.slot = s AND l.expires_at > now())
          ORDER BY s
          LIMIT 1
          ON CONFLICT (slot) DO UPDATE
            SET holder = EXCLUDED.holder, expires_at = EXCLUDED.expires_at
          RETURNING slot`);
        const row = (result as unknown as { rows: { slot: number }[] }).rows[0];
        return row ? Number(row.slot) : null;
      }),
    release: async (slot) => {
      await db
        .delete(eppSessionLeases)
        .where(and(eq(eppSessionLeases.slot, slot), eq(eppSessionLeases.holder, holder)));
    },
    renew: async (slots) => {
      if (slots.length === 0) return;
      await db.execute(sql`
        UPDATE epp_session_leases SET expires_at = now() + ${lease}::interval
        WHERE holder = ${holder} AND slot = ANY(${`{${slots.join(",")}}`}::integer[])`);
    },
  };
}
