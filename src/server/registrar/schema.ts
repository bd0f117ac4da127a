import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Drizzle's view of the sandbox registrar's registry: the names it holds, with their expiry,
 * nameservers and our reference. The SQL in `db/migrations` creates the table.
 */
export const sandboxRegistry = pgTable("sandbox_registry", {
  name: text("name").primaryKey(),
  registeredAt: ts("registered_at").notNull(),
  expiresAt: ts("expires_at").notNull(),
  nameservers: text("nameservers").array().notNull().default([]),
  reference: text("reference"),
});
