import { and, desc, eq, gte, like, lt, sql } from "drizzle-orm";
import type { AuditEntry, AuditLog } from "../../contract/dashboard";
import type { Db } from "../db/database";
import { cursorCodec, cursorPart } from "../http/cursor";
import { containsPattern, prefixPattern } from "../http/list-filters";
import { auditLog } from "./schema";

/**
 * Who did it: a signed-in user (access tokens carry the user), or the admin CLI on the
 * service's machine (`CLI_ACTOR`: no user id).
 */
export type Actor = { organizationId: string; userId: string | null; email: string };

/** A signed-in user acting. */
export type UserActor = Actor & { userId: string };

/** The actor name of changes made with the admin CLI. */
export const CLI_ACTOR_NAME = "admin CLI";

export type AuditAction =
  | "api_key.created"
  | "api_key.revoked"
  | "user.added"
  | "user.removed"
  | "user.role_changed"
  | "user.password_changed"
  | "user.password_reset_requested"
  | "user.password_reset"
  | "user.invited"
  | "user.invitation_accepted"
  | "user.invitation_revoked"
  | "second_factor.totp_enrolled"
  | "second_factor.totp_removed"
  | "second_factor.recovery_code_used"
  | "second_factor.passkey_added"
  | "second_factor.passkey_removed"
  | "second_factor.passkey_used"
  | "second_factor.policy_changed"
  | "session.signed_out"
  | "session.signed_out_everywhere"
  | "session.ended_by_admin"
  | "session.refresh_token_reused"
  | "webhook_endpoint.created"
  | "webhook_endpoint.updated"
  | "webhook_endpoint.deleted"
  | "webhook_endpoint.secret_rotated"
  | "organization.updated"
  | "order.refunded_by_hand"
  | "balance.topped_up"
  | "balance.credit_limit_changed"
  | "balance.threshold_changed";

/**
 * Records an action. Call it in the transaction that makes the change, so the change and its
 * record are committed together.
 */
export async function recordAudit(
  db: Db,
  actor: Actor,
  entry: {
    action: AuditAction;
    targetType: string;
    targetId?: string | null;
    details?: Record<string, unknown>;
    at: Date;
  },
) {
  await db.insert(auditLog).values({
    organizationId: actor.organizationId,
    actorUserId: actor.userId,
    actorEmail: actor.email,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId ?? null,
    details: entry.details ?? {},
    at: entry.at,
  });
}

/** The audit log's cursor: the last entry's id (newest first). */
export const auditCursor = cursorCodec("a", { id: cursorPart.int });

/** What the audit log's list and export are filtered by. */
export type AuditFilter = {
  organizationId: string;
  /** Part of the actor's email, case-insensitive. */
  actor?: string;
  /** An action, or every action of a kind when it ends with a dot (`user.`). */
  action?: string;
  since?: Date;
  before?: Date;
};

function auditConditions(filter: AuditFilter) {
  const { actor, action, since, before } = filter;
  return [
    eq(auditLog.organizationId, filter.organizationId),
    actor
      ? sql`lower(${auditLog.actorEmail}) like ${containsPattern(actor.toLowerCase())}`
      : undefined,
    action === undefined
      ? undefined
      : action.endsWith(".")
        ? like(auditLog.action, prefixPattern(action))
        : eq(auditLog.action, action),
    since ? gte(auditLog.at, since) : undefined,
    before ? lt(auditLog.at, before) : undefined,
  ];
}

/** Newest first, a page at a time. */
export async function listAudit(
  db: Db,
  filter: AuditFilter & { limit: number; beforeId?: number },
): Promise<AuditLog> {
  const rows = await db
    .select()
    .from(auditLog)
    .where(
      and(
        ...auditConditions(filter),
        filter.beforeId !== undefined ? lt(auditLog.id, filter.beforeId) : undefined,
      ),
    )
    .orderBy(desc(auditLog.id))
    .limit(filter.limit + 1);
  const page = auditCursor.page(rows, filter.limit, (r) => ({ id: r.id }));
  return {
    items: page.rows.map((r): AuditEntry => ({
      id: String(r.id),
      at: r.at.toISOString(),
      actor: { user_id: r.actorUserId, email: r.actorEmail },
      action: r.action,
      target_type: r.targetType,
      target_id: r.targetId,
      details: r.details,
    })),
    next_cursor: page.next_cursor,
  };
}
