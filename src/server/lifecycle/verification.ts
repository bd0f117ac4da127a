import { createHash, randomBytes, randomUUID } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import type { RegistrantVerification } from "../../contract/lifecycle";
import type { Db, DbOrTx } from "../db/database";
import { domains } from "../domains/schema";
import type { DomainRow } from "../domains/domains";
import { appendEvent } from "../events/append-event";
import { ApiError, conflict } from "../http/errors";
import { queueRegistrantMessage } from "../mail/outbox";
import { registrantOf } from "../mail/registrant";
import { registrantMessages } from "../mail/schema";
import { normalizeDomain, unicodeName } from "../registrar/normalize-domain";
import { DAY_MS } from "../registrar/lifecycle";
import { registrarFor, type Registrars } from "../registrar/provider";
import type { SecretsKey } from "../secret-box";
import type { RegistrantVerifier, VerificationReason } from "../domains/registrant-verifier";
import { registrantVerifications, registrantVerificationTokens } from "./schema";

/** The registrant has this many lifecycle days to verify (RAA Whois Accuracy Program Specification). */
const VERIFICATION_DAYS = 15;
/**
 * A link stays valid this many lifecycle days after the deadline, or after it was sent when
 * that is later (a resend to release a domain held long ago must work).
 */
const TOKEN_DAYS_AFTER_DEADLINE = 15;
/** One resend per domain per this many ms. */
const RESEND_INTERVAL_MS = 60_000;

/** What asking for a verification needs: the registrar (its lifecycle day) and the outbox's key. */
export type VerificationDeps = { registrars: Registrars; secretsKey?: SecretsKey };

/** The SHA-256 of a link's token, as stored: the token itself is never kept. */
export const tokenHash = (token: string) =>
  createHash("sha256").update(token, "utf8").digest("hex");

/** How long one lifecycle day of the domain lasts (a real day unless the registrar shortens it). */
function dayMsOf(registrars: Registrars, row: Pick<DomainRow, "name" | "livemode">): number {
  const lifecycle = registrarFor(registrars, row.livemode).lifecycle;
  const parsed = normalizeDomain(row.name, { stored: true });
  return lifecycle && parsed.ok ? lifecycle.dayMs(parsed.domain) : DAY_MS;
}

/** The verification of (organization, mode, email), created pending if there is none; locked. */
async function verificationFor(tx: DbOrTx, row: DomainRow, email: string, now: Date) {
  await tx
    .insert(registrantVerifications)
    .values({
      id: randomUUID(),
      organizationId: row.organizationId,
      livemode: row.livemode,
      email,
      createdAt: now,
    })
    .onConflictDoNothing();
  const [v] = await tx
    .select()
    .from(registrantVerifications)
    .where(
      and(
        eq(registrantVerifications.organizationId, row.organizationId),
        eq(registrantVerifications.livemode, row.livemode),
        eq(registrantVerifications.email, email),
      ),
    )
    .for("update");
  return v!;
}

/**
 * A new link for a pending domain: its token (stored as its SHA-256 only), the `verification`
 * message carrying it sealed, and `registrant.verification_requested`.
 */
async function sendLink(
  tx: DbOrTx,
  secretsKey: SecretsKey,
  row: DomainRow,
  to: { email: string; locale: string },
  verificationId: string,
  deadline: Date,
  reason: VerificationReason | "resend",
  dayMs: number,
  now: Date,
) {
  const token = randomBytes(32).toString("base64url");
  await tx.insert(registrantVerificationTokens).values({
    tokenHash: tokenHash(token),
    verificationId,
    domainId: row.id,
    expiresAt: new Date(
      Math.max(deadline.getTime(), now.getTime()) + TOKEN_DAYS_AFTER_DEADLINE * dayMs,
    ),
    createdAt: now,
  });
  await queueRegistrantMessage(tx, secretsKey, {
    organizationId: row.organizationId,
    livemode: row.livemode,
    domainId: row.id,
    kind: "verification",
    recipient: to.email,
    locale: to.locale,
    params: { domain: unicodeName(row.name), deadline_at: deadline.toISOString() },
    secrets: { token },
    now,
  });
  await appendEvent(tx, {
    organizationId: row.organizationId,
    livemode: row.livemode,
    type: "registrant.verification_requested",
    data: { domain_id: row.id, domain: row.name, reason, deadline_at: deadline.toISOString() },
    at: now,
  });
}

