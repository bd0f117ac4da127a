import { and, asc, eq, inArray, lte } from "drizzle-orm";
import type { Db } from "../db/database";
import type { DomainRow } from "../domains/domains";
import { domains } from "../domains/schema";
import { leaveAccount } from "../domains/transfers-away";
import { appendEvent } from "../events/append-event";
import { DAY_MS, type RegistrarLifecycle } from "../registrar/lifecycle";
import { normalizeDomain, type NormalizedDomain } from "../registrar/normalize-domain";
import { registrarFor, type RegistrarProvider } from "../registrar/provider";
import type { LifecycleDeps } from "./deps";
import { changeDelegation } from "../dns/delegation";

/** How many domains one pass moves per phase at most (the next pass takes the rest). */
const BATCH = 50;

/** A lifecycle day of the domain at its registrar (a real day without a lifecycle). */
function lifecycleDayMs(lifecycle: RegistrarLifecycle | undefined, domain: NormalizedDomain) {
  return lifecycle ? lifecycle.dayMs(domain) : DAY_MS;
}

const later = (at: Date, days: number, dayMs: number) => new Date(at.getTime() + days * dayMs);

/**
 * Whether the service's DNS answers for the domain: every nameserver it has is one of the
 * service's own, or every one is a DNS engine's the service feeds (its zone there parks too,
 * `zone-sync.ts`). Such a zone is parked by its DNS answer; any other delegation is switched
 * to the parking nameservers at the registry.
 */
function hostedHere(row: DomainRow, ...nameserverSets: string[][]) {
  if (row.nameservers.length === 0) return false;
  return nameserverSets.some((set) => {
    const ours = new Set(set.map((n) => n.toLowerCase()));
    return set.length > 0 && row.nameservers.every((n) => ours.has(n.toLowerCase()));
  });
}

type Step = { row: DomainRow; domain: NormalizedDomain; registrar: RegistrarProvider };

/** Domains of the modes this instance serves in `phase`, due at `due` ≤ now, oldest first. */
async function due(
  deps: LifecycleDeps,
  phase: DomainRow["phase"],
  column:
    | typeof domains.expiresAt
    | typeof domains.graceEndsAt
    | typeof domains.redemptionEndsAt
    | typeof domains.purgeAt,
): Promise<Step[]> {
  const livemodes = deps.registrars.live ? [false, true] : [false];
  const rows = await deps.db
    .select()
    .from(domains)
    .where(
      and(
        eq(domains.status, "active"),
        eq(domains.phase, phase),
        inArray(domains.livemode, livemodes),
        lte(column, deps.now()),
      ),
    )
    .orderBy(asc(column))
    .limit(BATCH);
  return rows.flatMap((row) => {
    const n = normalizeDomain(row.name, { stored: true });
    if (!n.ok) return [];
    return [{ row, domain: n.domain, registrar: registrarFor(deps.registrars, row.livemode) }];
  });
}

/** Moves `row` from `from` to the new columns only if no other instance did first. */
async function advance(
  db: Db,
  row: DomainRow,
  from: DomainRow["phase"],
  set: Partial<typeof domains.$inferInsert>,
  event: Parameters<typeof appendEvent>[1] | undefined,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const moved = await tx
      .update(domains)
      .set(set)
      .where(and(eq(domains.id, row.id), eq(domains.phase, from), eq(domains.status, "active")))
      .returning({ id: domains.id });
    if (moved.length === 0) return false;
    if (event) await appendEvent(tx, event);
    return true;
  });
}

/** Expired unrenewed: grace (renewable at the renewal price until `grace_ends_at`), parked. */
async function expire(deps: LifecycleDeps, { row, domain, registrar }: Step) {
  const now = deps.now();
  const dayMs = lifecycleDayMs(registrar.lifecycle, domain);
  const graceEndsAt = later(row.expiresAt, deps.graceDays, dayMs);
  const moved = await advance(
    deps.db,
    row,
    "registered",
    { phase: "grace", expiredAt: row.expiresAt, graceEndsAt, updatedAt: now },
    {
      organizationId: row.organizationId,
      livemode: row.livemode,
      type: "domain.expired",
      data: {
        domain_id: row.id,
        domain: row.name,
        expired_at: row.expiresAt.toISOString(),
        grace_ends_at: graceEndsAt.toISOString(),
      },
      at: now,
    },
  );
  if (!moved) return false;
  // A zone the service hosts is parked by its DNS answer (dns/server.ts); any other delegation
  // is switched to the parking nameservers at the registry, the owner's kept to put back.
  const serviceNameservers = deps.dnsNameservers ?? deps.parkingNameservers;
  const hosted = hostedHere(row, serviceNameservers, deps.engineNameservers ?? []);
  if (hosted || deps.parkingNameservers.length === 0) return true;
  // A signed zone's DS records are withdrawn first (dns/delegation.ts): if that fails, the
  // delegation is left as it is rather than pointed at nameservers that fail validation.
  const parked = await changeDelegation(deps, row, domain, deps.parkingNameservers, {
    atRegistry: () => registrar.setNameservers(domain, deps.parkingNameservers),
    stored: async () => {
      await deps.db
        .update(domains)
        .set({ parkedNameservers: row.nameservers })
        .where(eq(domains.id, row.id));
    },
  });
  if (!parked.ok) {
    deps.logger.warn("could not park an expired domain's delegation", {
      domain_id: row.id,
      error: parked.message,
    });
  }
  return true;
}

