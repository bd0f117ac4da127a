import { and, asc, eq, gt, gte, inArray, like, lt, lte, or, sql } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import type { Db } from "../db/database";
import { containsPattern } from "../http/list-filters";
import { domainRegistrants, domains } from "./schema";
import { addYears, termCapRefusal } from "../registrar/provider";
import type { RegistrantContact } from "../../contract/registrant-contact";
import { DEFAULT_TRANSFER_LOCK_DAYS, transferLockEnd } from "../registrar/transfer-policy";

export type DomainRow = typeof domains.$inferSelect;

/** Domains the account still holds: not transferred away nor deleted by the registry. */
export const held = () => inArray(domains.status, ["active", "expired"]);

/**
 * Records a domain the registrar has registered (or transferred in) for an organization, with
 * its registrant and the transfer policy's lock that starts with it.
 */
export async function insertDomain(
  db: Db,
  input: {
    organizationId: string;
    livemode: boolean;
    name: string;
    registeredAt: Date;
    expiresAt: Date;
    autoRenew: boolean;
    privacy: boolean;
    nameservers: string[];
    externalAccountId?: string | null;
    orderId?: string | null;
    /** The registrant, kept as the domain's current one (`domain_registrants`). */
    contact?: RegistrantContact;
    acquiredBy?: "registration" | "transfer_in";
    /** The registrar's transfer lock period (days) after a registration or a transfer in. */
    transferLockDays?: number;
    /** The registry's id of the registrant's contact object, when it has one. */
    registryContactId?: string | null;
  },
): Promise<DomainRow> {
  const acquiredBy = input.acquiredBy ?? "registration";
  const [row] = await db
    .insert(domains)
    .values({
      id: randomUUID(),
      acquiredBy,
      transferLockUntil: transferLockEnd(
        input.registeredAt,
        input.transferLockDays ?? DEFAULT_TRANSFER_LOCK_DAYS,
      ),
      transferLockReason: acquiredBy,
      organizationId: input.organizationId,
      livemode: input.livemode,
      name: input.name,
      registeredAt: input.registeredAt,
      expiresAt: input.expiresAt,
      autoRenew: input.autoRenew,
      privacy: input.privacy,
      nameservers: input.nameservers,
      externalAccountId: input.externalAccountId ?? null,
      orderId: input.orderId ?? null,
    })
    .returning();
  if (input.contact) {
    await db.insert(domainRegistrants).values({
      id: randomUUID(),
      domainId: row!.id,
      contact: input.contact,
      registryContactId: input.registryContactId ?? null,
      validFrom: input.registeredAt,
    });
  }
  return row!;
}

/**
 * A domain by name, whoever owns it (callers check ownership to choose 403 or 404): the one of
 * the given mode, else the other mode's (a name is held once per mode), so that the caller
 * can say it exists there.
 */
export async function findDomain(
  db: Db,
  name: string,
  livemode: boolean,
): Promise<DomainRow | undefined> {
  const [row] = await db
    .select()
    .from(domains)
    .where(and(eq(domains.name, name), held()))
    .orderBy(sql`${domains.livemode} = ${livemode} DESC`)
    .limit(1);
  return row;
}

/** A page of an organization's domains by name, after `cursor` (a name), filtered. */
export async function listDomains(
  db: Db,
  input: {
    organizationId: string;
    livemode: boolean;
    limit: number;
    after?: string;
    /** Part of the name (A-label), case-insensitive. */
    contains?: string;
    status?: "active" | "expired";
    /** Expiring before this time. */
    expiresBefore?: Date;
    /** Expiring at or after this time. */
    expiresAfter?: Date;
    now: Date;
  },
): Promise<DomainRow[]> {
  const filters = [
    eq(domains.organizationId, input.organizationId),
    eq(domains.livemode, input.livemode),
    held(),
  ];
  if (input.after !== undefined) filters.push(gt(domains.name, input.after));
  if (input.contains)
    filters.push(like(domains.name, containsPattern(input.contains.toLowerCase())));
  if (input.expiresBefore) filters.push(lt(domains.expiresAt, input.expiresBefore));
  if (input.expiresAfter) filters.push(gte(domains.expiresAt, input.expiresAfter));
  if (input.status === "active") {
    filters.push(eq(domains.status, "active"), gt(domains.expiresAt, input.now));
  } else if (input.status === "expired") {
    filters.push(or(eq(domains.status, "expired"), lte(domains.expiresAt, input.now))!);
  }
  return db
    .select()
    .from(domains)
    .where(and(...filters))
    .orderBy(asc(domains.name))
    .limit(input.limit);
}

/** Changes a domain's settings; only the fields given. */
export async function updateDomainSettings(
  db: Db,
  id: string,
  input: { autoRenew?: boolean; privacy?: boolean; now: Date },
): Promise<DomainRow> {
  const [row] = await db
    .update(domains)
    .set({
      ...(input.autoRenew !== undefined && { autoRenew: input.autoRenew }),
      ...(input.privacy !== undefined && { privacy: input.privacy }),
      updatedAt: input.now,
    })
    .where(eq(domains.id, id))
    .returning();
  return row!;
}

/**
 * Adds whole years to a domain's expiry under a row lock (`SELECT … FOR UPDATE`), so two
 * renewals at once add two periods: no lost year. Called after the registrar has renewed, so
 * no lock is held across the registrar call. The term cap is checked under the same lock:
 * `{ refused }` (nothing written) when the new expiry would pass it.
 */
export function extendExpiry(
  db: Db,
  id: string,
  years: number,
  now: Date,
): Promise<(DomainRow & { expiresAtBefore: Date; refused?: undefined }) | { refused: string }> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(domains).where(eq(domains.id, id)).for("update");
    if (!current) throw new Error(`domain ${id} vanished during renewal`);
    const refused = termCapRefusal(current.name, current.expiresAt, years, now);
    if (refused) return { refused };
    const next = addYears(current.expiresAt, years);
    const [row] = await tx
      .update(domains)
      .set({
        expiresAt: next,
        status: next.getTime() > now.getTime() ? "active" : current.status,
        updatedAt: now,
      })
      .where(eq(domains.id, id))
      .returning();
    return { ...row!, expiresAtBefore: current.expiresAt };
  });
}

/** Stores a domain's nameservers. */
export async function setDomainNameservers(
  db: Db,
  id: string,
  nameservers: string[],
  now: Date,
): Promise<DomainRow> {
  const [row] = await db
    .update(domains)
    .set({ nameservers, updatedAt: now })
    .where(eq(domains.id, id))
    .returning();
  return row!;
}
