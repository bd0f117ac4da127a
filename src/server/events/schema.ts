import {
  bigserial,
  boolean,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** Drizzle's view of migration 0005's tables. */
export const events = pgTable("events", {
  id: uuid("id").primaryKey(),
  seq: bigserial("seq", { mode: "number" }).notNull(),
  organizationId: uuid("organization_id").notNull(),
  /** Its mode: live or test (`http/scope.ts`). */
  livemode: boolean("livemode").notNull(),
  type: text("type").notNull(),
  resource: text("resource").notNull(),
  data: jsonb("data").$type<Record<string, unknown>>().notNull(),
  createdAt: ts("created_at").notNull(),
});

export const webhookEndpoints = pgTable("webhook_endpoints", {
  id: uuid("id").primaryKey(),
  organizationId: uuid("organization_id").notNull(),
  /** Its mode: live or test (`http/scope.ts`). */
  livemode: boolean("livemode").notNull(),
  url: text("url").notNull(),
  description: text("description"),
  eventTypes: text("event_types").array().notNull(),
  secret: text("secret").notNull(),
  /** After a rotation, the old secret also signs until `previousSecretExpiresAt`. */
  previousSecret: text("previous_secret"),
  previousSecretExpiresAt: ts("previous_secret_expires_at"),
  enabled: boolean("enabled").notNull().default(true),
  createdAt: ts("created_at").notNull(),
  updatedAt: ts("updated_at").notNull(),
});

export type DeliveryStatus = "pending" | "delivered" | "failed";

export const webhookDeliveries = pgTable("webhook_deliveries", {
  id: uuid("id").primaryKey(),
  eventId: uuid("event_id").notNull(),
  endpointId: uuid("endpoint_id").notNull(),
  status: text("status").$type<DeliveryStatus>().notNull().default("pending"),
  attempts: integer("attempts").notNull().default(0),
  nextAttemptAt: ts("next_attempt_at").notNull(),
  lastAttemptAt: ts("last_attempt_at"),
  lastStatus: integer("last_status"),
  lastError: text("last_error"),
  createdAt: ts("created_at").notNull(),
});
