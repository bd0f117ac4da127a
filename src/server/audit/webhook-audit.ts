import type { MiddlewareHandler } from "hono";
import type { Db } from "../db/database";
import type { AppEnv } from "../http/app-env";
import { recordAudit, type AuditAction } from "./audit-log";

const ENDPOINTS = /^\/api\/v1\/webhooks\/endpoints(?:\/([0-9a-f-]{36})(\/rotate-secret)?)?$/i;

/** Which audit action a successful webhook-endpoint request is, if any. */
export function webhookAuditAction(
  method: string,
  path: string,
): { action: AuditAction; id?: string } | undefined {
  const m = ENDPOINTS.exec(path);
  if (!m) return undefined;
  const [, id, rotate] = m;
  if (method === "POST" && !id) return { action: "webhook_endpoint.created" };
  if (method === "POST" && id && rotate) return { action: "webhook_endpoint.secret_rotated", id };
  if (method === "PATCH" && id && !rotate) return { action: "webhook_endpoint.updated", id };
  if (method === "DELETE" && id && !rotate) return { action: "webhook_endpoint.deleted", id };
  return undefined;
}

/**
 * Records webhook endpoint changes made by signed-in users in the audit log, without touching
 * the webhook routes: after a successful change, one row with the acting user. It is written
 * just after the change's own transaction (a crash in between loses the record, not the change).
 * Changes made with an API key are not user actions and are not recorded.
 */
export function auditWebhookChanges(db: Db, now: () => Date): MiddlewareHandler<AppEnv> {
  return async function webhookAudit(c, next) {
    await next();
    const principal = c.get("principal") as AppEnv["Variables"]["principal"] | undefined;
    if (principal?.kind !== "access_token" || c.res.status >= 300) return;
    const found = webhookAuditAction(c.req.method, c.req.path);
    if (!found) return;
    let details: Record<string, unknown> = {};
    let id = found.id;
    try {
      const res = (await c.res.clone().json()) as Record<string, unknown>;
      id ??= typeof res.id === "string" ? res.id : undefined;
      if (found.action !== "webhook_endpoint.deleted") {
        details = { url: res.url, event_types: res.event_types, enabled: res.enabled };
      }
    } catch {
      // 204 (delete) has no body
    }
    if (found.action === "webhook_endpoint.updated") {
      try {
        details = { ...details, changed: Object.keys((await c.req.json()) as object) };
      } catch {
        // the body was valid JSON for the route; nothing to add otherwise
      }
    }
    await recordAudit(db, principal, {
      action: found.action,
      targetType: "webhook_endpoint",
      targetId: id ?? null,
      details,
      at: now(),
    });
  };
}
