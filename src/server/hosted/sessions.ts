import { and, desc, eq, inArray, sql } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import type { HostedSessionRequest } from "../../contract/hosted-session-request";
import type { HostedAction } from "../../contract/hosted-action";
import type { ClientTokenResolver } from "../auth/authenticate";
import type { ClientPrincipal, CredentialKind } from "../http/app-env";
import { forgetCredential, type CredentialCache } from "../auth/credential-cache";
import { SECRET_PREFIX, hashSecret, newSecret } from "../auth/secrets";
import type { Db } from "../db/database";
import { groupRows } from "../db/group-rows";
import { orders } from "../orders/schema";
import { organizations } from "../db/schema";
import { eventCtes } from "../events/append-event";
import type { IdempotencyClaim } from "../http/idempotency";
import { conflict, forbidden } from "../http/errors";
import { owned, type Scope } from "../http/scope";
import { hostedSessions } from "./schema";

export type HostedSessionRow = typeof hostedSessions.$inferSelect;

function sessionUrls(publicUrl: string, sessionId: string, clientToken: string) {
  const fragment = `#token=${encodeURIComponent(clientToken)}`;
  return {
    hosted_url: `${publicUrl}/hosted/${sessionId}${fragment}`,
    embed_url: `${publicUrl}/embed/${sessionId}${fragment}`,
  };
}

/** The spec's HostedSessionResponse for a session and its (new) client token. */
export function sessionResponse(
  publicUrl: string,
  row: Pick<HostedSessionRow, "id" | "expiresAt" | "livemode">,
  clientToken: string,
) {
  return {
    session_id: row.id,
    livemode: row.livemode,
    ...sessionUrls(publicUrl, row.id, clientToken),
    client_token: clientToken,
    expires_at: row.expiresAt.toISOString(),
  };
}

function sessionStatus(row: HostedSessionRow, now: Date): "active" | "expired" | "revoked" {
  if (row.revokedAt) return "revoked";
  return row.expiresAt.getTime() <= now.getTime() ? "expired" : "active";
}

/** Actions only an API key may put in a session: the spec's DNS record writes. */
const API_KEY_ONLY_ACTIONS: readonly HostedAction[] = ["dns_manage"];

/**
 * Refuses (403) a credential other than an API key creating or refreshing a session that
 * holds an API-key-only action: DNS record writes accept an API key only, "even in a
 * session-based context", so a bearer token must not mint (or take over, by a refresh) a
 * client token that writes records.
 */
export function assertMayGrant(kind: CredentialKind, actions: readonly string[]) {
  const keyOnly = API_KEY_ONLY_ACTIONS.filter((a) => actions.includes(a));
  if (kind === "api_key" || keyOnly.length === 0) return;
  throw forbidden(
    "credential_not_accepted",
    `A session with ${keyOnly.join(", ")} can be created and refreshed with an API key ` +
      "(X-API-Key) only, since DNS record writes accept an API key only; a bearer access " +
      "token was sent.",
  );
}

/**
 * Creates a session (and its `hosted_session.created` event); the client token is returned
 * once and stored only as a hash.
 */
