import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import type { Db } from "../db/database";
import { accessTokens, apiKeys, organizations, users } from "../db/schema";
import { forgetApiKey } from "../auth/credential-cache";
import { hashPassword } from "../auth/passwords";
import { SECRET_PREFIX, apiKeyPrefix, hashSecret, newSecret, secretLabel } from "../auth/secrets";

export class DuplicateUserError extends Error {
  override name = "DuplicateUserError";
}

/**
 * Creates an organization with its first API key, a test key unless `livemode` (the caller
 * checks that the deployment has live mode); the key is returned once, never stored.
 */
export async function createOrganization(
  db: Db,
  input: { name: string; demo?: boolean; livemode?: boolean },
) {
  return db.transaction(async (tx) => {
    const id = randomUUID();
    const livemode = input.livemode ?? false;
    await tx.insert(organizations).values({ id, name: input.name, demo: input.demo ?? false });
    const key = await createApiKey(tx, { organizationId: id, livemode, name: "default" });
    return { organizationId: id, apiKeyId: key.apiKeyId, apiKey: key.apiKey, livemode };
  });
}

export async function listOrganizations(db: Db) {
  return db
    .select({ id: organizations.id, name: organizations.name, createdAt: organizations.createdAt })
    .from(organizations)
    .orderBy(asc(organizations.createdAt));
}

/** The id of the partner demo's organization (the one the first start made), if any. */
export async function demoOrganizationId(db: Db): Promise<string | undefined> {
  const [row] = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.demo, true));
  return row?.id;
}

/** An organization as the API shows it. */
export const toOrganization = (row: { id: string; name: string; createdAt: Date }) => ({
  id: row.id,
  name: row.name,
  created_at: row.createdAt.toISOString(),
});

export async function findOrganization(db: Db, id: string) {
  const [row] = await db.select().from(organizations).where(eq(organizations.id, id));
  return row;
}

/** Renames an organization or sets its embed origins; undefined when it does not exist. */
export async function updateOrganization(
  db: Db,
  id: string,
  patch: { name?: string; allowedOrigins?: string[] },
) {
  const [row] = await db
    .update(organizations)
    .set(patch)
    .where(eq(organizations.id, id))
    .returning();
  return row;
}

export async function createApiKey(
  db: Db,
  input: {
    organizationId: string;
    livemode: boolean;
    name?: string;
    createdBy?: { userId: string; email: string };
  },
) {
  const apiKey = newSecret(apiKeyPrefix(input.livemode));
  const apiKeyId = randomUUID();
  await db.insert(apiKeys).values({
    id: apiKeyId,
    organizationId: input.organizationId,
    livemode: input.livemode,
    name: input.name ?? null,
    prefix: secretLabel(apiKey),
    secretHash: hashSecret(apiKey),
    createdByUserId: input.createdBy?.userId ?? null,
    createdByEmail: input.createdBy?.email ?? null,
  });
  return { apiKeyId, apiKey };
}

/** Revokes a key at once; returns false when no live key has that id. */
export async function revokeApiKey(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .update(apiKeys)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id });
  forgetApiKey(id);
  return rows.length > 0;
}

export async function listApiKeys(db: Db, organizationId: string) {
  return db
    .select({
      id: apiKeys.id,
      name: apiKeys.name,
      prefix: apiKeys.prefix,
      livemode: apiKeys.livemode,
      createdAt: apiKeys.createdAt,
      revokedAt: apiKeys.revokedAt,
    })
    .from(apiKeys)
    .where(eq(apiKeys.organizationId, organizationId))
    .orderBy(asc(apiKeys.createdAt));
}

/**
 * Creates a user; `role` defaults to admin (the admin CLI makes an organization's first users;
 * the dashboard always says which role it wants).
 */
export async function createUser(
  db: Db,
  input: { organizationId: string; email: string; password: string; role?: "admin" | "member" },
) {
  const email = input.email.trim();
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  if (existing) throw new DuplicateUserError(`A user with the email ${email} already exists.`);
  const id = randomUUID();
  await db.insert(users).values({
    id,
    organizationId: input.organizationId,
    email,
    passwordHash: await hashPassword(input.password),
    role: input.role ?? "admin",
  });
  return { userId: id };
}

export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email.trim()})`);
  return row;
}

/**
 * Issues an access token for a user; returned once, stored hashed. With `passwordHash` (the
 * hash a sign-in checked), none is issued (undefined) if the password has changed since: the
 * user's row is locked, so a token is either issued before a change (which revokes it) or not
 * at all.
 */
export async function issueAccessToken(
  db: Db,
  input: {
    userId: string;
    organizationId: string;
    livemode: boolean;
    ttlSeconds: number;
    now: Date;
    passwordHash?: string;
    /** The dashboard session it belongs to (`users/sessions.ts`). */
    sessionId?: string;
  },
): Promise<string | undefined> {
  return db.transaction(async (tx) => {
    if (input.passwordHash !== undefined) {
      const [still] = await tx
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, input.userId), eq(users.passwordHash, input.passwordHash)))
        .for("update");
      if (!still) return undefined;
    }
    const token = newSecret(SECRET_PREFIX.accessToken);
    await tx.insert(accessTokens).values({
      id: randomUUID(),
      userId: input.userId,
      organizationId: input.organizationId,
      livemode: input.livemode,
      secretHash: hashSecret(token),
      createdAt: input.now,
      expiresAt: new Date(input.now.getTime() + input.ttlSeconds * 1000),
      sessionId: input.sessionId ?? null,
    });
    return token;
  });
}
