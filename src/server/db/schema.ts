import {
  bigserial,
  boolean,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";

/** Drizzle's view of the tables; the SQL in ./migrations is what creates them. */
export const organizations = pgTable("organizations", {
  id: uuid("id").primaryKey(),
  name: text("name").notNull(),
  allowedOrigins: text("allowed_origins").array().notNull().default([]),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  defaultTheme: jsonb("default_theme").$type<Record<string, string | null>>(),
});

export const users = pgTable("users", {
  id: uuid("id").primaryKey(),
  organizationId: uuid("organization_id")
    .notNull()
    .references(() => organizations.id),
  email: text("email").notNull(),
  passwordHash: text("password_hash").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  role: text("role").$type<"admin" | "member">().notNull().default("member"),
});

export const apiKeys = pgTable("api_keys", {
  id: uuid("id").primaryKey(),
  organizationId: uuid("organization_id")
    .notNull()
    .references(() => organizations.id),
  name: text("name"),
  prefix: text("prefix").notNull(),
  secretHash: text("secret_hash").notNull().unique(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  revokedAt: timestamp("revoked_at", { withTimezone: true }),
  createdByUserId: uuid("created_by_user_id"),
  createdByEmail: text("created_by_email"),
  lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
});

export const accessTokens = pgTable("access_tokens", {
  id: uuid("id").primaryKey(),
  userId: uuid("user_id")
    .notNull()
    .references(() => users.id),
  organizationId: uuid("organization_id")
    .notNull()
    .references(() => organizations.id),
  secretHash: text("secret_hash").notNull().unique(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  revokedAt: timestamp("revoked_at", { withTimezone: true }),
});

const ts = (name: string) => timestamp(name, { withTimezone: true });

export const domains = pgTable("domains", {
  id: uuid("id").primaryKey(),
  organizationId: uuid("organization_id").notNull(),
  name: text("name").notNull(),
  externalAccountId: text("external_account_id"),
  orderId: uuid("order_id"),
  status: text("status").$type<"active" | "expired">().notNull().default("active"),
  registeredAt: ts("registered_at").notNull(),
  expiresAt: ts("expires_at").notNull(),
  autoRenew: boolean("auto_renew").notNull(),
  privacy: boolean("privacy").notNull(),
  nameservers: text("nameservers").array().notNull().default([]),
  createdAt: ts("created_at").notNull().defaultNow(),
  updatedAt: ts("updated_at").notNull().defaultNow(),
});

export type OrderStatus =
  | "pending"
  | "ready_to_process"
  | "price_changed"
  | "processing"
  | "completed"
  | "failed"
  | "cancelled"
  | "refunded";

export const orders = pgTable("orders", {
  id: uuid("id").primaryKey(),
  organizationId: uuid("organization_id").notNull(),
  kind: text("kind").$type<"order" | "purchase">().notNull().default("order"),
  domainName: text("domain_name").notNull(),
  years: integer("years").notNull(),
  price: numeric("price", { precision: 12, scale: 2 }).notNull(),
  currency: text("currency").notNull(),
  status: text("status").$type<OrderStatus>().notNull(),
  paymentMethod: text("payment_method").$type<"wire" | "card">().notNull(),
  paymentReference: text("payment_reference").notNull(),
  contact: jsonb("contact").notNull(),
  nameservers: text("nameservers").array(),
  privacy: boolean("privacy").notNull(),
  autoRenew: boolean("auto_renew").notNull(),
  registrar: text("registrar").notNull(),
  setupDns: boolean("setup_dns").notNull(),
  dnsProvider: text("dns_provider"),
  hostedSessionId: uuid("hosted_session_id"),
  externalAccountId: text("external_account_id"),
  domainId: uuid("domain_id"),
  failureReason: text("failure_reason"),
  newPrice: numeric("new_price", { precision: 12, scale: 2 }),
  attempts: integer("attempts").notNull().default(0),
  createdAt: ts("created_at").notNull().defaultNow(),
  updatedAt: ts("updated_at").notNull().defaultNow(),
});

export const orderTransitions = pgTable("order_transitions", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  orderId: uuid("order_id").notNull(),
  fromStatus: text("from_status").$type<OrderStatus>(),
  toStatus: text("to_status").$type<OrderStatus>().notNull(),
  reason: text("reason"),
  at: ts("at").notNull().defaultNow(),
});

export const payments = pgTable("payments", {
  id: uuid("id").primaryKey(),
  organizationId: uuid("organization_id").notNull(),
  amount: numeric("amount", { precision: 12, scale: 2 }).notNull(),
  currency: text("currency").notNull(),
  method: text("method").$type<"wire" | "card">().notNull(),
  reference: text("reference"),
  receivedAt: ts("received_at").notNull(),
  createdAt: ts("created_at").notNull().defaultNow(),
});

export const paymentAllocations = pgTable("payment_allocations", {
  id: uuid("id").primaryKey(),
  paymentId: uuid("payment_id").notNull(),
  orderId: uuid("order_id").notNull(),
  amount: numeric("amount", { precision: 12, scale: 2 }).notNull(),
  createdAt: ts("created_at").notNull().defaultNow(),
});

export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    organizationId: uuid("organization_id").notNull(),
    key: text("key").notNull(),
    method: text("method").notNull(),
    path: text("path").notNull(),
    requestHash: text("request_hash").notNull(),
    responseStatus: integer("response_status"),
    responseBody: text("response_body"),
    createdAt: ts("created_at").notNull().defaultNow(),
    expiresAt: ts("expires_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.key] })],
);

export const sandboxRegistry = pgTable("sandbox_registry", {
  name: text("name").primaryKey(),
  registeredAt: ts("registered_at").notNull(),
  expiresAt: ts("expires_at").notNull(),
  nameservers: text("nameservers").array().notNull().default([]),
  reference: text("reference"),
});
