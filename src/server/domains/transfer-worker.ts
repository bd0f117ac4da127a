import { and, eq, isNotNull, lte } from "drizzle-orm";
import type { Db } from "../db/database";
import type { Logger } from "../logger";
import { normalizeDomain } from "../registrar/normalize-domain";
import { registrarFor, type Registrars } from "../registrar/provider";
import { sandboxDueTransfers, sandboxEndRequest } from "../registrar/sandbox/transfers-out";
import { startBackgroundLoop } from "../workers/background-loop";
import { held } from "./domains";
import { domains } from "./schema";
import { transferAwayEnded } from "./transfers-away";

export type TransferWorkerDeps = {
  db: Db;
  registrars: Registrars;
  now: () => Date;
  logger: Logger;
};

/**
 * The sandbox registry's own approval of transfers away nobody answered in time: each name
 * leaves the sandbox's sponsorship and our account in one transaction.
 */
async function approveDueSandboxTransfers(deps: TransferWorkerDeps): Promise<number> {
  let n = 0;
  for (const name of await sandboxDueTransfers(deps.db, deps.now())) {
    const done = await deps.db.transaction(async (tx) => {
      if (!(await sandboxEndRequest(tx, name, true))) return false;
      const now = deps.now();
      const [d] = await tx
        .select()
        .from(domains)
        .where(and(eq(domains.name, name), eq(domains.livemode, false), held()))
        .for("update");
      if (d) {
        await transferAwayEnded(
          tx,
          d,
          { trStatus: "serverApproved", gaining: null },
          { now, answeredBy: null },
        );
      }
      return true;
    });
    if (done) n++;
  }
  return n;
}

/**
 * Transfer codes past their 14 days: cleared at the registry (an EPP registry keeps no expiry),
 * then here. A registry that refuses is tried again at the next pass.
 */
async function clearExpiredCodes(deps: TransferWorkerDeps): Promise<number> {
  const now = deps.now();
  const due = await deps.db
    .select()
    .from(domains)
    .where(
      and(
        held(),
        isNotNull(domains.transferCodeExpiresAt),
        lte(domains.transferCodeExpiresAt, now),
      ),
    )
    .limit(200);
  let n = 0;
  for (const d of due) {
    const name = normalizeDomain(d.name, { stored: true });
    const transfers = registrarFor(deps.registrars, d.livemode).transfers;
    if (!name.ok || !transfers) continue;
    const r = await transfers.setAuthCode(name.domain, null);
    // not_found: the registry holds no such name of ours, so no code either.
    if (!r.ok && r.code !== "not_found") {
      deps.logger.warn("registry refused to clear an expired transfer code", {
        domain: d.name,
        message: r.message,
      });
      continue;
    }
    await deps.db
      .update(domains)
      .set({ transferCodeExpiresAt: null, updatedAt: deps.now() })
      .where(and(eq(domains.id, d.id), lte(domains.transferCodeExpiresAt, now)));
    n++;
  }
  return n;
}

/** One pass of the transfer worker; returns how many things it did. */
export async function runTransferPass(deps: TransferWorkerDeps): Promise<number> {
  return (await approveDueSandboxTransfers(deps)) + (await clearExpiredCodes(deps));
}

/** The transfer worker: a pass every `intervalMs` (`runOnce()` runs one now). */
export function startTransferWorker(deps: TransferWorkerDeps, intervalMs: number) {
  return startBackgroundLoop("transfers", () => runTransferPass(deps), {
    intervalMs,
    logger: deps.logger,
  });
}
