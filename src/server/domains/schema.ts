import {
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
import type { RegistryReceipt } from "../registrar/provider";

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** Drizzle's view of the registered domains; the SQL in `db/migrations` creates the table. */
export const domains = pgTable("domains", {
  id: uuid("id").primaryKey(),
  organizationId: uuid("organization_id").notNull(),
  /** Its mode: live or test (`http/scope.ts`). */
  livemode: boolean("livemode").notNull(),
  name: text("name").notNull(),
  externalAccountId: text("external_account_id"),
  orderId: uuid("order_id"),
  /**
   * `transferred_away` / `deleted`: the domain left the account (the registry's poll queue said
   * so, migration 0018); such a row is never shown and no longer holds the name.
   */
  status: text("status")
    .$type<"active" | "expired" | "transferred_away" | "deleted">()
    .notNull()
    .default("active"),
  /** When it left the account (`status` transferred_away or deleted). */
  leftAt: ts("left_at"),
  registeredAt: ts("registered_at").notNull(),
  expiresAt: ts("expires_at").notNull(),
  autoRenew: boolean("auto_renew").notNull(),
  privacy: boolean("privacy").notNull(),
  nameservers: text("nameservers").array().notNull().default([]),
  createdAt: ts("created_at").notNull().defaultNow(),
  updatedAt: ts("updated_at").notNull().defaultNow(),
});

/** Drizzle's view of migration 0006's `renewal_charges`: one row per extension of an expiry. */
export const renewalCharges = pgTable("renewal_charges", {
  id: uuid("id").primaryKey(),
  organizationId: uuid("organization_id").notNull(),
  /** Its mode: live or test (`http/scope.ts`). */
  livemode: boolean("livemode").notNull(),
  domainId: uuid("domain_id").notNull(),
  expiresAtBefore: ts("expires_at_before").notNull(),
  expiresAtAfter: ts("expires_at_after").notNull(),
  years: integer("years").notNull(),
  amount: numeric("amount", { precision: 12, scale: 2 }).notNull(),
  currency: text("currency").notNull(),
  trigger: text("trigger").$type<"api" | "auto_renew">().notNull(),
  createdAt: ts("created_at").notNull(),
  /** What the registry said of the renewal it executed (migration 0019). */
  registryReceipt: jsonb("registry_receipt").$type<RegistryReceipt>(),
});

/**
 * The automatic renewer's state (`auto-renewer.ts`): one row per domain and expiry it renews,
 * and the `domain.expiring` notices it sent.
 */
export const domainRenewals = pgTable(
  "domain_renewals",
  {
    domainId: uuid("domain_id").notNull(),
    expiresAtBefore: ts("expires_at_before").notNull(),
    status: text("status").$type<"pending" | "renewed" | "failed" | "skipped">().notNull(),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: ts("next_attempt_at").notNull(),
    lastError: text("last_error"),
    updatedAt: ts("updated_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.domainId, t.expiresAtBefore] })],
);

export const domainExpiryNotices = pgTable(
  "domain_expiry_notices",
  {
    domainId: uuid("domain_id").notNull(),
    expiresAt: ts("expires_at").notNull(),
    daysBefore: integer("days_before").notNull(),
  },
  (t) => [primaryKey({ columns: [t.domainId, t.expiresAt, t.daysBefore] })],
);
