import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

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

/**
 * The EPP session slots shared by instances (EPP_SESSION_LIMIT, `epp/session-slots.ts`): one
 * row per slot held, with its holder and lease. Migration 0020 creates the table.
 */
export const eppSessionLeases = pgTable("epp_session_leases", {
  slot: integer("slot").primaryKey(),
  holder: text("holder").notNull(),
  expiresAt: ts("expires_at").notNull(),
});
