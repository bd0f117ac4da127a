import {
  bigserial,
  boolean,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import type { RegistrantContact } from "../../contract/registrant-contact";
import type { DsRecord } from "../../contract/dns-zone";

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
  /** The registrant's contact object (`sandboxContacts`), once its registrant was changed. */
  registrantId: text("registrant_id"),
  /** The losing side of transfers (migration 0023, `sandbox/transfers-out.ts`). */
  transferLocked: boolean("transfer_locked").notNull().default(false),
  /** The transfer code's salted scrypt hash (`scrypt$N$r$p$salt$key`): never the code. */
  authCodeHash: text("auth_code_hash"),
  authCodeExpiresAt: ts("auth_code_expires_at"),
  /** A pending request from another registrar, and when the registry approves it by itself. */
  transferRequestedAt: ts("transfer_requested_at"),
  transferGainingRegistrar: text("transfer_gaining_registrar"),
  transferAutoApproveAt: ts("transfer_auto_approve_at"),
  /** Null while we sponsor the name; the gaining registrar once it left. */
  sponsor: text("sponsor"),
  /** The registrar's clientHold: the delegation is not published. */
  onHold: boolean("on_hold").notNull().default(false),
  /** The life after expiry (migration 0028, `sandbox/expiry.ts`). */
  autoRenewedAt: ts("auto_renewed_at"),
  deletedAt: ts("deleted_at"),
  redemptionEndsAt: ts("redemption_ends_at"),
  purgeAt: ts("purge_at"),
  restoreReport: jsonb("restore_report").$type<Record<string, string>>(),
  /** The DS records it publishes for the name (migration 0031, `sandbox/dnssec.ts`). */
  dsRecords: jsonb("ds_records").$type<DsRecord[]>().notNull().default([]),
});

/** The sandbox registry's contact objects (migration 0024): never changed nor deleted. */
export const sandboxContacts = pgTable("sandbox_contacts", {
  id: text("id").primaryKey(),
  contact: jsonb("contact").$type<RegistrantContact>().notNull(),
  createdAt: ts("created_at").notNull(),
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
