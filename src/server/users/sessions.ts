import { and, desc, eq, gt, inArray, isNull, ne, sql } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import type { Db } from "../db/database";
import { accessTokens, dashboardRefreshTokens, dashboardSessions, users } from "../db/schema";
import { SECRET_PREFIX, hashSecret, newSecret } from "../auth/secrets";
import { issueAccessToken } from "../orgs/organizations";
import { recordAudit, type Actor, type AuditAction } from "../audit/audit-log";

/** A session ends this long after its sign-in, however active (docs/decisions/dashboard.md). */
const SESSION_LIFETIME_MS = 30 * 24 * 3600 * 1000;
/** A refresh token unused this long has expired: the session was idle too long. */
export const REFRESH_IDLE_MS = 7 * 24 * 3600 * 1000;

type EndReason =
  | "signed_out"
  | "signed_out_everywhere"
  | "ended_by_admin"
  | "password_changed"
  | "refresh_token_reused";

/** A new refresh token of `sessionId`, stored as its hash. */
async function addRefreshToken(tx: Db, sessionId: string, now: Date): Promise<string> {
  const token = newSecret(SECRET_PREFIX.refreshToken);
  await tx.insert(dashboardRefreshTokens).values({
    id: randomUUID(),
    sessionId,
    secretHash: hashSecret(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + REFRESH_IDLE_MS),
  });
  return token;
}

/** Starts a dashboard session (a refresh-token family) for a user who just signed in. */
export async function startSession(
  db: Db,
  input: {
    userId: string;
    organizationId: string;
    livemode: boolean;
    userAgent: string | undefined;
    now: Date;
  },
): Promise<{ sessionId: string; refreshToken: string }> {
  return db.transaction(async (tx) => {
    const sessionId = randomUUID();
    await tx.insert(dashboardSessions).values({
      id: sessionId,
      userId: input.userId,
      organizationId: input.organizationId,
      livemode: input.livemode,
      // Shown in the list of sessions only; bounded so a header cannot fill the table.
      userAgent: input.userAgent?.slice(0, 300) ?? null,
      createdAt: input.now,
      lastUsedAt: input.now,
      expiresAt: new Date(input.now.getTime() + SESSION_LIFETIME_MS),
    });
    const refreshToken = await addRefreshToken(tx, sessionId, input.now);
    return { sessionId, refreshToken };
  });
}

/**
 * Ends sessions and every access token issued to them, in the caller's transaction. `where`
 * picks the sessions (of one user, or one session); already ended ones are left as they are.
 * Returns the ids ended.
 */
async function endSessions(
  tx: Db,
  where: ReturnType<typeof and>,
  reason: EndReason,
  now: Date,
): Promise<string[]> {
  const ended = await tx
    .update(dashboardSessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(where, isNull(dashboardSessions.revokedAt)))
    .returning({ id: dashboardSessions.id });
  const ids = ended.map((r) => r.id);
  if (ids.length > 0) {
    await tx
      .update(accessTokens)
      .set({ revokedAt: now })
      .where(and(inArray(accessTokens.sessionId, ids), isNull(accessTokens.revokedAt)));
  }
  return ids;
}

export type Refreshed =
  | { ok: true; accessToken: string; refreshToken: string; livemode: boolean }
  | { ok: false; reason: "unknown" | "expired" | "ended" | "reused" };

/**
 * Exchanges a refresh token, once, for a new access token and the session's next refresh
 * token. A token already exchanged ends its whole session (every token of the family, the
 * newest included, and their access tokens): someone else holds a copy.
 */
export async function refreshSession(
  db: Db,
  input: { refreshToken: string; ttlSeconds: number; now: Date },
): Promise<Refreshed> {
  const { now } = input;
  return db.transaction(async (tx): Promise<Refreshed> => {
    const [found] = await tx
      .select({ token: dashboardRefreshTokens, session: dashboardSessions, email: users.email })
      .from(dashboardRefreshTokens)
      .innerJoin(dashboardSessions, eq(dashboardSessions.id, dashboardRefreshTokens.sessionId))
      .innerJoin(users, eq(users.id, dashboardSessions.userId))
      .where(eq(dashboardRefreshTokens.secretHash, hashSecret(input.refreshToken)))
      .for("update", { of: dashboardSessions });
    if (!found) return { ok: false, reason: "unknown" };
    const { token, session } = found;
    if (session.revokedAt) return { ok: false, reason: "ended" };
    const reused = async (): Promise<Refreshed> => {
      await endSessions(tx, eq(dashboardSessions.id, session.id), "refresh_token_reused", now);
      await recordAudit(
        tx,
        { organizationId: session.organizationId, userId: session.userId, email: found.email },
        {
          action: "session.refresh_token_reused",
          targetType: "user",
          targetId: session.userId,
          details: { session_id: session.id },
          at: now,
        },
      );
      return { ok: false, reason: "reused" };
    };
    if (token.usedAt) return reused();
    if (token.expiresAt <= now || session.expiresAt <= now) return { ok: false, reason: "expired" };
    // Single use: only the first of two concurrent exchanges marks it. The session's row lock
    // serialises them, but on PostgreSQL the second read the token's row from its snapshot
    // (only locked rows are read again after the wait): the mark itself must be conditional.
    const marked = await tx
      .update(dashboardRefreshTokens)
      .set({ usedAt: now })
      .where(and(eq(dashboardRefreshTokens.id, token.id), isNull(dashboardRefreshTokens.usedAt)))
      .returning({ id: dashboardRefreshTokens.id });
    if (marked.length === 0) return reused();
    await tx
      .update(dashboardSessions)
      .set({ lastUsedAt: now })
      .where(eq(dashboardSessions.id, session.id));
    const refreshToken = await addRefreshToken(tx, session.id, now);
    const accessToken = (await issueAccessToken(tx, {
      userId: session.userId,
      organizationId: session.organizationId,
      livemode: session.livemode,
      ttlSeconds: input.ttlSeconds,
      now,
      sessionId: session.id,
    }))!;
    return { ok: true, accessToken, refreshToken, livemode: session.livemode };
  });
}

