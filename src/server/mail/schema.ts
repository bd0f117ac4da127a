import { boolean, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * What a message is about (migration 0025; the account messages `password_reset` and
 * `invitation`, 0034; the receipt of a completed order, `order_receipt`, 0038).
 */
export type RegistrantMessageKind =
  | "verification"
  | "expiry_reminder"
  | "expiry_notice"
  | "data_reminder"
  | "order_receipt"
  | "password_reset"
  | "invitation";

/**
 * Every message to a registrant, and the outbox its delivery worker reads (migration 0025):
 * written in the transaction of what caused it, so nothing acknowledged is lost.
 */
export const registrantMessages = pgTable("registrant_messages", {
  id: uuid("id").primaryKey(),
  organizationId: uuid("organization_id").notNull(),
  livemode: boolean("livemode").notNull(),
  domainId: uuid("domain_id"),
  kind: text("kind").$type<RegistrantMessageKind>().notNull(),
  recipient: text("recipient").notNull(),
  locale: text("locale").notNull(),
  /** What the message's text is made from (names, dates, prices): never a secret. */
  params: jsonb("params").$type<Record<string, string | number | boolean | null>>().notNull(),
  /** Sealed (secret-box.ts) secrets the message carries (a link's token) until delivered; then null. */
  secretParams: text("secret_params"),
  subject: text("subject"),
  /** The text as delivered, any secret replaced by "…". */
  bodyText: text("body_text"),
  delivery: text("delivery").$type<"smtp" | "partner" | "log">(),
  status: text("status").$type<"queued" | "sent" | "failed">().notNull().default("queued"),
  attempts: integer("attempts").notNull().default(0),
  nextAttemptAt: ts("next_attempt_at").notNull(),
  lastError: text("last_error"),
  dedupeKey: text("dedupe_key"),
  createdAt: ts("created_at").notNull(),
  sentAt: ts("sent_at"),
});
