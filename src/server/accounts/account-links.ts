import { and, eq, gt, isNull } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import type { Db, DbOrTx } from "../db/database";
import { accessTokens, accountLinks, users } from "../db/schema";
import { SECRET_PREFIX, hashSecret, newSecret } from "../auth/secrets";
import { hashPassword } from "../auth/passwords";
import type { SecretsKey } from "../secret-box";
import { queueRegistrantMessage } from "../mail/outbox";
import { recordAudit, type Actor } from "../audit/audit-log";
import { endOtherSessions } from "../users/sessions";

export type AccountLinkPurpose = "password_reset" | "invitation";

/** How long a link stays usable (docs/security.md "Password reset and invitations"). */
export const LINK_LIFETIME_MS: Record<AccountLinkPurpose, number> = {
  password_reset: 3600_000,
  invitation: 7 * 24 * 3600_000,
};

/**
 * A new link for the user, in the caller's transaction: the user's earlier unused links of the
 * same purpose are revoked (the newest mail is the one that works). Returns the token, which is
 * stored only as its hash.
 */
export async function createAccountLink(
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
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx): Promise<LinkUse> => {
    const [link] = await tx
      .update(accountLinks)
      .set({ usedAt: input.now })
      .where(
        and(
          eq(accountLinks.secretHash, hashSecret(input.token)),
          eq(accountLinks.purpose, "password_reset"),
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
      { action: "user.password_reset", targetType: "user", targetId: user.id, at: input.now },
    );
    return { ok: true, userId: user.id };
  });
}
