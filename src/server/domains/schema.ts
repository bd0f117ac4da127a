import { boolean, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** Drizzle's view of the registered domains; the SQL in `db/migrations` creates the table. */
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