/** The session a refresh token belongs to, if it is one (for signing out with the cookie). */
export async function sessionOfRefreshToken(db: Db, refreshToken: string) {
  const [row] = await db
    .select({ session: dashboardSessions, email: users.email })
    .from(dashboardRefreshTokens)
    .innerJoin(dashboardSessions, eq(dashboardSessions.id, dashboardRefreshTokens.sessionId))
    .innerJoin(users, eq(users.id, dashboardSessions.userId))
    .where(eq(dashboardRefreshTokens.secretHash, hashSecret(refreshToken)));
  return row;
}

/** Ends one session (sign-out) and records it. */
export async function endSession(db: Db, actor: Actor, sessionId: string, now: Date) {
  await db.transaction(async (tx) => {
    const ids = await endSessions(tx, eq(dashboardSessions.id, sessionId), "signed_out", now);
    if (ids.length === 0) return;
    await recordAudit(tx, actor, {
      action: "session.signed_out",
      targetType: "user",
      targetId: actor.userId,
      details: { session_id: sessionId },
      at: now,
    });
  });
}

/**
 * Ends every session of a user and revokes every access token they hold (a password grant's
 * outside any session too): "sign out everywhere", or an admin ending another user's sessions.
 */
export async function endUserSessions(
  db: Db,
  actor: Actor,
  input: {
    userId: string;
    reason: "signed_out_everywhere" | "ended_by_admin";
    now: Date;
  },
): Promise<number> {
  return db.transaction(async (tx) => {
    const ids = await endSessions(
      tx,
      eq(dashboardSessions.userId, input.userId),
      input.reason,
      input.now,
    );
    await tx
      .update(accessTokens)
      .set({ revokedAt: input.now })
      .where(and(eq(accessTokens.userId, input.userId), isNull(accessTokens.revokedAt)));
    const action: AuditAction =
      input.reason === "ended_by_admin"
        ? "session.ended_by_admin"
        : "session.signed_out_everywhere";
    await recordAudit(tx, actor, {
      action,
      targetType: "user",
      targetId: input.userId,
      details: { sessions: ids.length },
      at: input.now,
    });
    return ids.length;
  });
}

/**
 * In a password change's transaction: ends the user's sessions but the one in use (null: all).
 * The access tokens of those sessions go with them; the caller revokes the user's others.
 */
export async function endOtherSessions(
  tx: Db,
  userId: string,
  keepSessionId: string | null,
  now: Date,
) {
  await endSessions(
    tx,
    and(
      eq(dashboardSessions.userId, userId),
      keepSessionId === null ? undefined : ne(dashboardSessions.id, keepSessionId),
    ),
    "password_changed",
    now,
  );
}

/** The user's live sessions, most recently used first. */
export async function listSessions(db: Db, userId: string, now: Date) {
  return db
    .select()
    .from(dashboardSessions)
    .where(
      and(
        eq(dashboardSessions.userId, userId),
        isNull(dashboardSessions.revokedAt),
        gt(dashboardSessions.expiresAt, now),
        // Idle past the refresh token's life: as good as ended.
        gt(dashboardSessions.lastUsedAt, new Date(now.getTime() - REFRESH_IDLE_MS)),
      ),
    )
    .orderBy(desc(dashboardSessions.lastUsedAt), desc(sql`${dashboardSessions.id}`));
}

/** Moves a session's mode (the dashboard's test-data switch): refreshes issue that mode. */
export async function setSessionMode(db: Db, sessionId: string, livemode: boolean) {
  await db.update(dashboardSessions).set({ livemode }).where(eq(dashboardSessions.id, sessionId));
}

/** Deletes a removed user's sessions and refresh tokens (their access tokens first). */
export async function deleteUserSessions(tx: Db, userId: string) {
  const mine = tx
    .select({ id: dashboardSessions.id })
    .from(dashboardSessions)
    .where(eq(dashboardSessions.userId, userId));
  await tx.delete(dashboardRefreshTokens).where(inArray(dashboardRefreshTokens.sessionId, mine));
  await tx.delete(dashboardSessions).where(eq(dashboardSessions.userId, userId));
}

/** Ends a session whose sign-in issued no token (the password changed in between). */
export async function abandonSession(db: Db, sessionId: string, now: Date) {
  await db.transaction((tx) =>
    endSessions(tx, eq(dashboardSessions.id, sessionId), "password_changed", now),
  );
}