/**
 * In `tx` (the registration's, the transfer's, the registrant change's): a domain whose
 * registrant's email is already verified (in its organization and mode) is `verified`; else it
 * is `pending` with a deadline 15 lifecycle days away and a link goes out. A domain already
 * held stays held until its registrant verifies. A domain with no registrant on record needs
 * nothing.
 */
async function requestVerification(
  tx: DbOrTx,
  deps: VerificationDeps,
  row: DomainRow,
  reason: VerificationReason,
  now: Date,
): Promise<void> {
  const registrant = await registrantOf(tx, row.id);
  if (!registrant) return;
  const v = await verificationFor(tx, row, registrant.email.trim().toLowerCase(), now);
  if (v.status === "verified") {
    await tx
      .update(domains)
      .set({
        registrantVerification: "verified",
        verifiedAt: v.verifiedAt,
        verificationDeadlineAt: null,
        updatedAt: now,
      })
      .where(eq(domains.id, row.id));
    return;
  }
  const dayMs = dayMsOf(deps.registrars, row);
  const deadline = new Date(now.getTime() + VERIFICATION_DAYS * dayMs);
  await tx
    .update(domains)
    .set({
      registrantVerification: "pending",
      verificationDeadlineAt: deadline,
      verifiedAt: null,
      updatedAt: now,
    })
    .where(eq(domains.id, row.id));
  await sendLink(tx, deps.secretsKey, row, registrant, v.id, deadline, reason, dayMs, now);
}

/** The verifier the domains and the orders are given (`app.ts`, `main.ts`). */
export function registrantVerifier(
  deps: VerificationDeps & { db: Db; now: () => Date },
): RegistrantVerifier {
  return {
    request: (tx, row, reason, now) => requestVerification(tx, deps, row, reason, now),
    resend: (row) => resendVerification(deps, row),
  };
}

/** The API's view of a domain's verification. */
const verificationOf = (row: DomainRow): RegistrantVerification => ({
  status: row.registrantVerification,
  deadline_at: row.verificationDeadlineAt?.toISOString() ?? null,
  verified_at: row.verifiedAt?.toISOString() ?? null,
});

/**
 * A new link for a pending domain (the deadline does not move; earlier links stay valid):
 * 409 `verification_not_pending` when nothing is pending, 429 `rate_limited` (Retry-After)
 * within a minute of the domain's last verification message.
 */
async function resendVerification(
  deps: VerificationDeps & { db: Db; now: () => Date },
  row: DomainRow,
): Promise<RegistrantVerification> {
  return deps.db.transaction(async (tx) => {
    const now = deps.now();
    const [locked] = await tx.select().from(domains).where(eq(domains.id, row.id)).for("update");
    if (!locked || locked.registrantVerification !== "pending" || !locked.verificationDeadlineAt) {
      throw conflict(
        "verification_not_pending",
        `${row.name}'s registrant has nothing to verify (${locked?.registrantVerification ?? "gone"}).`,
      );
    }
    const [last] = await tx
      .select({ at: registrantMessages.createdAt })
      .from(registrantMessages)
      .where(
        and(eq(registrantMessages.domainId, row.id), eq(registrantMessages.kind, "verification")),
      )
      .orderBy(desc(registrantMessages.createdAt))
      .limit(1);
    const wait = last ? last.at.getTime() + RESEND_INTERVAL_MS - now.getTime() : 0;
    if (wait > 0) {
      throw new ApiError(
        "rate_limited",
        "A verification message was sent for this domain less than a minute ago; retry after the number of seconds in Retry-After.",
        { "Retry-After": String(Math.ceil(wait / 1000)) },
      );
    }
    const registrant = await registrantOf(tx, row.id);
    if (!registrant) {
      throw conflict("verification_not_pending", `${row.name} has no registrant on record.`);
    }
    const v = await verificationFor(tx, locked, registrant.email.trim().toLowerCase(), now);
    const dayMs = dayMsOf(deps.registrars, locked);
    await sendLink(
      tx,
      deps.secretsKey,
      locked,
      registrant,
      v.id,
      locked.verificationDeadlineAt,
      "resend",
      dayMs,
      now,
    );
    return verificationOf(locked);
  });
}
