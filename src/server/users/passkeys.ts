import { and, asc, eq, gt, isNull, or, sql } from "drizzle-orm";
import { randomBytes, randomUUID } from "node:crypto";
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from "@simplewebauthn/server";
import type { Db } from "../db/database";
import { userPasskeys, webauthnChallenges } from "../db/schema";
import { recordAudit, type UserActor } from "../audit/audit-log";
import { isUniqueViolation } from "../db/unique-violation";

/** How long a challenge handed out with options is good for (and the browser's timeout). */
const CHALLENGE_TTL_MS = 5 * 60_000;
/** The name an authenticator shows for the relying party. */
const RP_NAME = "Registrar";

/** The relying party: the service's public URL (`PUBLIC_URL`) gives its id (host) and origin. */
export type RelyingParty = { id: string; origin: string };
export const relyingPartyOf = (publicUrl: string): RelyingParty => {
  const url = new URL(publicUrl);
  return { id: url.hostname, origin: url.origin };
};

const base64url = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64url");

/** A user's passkeys, oldest first. */
export async function listPasskeys(db: Db, userId: string) {
  return db
    .select()
    .from(userPasskeys)
    .where(eq(userPasskeys.userId, userId))
    .orderBy(asc(userPasskeys.createdAt), asc(userPasskeys.id));
}

async function storeChallenge(
  db: Db,
  userId: string,
  purpose: "registration" | "authentication",
  now: Date,
) {
  const challenge = base64url(randomBytes(32));
  await db.insert(webauthnChallenges).values({
    id: randomUUID(),
    userId,
    purpose,
    challenge,
    expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS),
  });
  // Spent and expired challenges of the user are of no use any more.
  await db
    .delete(webauthnChallenges)
    .where(
      and(
        eq(webauthnChallenges.userId, userId),
        or(
          sql`${webauthnChallenges.usedAt} IS NOT NULL`,
          sql`${webauthnChallenges.expiresAt} <= ${now}`,
        ),
      ),
    );
  return challenge;
}

/**
 * Consumes the challenge a browser's response carries (in its clientDataJSON), once: a
 * conditional update marks it used only if it is the user's, of this purpose, unused and
 * unexpired, so a replay (even concurrent) finds nothing to take. Answers the challenge taken,
 * or undefined.
 */
async function consumeChallenge(
  db: Db,
  userId: string,
  purpose: "registration" | "authentication",
  response: { response: object },
  now: Date,
): Promise<string | undefined> {
  const challenge = challengeOf((response.response as { clientDataJSON?: unknown }).clientDataJSON);
  if (!challenge) return undefined;
  const taken = await db
    .update(webauthnChallenges)
    .set({ usedAt: now })
    .where(
      and(
        eq(webauthnChallenges.challenge, challenge),
        eq(webauthnChallenges.userId, userId),
        eq(webauthnChallenges.purpose, purpose),
        isNull(webauthnChallenges.usedAt),
        gt(webauthnChallenges.expiresAt, now),
      ),
    )
    .returning({ id: webauthnChallenges.id });
  return taken.length === 1 ? challenge : undefined;
}

/** The challenge a response's clientDataJSON carries, or undefined when it is not readable. */
function challengeOf(clientDataJSON: unknown): string | undefined {
  if (typeof clientDataJSON !== "string") return undefined;
  try {
    const data = JSON.parse(Buffer.from(clientDataJSON, "base64url").toString("utf8")) as unknown;
    const challenge = (data as { challenge?: unknown } | null)?.challenge;
    return typeof challenge === "string" ? challenge : undefined;
  } catch {
    return undefined;
  }
}

/** Parses the JSON a browser's credential was sent as; undefined when it is not an object. */
function parseCredential<T>(json: string): (T & { id: string; response: object }) | undefined {
  try {
    const value = JSON.parse(json) as unknown;
    if (typeof value !== "object" || value === null) return undefined;
    const v = value as { id?: unknown; response?: unknown; type?: unknown };
    if (typeof v.id !== "string" || typeof v.response !== "object" || v.response === null) {
      return undefined;
    }
    return value as T & { id: string; response: object };
  } catch {
    return undefined;
  }
}

/** Options for `navigator.credentials.create()`: a new passkey for the user, with a stored challenge. */
export async function passkeyRegistrationOptions(
  db: Db,
  input: { userId: string; email: string; rp: RelyingParty; now: Date },
) {
  const existing = await listPasskeys(db, input.userId);
  const challenge = await storeChallenge(db, input.userId, "registration", input.now);
  return generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: input.rp.id,
    userName: input.email,
    userID: new TextEncoder().encode(input.userId),
    challenge: new Uint8Array(Buffer.from(challenge, "base64url")),
    timeout: CHALLENGE_TTL_MS,
    attestationType: "none",
    excludeCredentials: existing.map((p) => ({ id: p.credentialId, transports: p.transports })),
    authenticatorSelection: { residentKey: "preferred", userVerification: "preferred" },
  });
}

/**
 * Verifies the browser's answer to the registration options and stores the passkey under
 * `name`. Undefined when the answer is not one (unreadable, a challenge not handed out to this
 * user or used, expired, a wrong origin or relying party, a credential already stored).
 */
