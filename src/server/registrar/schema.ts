import {
  bigserial,
  boolean,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
} from "drizzle-orm/pg-core";

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

/**
 * Drizzle's view of migration 0019's `registry_accounts`: the registrar's own account at each
 * mode's registry, and whether its deposit ran out (`registry-account.ts`).
 */
export const registryAccounts = pgTable("registry_accounts", {
  livemode: boolean("livemode").primaryKey(),
  registrar: text("registrar").notNull(),
  fundsExhausted: boolean("funds_exhausted").notNull().default(false),
  since: ts("since"),
  message: text("message"),
  nextProbeAt: ts("next_probe_at"),
  probeDelayMs: integer("probe_delay_ms").notNull().default(0),
  balance: numeric("balance", { precision: 14, scale: 2 }),
  creditLimit: numeric("credit_limit", { precision: 14, scale: 2 }),
  currency: text("currency"),
  updatedAt: ts("updated_at").notNull(),
});

/** The operator's record of the registry account's changes (migration 0019). */
export const registryAccountEvents = pgTable("registry_account_events", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  livemode: boolean("livemode").notNull(),
  registrar: text("registrar").notNull(),
  kind: text("kind").$type<"funds_exhausted" | "funds_restored">().notNull(),
  message: text("message").notNull(),
  at: ts("at").notNull(),
});

/**
 * The sandbox registrar's transfer requests for names another registrar holds (migration
 * 0022): the code's hash only, the request's state and when the losing side answers.
 */
export const sandboxTransfersIn = pgTable("sandbox_transfers_in", {
  reference: text("reference").primaryKey(),
  name: text("name").notNull(),
  authCodeSha256: text("auth_code_sha256").notNull(),
  status: text("status").$type<"pending" | "completed" | "refused" | "cancelled">().notNull(),
  requestedAt: ts("requested_at").notNull(),
  actionAt: ts("action_at").notNull(),
  expiresElsewhereAt: ts("expires_elsewhere_at").notNull(),
  endedAt: ts("ended_at"),
});
