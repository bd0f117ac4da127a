import { and, eq, gt, inArray, isNotNull, isNull, lte, sql } from "drizzle-orm";
import type { Db } from "../db/database";
import { domainRegistrants, domains } from "../domains/schema";
import type { DomainRow } from "../domains/domains";
import { appendEvent } from "../events/append-event";
import type { Logger } from "../logger";
import { normalizeDomain } from "../registrar/normalize-domain";
import { registrarFor, type Registrars } from "../registrar/provider";
import type { LifecycleDeps } from "./deps";
import { registrantVerifications, registrantVerificationTokens } from "./schema";
import { tokenHash } from "./verification";

/*
 * The outcome of registrant verification: a confirmed link releases every domain of that
 * registrant; the deadline pass holds the unverified ones at the registry (clientHold).
 */

/** What confirming and the pass need beyond the database: the registrars, the clock, the log. */
export type ReleaseDeps = { db: Db; registrars: Registrars; now: () => Date; logger: Logger };

/**
 * Confirms a link's token (single use, before its expiry): the verification `verified`, every
 * pending domain of that registrant (same organization, mode and email) `verified` with
 * `registrant.verified`, then the held ones released (`releaseHeld`). Undefined when the token
 * is unknown, used or expired.
 */
export async function confirmVerification(
  deps: ReleaseDeps,
  token: string,
): Promise<{ verifiedAt: Date; domains: string[] } | undefined> {
  const confirmed = await deps.db.transaction(async (tx) => {
    const now = deps.now();
    const [t] = await tx
      .select()
      .from(registrantVerificationTokens)
      .where(
        and(
          eq(registrantVerificationTokens.tokenHash, tokenHash(token)),
          isNull(registrantVerificationTokens.usedAt),
          gt(registrantVerificationTokens.expiresAt, now),
        ),
      )
      .for("update");
    if (!t) return undefined;
    await tx
      .update(registrantVerificationTokens)
      .set({ usedAt: now })
      .where(eq(registrantVerificationTokens.tokenHash, t.tokenHash));
    const [v] = await tx
      .select()
      .from(registrantVerifications)
      .where(eq(registrantVerifications.id, t.verificationId))
      .for("update");
    const verifiedAt = v!.verifiedAt ?? now;
    if (v!.status !== "verified") {
      await tx
        .update(registrantVerifications)
        .set({ status: "verified", verifiedAt })
        .where(eq(registrantVerifications.id, v!.id));
    }
    // The registrant's domains: the current registrant's email is this one.
    const theirs = await tx
      .select({ id: domains.id, name: domains.name, status: domains.registrantVerification })
      .from(domains)
      .innerJoin(
        domainRegistrants,
        and(eq(domainRegistrants.domainId, domains.id), isNull(domainRegistrants.validTo)),
      )
      .where(
        and(
          eq(domains.organizationId, v!.organizationId),
          eq(domains.livemode, v!.livemode),
          inArray(domains.status, ["active", "expired"]),
          sql`lower(trim(${domainRegistrants.contact} ->> 'email')) = ${v!.email}`,
        ),
      )
      .orderBy(domains.name);
    for (const d of theirs.filter((d) => d.status === "pending")) {
      await tx
        .update(domains)
        .set({
          registrantVerification: "verified",
          verifiedAt,
          verificationDeadlineAt: null,
          updatedAt: now,
        })
        .where(eq(domains.id, d.id));
      await appendEvent(tx, {
        organizationId: v!.organizationId,
        livemode: v!.livemode,
        type: "registrant.verified",
        data: { domain_id: d.id, domain: d.name, verified_at: verifiedAt.toISOString() },
        at: now,
      });
    }
    return { verifiedAt, domains: theirs.map((d) => d.name), ids: theirs.map((d) => d.id) };
  });
  if (!confirmed) return undefined;
  await releaseHeld(deps, confirmed.ids);
  return { verifiedAt: confirmed.verifiedAt, domains: confirmed.domains };
}

