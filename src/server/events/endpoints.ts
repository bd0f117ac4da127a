import { randomUUID } from "node:crypto";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import type {
  WebhookDelivery,
  WebhookEndpoint,
  WebhookEndpointRequest,
  WebhookEndpointUpdate,
} from "../../contract/webhook-endpoint";
import { SECRET_PREFIX, newSecret } from "../auth/secrets";
import { sealSecret, type SecretsKey } from "../secret-box";
import type { Db } from "../db/database";
import { owned, type Scope } from "../http/scope";
import { events, webhookDeliveries, webhookEndpoints } from "./schema";

export type EndpointRow = typeof webhookEndpoints.$inferSelect;

/** The API's view of an endpoint: never its secret. */
export const toEndpoint = (r: EndpointRow): WebhookEndpoint => ({
  id: r.id,
  livemode: r.livemode,
  url: r.url,
  description: r.description,
  event_types: r.eventTypes,
  enabled: r.enabled,
  previous_secret_expires_at: r.previousSecretExpiresAt?.toISOString() ?? null,
  created_at: r.createdAt.toISOString(),
  updated_at: r.updatedAt.toISOString(),
});

/** `["*"]` alone when the list holds `*`; otherwise the types without repeats. */
const normalizeTypes = (types: readonly string[]) =>
  types.includes("*") ? ["*"] : [...new Set(types)];

/**
 * Creates an endpoint in the caller's mode (it receives that mode's events only); the row
 * returned carries the secret in clear, to be shown once.
 */
export async function createEndpoint(
  db: Db,
  scope: Scope,
  body: WebhookEndpointRequest,
  now: Date,
  secretsKey?: SecretsKey,
) {
  const id = randomUUID();
  const secret = newSecret(SECRET_PREFIX.webhookSecret);
  const [row] = await db
    .insert(webhookEndpoints)
    .values({
      id,
      organizationId: scope.organizationId,
      livemode: scope.livemode,
      url: body.url,
      description: body.description ?? null,
      eventTypes: normalizeTypes(body.event_types),
      secret: sealSecret(secret, id, secretsKey),
      enabled: true,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return { ...row!, secret };
}

export function listEndpoints(db: Db, scope: Scope) {
  return db
    .select()
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.organizationId, scope.organizationId),
        eq(webhookEndpoints.livemode, scope.livemode),
      ),
    )
    .orderBy(asc(webhookEndpoints.createdAt), asc(webhookEndpoints.id));
}

/** An endpoint of the caller's organization and mode: 404 when unknown, 403 when another's. */
export async function getOwnEndpoint(db: Db, scope: Scope, id: string) {
  const [row] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
  return owned(row, scope, {
    noun: "webhook endpoint",
    notFound: "Webhook endpoint not found; list yours with GET /api/v1/webhooks/endpoints.",
  });
}

export async function updateEndpoint(db: Db, id: string, body: WebhookEndpointUpdate, now: Date) {
  const [row] = await db
    .update(webhookEndpoints)
    .set({
      ...(body.url !== undefined && { url: body.url }),
      ...(body.event_types !== undefined && { eventTypes: normalizeTypes(body.event_types) }),
      ...(body.description !== undefined && { description: body.description }),
      ...(body.enabled !== undefined && { enabled: body.enabled }),
      updatedAt: now,
    })
    .where(eq(webhookEndpoints.id, id))
    .returning();
  return row!;
}

/** How long a rotated-out secret keeps signing by default: 24 hours. */
const DEFAULT_SECRET_OVERLAP_MS = 24 * 3_600_000;

/**
 * A new secret. For `overlapMs` after the rotation deliveries are signed with both the new and
 * the previous secret (two `v1` values), so the receiver can switch without losing any; then
 * with the new one alone. An earlier previous secret is dropped. `overlapMs` 0 ends it at once.
 */
export async function rotateSecret(
  db: Db,
  id: string,
  now: Date,
  overlapMs = DEFAULT_SECRET_OVERLAP_MS,
  secretsKey?: SecretsKey,
) {
  const secret = newSecret(SECRET_PREFIX.webhookSecret);
  const [row] = await db
    .update(webhookEndpoints)
    .set({
      secret: sealSecret(secret, id, secretsKey),
      previousSecret: overlapMs > 0 ? sql`${webhookEndpoints.secret}` : null,
      previousSecretExpiresAt: overlapMs > 0 ? new Date(now.getTime() + overlapMs) : null,
      updatedAt: now,
    })
    .where(eq(webhookEndpoints.id, id))
    .returning();
  return { ...row!, secret };
}

/** Deletes an endpoint and its deliveries (the events stay). */
export async function deleteEndpoint(db: Db, id: string) {
  await db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id));
}

/** An endpoint's deliveries, newest first. */
export async function listDeliveries(
  db: Db,
  endpointId: string,
  limit: number,
): Promise<WebhookDelivery[]> {
  const rows = await db
    .select({ d: webhookDeliveries, type: events.type, livemode: events.livemode })
    .from(webhookDeliveries)
    .innerJoin(events, eq(events.id, webhookDeliveries.eventId))
    .where(and(eq(webhookDeliveries.endpointId, endpointId)))
    .orderBy(desc(webhookDeliveries.createdAt), desc(events.seq))
    .limit(limit);
  return rows.map(({ d, type, livemode }) => ({
    id: d.id,
    livemode,
    event_id: d.eventId,
    event_type: type,
    status: d.status,
    attempts: d.attempts,
    next_attempt_at: d.status === "pending" ? d.nextAttemptAt.toISOString() : null,
    last_attempt_at: d.lastAttemptAt?.toISOString() ?? null,
    last_status: d.lastStatus,
    last_error: d.lastError,
    created_at: d.createdAt.toISOString(),
  }));
}
