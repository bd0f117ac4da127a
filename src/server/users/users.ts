import { and, asc, eq, isNull, ne, sql } from "drizzle-orm";
import { randomBytes } from "node:crypto";
import type { User, UserRole } from "../../contract/dashboard";
import type { Db } from "../db/database";
import { accessTokens, organizations, users } from "../db/schema";
import { hashPassword, verifyPassword } from "../auth/passwords";
import { isUniqueViolation } from "../db/unique-violation";
import { DuplicateUserError, createUser } from "../orgs/organizations";
import { recordAudit, type Actor, type UserActor } from "../audit/audit-log";
import { deleteUserSessions, endOtherSessions } from "./sessions";

type UserRow = typeof users.$inferSelect;

export const toUser = (r: Pick<UserRow, "id" | "email" | "role" | "createdAt">): User => ({
  id: r.id,
  email: r.email,
  role: r.role,
  created_at: r.createdAt.toISOString(),
});

/** An initial password: 18 random bytes in base64url (24 characters, 144 bits). */
const newInitialPassword = () => randomBytes(18).toString("base64url");

export async function listUsers(db: Db, organizationId: string) {
  return db
    .select()
    .from(users)
    .where(eq(users.organizationId, organizationId))
    .orderBy(asc(users.createdAt), asc(users.email));
}

export async function findUser(db: Db, id: string) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** Adds a user with a generated initial password (returned once); DuplicateUserError if taken. */
export async function addUser(
  db: Db,
  actor: Actor,
  input: { email: string; role: UserRole; now: Date },
) {
  const password = newInitialPassword();
  try {
    return await db.transaction(async (tx) => {
      const { userId } = await createUser(tx, {
        organizationId: actor.organizationId,
        email: input.email,
        password,
        role: input.role,
      });
      await recordAudit(tx, actor, {
        action: "user.added",
        targetType: "user",
        targetId: userId,
        details: { email: input.email, role: input.role },
        at: input.now,
      });
      const row = (await findUser(tx, userId))!;
      return { user: row, password };
    });
  } catch (err) {
    if (isUniqueViolation(err)) {
      throw new DuplicateUserError(`A user with the email ${input.email} already exists.`);
    }
    throw err;
  }
}

/**
 * The organization's row, locked: every change that could leave it without an admin takes it
 * first, so two admins demoting or removing each other at once are serialised and the second
 * sees the first's change (the guard below then refuses it).
 */
async function lockOrganization(tx: Db, organizationId: string) {
  await tx
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
    .for("update");
}

/** True (SQL) when the organization has an admin other than `userId`. */
const anotherAdmin = (organizationId: string, userId: string) =>
  sql`EXISTS (SELECT 1 FROM users other WHERE other.organization_id = ${organizationId}
    AND other.role = 'admin' AND other.id <> ${userId})`;

export type UserChange<T> =
  { ok: true; value: T } | { ok: false; reason: "not_found" | "other_organization" | "last_admin" };

/** Changes a user's role; never demotes the organization's last admin. */
export async function changeRole(
  db: Db,
  actor: Actor,
  input: { userId: string; role: UserRole; now: Date },
): Promise<UserChange<UserRow>> {
  return db.transaction(async (tx) => {
    const target = await findUser(tx, input.userId);
    if (!target) return { ok: false, reason: "not_found" };
    if (target.organizationId !== actor.organizationId) {
      return { ok: false, reason: "other_organization" };
    }
    await lockOrganization(tx, actor.organizationId);
    const [row] = await tx
      .update(users)
      .set({ role: input.role })
      .where(
        and(
          eq(users.id, input.userId),
          input.role === "admin" ? undefined : anotherAdmin(actor.organizationId, input.userId),
        ),
      )
      .returning();
    if (!row) return { ok: false, reason: "last_admin" };
    if (target.role !== input.role) {
      await recordAudit(tx, actor, {
        action: "user.role_changed",
        targetType: "user",
        targetId: row.id,
        details: { email: row.email, from: target.role, to: input.role },
        at: input.now,
      });
    }
    return { ok: true, value: row };
  });
}

/** Removes a user and their access tokens (signed out at once); never the last admin. */
export async function removeUser(
  db: Db,
  actor: Actor,
  input: { userId: string; now: Date },
): Promise<UserChange<UserRow>> {
  return db.transaction(async (tx) => {
    const target = await findUser(tx, input.userId);
    if (!target) return { ok: false, reason: "not_found" };
    if (target.organizationId !== actor.organizationId) {
      return { ok: false, reason: "other_organization" };
    }
    await lockOrganization(tx, actor.organizationId);
    const [still] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, input.userId), anotherAdmin(actor.organizationId, input.userId)));
    const [current] = await tx.select().from(users).where(eq(users.id, input.userId));
    if (!current) return { ok: false, reason: "not_found" };
    if (current.role === "admin" && !still) return { ok: false, reason: "last_admin" };
    await tx.delete(accessTokens).where(eq(accessTokens.userId, input.userId));
    await deleteUserSessions(tx, input.userId);
    await tx.delete(users).where(eq(users.id, input.userId));
    await recordAudit(tx, actor, {
      action: "user.removed",
      targetType: "user",
      targetId: current.id,
      details: { email: current.email, role: current.role },
      at: input.now,
    });
    return { ok: true, value: current };
  });
}

/**
 * Changes the caller's own password after checking the current one; the user's other access
 * tokens are revoked (other browsers sign in again), the one in use stays valid. A sign-in that
 * checked the old password and has not issued its token yet issues none (`issueAccessToken`).
 */
export async function changeOwnPassword(
  db: Db,
  actor: UserActor & { tokenId: string; sessionId: string | null },
  input: { current: string; next: string; now: Date },
): Promise<boolean> {
  const user = await findUser(db, actor.userId);
  if (!user || !(await verifyPassword(input.current, user.passwordHash))) return false;
  const passwordHash = await hashPassword(input.next);
  return db.transaction(async (tx) => {
    // Only if the password checked is still the one stored (two changes at once: one wins).
    const [changed] = await tx
      .update(users)
      .set({ passwordHash })
      .where(and(eq(users.id, actor.userId), eq(users.passwordHash, user.passwordHash)))
      .returning({ id: users.id });
    if (!changed) return false;
    await tx
      .update(accessTokens)
      .set({ revokedAt: input.now })
      .where(
        and(
          eq(accessTokens.userId, actor.userId),
          ne(accessTokens.id, actor.tokenId),
          isNull(accessTokens.revokedAt),
        ),
      );
    // Other browsers' dashboard sessions end too: their refresh tokens stop working.
    await endOtherSessions(tx, actor.userId, actor.sessionId, input.now);
    await recordAudit(tx, actor, {
      action: "user.password_changed",
      targetType: "user",
      targetId: actor.userId,
      at: input.now,
    });
    return true;
  });
}

/** Signs out: revokes the access token in use. */
export async function revokeAccessToken(db: Db, tokenId: string, now: Date) {
  await db
    .update(accessTokens)
    .set({ revokedAt: now })
    .where(and(eq(accessTokens.id, tokenId), isNull(accessTokens.revokedAt)));
}
