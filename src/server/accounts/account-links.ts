import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import { randomBytes, randomUUID } from "node:crypto";
import type { UserRole } from "../../contract/dashboard";
import { isUniqueViolation } from "../db/unique-violation";
import { DuplicateUserError } from "../orgs/organizations";
import type { Db, DbOrTx } from "../db/database";
import { accessTokens, accountLinks, users } from "../db/schema";
import { SECRET_PREFIX, hashSecret, newSecret } from "../auth/secrets";
import { hashPassword } from "../auth/passwords";
import type { SecretsKey } from "../secret-box";
import { queueRegistrantMessage } from "../mail/outbox";
import { recordAudit, type Actor } from "../audit/audit-log";
import { endOtherSessions } from "../users/sessions";

type AccountLinkPurpose = "password_reset" | "invitation";

/** How long a link stays usable (docs/security.md "Password reset and invitations"). */
const LINK_LIFETIME_MS: Record<AccountLinkPurpose, number> = {
  password_reset: 3600_000,
  invitation: 7 * 24 * 3600_000,
};

/**
 * A new link for the user, in the caller's transaction: the user's earlier unused links of the
 * same purpose are revoked (the newest mail is the one that works). Returns the token, which is
 * stored only as its hash.
 */
async function createAccountLink(
  tx: DbOrTx,
  input: { userId: string; organizationId: string; purpose: AccountLinkPurpose; now: Date },
): Promise<string> {
  await tx
    .update(accountLinks)
    .set({ revokedAt: input.now })
    .where(
      and(
        eq(accountLinks.userId, input.userId),
        eq(accountLinks.purpose, input.purpose),
        isNull(accountLinks.usedAt),
        isNull(accountLinks.revokedAt),
      ),
    );
  const token = newSecret(SECRET_PREFIX.accountLink);
  await tx.insert(accountLinks).values({
    id: randomUUID(),
    userId: input.userId,
    organizationId: input.organizationId,
    purpose: input.purpose,
    secretHash: hashSecret(token),
    createdAt: input.now,
    expiresAt: new Date(input.now.getTime() + LINK_LIFETIME_MS[input.purpose]),
  });
  return token;
}

/**
 * Creates a password-reset link for the user and queues its mail (the outbox, in the same
 * transaction). Returns the token (the admin CLI prints the link instead of mailing it).
 */
export async function startPasswordReset(
  db: Db,
  input: {
    user: { id: string; organizationId: string; email: string };
    secretsKey: SecretsKey;
    /** Mail the link (the forgot-password form); false: the caller hands it out (the CLI). */
    mail: boolean;
    actor: Actor;
    now: Date;
  },
): Promise<string> {
  return db.transaction(async (tx) => {
    const token = await createAccountLink(tx, {
      userId: input.user.id,
      organizationId: input.user.organizationId,
      purpose: "password_reset",
      now: input.now,
    });
    if (input.mail) {
      await queueRegistrantMessage(tx, input.secretsKey, {
        organizationId: input.user.organizationId,
        livemode: false,
        domainId: null,
        kind: "password_reset",
        recipient: input.user.email,
        locale: "en",
        params: {},
        secrets: { token },
        now: input.now,
      });
    }
    await recordAudit(tx, input.actor, {
      action: "user.password_reset_requested",
      targetType: "user",
      targetId: input.user.id,
      details: { by: input.mail ? "email" : "admin_cli" },
      at: input.now,
    });
    return token;
  });
}

export type LinkUse = { ok: true; userId: string } | { ok: false; reason: "invalid" };

/**
 * Uses a password-reset link once: sets the new password, ends every session of the user and
 * revokes every access token they hold. An unknown, used, revoked or expired link is refused
 * with one answer (`invalid`); of two uses at once only one marks the link.
 */
export async function completePasswordReset(
  db: Db,
  input: { token: string; password: string; now: Date },
): Promise<LinkUse> {
  return useAccountLink(db, { ...input, purpose: "password_reset" });
}

/** Accepts an invitation once: the invited user's password is set (see `completePasswordReset`). */
export async function acceptInvitation(
  db: Db,
  input: { token: string; password: string; now: Date },
): Promise<LinkUse> {
  return useAccountLink(db, { ...input, purpose: "invitation" });
}

async function useAccountLink(
  db: Db,
  input: { token: string; password: string; purpose: AccountLinkPurpose; now: Date },
): Promise<LinkUse> {
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx): Promise<LinkUse> => {
    const [link] = await tx
      .update(accountLinks)
      .set({ usedAt: input.now })
      .where(
        and(
          eq(accountLinks.secretHash, hashSecret(input.token)),
          eq(accountLinks.purpose, input.purpose),
          isNull(accountLinks.usedAt),
          isNull(accountLinks.revokedAt),
          gt(accountLinks.expiresAt, input.now),
        ),
      )
      .returning();
    if (!link) return { ok: false, reason: "invalid" };
    const [user] = await tx
      .update(users)
      .set({ passwordHash })
      .where(eq(users.id, link.userId))
      .returning();
    if (!user) return { ok: false, reason: "invalid" };
    await endOtherSessions(tx, user.id, null, input.now);
    await tx
      .update(accessTokens)
      .set({ revokedAt: input.now })
      .where(and(eq(accessTokens.userId, user.id), isNull(accessTokens.revokedAt)));
    await recordAudit(
      tx,
      { organizationId: user.organizationId, userId: user.id, email: user.email },
      {
        action: input.purpose === "invitation" ? "user.invitation_accepted" : "user.password_reset",
        targetType: "user",
        targetId: user.id,
        at: input.now,
      },
    );
    return { ok: true, userId: user.id };
  });
}

