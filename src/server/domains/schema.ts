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
import type { RegistrantContact } from "../../contract/registrant-contact";
import type { DsRecord } from "../../contract/dns-zone";

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
  /** How it came to the account (migration 0021). */
  acquiredBy: text("acquired_by")
    .$type<"registration" | "transfer_in">()
    .notNull()
    .default("registration"),
  /** The owner's transfer lock (EPP `clientTransferProhibited`). */
  transferLocked: boolean("transfer_locked").notNull().default(false),
  /** The policy's lock after a registration, a transfer in or a registrant change: no transfer out before it. */
  transferLockUntil: ts("transfer_lock_until"),
  transferLockReason: text("transfer_lock_reason").$type<TransferLockReason>(),
  /** A transfer code is set at the registry until then (we keep no code: RFC 9154); null: none. */
  transferCodeExpiresAt: ts("transfer_code_expires_at"),
  /** Registrant verification (migration 0025, `lifecycle/`): per domain, set for its registrant's email. */
  registrantVerification: text("registrant_verification")
    .$type<"not_required" | "pending" | "verified">()
    .notNull()
    .default("not_required"),
  verificationDeadlineAt: ts("verification_deadline_at"),
  verifiedAt: ts("verified_at"),
  /** Why the service holds the domain at the registry (clientHold); null: not held. */
  holdReason: text("hold_reason").$type<"unverified_registrant">(),
  heldAt: ts("held_at"),
  /** Where the domain stands after its expiry (migration 0025). */
  phase: text("phase").$type<DomainPhase>().notNull().default("registered"),
  expiredAt: ts("expired_at"),
  graceEndsAt: ts("grace_ends_at"),
  registryDeletedAt: ts("registry_deleted_at"),
  redemptionEndsAt: ts("redemption_ends_at"),
  purgeAt: ts("purge_at"),
  /** The outside delegation a parked domain had, put back on renewal or restore. */
  parkedNameservers: text("parked_nameservers").array(),
  /** The DS records the registry holds for it (migration 0030); null or []: none. */
  dsAtRegistry: jsonb("ds_at_registry").$type<DsRecord[]>(),
});

/** After expiry: see migration 0025 and docs/lifecycle.md. */
export type DomainPhase = "registered" | "grace" | "redemption" | "pending_delete";

/** Why a domain may not be transferred out yet (the policy's lock). */
export type TransferLockReason = "registration" | "transfer_in" | "registrant_change";

/** Transfers away the registry told us of, with the owner's answer (migration 0021). */
export const domainTransfersAway = pgTable("domain_transfers_away", {
  id: uuid("id").primaryKey(),
  domainId: uuid("domain_id").notNull(),
  organizationId: uuid("organization_id").notNull(),
  livemode: boolean("livemode").notNull(),
  gainingRegistrar: text("gaining_registrar"),
  status: text("status")
    .$type<"pending" | "approved" | "rejected" | "cancelled" | "completed">()
    .notNull(),
  requestedAt: ts("requested_at").notNull(),
  autoApproveAt: ts("auto_approve_at"),
  answeredAt: ts("answered_at"),
  /** Who answered: an admin's email, `api_key:<id>`, or null (the registry). */
  answeredBy: text("answered_by"),
  endedAt: ts("ended_at"),
});

/** Each domain's registrants; the current one has `validTo` null (migration 0021). */
export const domainRegistrants = pgTable("domain_registrants", {
  id: uuid("id").primaryKey(),
  domainId: uuid("domain_id").notNull(),
  contact: jsonb("contact").$type<RegistrantContact>().notNull(),
  /** The registry's contact object (EPP contact id) when the registry has one. */
  registryContactId: text("registry_contact_id"),
  validFrom: ts("valid_from").notNull(),
  validTo: ts("valid_to"),
  changedBy: text("changed_by"),
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
