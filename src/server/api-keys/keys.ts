import { and, asc, eq, isNull } from "drizzle-orm";
import type { ApiKeyListItem } from "../../contract/dashboard";
import type { Db } from "../db/database";
import type { Scope } from "../http/scope";
import { apiKeys } from "../db/schema";
import { createApiKey } from "../orgs/organizations";
import { forgetApiKey } from "../auth/credential-cache";
import { recordAudit, type Actor, type UserActor } from "../audit/audit-log";

type Row = {
  id: string;
  livemode: boolean;
  name: string | null;
  prefix: string;
  createdAt: Date;
  revokedAt: Date | null;
  lastUsedAt: Date | null;
  createdBy: string | null;
};

export const toApiKeyItem = (r: Row): ApiKeyListItem => ({
  id: r.id,
  livemode: r.livemode,
  name: r.name,
  prefix: r.prefix,
  created_at: r.createdAt.toISOString(),
  revoked_at: r.revokedAt?.toISOString() ?? null,
  last_used_at: r.lastUsedAt?.toISOString() ?? null,
  created_by: r.createdBy,
});

const columns = {
  id: apiKeys.id,
  livemode: apiKeys.livemode,
  name: apiKeys.name,
  prefix: apiKeys.prefix,
  createdAt: apiKeys.createdAt,
  revokedAt: apiKeys.revokedAt,
  lastUsedAt: apiKeys.lastUsedAt,
  createdBy: apiKeys.createdByEmail,
  organizationId: apiKeys.organizationId,
};

/**
 * The organization's keys of one mode, oldest first, with who made them (null: outside the
 * dashboard).
 */
export async function listKeys(db: Db, scope: Scope) {
  return db
    .select(columns)
    .from(apiKeys)
    .where(
      and(eq(apiKeys.organizationId, scope.organizationId), eq(apiKeys.livemode, scope.livemode)),
    )
    .orderBy(asc(apiKeys.createdAt), asc(apiKeys.id));
}

export async function findKey(db: Db, id: string) {
  const [row] = await db.select(columns).from(apiKeys).where(eq(apiKeys.id, id));
  return row;
}

/** Makes a key of the given mode for the actor's organization; the secret is in the result only. */
export async function createKeyAsUser(
  db: Db,
  actor: UserActor,
  input: { name: string; livemode: boolean; now: Date },
) {
  return db.transaction(async (tx) => {
    const { apiKeyId, apiKey } = await createApiKey(tx, {
      organizationId: actor.organizationId,
      livemode: input.livemode,
      name: input.name,
      createdBy: { userId: actor.userId, email: actor.email },
    });
    await recordAudit(tx, actor, {
      action: "api_key.created",
      targetType: "api_key",
      targetId: apiKeyId,
      details: { name: input.name, livemode: input.livemode },
      at: input.now,
    });
    return { row: (await findKey(tx, apiKeyId))!, apiKey };
  });
}

/**
 * Revokes a key at once: this instance forgets it after the commit, the others on the
 * commit's `NOTIFY` (migration 0010), so the next request with it is 401. Revoking a revoked
 * key changes nothing (and records nothing).
 */
export async function revokeKeyAsUser(db: Db, actor: Actor, input: { id: string; now: Date }) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(apiKeys)
      .set({ revokedAt: input.now })
      .where(and(eq(apiKeys.id, input.id), isNull(apiKeys.revokedAt)))
      .returning({ id: apiKeys.id, name: apiKeys.name, prefix: apiKeys.prefix });
    if (row) {
      await recordAudit(tx, actor, {
        action: "api_key.revoked",
        targetType: "api_key",
        targetId: row.id,
        details: { name: row.name, prefix: row.prefix },
        at: input.now,
      });
    }
  });
  forgetApiKey(input.id);
}
