import { randomUUID } from "node:crypto";
import { and, desc, eq, lt, or } from "drizzle-orm";
import type { RenewalCharge } from "../../contract/renewal-charge";
import type { Scope } from "../http/scope";
import type { Db } from "../db/database";
import { cursorCodec, cursorPart } from "../http/cursor";
import { domains, renewalCharges } from "./schema";

export type RenewalChargeRow = typeof renewalCharges.$inferSelect;

/**
 * Records what a renewal charged, in the transaction that extends the expiry. The key
 * (domain, expiry before) refuses a second charge for the same period.
 */
export async function recordRenewalCharge(
  tx: Db,
  input: Omit<RenewalChargeRow, "id">,
): Promise<RenewalChargeRow> {
  const [row] = await tx
    .insert(renewalCharges)
    .values({ id: randomUUID(), ...input })
    .returning();
  return row!;
}

/** An organization's renewal charges with their domain names, newest first, after `before`. */
export async function listRenewalCharges(
  db: Db,
  scope: Scope,
  limit: number,
  before?: ChargeCursor,
): Promise<{ items: RenewalCharge[]; next_cursor: string | null }> {
  const conds = [
    eq(renewalCharges.organizationId, scope.organizationId),
    eq(renewalCharges.livemode, scope.livemode),
  ];
  if (before) {
    conds.push(
      or(
        lt(renewalCharges.createdAt, before.createdAt),
        and(eq(renewalCharges.createdAt, before.createdAt), lt(renewalCharges.id, before.id)),
      )!,
    );
  }
  const rows = await db
    .select({ c: renewalCharges, domain: domains.name })
    .from(renewalCharges)
    .innerJoin(domains, eq(domains.id, renewalCharges.domainId))
    .where(and(...conds))
    .orderBy(desc(renewalCharges.createdAt), desc(renewalCharges.id))
    .limit(limit + 1);
  const page = chargeCursor.page(rows, limit, (r) => r.c);
  return {
    items: page.rows.map(({ c, domain }) => ({
      id: c.id,
      livemode: c.livemode,
      domain_id: c.domainId,
      domain,
      years: c.years,
      amount: c.amount,
      currency: c.currency,
      trigger: c.trigger,
      expires_at_before: c.expiresAtBefore.toISOString(),
      expires_at_after: c.expiresAtAfter.toISOString(),
      created_at: c.createdAt.toISOString(),
    })),
    next_cursor: page.next_cursor,
  };
}

export type ChargeCursor = { createdAt: Date; id: string };

/** The renewal charges' cursor: the last charge's time and id (newest first). */
export const chargeCursor = cursorCodec("", { createdAt: cursorPart.time, id: cursorPart.uuid });
