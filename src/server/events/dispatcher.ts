import { startBackgroundLoop } from "../workers/background-loop";
import { and, asc, eq, inArray, lte, sql } from "drizzle-orm";
import type { Db } from "../db/database";
import type { Logger } from "../logger";
import { MAX_ATTEMPTS, retryDelayMs } from "./retry-schedule";
import { events, webhookDeliveries, webhookEndpoints } from "./schema";
import { SIGNATURE_HEADER, signPayload } from "./signature";

export type DispatcherDeps = {
  db: Db;
  now: () => Date;
  logger: Logger;
  /** Injectable for tests; the global `fetch` by default. */
  fetch?: typeof fetch;
  /** Per-request timeout; 10 s by default. */
  timeoutMs?: number;
  random?: () => number;
};

type Claimed = {
  id: string;
  attempt: number;
  url: string;
  secret: string;
  body: string;
};

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
        secret: webhookEndpoints.secret,
        eventId: events.id,
        type: events.type,
        createdAt: events.createdAt,
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
      secret: r.secret,
      body: JSON.stringify({
        id: r.eventId,
        type: r.type,
        created_at: r.createdAt.toISOString(),
        data: r.data,
      }),
    }));
  });
}

/** POSTs one delivery; returns the HTTP status or the error, never throws. */
async function send(deps: DispatcherDeps, d: Claimed) {
  const doFetch = deps.fetch ?? fetch;
  try {
    const res = await doFetch(d.url, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "user-agent": "registrar-webhooks/1",
        [SIGNATURE_HEADER]: signPayload(d.secret, d.body, deps.now()),
      },
      body: d.body,
      redirect: "manual",
      signal: AbortSignal.timeout(deps.timeoutMs ?? 10_000),
    });
    await res.body?.cancel().catch(() => {});
    return { status: res.status, ok: res.status >= 200 && res.status < 300, error: null };
  } catch (err) {
    const e = err as Error;
    const error = e.name === "TimeoutError" ? "timed out" : `${e.name}: ${e.message}`;
    return { status: null, ok: false, error: error.slice(0, 500) };
  }
}

/** Stores an attempt's outcome (only if no later attempt of the delivery has started). */
async function record(deps: DispatcherDeps, d: Claimed, r: Awaited<ReturnType<typeof send>>) {
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
  while (n < max) {
    const claimed = await claimDue(deps, batch);
    if (claimed.length === 0) break;
    await Promise.all(claimed.map(async (d) => record(deps, d, await send(deps, d))));
    n += claimed.length;
  }
  return n;
}

/**
 * Runs {@link dispatchDue} every `intervalMs` in the background; `runOnce()` runs a pass now
 * (tests call it instead of waiting), `stop()` waits for the current pass.
 */
export function startWebhookDispatcher(deps: DispatcherDeps, intervalMs = 2000) {
  return startBackgroundLoop("webhook dispatcher", () => dispatchDue(deps), {
    intervalMs,
    logger: deps.logger,
  });
}
