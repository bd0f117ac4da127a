import { and, eq, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import { randomBytes, randomUUID } from "node:crypto";
import { Secret, TOTP } from "otpauth";
import type { Db } from "../db/database";
import { organizations, userPasskeys, userRecoveryCodes, userTotp, users } from "../db/schema";
import { hashSecret } from "../auth/secrets";
import { recordAudit, type UserActor } from "../audit/audit-log";
import { openSecret, sealSecret, type SecretsKey } from "../secret-box";

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30-second steps. */
const PERIOD_SECONDS = 30;
/** Codes of the step before and after now are accepted too (clock drift, typing time). */
const WINDOW = 1;
const RECOVERY_CODE_COUNT = 10;
/** The issuer an authenticator app shows next to the account. */
const ISSUER = "Registrar";

const totpOf = (secret: string, label = "") =>
  new TOTP({
    issuer: ISSUER,
    label,
    algorithm: "SHA1",
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });

/** The secret is sealed bound to its user: a sealed secret copied to another row does not open. */
const boundTo = (userId: string) => `user_totp:${userId}`;

/** Which second factors the user has (a confirmed TOTP secret, passkeys), and whether their organization requires one. */
export async function secondFactorState(db: Db, userId: string) {
  const [row] = await db
    .select({
      required: organizations.requireSecondFactor,
      confirmedAt: userTotp.confirmedAt,
      recoveryLeft: sql<number>`(SELECT count(*)::int FROM ${userRecoveryCodes} WHERE ${userRecoveryCodes.userId} = ${users.id} AND ${userRecoveryCodes.usedAt} IS NULL)`,
      passkeys: sql<number>`(SELECT count(*)::int FROM ${userPasskeys} WHERE ${userPasskeys.userId} = ${users.id})`,
    })
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .leftJoin(userTotp, eq(userTotp.userId, users.id))
    .where(eq(users.id, userId));
  return {
    totp: row?.confirmedAt != null,
    passkeys: row?.passkeys ?? 0,
    recoveryCodesLeft: row?.recoveryLeft ?? 0,
    requiredByOrganization: row?.required ?? false,
  };
}

/**
 * Starts (or starts over) TOTP enrolment: a new random secret, not yet a factor. Undefined
 * when the user already has a confirmed one (disable it first).
 */
export async function startTotpEnrolment(
  db: Db,
  input: { userId: string; email: string; now: Date; secretsKey: SecretsKey },
): Promise<{ secret: string; uri: string } | undefined> {
  const secret = new Secret({ size: 20 }).base32;
  const stored = sealSecret(secret, boundTo(input.userId), input.secretsKey);
  const [row] = await db
    .insert(userTotp)
    .values({ userId: input.userId, secret: stored, createdAt: input.now })
    .onConflictDoUpdate({
      target: userTotp.userId,
      set: { secret: stored, createdAt: input.now, lastUsedStep: null },
      setWhere: isNull(userTotp.confirmedAt),
    })
    .returning({ userId: userTotp.userId });
  if (!row) return undefined;
  return { secret, uri: totpOf(secret, input.email).toString() };
}

/** The step of `code` within the window around `now`, or undefined when it is not a current code. */
function stepOf(secret: string, code: string, now: Date): number | undefined {
  if (!/^\d{6}$/.test(code)) return undefined;
  const timestamp = now.getTime();
  const delta = totpOf(secret).validate({ token: code, timestamp, window: WINDOW });
  if (delta === null) return undefined;
  return Math.floor(timestamp / 1000 / PERIOD_SECONDS) + delta;
}

/**
 * Accepts a TOTP code once: the step it belongs to is marked used by a conditional update, so
 * the same code (or an older one) replayed, even concurrently, is refused. `confirmed` picks a
 * confirmed secret (sign-in, disabling) or the pending one (confirming enrolment).
 */
async function useTotpCode(
  db: Db,
  input: { userId: string; code: string; now: Date; secretsKey: SecretsKey; confirmed: boolean },
): Promise<boolean> {
  const [row] = await db
    .select()
    .from(userTotp)
    .where(
      and(
        eq(userTotp.userId, input.userId),
        input.confirmed ? isNotNull(userTotp.confirmedAt) : isNull(userTotp.confirmedAt),
      ),
    );
  if (!row) return false;
  const secret = openSecret(row.secret, boundTo(input.userId), input.secretsKey);
  const step = stepOf(secret, input.code.trim(), input.now);
  if (step === undefined) return false;
  const used = await db
    .update(userTotp)
    .set({ lastUsedStep: step, ...(!input.confirmed && { confirmedAt: input.now }) })
    .where(
      and(
        eq(userTotp.userId, input.userId),
        eq(userTotp.secret, row.secret),
        or(isNull(userTotp.lastUsedStep), lt(userTotp.lastUsedStep, step)),
      ),
    )
    .returning({ userId: userTotp.userId });
  return used.length === 1;
}

/** A recovery code: 10 characters of a 32-letter alphabet in two groups (50 bits). */
function newRecoveryCode(): string {
  const alphabet = "abcdefghjkmnpqrstuvwxyz23456789ab";
  const bytes = randomBytes(10);
  const chars = [...bytes].map((b) => alphabet[b % 32]).join("");
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

const normaliseRecoveryCode = (code: string) => code.trim().toLowerCase().replace(/\s+/g, "");

/**
 * Confirms the pending TOTP secret with a current code: from then on it is the user's second
 * factor. Returns the recovery codes (shown once; stored as hashes), or undefined for a wrong code.
 */
export async function confirmTotp(
  db: Db,
  input: { actor: UserActor; code: string; now: Date; secretsKey: SecretsKey },
): Promise<string[] | undefined> {
  const { actor } = input;
  if (!(await useTotpCode(db, { ...input, userId: actor.userId, confirmed: false }))) {
    return undefined;
  }
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.transaction(async (tx) => {
    await tx.delete(userRecoveryCodes).where(eq(userRecoveryCodes.userId, actor.userId));
    await tx.insert(userRecoveryCodes).values(
      codes.map((code) => ({
        id: randomUUID(),
        userId: actor.userId,
        codeHash: hashSecret(code),
        createdAt: input.now,
      })),
    );
    await recordAudit(tx, actor, {
      action: "second_factor.totp_enrolled",
      targetType: "user",
      targetId: actor.userId,
      details: { recovery_codes: codes.length },
      at: input.now,
    });
  });
  return codes;
}

/** Uses one recovery code, once (a conditional update: a second use, even concurrent, fails). */
async function useRecoveryCode(db: Db, actor: UserActor, code: string, now: Date) {
  return db.transaction(async (tx) => {
    const used = await tx
      .update(userRecoveryCodes)
      .set({ usedAt: now })
      .where(
        and(
          eq(userRecoveryCodes.userId, actor.userId),
          eq(userRecoveryCodes.codeHash, hashSecret(normaliseRecoveryCode(code))),
          isNull(userRecoveryCodes.usedAt),
        ),
      )
      .returning({ id: userRecoveryCodes.id });
    if (used.length !== 1) return false;
    const [left] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(userRecoveryCodes)
      .where(and(eq(userRecoveryCodes.userId, actor.userId), isNull(userRecoveryCodes.usedAt)));
    await recordAudit(tx, actor, {
      action: "second_factor.recovery_code_used",
      targetType: "user",
      targetId: actor.userId,
      details: { recovery_codes_left: left?.n ?? 0 },
      at: now,
    });
    return true;
  });
}

/**
 * Checks a sign-in's one-time code: a current TOTP code (once) or an unused recovery code
 * (once). True when accepted.
 */
export async function verifySecondFactor(
  db: Db,
  input: { actor: UserActor; otp: string; now: Date; secretsKey: SecretsKey },
): Promise<boolean> {
  const otp = input.otp.trim();
  if (/^\d{6}$/.test(otp)) {
    return useTotpCode(db, {
      userId: input.actor.userId,
      code: otp,
      now: input.now,
      secretsKey: input.secretsKey,
      confirmed: true,
    });
  }
  return useRecoveryCode(db, input.actor, otp, input.now);
}

/** Removes the user's TOTP secret and recovery codes. */
export async function removeTotp(db: Db, actor: UserActor, now: Date) {
  await db.transaction(async (tx) => {
    await tx.delete(userRecoveryCodes).where(eq(userRecoveryCodes.userId, actor.userId));
    const removed = await tx
      .delete(userTotp)
      .where(eq(userTotp.userId, actor.userId))
      .returning({ confirmedAt: userTotp.confirmedAt });
    if (removed[0]?.confirmedAt) {
      await recordAudit(tx, actor, {
        action: "second_factor.totp_removed",
        targetType: "user",
        targetId: actor.userId,
        at: now,
      });
    }
  });
}

/** Sets the organization's policy; a change (not a repeat) is recorded in the audit log. */
export async function setSecondFactorPolicy(
  db: Db,
  actor: UserActor,
  required: boolean,
  now: Date,
) {
  await db.transaction(async (tx) => {
    const changed = await tx
      .update(organizations)
      .set({ requireSecondFactor: required })
      .where(
        and(
          eq(organizations.id, actor.organizationId),
          sql`${organizations.requireSecondFactor} IS DISTINCT FROM ${required}`,
        ),
      )
      .returning({ id: organizations.id });
    if (changed.length === 1) {
      await recordAudit(tx, actor, {
        action: "second_factor.policy_changed",
        targetType: "organization",
        targetId: actor.organizationId,
        details: { required },
        at: now,
      });
    }
  });
}
