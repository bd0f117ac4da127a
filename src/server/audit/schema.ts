import { bigserial, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** What signed-in users did (migration 0007_dashboard.sql). */
export const auditLog = pgTable("audit_log", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  organizationId: uuid("organization_id").notNull(),
  actorUserId: uuid("actor_user_id"),
  actorEmail: text("actor_email").notNull(),
  action: text("action").notNull(),
  targetType: text("target_type").notNull(),
  targetId: text("target_id"),
  details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
  at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
});
