import { boolean, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

const ts = (name: string) => timestamp(name, { withTimezone: true });

export const hostedSessions = pgTable("hosted_sessions", {
  id: uuid("id").primaryKey(),
  organizationId: uuid("organization_id").notNull(),
  /** Its mode: live or test (`http/scope.ts`). */
  livemode: boolean("livemode").notNull(),
  allowedActions: text("allowed_actions").array().notNull(),
  externalUserId: text("external_user_id"),
  externalAccountId: text("external_account_id").notNull(),
  themeConfig: jsonb("theme_config")
    .$type<Record<string, string | number | null | undefined>>()
    .notNull(),
  metadata: jsonb("metadata").$type<Record<string, unknown>>().notNull(),
  allowedOrigins: text("allowed_origins").array(),
  locale: text("locale"),
  /** Who pays the widget's renewals: the organization, or the end user by card. */
  renewalPayment: text("renewal_payment")
    .$type<"organization" | "card">()
    .notNull()
    .default("organization"),
  tokenHash: text("token_hash").notNull(),
  createdAt: ts("created_at").notNull().defaultNow(),
  expiresAt: ts("expires_at").notNull(),
  revokedAt: ts("revoked_at"),
  refreshedAt: ts("refreshed_at"),
});
