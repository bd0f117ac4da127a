import { bigint, boolean, numeric, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { BalanceEntryKind } from "../../contract/balance";

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** Drizzle's view of migration 0015's billing settings: one row per organization billed. */
export const billingAccounts = pgTable("billing_accounts", {
  organizationId: uuid("organization_id").primaryKey(),
  currency: text("currency").notNull(),
  creditLimit: numeric("credit_limit", { precision: 12, scale: 2 }).notNull(),
  lowBalanceThreshold: numeric("low_balance_threshold", { precision: 12, scale: 2 }).notNull(),
  lowNotified: boolean("low_notified").notNull(),
  lastRefusedAt: ts("last_refused_at"),
  updatedAt: ts("updated_at").notNull(),
});

/** Drizzle's view of migration 0015's ledger: every movement of a live balance, signed. */
export const balanceEntries = pgTable("balance_entries", {
  id: uuid("id").primaryKey(),
  seq: bigint("seq", { mode: "number" }).generatedAlwaysAsIdentity(),
  organizationId: uuid("organization_id").notNull(),
  amount: numeric("amount", { precision: 12, scale: 2 }).notNull(),
  currency: text("currency").notNull(),
  kind: text("kind").$type<BalanceEntryKind>().notNull(),
  reference: text("reference"),
  description: text("description").notNull(),
  orderId: uuid("order_id"),
  domainId: uuid("domain_id"),
  reverses: uuid("reverses"),
  actor: text("actor").notNull(),
  createdAt: ts("created_at").notNull(),
});
