import { and, asc, eq, inArray, lte } from "drizzle-orm";
import { organizations } from "../db/schema";
import { appendEvent } from "../events/append-event";
import type { Db } from "../db/database";
import type { Logger } from "../logger";
import type { SecretsKey } from "../secret-box";
import type { Mailer } from "./mailer";
import { openSecret } from "../secret-box";
import { registrantMessages } from "./schema";
import { brandOf, isAccountMessage, renderMessage, type AccountMessageKind } from "./templates";

/** Messages claimed at a time. */
const BATCH = 20;
/** Attempts before a message counts as failed (one first try, then retries). */
export const MAX_ATTEMPTS = 6;
/**
 * While one instance sends a claimed message, no other takes it (`next_attempt_at` pushed this
 * far): longer than a batch can take with every send running into the SMTP timeouts.
 */
const LEASE_MS = 60 * 60_000;
/** Wait before retry n (1-based): 1 min, 5 min, 30 min, 2 h, 6 h. */
const BACKOFF_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 6 * 3_600_000];
const retryDelayMs = (attempt: number) => BACKOFF_MS[Math.min(attempt, BACKOFF_MS.length) - 1]!;

type Row = typeof registrantMessages.$inferSelect;

/** What delivery needs (a part of the lifecycle worker's deps). */
type DeliveryDeps = {
  db: Db;
  now: () => Date;
  logger: Logger;
  secretsKey: SecretsKey;
  /** The service's public origin: links in messages point at it. */
  publicUrl: string;
  mailer: Mailer;
};

/**
 * Claims due queued messages (`FOR UPDATE SKIP LOCKED`) and, in the same transaction, counts
 * the attempt and pushes `next_attempt_at` past a lease: another instance cannot take the same
 * message, and one that dies mid-send leaves it to be tried again after the lease.
 */
async function claimDue(deps: DeliveryDeps, now: Date): Promise<Row[]> {
  return deps.db.transaction(async (tx) => {
    const due = await tx
      .select({ id: registrantMessages.id })
      .from(registrantMessages)
      .where(
        and(eq(registrantMessages.status, "queued"), lte(registrantMessages.nextAttemptAt, now)),
      )
      .orderBy(asc(registrantMessages.nextAttemptAt))
      .limit(BATCH)
      .for("update", { skipLocked: true });
    if (due.length === 0) return [];
    const ids = due.map((d) => d.id);
    const rows = await tx
      .select()
      .from(registrantMessages)
      .where(inArray(registrantMessages.id, ids));
    for (const r of rows) {
      await tx
        .update(registrantMessages)
        .set({ attempts: r.attempts + 1, nextAttemptAt: new Date(now.getTime() + LEASE_MS) })
        .where(eq(registrantMessages.id, r.id));
    }
    return rows.map((r) => ({ ...r, attempts: r.attempts + 1 }));
  });
}

/** An error's text for the record: its first line, short, never the message's secret. */
function errorText(err: unknown, secrets: Record<string, string> | undefined): string {
  let text = (err instanceof Error ? err.message : String(err)).split("\n")[0]!.slice(0, 300);
  for (const s of Object.values(secrets ?? {})) if (s) text = text.split(s).join("…");
  return text;
}

/**
 * Delivers queued registrant messages, a batch at a time: for organizations that send them
 * themselves (`registrant_messages` 'partner') as a `registrant.message` event; otherwise the
 * demo organization's to the log only (a public demo must not mail addresses typed by strangers);
 * else by the mailer (SMTP, or the log without `SMTP_URL`). A refused message is retried with
 * backoff, then marked failed. The record keeps the subject and the text with any secret
 * replaced by "…"; the sealed secrets are erased once the message is sent or given up.
 */
export async function deliveryPass(deps: DeliveryDeps): Promise<number> {
  let done = 0;
  for (let round = 0; round < 50; round++) {
    const now = deps.now();
    const claimed = await claimDue(deps, now);
    for (const m of claimed) done += await deliverOne(deps, m);
    if (claimed.length < BATCH) break;
  }
  return done;
}

