import { request as httpRequest } from "node:http";
import { request as httpsRequest } from "node:https";
import type { LookupFunction } from "node:net";
import { startBackgroundLoop } from "../workers/background-loop";
import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import type { Db } from "../db/database";
import type { Logger } from "../logger";
import { MAX_ATTEMPTS, retryDelayMs } from "./retry-schedule";
import { events, webhookDeliveries, webhookEndpoints } from "./schema";
import { SIGNATURE_HEADER, signPayload } from "./signature";
import { pruneEvents } from "./prune-events";
import { openSecret, type SecretsKey } from "../secret-box";
import { checkTarget, type ResolveHost, type Target } from "./webhook-target";

export type DispatcherDeps = {
  db: Db;
  now: () => Date;
  logger: Logger;
  /** DNS for the targets' host names (injectable for tests); the system resolver by default. */
  resolve?: ResolveHost;
  /** Per-request timeout; 10 s by default. */
  timeoutMs?: number;
  random?: () => number;
  /** Delivered events older than this are pruned ({@link pruneEvents}); 30 days by default. */
  retentionMs?: number;
  /** How often the loop prunes; hourly by default. */
  pruneEveryMs?: number;
  /** Whether deliveries may go to this machine (`WEBHOOK_ALLOW_LOOPBACK`); yes by default. */
  allowLoopback?: boolean;
  /** Opens sealed signing secrets (`SECRETS_KEY`). */
  secretsKey?: SecretsKey;
  /**
   * Aborted when the service stops: requests in flight are cut off and left `pending` for
   * their scheduled retry (nothing is recorded for them), and no further batch is claimed.
   */
  signal?: AbortSignal;
};

type Claimed = {
  id: string;
  attempt: number;
  url: string;
  /** The endpoint's secret, and the previous one while its rotation overlap lasts. */
  secrets: string[];
  /** Why the secrets could not be opened (the attempt then fails with it). */
  secretError?: string;
  body: string;
};

/** Opens the stored secrets of a delivery's endpoint, or says why they do not open. */
function openSecrets(deps: DispatcherDeps, endpointId: string, stored: string[]) {
  try {
    return { secrets: stored.map((s) => openSecret(s, endpointId, deps.secretsKey)) };
  } catch (err) {
    return { secrets: [], secretError: (err as Error).message };
  }
}

/**
 * Claims up to `limit` due deliveries (`FOR UPDATE SKIP LOCKED`) and, in the same transaction,
 * counts the attempt and pushes `next_attempt_at` to when it would be retried: another
 * instance cannot take the same attempt, and one that dies mid-send is retried on schedule.
 * A delivery waits while an earlier event of the same resource is still pending for the same
 * endpoint, so a receiver gets each resource's events in creation order, even after downtime.
 */
async function claimDue(deps: DispatcherDeps, limit: number): Promise<Claimed[]> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const due = await tx
      .select({ id: webhookDeliveries.id, attempts: webhookDeliveries.attempts })
      .from(webhookDeliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
      .innerJoin(events, eq(events.id, webhookDeliveries.eventId))
      .where(
        and(
          eq(webhookDeliveries.status, "pending"),
          lte(webhookDeliveries.nextAttemptAt, now),
          eq(webhookEndpoints.enabled, true),
          sql`NOT EXISTS (SELECT 1 FROM webhook_deliveries w2 JOIN events e2 ON e2.id = w2.event_id
            WHERE w2.endpoint_id = ${webhookDeliveries.endpointId} AND w2.status = 'pending'
              AND e2.resource = ${events.resource} AND e2.seq < ${events.seq})`,
        ),
      )
      .orderBy(asc(webhookDeliveries.nextAttemptAt), asc(events.seq))
      .limit(limit)
      .for("update", { of: webhookDeliveries, skipLocked: true });
    if (due.length === 0) return [];
    for (const d of due) {
      const attempt = d.attempts + 1;
      await tx
        .update(webhookDeliveries)
        .set({
          attempts: attempt,
          lastAttemptAt: now,
          nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempt, deps.random)),
        })
        .where(eq(webhookDeliveries.id, d.id));
    }
    const rows = await tx
      .select({
        id: webhookDeliveries.id,
        attempts: webhookDeliveries.attempts,
        url: webhookEndpoints.url,
        endpointId: webhookEndpoints.id,
        secret: webhookEndpoints.secret,
        previousSecret: webhookEndpoints.previousSecret,
        previousSecretExpiresAt: webhookEndpoints.previousSecretExpiresAt,
        eventId: events.id,
        type: events.type,
        createdAt: events.createdAt,
        livemode: events.livemode,
        data: events.data,
      })
      .from(webhookDeliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
      .innerJoin(events, eq(events.id, webhookDeliveries.eventId))
      .where(
        inArray(
          webhookDeliveries.id,
          due.map((d) => d.id),
        ),
      )
      .orderBy(asc(events.seq));
    return rows.map((r) => ({
      id: r.id,
      attempt: r.attempts,
      url: r.url,
      ...openSecrets(
        deps,
        r.endpointId,
        r.previousSecret && r.previousSecretExpiresAt && r.previousSecretExpiresAt > now
          ? [r.secret, r.previousSecret]
          : [r.secret],
      ),
      body: JSON.stringify({
        id: r.eventId,
        type: r.type,
        created_at: r.createdAt.toISOString(),
        livemode: r.livemode,
        data: r.data,
      }),
    }));
  });
}

