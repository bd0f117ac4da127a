import type { Context } from "hono";
import { isJsonObject } from "../../contract/pydantic/py-dict";
import { decodeJsonBody } from "../../contract/pydantic/validation-error";
import { recordAudit, type AuditAction } from "../audit/audit-log";
import type { Db, DbOrTx } from "../db/database";
import type { AppEnv, Principal } from "../http/app-env";
import type { EndpointRow } from "./endpoints";

/** The audit actions of webhook endpoints. */
type EndpointAction = Extract<AuditAction, `webhook_endpoint.${string}`>;

/**
 * Records a signed-in user's change of a webhook endpoint in the audit log: the endpoint's
 * URL, event types and whether it is enabled after the change (nothing for a deletion), and
 * for an update the fields the request sent. Call it in the transaction that makes the change,
 * so the change and its record are committed together or not at all. A change made with an
 * API key is not a user's action and is not recorded.
 */
async function auditEndpointChange(
  db: DbOrTx,
  principal: Principal,
  change: {
    action: EndpointAction;
    endpoint: EndpointRow;
    at: Date;
    changed?: string[];
  },
) {
  if (principal.kind !== "access_token") return;
  const { action, endpoint, at, changed } = change;
  await recordAudit(db, principal, {
    action,
    targetType: "webhook_endpoint",
    targetId: endpoint.id,
    details:
      action === "webhook_endpoint.deleted"
        ? {}
        : {
            url: endpoint.url,
            event_types: endpoint.eventTypes,
            enabled: endpoint.enabled,
            ...(changed && { changed }),
          },
    at,
  });
}

/**
 * Makes a change of an endpoint and records it (`auditEndpointChange`) in one transaction;
 * `change` returns the endpoint to record (for a deletion, the row as it was).
 * @example const row = await auditedChange(db, principal, { action, at }, (tx) => createEndpoint(tx, …));
 */
export function auditedChange<R extends EndpointRow>(
  db: Db,
  principal: Principal,
  entry: { action: EndpointAction; at: Date; changed?: string[] },
  change: (tx: DbOrTx) => Promise<R>,
): Promise<R> {
  return db.transaction(async (tx) => {
    const endpoint = await change(tx);
    await auditEndpointChange(tx, principal, { ...entry, endpoint });
    return endpoint;
  });
}

/**
 * The keys of the request's JSON body as sent, in its order (unknown ones too, which the
 * schema drops): what an update's audit entry lists as `changed`.
 */
export async function sentKeys(c: Context<AppEnv>): Promise<string[]> {
  const sent = decodeJsonBody(await c.req.text());
  return sent.ok && isJsonObject(sent.data) ? Object.keys(sent.data) : [];
}