async function deliverOne(deps: DeliveryDeps, m: Row): Promise<number> {
  const [org] = await deps.db
    .select({
      name: organizations.name,
      theme: organizations.defaultTheme,
      demo: organizations.demo,
      sender: organizations.registrantMessages,
    })
    .from(organizations)
    .where(eq(organizations.id, m.organizationId));
  let secrets: Record<string, string> | undefined;
  try {
    secrets = m.secretParams
      ? (JSON.parse(openSecret(m.secretParams, m.id, deps.secretsKey)) as Record<string, string>)
      : undefined;
  } catch (err) {
    return fail(
      deps,
      m,
      new Error(`its secrets do not open: ${(err as Error).message}`),
      undefined,
    );
  }
  if (!org) return fail(deps, m, new Error("organization not found"), secrets);
  const brand = brandOf(org.name, org.theme);
  const msg = renderMessage({
    kind: m.kind,
    recipient: m.recipient,
    locale: m.locale,
    params: m.params,
    secrets,
    publicUrl: deps.publicUrl,
    brand,
  });
  const sent = (delivery: "smtp" | "partner" | "log") => ({
    status: "sent" as const,
    delivery,
    subject: msg.subject,
    bodyText: msg.recordText,
    secretParams: null,
    lastError: null,
    sentAt: deps.now(),
  });
  const mine = and(
    eq(registrantMessages.id, m.id),
    eq(registrantMessages.status, "queued"),
    eq(registrantMessages.attempts, m.attempts),
  );

  // The demo organization too may take its messages as events: they reach its own
  // endpoints, never an address a stranger typed. A dashboard user's account messages (a
  // password reset's link) are mailed to that user only, never handed to an endpoint.
  if (org.sender === "partner" && !isAccountMessage(m.kind)) {
    await deps.db.transaction(async (tx) => {
      const updated = await tx
        .update(registrantMessages)
        .set(sent("partner"))
        .where(mine)
        .returning({ id: registrantMessages.id });
      if (updated.length === 0) return;
      await appendEvent(tx, {
        organizationId: m.organizationId,
        livemode: m.livemode,
        type: "registrant.message",
        data: {
          message_id: m.id,
          domain_id: m.domainId,
          domain: typeof m.params.domain === "string" ? m.params.domain : null,
          // Never an account message here (the condition above).
          kind: m.kind as Exclude<typeof m.kind, AccountMessageKind>,
          to: m.recipient,
          locale: m.locale,
          subject: msg.subject,
          text: msg.text,
          html: msg.html,
          link: msg.link,
        },
        at: deps.now(),
      });
    });
    return 1;
  }
  if (org.demo) {
    deps.logger.info("registrant message of the demo organization (logged, never sent)", {
      to: m.recipient,
      subject: msg.subject,
      kind: m.kind,
    });
    await deps.db.update(registrantMessages).set(sent("log")).where(mine);
    return 1;
  }
  try {
    await deps.mailer.send({
      to: m.recipient,
      subject: msg.subject,
      text: msg.text,
      html: msg.html,
      fromName: brand.name,
      kind: m.kind,
      // Without SMTP, a development instance's account links are usable from the log.
      logText: isAccountMessage(m.kind),
    });
  } catch (err) {
    return fail(deps, m, err, secrets);
  }
  await deps.db.update(registrantMessages).set(sent(deps.mailer.kind)).where(mine);
  return 1;
}

/** A refused attempt: retried after its backoff, or failed for good after `MAX_ATTEMPTS`. */
async function fail(
  deps: DeliveryDeps,
  m: Row,
  err: unknown,
  secrets: Record<string, string> | undefined,
): Promise<number> {
  const lastError = errorText(err, secrets);
  const givenUp = m.attempts >= MAX_ATTEMPTS;
  deps.logger.warn(
    givenUp ? "registrant message failed; given up" : "registrant message refused; will retry",
    { message_id: m.id, kind: m.kind, attempts: m.attempts, error: lastError },
  );
  await deps.db
    .update(registrantMessages)
    .set(
      givenUp
        ? { status: "failed", lastError, secretParams: null }
        : {
            lastError,
            nextAttemptAt: new Date(deps.now().getTime() + retryDelayMs(m.attempts)),
          },
    )
    .where(
      and(
        eq(registrantMessages.id, m.id),
        eq(registrantMessages.status, "queued"),
        eq(registrantMessages.attempts, m.attempts),
      ),
    );
  return 1;
}