export async function createHostedSession(
  db: Db,
  input: {
    organizationId: string;
    /** The mode of the credential that creates it: its client token and objects take it. */
    livemode: boolean;
    request: HostedSessionRequest;
    now: Date;
    /** The response to store with the session under the request's Idempotency-Key. */
    reply?:
      | {
          claim: IdempotencyClaim;
          status: number;
          body: (
            session: { id: string; expiresAt: Date; livemode: boolean },
            clientToken: string,
          ) => unknown;
        }
      | undefined;
  },
) {
  const clientToken = newSecret(SECRET_PREFIX.clientToken);
  const r = input.request;
  const id = randomUUID();
  const allowedActions = [...new Set(r.allowed_actions)];
  const expiresAt = new Date(input.now.getTime() + r.expires_in_minutes * 60_000);
  // One statement (the session, its event and deliveries, the stored reply as CTEs).
  const event = eventCtes(db, {
    organizationId: input.organizationId,
    livemode: input.livemode,
    type: "hosted_session.created",
    data: {
      session_id: id,
      external_account_id: r.external_account_id,
      allowed_actions: allowedActions,
      expires_at: expiresAt.toISOString(),
    },
    at: input.now,
  });
  const ctes = [...event.ctes];
  let stored: { status: number; body: string } | undefined;
  if (input.reply) {
    const body = JSON.stringify(
      input.reply.body({ id, expiresAt, livemode: input.livemode }, clientToken),
    );
    stored = { status: input.reply.status, body };
    ctes.push(input.reply.claim.storeWith(db, stored.status, body));
  }
  const [row] = await db
    .with(...ctes)
    .insert(hostedSessions)
    .values({
      id,
      organizationId: input.organizationId,
      livemode: input.livemode,
      allowedActions,
      externalUserId: r.external_user_id ?? null,
      externalAccountId: r.external_account_id,
      // No theme of its own: the organization's default theme (dashboard settings), if any.
      themeConfig: r.theme_config
        ? { ...r.theme_config }
        : sql`coalesce((SELECT ${organizations.defaultTheme} FROM ${organizations}
            WHERE ${organizations.id} = ${input.organizationId}), '{}'::jsonb)`,
      metadata: r.metadata ?? {},
      allowedOrigins: r.allowed_origins ?? null,
      locale: r.locale ?? null,
      renewalPayment: r.renewal_payment,
      tokenHash: hashSecret(clientToken),
      createdAt: input.now,
      expiresAt,
    })
    .returning();
  if (stored) input.reply!.claim.stored(stored.status, stored.body);
  return { row: row!, clientToken };
}

/** A session of the caller's organization and mode: 404 when unknown, 403 when another's. */
export async function getOwnSession(db: Db, scope: Scope, id: string) {
  const [row] = await db.select().from(hostedSessions).where(eq(hostedSessions.id, id));
  return owned(row, scope, { noun: "hosted session", notFound: "Hosted session not found" });
}

export async function findSession(db: Db, id: string) {
  const [row] = await db.select().from(hostedSessions).where(eq(hostedSessions.id, id));
  return row;
}

/** Revokes a session: its client token gets 401 from the next request on. */
export async function revokeSession(db: Db, row: HostedSessionRow, now: Date) {
  if (row.revokedAt) return row;
  const [updated] = await db
    .update(hostedSessions)
    .set({ revokedAt: now })
    .where(eq(hostedSessions.id, row.id))
    .returning();
  forgetCredential(row.id);
  return updated!;
}

/** Replaces the session's client token; the old one stops working at once. */
export async function refreshSession(db: Db, row: HostedSessionRow, now: Date) {
  const status = sessionStatus(row, now);
  if (status !== "active")
    throw conflict("invalid_state", `The session is ${status}; create a new session instead.`);
  const clientToken = newSecret(SECRET_PREFIX.clientToken);
  await db
    .update(hostedSessions)
    .set({ tokenHash: hashSecret(clientToken), refreshedAt: now })
    .where(eq(hostedSessions.id, row.id));
  forgetCredential(row.id);
  return clientToken;
}

/**
 * The partner's view of sessions of one organization (a list page), each with the orders its
 * end user created, newest first: one query whatever the number of sessions, in the order of
 * `rows`.
 */