/** A user's pending invitation: its newest unused, unrevoked link (expired ones too). */
const pending = and(
  eq(accountLinks.purpose, "invitation"),
  isNull(accountLinks.usedAt),
  isNull(accountLinks.revokedAt),
);

/** The organization's pending invitations, newest first. */
export async function listInvitations(db: Db, organizationId: string) {
  return db
    .select({ link: accountLinks, user: users })
    .from(accountLinks)
    .innerJoin(users, eq(users.id, accountLinks.userId))
    .where(and(pending, eq(accountLinks.organizationId, organizationId)))
    .orderBy(desc(accountLinks.createdAt));
}

/**
 * Invites a person: a user with a password nobody knows (random, hashed, never shown) and a
 * 7-day link mailed to them. DuplicateUserError if the email has a user.
 */
export async function invite(
  db: Db,
  actor: Actor,
  input: { email: string; role: UserRole; secretsKey: SecretsKey; now: Date },
) {
  const unknowable = await hashPassword(randomBytes(32).toString("base64url"));
  try {
    return await db.transaction(async (tx) => {
      const userId = randomUUID();
      const email = input.email.trim();
      const [taken] = await tx
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.email}) = lower(${email})`);
      if (taken) throw new DuplicateUserError(`A user with the email ${email} already exists.`);
      await tx.insert(users).values({
        id: userId,
        organizationId: actor.organizationId,
        email,
        passwordHash: unknowable,
        role: input.role,
        createdAt: input.now,
      });
      await recordAudit(tx, actor, {
        action: "user.invited",
        targetType: "user",
        targetId: userId,
        details: { email, role: input.role },
        at: input.now,
      });
      await mailInvitation(tx, { userId, organizationId: actor.organizationId, email }, input);
      const [row] = await tx
        .select({ link: accountLinks, user: users })
        .from(accountLinks)
        .innerJoin(users, eq(users.id, accountLinks.userId))
        .where(and(pending, eq(accountLinks.userId, userId)));
      return row!;
    });
  } catch (err) {
    if (isUniqueViolation(err)) {
      throw new DuplicateUserError(`A user with the email ${input.email} already exists.`);
    }
    throw err;
  }
}

async function mailInvitation(
  tx: DbOrTx,
  user: { userId: string; organizationId: string; email: string },
  input: { secretsKey: SecretsKey; now: Date },
) {
  const token = await createAccountLink(tx, {
    userId: user.userId,
    organizationId: user.organizationId,
    purpose: "invitation",
    now: input.now,
  });
  await queueRegistrantMessage(tx, input.secretsKey, {
    organizationId: user.organizationId,
    livemode: false,
    domainId: null,
    kind: "invitation",
    recipient: user.email,
    locale: "en",
    params: {},
    secrets: { token },
    now: input.now,
  });
}

/** The user's pending invitation in the actor's organization, locked; undefined if none. */
async function pendingOf(tx: DbOrTx, actor: Actor, userId: string) {
  const [row] = await tx
    .select({ link: accountLinks, user: users })
    .from(accountLinks)
    .innerJoin(users, eq(users.id, accountLinks.userId))
    .where(
      and(
        pending,
        eq(accountLinks.userId, userId),
        eq(accountLinks.organizationId, actor.organizationId),
      ),
    )
    .for("update");
  return row;
}

/** Mails a new link (the old one stops working); false when no invitation is pending. */
export async function resendInvitation(
  db: Db,
  actor: Actor,
  input: { userId: string; secretsKey: SecretsKey; now: Date },
) {
  return db.transaction(async (tx) => {
    const row = await pendingOf(tx, actor, input.userId);
    if (!row) return undefined;
    await mailInvitation(
      tx,
      { userId: row.user.id, organizationId: row.user.organizationId, email: row.user.email },
      input,
    );
    return (await pendingOf(tx, actor, input.userId))!;
  });
}

/**
 * Withdraws a pending invitation: the invited user, who never chose a password, is removed
 * with their link. False when none is pending (accepted: remove the user instead).
 */
export async function revokeInvitation(db: Db, actor: Actor, input: { userId: string; now: Date }) {
  return db.transaction(async (tx) => {
    const row = await pendingOf(tx, actor, input.userId);
    if (!row) return false;
    const [used] = await tx
      .select({ id: accessTokens.id })
      .from(accessTokens)
      .where(eq(accessTokens.userId, input.userId))
      .limit(1);
    if (used) return false;
    await tx.delete(users).where(eq(users.id, input.userId));
    await recordAudit(tx, actor, {
      action: "user.invitation_revoked",
      targetType: "user",
      targetId: input.userId,
      details: { email: row.user.email },
      at: input.now,
    });
    return true;
  });
}
