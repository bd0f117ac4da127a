import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Db } from "../db/database";
import type { Logger } from "../logger";
import type { ProcessorDeps } from "../orders/processor";
import { settlePendingCreate } from "../orders/pending-create";
import { startBackgroundLoop } from "../workers/background-loop";
import { normalizeDomain } from "../registrar/normalize-domain";
import type { RegistryPollQueue } from "../registrar/provider";
import { actOnMessage, markAcked, storeMessage, type MessageContext } from "./registry-messages";
import { registryPollLease } from "./schema";

export type PollWorkerDeps = {
  db: Db;
  /** The live registry's queue (the sandbox has none: test mode never polls). */
  queue: RegistryPollQueue;
  now: () => Date;
  logger: Logger;
  /** For settling pending creates: the order processor's dependencies. */
  processor: ProcessorDeps;
  /** How long a poller's lease lasts without a pass renewing it. */
  leaseMs: number;
  /** This instance's name in the lease (a fresh one per start unless given). */
  holder?: string;
  /** Messages at most per pass (the rest wait for the next one). */
  maxPerPass?: number;
};

const LIVE = true;

/**
 * Takes or renews the poller's lease: true when this instance is the one that polls. One row
 * per mode; another instance's current lease makes the update a no-op (PostgreSQL and PGlite
 * alike: no session-level lock, so nothing depends on which connection runs it).
 */
async function takeLease(deps: PollWorkerDeps, holder: string): Promise<boolean> {
  const now = deps.now();
  const until = new Date(now.getTime() + deps.leaseMs);
  const rows = await deps.db
    .insert(registryPollLease)
    .values({ livemode: LIVE, holder, expiresAt: until })
    .onConflictDoUpdate({
      target: registryPollLease.livemode,
      set: { holder, expiresAt: until },
      where: sql`${registryPollLease.holder} = ${holder} OR ${registryPollLease.expiresAt} < ${now.toISOString()}`,
    })
    .returning({ holder: registryPollLease.holder });
  return rows.length > 0;
}

/** Gives the lease up (at stop), so another instance polls at its next pass. */
async function releaseLease(deps: PollWorkerDeps, holder: string) {
  await deps.db.execute(
    sql`UPDATE registry_poll_lease SET expires_at = ${new Date(0).toISOString()} WHERE livemode = ${LIVE} AND holder = ${holder}`,
  );
}

/**
 * One pass: when this instance holds the lease, drains the registry's queue: each message is
 * stored and acted on in one transaction, then acked (a crash in between re-reads it; its
 * registry id makes the second store a no-op). Returns how many messages it took.
 */
export async function pollRegistry(deps: PollWorkerDeps, holder: string): Promise<number> {
  if (!(await takeLease(deps, holder))) return 0;
  const max = deps.maxPerPass ?? 500;
  let n = 0;
  for (; n < max; n++) {
    const m = await deps.queue.next();
    if (!m) break;
    // A pending action's outcome needs the registry's expiry: asked before the transaction.
    let expiry: Date | undefined;
    if (m.kind === "pending_action" && m.domain) {
      const d = normalizeDomain(m.domain, { stored: true });
      if (d.ok) expiry = await deps.queue.expiryOf(d.domain);
    }
    const now = deps.now();
    await deps.db.transaction(async (tx) => {
      const c: MessageContext = {
        tx,
        livemode: LIVE,
        now,
        logger: deps.logger,
        expiry,
        settleCreate: (t, order, outcome) =>
          settlePendingCreate({ ...deps.processor, db: t as Db }, order, outcome),
      };
      const fresh = await storeMessage(c, m, () => actOnMessage(c, m));
      if (!fresh) deps.logger.info("registry message seen again", { registry_msg_id: m.id });
    });
    await deps.queue.ack(m.id);
    await markAcked(deps.db, LIVE, m.id, deps.now());
  }
  return n;
}

/**
 * The registry poll worker: a pass every `intervalMs`, and at once whenever any answer of the
 * registry says messages wait (`msgQ`). Only the instance holding the lease polls.
 */
export function startPollWorker(deps: PollWorkerDeps, intervalMs: number) {
  const holder = deps.holder ?? randomUUID();
  const loop = startBackgroundLoop("registry poll", () => pollRegistry(deps, holder), {
    intervalMs,
    logger: deps.logger,
  });
  const unsubscribe = deps.queue.onWaiting(() => void loop.runOnce());
  void loop.runOnce();
  return {
    runOnce: loop.runOnce,
    async stop() {
      unsubscribe();
      await loop.stop();
      await releaseLease(deps, holder).catch(() => {});
    },
  };
}
