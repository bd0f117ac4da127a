import { randomUUID } from "node:crypto";
import { and, desc, eq, lt, or } from "drizzle-orm";
import type { RenewalCharge } from "../../contract/renewal-charge";
import type { Db } from "../db/database";
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
  organizationId: string,
  limit: number,
  before?: ChargeCursor,
): Promise<{ items: RenewalCharge[]; next_cursor: string | null }> {
  const conds = [eq(renewalCharges.organizationId, organizationId)];
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
  const page = rows.slice(0, limit);
  const last = page.at(-1)?.c;
  return {
    items: page.map(({ c, domain }) => ({
      id: c.id,
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
    next_cursor: rows.length > limit && last ? encodeChargeCursor(last) : null,
  };
}

export type ChargeCursor = { createdAt: Date; id: string };

/** Opaque cursor: the last charge's time and id. */
const encodeChargeCursor = (c: ChargeCursor) =>
  Buffer.from(`${c.createdAt.toISOString()}|${c.id}`).toString("base64url");

export function decodeChargeCursor(s: string): ChargeCursor | undefined {
  const m = /^(\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z)\|([0-9a-f-]{36})$/.exec(
    Buffer.from(s, "base64url").toString("utf8"),
  );
  return m ? { createdAt: new Date(m[1]!), id: m[2]! } : undefined;
}