/** Grace over: deleted at the registry (inside its auto-renew grace period: credited), redemption. */
async function deleteAtRegistry(deps: LifecycleDeps, { row, domain, registrar }: Step) {
  const lifecycle = registrar.lifecycle;
  if (!lifecycle) return false;
  const now = deps.now();
  let result: Awaited<ReturnType<RegistrarLifecycle["delete"]>>;
  try {
    result = await lifecycle.delete(domain, now);
  } catch (err) {
    deps.logger.warn("the registry did not answer a deletion after grace; tried again next pass", {
      domain_id: row.id,
      error: err instanceof Error ? err.message : String(err),
    });
    return false;
  }
  if (!result.ok) {
    deps.logger.warn("the registry refused a deletion after grace; tried again next pass", {
      domain_id: row.id,
      error: result.message,
    });
    return false;
  }
  const periods = lifecycle.periods;
  const purgeAt = later(
    result.redemptionEndsAt,
    periods.pendingDeleteDays,
    lifecycle.dayMs(domain),
  );
  if (result.receipt) {
    deps.logger.info("registry receipt", {
      domain_id: row.id,
      transaction_id: result.receipt.transactionId ?? null,
      fee: result.receipt.fee ?? null,
      currency: result.receipt.currency ?? null,
    });
  }
  return advance(
    deps.db,
    row,
    "grace",
    {
      phase: "redemption",
      registryDeletedAt: now,
      redemptionEndsAt: result.redemptionEndsAt,
      purgeAt,
      updatedAt: now,
    },
    {
      organizationId: row.organizationId,
      livemode: row.livemode,
      type: "domain.redemption_started",
      data: {
        domain_id: row.id,
        domain: row.name,
        redemption_ends_at: result.redemptionEndsAt.toISOString(),
      },
      at: now,
    },
  );
}

/** Released by the registry at `purge_at`: the domain leaves the account (its zone goes too). */
async function release(deps: LifecycleDeps, { row, domain, registrar }: Step) {
  const now = deps.now();
  // The registry's own clock: asking it lets a registry that purges lazily (the sandbox) do so.
  try {
    await registrar.lifecycle?.state(domain, now);
  } catch (err) {
    deps.logger.warn("could not ask the registry about a released domain", {
      domain_id: row.id,
      error: err instanceof Error ? err.message : String(err),
    });
  }
  return deps.db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(domains)
      .where(
        and(
          eq(domains.id, row.id),
          eq(domains.phase, "pending_delete"),
          eq(domains.status, "active"),
        ),
      )
      .for("update", { skipLocked: true });
    if (!current) return false;
    await leaveAccount(tx, current, "deleted", now);
    await appendEvent(tx, {
      organizationId: row.organizationId,
      livemode: row.livemode,
      type: "domain.deleted",
      data: { domain_id: row.id, domain: row.name },
      at: now,
    });
    return true;
  });
}

/**
 * The phases after expiry (docs/lifecycle.md "After expiry"), for the domains the account
 * holds: expired unrenewed → grace (parked, `domain.expired`); grace over → deleted at the
 * registry → redemption (`domain.redemption_started`); redemption over → pending delete;
 * pending delete over → released (`domain.deleted`). Each step is a conditional update, so
 * instances sharing the database never take one twice; a registrar failure is logged and
 * tried again next pass. Returns how many domains moved.
 */
export async function expiryPass(deps: LifecycleDeps): Promise<number> {
  let n = 0;
  const count = (moved: boolean) => {
    if (moved) n++;
  };
  for (const step of await due(deps, "registered", domains.expiresAt)) {
    count(await expire(deps, step));
  }
  for (const step of await due(deps, "grace", domains.graceEndsAt)) {
    count(await deleteAtRegistry(deps, step));
  }
  for (const step of await due(deps, "redemption", domains.redemptionEndsAt)) {
    count(
      await advance(
        deps.db,
        step.row,
        "redemption",
        { phase: "pending_delete", updatedAt: deps.now() },
        undefined,
      ),
    );
  }
  for (const step of await due(deps, "pending_delete", domains.purgeAt)) {
    count(await release(deps, step));
  }
  return n;
}