/**
 * Lifts the service's hold of verified domains (of `ids`, or all): `setHold(false)` at the
 * registrar first, then the row and `domain.unsuspended`. A registrar's failure is logged; the
 * next pass tries again. Returns how many were released.
 */
async function releaseHeld(deps: ReleaseDeps, ids?: string[]): Promise<number> {
  if (ids?.length === 0) return 0;
  const held = await deps.db
    .select()
    .from(domains)
    .where(
      and(
        eq(domains.holdReason, "unverified_registrant"),
        eq(domains.registrantVerification, "verified"),
        ...(ids ? [inArray(domains.id, ids)] : []),
      ),
    );
  let n = 0;
  for (const row of held) {
    if (!(await setHold(deps, row, false))) continue;
    const now = deps.now();
    const released = await deps.db.transaction(async (tx) => {
      const [r] = await tx
        .update(domains)
        .set({ holdReason: null, heldAt: null, updatedAt: now })
        .where(and(eq(domains.id, row.id), isNotNull(domains.holdReason)))
        .returning({ id: domains.id });
      if (!r) return false;
      await appendEvent(tx, {
        organizationId: row.organizationId,
        livemode: row.livemode,
        type: "domain.unsuspended",
        data: { domain_id: row.id, domain: row.name },
        at: now,
      });
      return true;
    });
    if (released) n++;
  }
  return n;
}

/** The registrar's hold set or lifted; false (logged) when it failed or cannot hold. */
async function setHold(deps: ReleaseDeps, row: DomainRow, held: boolean): Promise<boolean> {
  const lifecycle = registrarFor(deps.registrars, row.livemode).lifecycle;
  const parsed = normalizeDomain(row.name, { stored: true });
  if (!lifecycle || !parsed.ok) {
    deps.logger.warn("the registrar cannot hold domains", { domain: row.name, held });
    return false;
  }
  try {
    const r = await lifecycle.setHold(parsed.domain, held);
    if (r.ok) return true;
    deps.logger.warn("the registrar refused the hold", {
      domain: row.name,
      held,
      code: r.code,
      message: r.message,
    });
  } catch (err) {
    deps.logger.warn("the registrar's hold failed", { domain: row.name, held, error: err });
  }
  return false;
}

/**
 * Registrant verification's pass: pending domains past their deadline are held at the
 * registrar (clientHold) first, then `hold_reason` 'unverified_registrant', `held_at` and
 * `domain.suspended` (once: the row's update is conditional, so instances running it together
 * write one event); verified domains still held are released. A registrar's failure is logged
 * and retried on the next pass. Returns how many domains it held or released.
 */
export async function verificationPass(deps: LifecycleDeps): Promise<number> {
  const due = await deps.db
    .select()
    .from(domains)
    .where(
      and(
        eq(domains.registrantVerification, "pending"),
        lte(domains.verificationDeadlineAt, deps.now()),
        isNull(domains.holdReason),
        inArray(domains.status, ["active", "expired"]),
      ),
    )
    .limit(100);
  let n = 0;
  for (const row of due) {
    if (!(await setHold(deps, row, true))) continue;
    const now = deps.now();
    const held = await deps.db.transaction(async (tx) => {
      const [r] = await tx
        .update(domains)
        .set({ holdReason: "unverified_registrant", heldAt: now, updatedAt: now })
        .where(
          and(
            eq(domains.id, row.id),
            isNull(domains.holdReason),
            eq(domains.registrantVerification, "pending"),
          ),
        )
        .returning({ id: domains.id });
      if (!r) return false;
      await appendEvent(tx, {
        organizationId: row.organizationId,
        livemode: row.livemode,
        type: "domain.suspended",
        data: { domain_id: row.id, domain: row.name, reason: "unverified_registrant" },
        at: now,
      });
      return true;
    });
    if (held) {
      n++;
      continue;
    }
    // Verified (or already held by another instance) meanwhile: lift a hold that is not ours.
    const [after] = await deps.db.select().from(domains).where(eq(domains.id, row.id));
    if (after && after.holdReason === null && after.registrantVerification !== "pending") {
      await setHold(deps, row, false);
    }
  }
  return n + (await releaseHeld(deps));
}
