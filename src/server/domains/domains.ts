import { and, eq } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import type { Db } from "../db/database";
import { domains } from "../db/schema";

export type DomainRow = typeof domains.$inferSelect;

/** Records a domain the registrar has registered for an organization. */
export async function insertDomain(
  db: Db,
  input: {
    organizationId: string;
    name: string;
    registeredAt: Date;
    expiresAt: Date;
    autoRenew: boolean;
    privacy: boolean;
    nameservers: string[];
    externalAccountId?: string | null;
    orderId?: string | null;
  },
): Promise<DomainRow> {
  const [row] = await db
    .insert(domains)
    .values({
      id: randomUUID(),
      organizationId: input.organizationId,
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
  return row!;
}

/** A domain by name, whoever owns it (callers check ownership to choose 403 or 404). */
export async function findDomain(db: Db, name: string): Promise<DomainRow | undefined> {
  const [row] = await db.select().from(domains).where(eq(domains.name, name));
  return row;
}

/** A domain of an organization by name. */
export async function findOwnDomain(db: Db, organizationId: string, name: string) {
  const [row] = await db
    .select()
    .from(domains)
    .where(and(eq(domains.organizationId, organizationId), eq(domains.name, name)));
  return row;
}
