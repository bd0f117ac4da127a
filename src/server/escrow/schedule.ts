import { randomUUID } from "node:crypto";
import { desc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../db/database";
import type { Logger } from "../logger";
import { startBackgroundLoop } from "../workers/background-loop";
import { readSnapshot, writeDeposit, type EscrowKeys } from "./deposit";
import type { EscrowFormat } from "./format";
import { rfc9022Xml } from "./rfc9022";
import { escrowDeposits } from "./schema";

/** A full deposit at least this often; incremental ones on the days between. */
const FULL_EVERY_MS = 7 * 24 * 3_600_000;

export type EscrowDeps = {
  db: DbOrTx;
  dir: string;
  keys: EscrowKeys;
  registrarId: string;
  /** TLDs counted in every deposit's header, zero or not (`EscrowSettings.tlds`). */
  tlds?: string[];
  format?: EscrowFormat;
  now?: () => Date;
};

/**
 * One pass of the schedule: on a day without a deposit, a full one when none was made in the
 * last seven days (or ever), else an incremental one with the changes since the last deposit's
 * watermark. The day's row is claimed first, in the transaction that writes the file: another
 * instance's pass waits on it, then finds the day taken. `full` forces a full deposit (the
 * admin command), still one a day. Answers what was written, or undefined.
 */
export async function escrowPass(deps: EscrowDeps, opts: { full?: boolean } = {}) {
  const at = (deps.now ?? (() => new Date()))();
  const day = at.toISOString().slice(0, 10);
  return deps.db.transaction(async (tx) => {
    const [last] = await tx
      .select()
      .from(escrowDeposits)
      .orderBy(desc(escrowDeposits.watermark))
      .limit(1);
    const [lastFull] = await tx
      .select({ watermark: escrowDeposits.watermark })
      .from(escrowDeposits)
      .where(eq(escrowDeposits.kind, "FULL"))
      .orderBy(desc(escrowDeposits.watermark))
      .limit(1);
    const full =
      opts.full === true ||
      !lastFull ||
      at.getTime() - lastFull.watermark.getTime() >= FULL_EVERY_MS;
    const id = randomUUID();
    const claimed = await tx
      .insert(escrowDeposits)
      .values({
        id,
        day,
        kind: full ? "FULL" : "DIFF",
        watermark: at,
        domains: 0,
        contacts: 0,
        deletes: 0,
        fileName: "",
        digest: "",
        createdAt: at,
      })
      .onConflictDoNothing({ target: escrowDeposits.day })
      .returning({ id: escrowDeposits.id });
    if (claimed.length === 0) return undefined;
    const snapshot = await readSnapshot(tx, {
      at,
      registrarId: deps.registrarId,
      tlds: deps.tlds ?? [],
      ...(!full && last && { since: last.watermark }),
    });
    const written = await writeDeposit(deps.dir, snapshot, deps.format ?? rfc9022Xml, deps.keys);
    await tx
      .update(escrowDeposits)
      .set({
        domains: written.domains,
        contacts: written.contacts,
        deletes: written.deletes,
        fileName: written.fileName,
        digest: written.digest,
        createdAt: sql`now()`,
      })
      .where(eq(escrowDeposits.id, id));
    return { kind: snapshot.kind, ...written };
  });
}

/** Runs {@link escrowPass} every `intervalMs` (hourly by default): it acts once a day. */
export function startEscrowWorker(deps: EscrowDeps & { logger: Logger }, intervalMs = 3_600_000) {
  return startBackgroundLoop("escrow", async () => ((await escrowPass(deps)) ? 1 : 0), {
    intervalMs,
    logger: deps.logger,
  });
}
