import { bigint, boolean, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/**
 * Drizzle's view of the core tables (organizations, users, credentials); the SQL in
 * ./migrations is what creates them. Each feature defines its own tables beside its code
 * (`http/schema.ts`, `registrar/schema.ts`, `orders/schema.ts`, `domains/schema.ts`, …).
 */
export const organizations = pgTable("organizations", {
  id: uuid("id").primaryKey(),
  name: text("name").notNull(),
  allowedOrigins: text("allowed_origins").array().notNull().default([]),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  defaultTheme: jsonb("default_theme").$type<Record<string, string | number | null>>(),
  /** The partner demo's organization (made by the first start; migration 0012): at most one. */
  demo: boolean("demo").notNull().default(false),
  /** Who sends messages to its registrants: the service (SMTP) or the partner (events). */
  registrantMessages: text("registrant_messages")
    .$type<"service" | "partner">()
    .notNull()
    .default("service"),
  /** Every user needs a second factor (migration 0035; `users/second-factor.ts`). */
  requireSecondFactor: boolean("require_second_factor").notNull().default(false),
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

/** A user's TOTP secret (sealed with SECRETS_KEY when set); a factor once confirmed. */
export const userTotp = pgTable("user_totp", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  secret: text("secret").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  /** The last 30-second step a code was accepted for (a code works once). */
  lastUsedStep: bigint("last_used_step", { mode: "number" }),
});

/** A user's recovery codes, as SHA-256 hashes; each is used once. */
export const userRecoveryCodes = pgTable("user_recovery_codes", {
  id: uuid("id").primaryKey(),
  userId: uuid("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  codeHash: text("code_hash").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
});

/** A user's passkeys (WebAuthn credentials), a second factor beside TOTP. */
export const userPasskeys = pgTable("user_passkeys", {
  id: uuid("id").primaryKey(),
  userId: uuid("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  /** base64url, as the authenticator chose it. */
  credentialId: text("credential_id").notNull().unique(),
  /** The COSE public key, base64url. */
  publicKey: text("public_key").notNull(),
  /** The signature counter last accepted (an assertion must bring a higher one, or both 0). */
  counter: bigint("counter", { mode: "number" }).notNull().default(0),
  transports: text("transports").array().notNull().default([]),
  name: text("name").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
});

/** A WebAuthn challenge handed out with options: bound to the user and purpose, used once. */
export const webauthnChallenges = pgTable("webauthn_challenges", {
  id: uuid("id").primaryKey(),
  userId: uuid("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  purpose: text("purpose").$type<"registration" | "authentication">().notNull(),
  challenge: text("challenge").notNull().unique(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
});

export const apiKeys = pgTable("api_keys", {
  id: uuid("id").primaryKey(),
  organizationId: uuid("organization_id")
    .notNull()
    .references(() => organizations.id),
  /** Its mode: live or test (`http/scope.ts`). */
  livemode: boolean("livemode").notNull(),
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
  /** Its mode: live or test (`http/scope.ts`). */
  livemode: boolean("livemode").notNull(),
  secretHash: text("secret_hash").notNull().unique(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  revokedAt: timestamp("revoked_at", { withTimezone: true }),
  /** The dashboard session it was issued to (null: the password grant outside the dashboard). */
  sessionId: uuid("session_id").references(() => dashboardSessions.id),
});

/** A dashboard sign-in: a family of single-use refresh tokens (`users/sessions.ts`). */
export const dashboardSessions = pgTable("dashboard_sessions", {
  id: uuid("id").primaryKey(),
  userId: uuid("user_id")
    .notNull()
    .references(() => users.id),
  organizationId: uuid("organization_id")
    .notNull()
    .references(() => organizations.id),
  livemode: boolean("livemode").notNull(),
  userAgent: text("user_agent"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  lastUsedAt: timestamp("last_used_at", { withTimezone: true }).notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  revokedAt: timestamp("revoked_at", { withTimezone: true }),
  revokedReason: text("revoked_reason"),
});

/** One refresh token of a dashboard session, stored as its SHA-256 hash; usable once. */
export const dashboardRefreshTokens = pgTable("dashboard_refresh_tokens", {
  id: uuid("id").primaryKey(),
  sessionId: uuid("session_id")
    .notNull()
    .references(() => dashboardSessions.id),
  secretHash: text("secret_hash").notNull().unique(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
});

/** Single-use links into an account: password resets and invitations (migration 0034). */
export const accountLinks = pgTable("account_links", {
  id: uuid("id").primaryKey(),
  userId: uuid("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  organizationId: uuid("organization_id")
    .notNull()
    .references(() => organizations.id),
  purpose: text("purpose").$type<"password_reset" | "invitation">().notNull(),
  secretHash: text("secret_hash").notNull().unique(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
  revokedAt: timestamp("revoked_at", { withTimezone: true }),
});