export async function sessionViews(db: Db, rows: readonly HostedSessionRow[], now: Date) {
  if (rows.length === 0) return [];
  const made = await db
    .select({
      sessionId: orders.hostedSessionId,
      id: orders.id,
      domainName: orders.domainName,
      status: orders.status,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .where(
      and(
        eq(orders.organizationId, rows[0]!.organizationId),
        inArray(
          orders.hostedSessionId,
          rows.map((r) => r.id),
        ),
      ),
    )
    .orderBy(desc(orders.createdAt));
  const madeIn = groupRows(made, (o) => o.sessionId!);
  return rows.map((row) => ({
    session_id: row.id,
    livemode: row.livemode,
    status: sessionStatus(row, now),
    allowed_actions: row.allowedActions as HostedAction[],
    external_user_id: row.externalUserId,
    external_account_id: row.externalAccountId,
    theme_config: row.themeConfig,
    metadata: row.metadata,
    allowed_origins: row.allowedOrigins ?? [],
    locale: row.locale,
    renewal_payment: row.renewalPayment,
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    revoked_at: row.revokedAt?.toISOString() ?? null,
    orders: (madeIn.get(row.id) ?? []).map((o) => ({
      order_id: o.id,
      domain_name: o.domainName,
      status: o.status,
      created_at: o.createdAt.toISOString(),
    })),
  }));
}

/** The partner's view of one session (see {@link sessionViews}). */
export async function sessionView(db: Db, row: HostedSessionRow, now: Date) {
  const [view] = await sessionViews(db, [row], now);
  return view!;
}

/** The origins allowed to embed a session: its own list, else its organization's. */
export async function embedOrigins(db: Db, row: HostedSessionRow): Promise<string[]> {
  if (row.allowedOrigins && row.allowedOrigins.length > 0) return row.allowedOrigins;
  const [org] = await db
    .select({ allowedOrigins: organizations.allowedOrigins })
    .from(organizations)
    .where(eq(organizations.id, row.organizationId));
  return org?.allowedOrigins ?? [];
}

/** A live session as its client token's cache keeps it (`id` is the session's). */
export type CachedClientToken = { id: string; principal: ClientPrincipal; expiresAt: number };

/**
 * Resolves a client token for `authenticate`: the session's scope, or "expired". With a
 * `cache`, a live session is kept by its token's hash until the TTL or its own expiry, whichever
 * comes first; its expiry is checked against `now` on every request as well, so a cached session
 * is refused at the instant it expires. Revocation and refresh reach the cache in-process
 * ({@link revokeSession}, {@link refreshSession}) and by migration 0011's `NOTIFY`.
 */
export function clientTokenResolver(
  db: Db,
  cache?: CredentialCache<CachedClientToken>,
): ClientTokenResolver {
  return async (token, now) => {
    const hash = hashSecret(token);
    const cached = cache?.get(hash);
    if (cached) return cached.expiresAt <= now.getTime() ? "expired" : cached.principal;
    const ticket = cache?.ticket();
    const [row] = await db.select().from(hostedSessions).where(eq(hostedSessions.tokenHash, hash));
    if (!row) return undefined;
    if (sessionStatus(row, now) !== "active") return "expired";
    const principal: ClientPrincipal = {
      kind: "client_token",
      organizationId: row.organizationId,
      livemode: row.livemode,
      credentialId: row.id,
      sessionId: row.id,
      externalAccountId: row.externalAccountId,
      allowedActions: row.allowedActions,
    };
    const expiresAt = row.expiresAt.getTime();
    if (cache && ticket !== undefined) {
      cache.put(hash, { id: row.id, principal, expiresAt }, ticket, expiresAt - now.getTime());
    }
    return principal;
  };
}

/**
 * The brand the sandbox checkout shows for an order: its hosted session's theme (which already
 * holds the organization's default when the session gave none), else the organization's
 * default theme; the organization's name is the fallback brand name; the session's locale
 * picks the page's language.
 */
export function checkoutBrandOf(db: Db) {
  return async (order: { organizationId: string; hostedSessionId: string | null }) => {
    const [org] = await db
      .select({ name: organizations.name, defaultTheme: organizations.defaultTheme })
      .from(organizations)
      .where(eq(organizations.id, order.organizationId));
    if (!org) return undefined;
    const session = order.hostedSessionId ? await findSession(db, order.hostedSessionId) : null;
    return {
      name: org.name,
      theme: session?.themeConfig ?? org.defaultTheme ?? {},
      locale: session?.locale ?? null,
    };
  };
}