type Outcome = { status: number | null; ok: boolean; error: string | null; aborted?: true };

/**
 * POSTs `body` to `url` with node's http(s), connecting only to `target` (the address that
 * was checked): the request's `lookup` answers with it whatever DNS says now, so a name that
 * changes its answer after the check (DNS rebinding) cannot send the request elsewhere. TLS
 * still verifies the certificate against the URL's host name.
 */
function post(
  url: URL,
  target: Target,
  headers: Record<string, string>,
  body: string,
  timeoutMs: number,
  stop: AbortSignal | undefined,
): Promise<number> {
  const pinned: LookupFunction = (_host, options, callback) => {
    if ((options as { all?: boolean }).all) {
      (callback as (e: null, a: { address: string; family: number }[]) => void)(null, [target]);
    } else callback(null, target.address, target.family);
  };
  const request = url.protocol === "https:" ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: "POST",
        headers: { ...headers, "content-length": Buffer.byteLength(body) },
        lookup: pinned,
        signal: stop
          ? AbortSignal.any([AbortSignal.timeout(timeoutMs), stop])
          : AbortSignal.timeout(timeoutMs),
      },
      (res) => {
        res.resume(); // the answer's body is ignored
        resolve(res.statusCode ?? 0);
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

/** Checks the target, POSTs one delivery; returns the HTTP status or the error, never throws. */
async function send(deps: DispatcherDeps, d: Claimed): Promise<Outcome> {
  if (d.secretError) return { status: null, ok: false, error: d.secretError };
  const url = new URL(d.url);
  let target: Target;
  try {
    target = await checkTarget(url, deps.resolve, { allowLoopback: deps.allowLoopback ?? true });
  } catch (err) {
    return { status: null, ok: false, error: (err as Error).message.slice(0, 500) };
  }
  try {
    const status = await post(
      url,
      target,
      {
        "content-type": "application/json",
        "user-agent": "registrar-webhooks/1",
        [SIGNATURE_HEADER]: signPayload(d.secrets, d.body, deps.now()),
      },
      d.body,
      deps.timeoutMs ?? 10_000,
      deps.signal,
    );
    return { status, ok: status >= 200 && status < 300, error: null };
  } catch (err) {
    if (deps.signal?.aborted) return { status: null, ok: false, error: null, aborted: true };
    const e = err as Error & { code?: string };
    const error =
      e.name === "TimeoutError" || e.name === "AbortError"
        ? "timed out"
        : `${e.code ?? e.name}: ${e.message}`;
    return { status: null, ok: false, error: error.slice(0, 500) };
  }
}

/** Stores an attempt's outcome (only if no later attempt of the delivery has started). */
async function record(deps: DispatcherDeps, d: Claimed, r: Outcome) {
  // Cut off by shutdown: the claim already scheduled the retry; the attempt tells nothing.
  if (r.aborted) return;
  const status = r.ok ? "delivered" : d.attempt >= MAX_ATTEMPTS ? "failed" : "pending";
  await deps.db
    .update(webhookDeliveries)
    .set({
      status,
      lastStatus: r.status,
      lastError: r.ok ? null : (r.error ?? `HTTP ${r.status}`),
    })
    .where(and(eq(webhookDeliveries.id, d.id), eq(webhookDeliveries.attempts, d.attempt)));
  if (!r.ok) {
    deps.logger.warn("webhook delivery failed", {
      delivery_id: d.id,
      attempt: d.attempt,
      status: r.status,
      error: r.error,
      gave_up: status === "failed",
    });
  }
}

/**
 * Delivers every due delivery once (batches of `batch`, sent in parallel), returning how many
 * attempts it made. Deliveries that fail wait for their next attempt in a later pass.
 */
export async function dispatchDue(deps: DispatcherDeps, { batch = 20, max = 500 } = {}) {
  let n = 0;
  while (n < max && !deps.signal?.aborted) {
    const claimed = await claimDue(deps, batch);
    if (claimed.length === 0) break;
    await Promise.all(claimed.map(async (d) => record(deps, d, await send(deps, d))));
    n += claimed.length;
  }
  return n;
}

/**
 * Runs {@link dispatchDue} every `intervalMs` in the background, and {@link pruneEvents} on
 * the first pass and then every `pruneEveryMs`; `runOnce()` runs a pass now (tests call it
 * instead of waiting), `stop()` waits for the current pass.
 */
export function startWebhookDispatcher(deps: DispatcherDeps, intervalMs = 2000) {
  let lastPrune = -Infinity;
  const pass = async () => {
    const n = await dispatchDue(deps);
    const now = deps.now();
    if (deps.signal?.aborted) return n;
    if (now.getTime() - lastPrune >= (deps.pruneEveryMs ?? 3_600_000)) {
      lastPrune = now.getTime();
      const pruned = await pruneEvents(deps.db, {
        now,
        ...(deps.retentionMs !== undefined && { retentionMs: deps.retentionMs }),
      });
      if (pruned > 0) deps.logger.info("pruned old events", { events: pruned });
    }
    return n;
  };
  return startBackgroundLoop("webhook dispatcher", pass, { intervalMs, logger: deps.logger });
}