export async function addPasskey(
  db: Db,
  input: { actor: UserActor; rp: RelyingParty; credential: string; name: string; now: Date },
) {
  const { actor, now } = input;
  const response = parseCredential<RegistrationResponseJSON>(input.credential);
  if (!response) return undefined;
  const challenge = await consumeChallenge(db, actor.userId, "registration", response, now);
  if (!challenge) return undefined;
  let info;
  try {
    const verified = await verifyRegistrationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: input.rp.origin,
      expectedRPID: input.rp.id,
      requireUserVerification: false,
    });
    if (!verified.verified) return undefined;
    info = verified.registrationInfo;
  } catch {
    return undefined;
  }
  const id = randomUUID();
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(userPasskeys)
        .values({
          id,
          userId: actor.userId,
          credentialId: info.credential.id,
          publicKey: base64url(info.credential.publicKey),
          counter: info.credential.counter,
          transports: info.credential.transports ?? [],
          name: input.name.trim(),
          createdAt: now,
        })
        .returning();
      await recordAudit(tx, actor, {
        action: "second_factor.passkey_added",
        targetType: "user",
        targetId: actor.userId,
        details: { passkey_id: id, name: input.name.trim() },
        at: now,
      });
      return row!;
    });
  } catch (err) {
    if (isUniqueViolation(err)) return undefined;
    throw err;
  }
}

/** Removes one of the user's passkeys; false when they have none of that id. */
export async function removePasskey(db: Db, actor: UserActor, passkeyId: string, now: Date) {
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(userPasskeys)
      .where(and(eq(userPasskeys.id, passkeyId), eq(userPasskeys.userId, actor.userId)))
      .returning({ name: userPasskeys.name });
    if (removed.length !== 1) return false;
    await recordAudit(tx, actor, {
      action: "second_factor.passkey_removed",
      targetType: "user",
      targetId: actor.userId,
      details: { passkey_id: passkeyId, name: removed[0]!.name },
      at: now,
    });
    return true;
  });
}

/**
 * Options for `navigator.credentials.get()` over the user's passkeys, with a stored challenge;
 * undefined when the user has none.
 */
export async function passkeyAuthenticationOptions(
  db: Db,
  input: { userId: string; rp: RelyingParty; now: Date },
) {
  const passkeys = await listPasskeys(db, input.userId);
  if (passkeys.length === 0) return undefined;
  const challenge = await storeChallenge(db, input.userId, "authentication", input.now);
  return generateAuthenticationOptions({
    rpID: input.rp.id,
    challenge: new Uint8Array(Buffer.from(challenge, "base64url")),
    timeout: CHALLENGE_TTL_MS,
    userVerification: "preferred",
    allowCredentials: passkeys.map((p) => ({ id: p.credentialId, transports: p.transports })),
  });
}

/**
 * Checks a sign-in's passkey assertion (the JSON of the browser's credential): one of the
 * user's passkeys, over a challenge handed out to them (used once), signed by its key, with a
 * signature counter above the stored one. The counter moves by a conditional update from the
 * value verified against, so a cloned authenticator, or the same assertion twice at once, is
 * refused. True when accepted.
 */
export async function verifyPasskey(
  db: Db,
  input: { actor: UserActor; rp: RelyingParty; assertion: string; now: Date },
): Promise<boolean> {
  const { actor, now } = input;
  const response = parseCredential<AuthenticationResponseJSON>(input.assertion);
  if (!response) return false;
  const [passkey] = await db
    .select()
    .from(userPasskeys)
    .where(and(eq(userPasskeys.credentialId, response.id), eq(userPasskeys.userId, actor.userId)));
  if (!passkey) return false;
  const challenge = await consumeChallenge(db, actor.userId, "authentication", response, now);
  if (!challenge) return false;
  let newCounter: number;
  try {
    const verified = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: input.rp.origin,
      expectedRPID: input.rp.id,
      credential: {
        id: passkey.credentialId,
        publicKey: new Uint8Array(Buffer.from(passkey.publicKey, "base64url")),
        counter: passkey.counter,
      },
      requireUserVerification: false,
    });
    if (!verified.verified) return false;
    newCounter = verified.authenticationInfo.newCounter;
  } catch {
    // Includes a counter not above the stored one (a possibly cloned authenticator).
    return false;
  }
  return db.transaction(async (tx) => {
    const moved = await tx
      .update(userPasskeys)
      .set({ counter: newCounter, lastUsedAt: now })
      .where(
        and(
          eq(userPasskeys.id, passkey.id),
          eq(userPasskeys.counter, passkey.counter),
          // An authenticator without a counter sends 0 every time; any other must go up.
          newCounter === 0 && passkey.counter === 0
            ? sql`true`
            : sql`${userPasskeys.counter} < ${newCounter}`,
        ),
      )
      .returning({ id: userPasskeys.id });
    if (moved.length !== 1) return false;
    await recordAudit(tx, actor, {
      action: "second_factor.passkey_used",
      targetType: "user",
      targetId: actor.userId,
      details: { passkey_id: passkey.id, name: passkey.name },
      at: now,
    });
    return true;
  });
}
