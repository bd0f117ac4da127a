import { boolean, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** One verification per organization, mode and registrant email, lowercased (migration 0027). */
export const registrantVerifications = pgTable("registrant_verifications", {
  id: uuid("id").primaryKey(),
  organizationId: uuid("organization_id").notNull(),
  livemode: boolean("livemode").notNull(),
  email: text("email").notNull(),
  status: text("status").$type<"pending" | "verified">().notNull().default("pending"),
  verifiedAt: ts("verified_at"),
  createdAt: ts("created_at").notNull(),
});

/** A verification link's token, as its SHA-256 only; single use (migration 0027). */
export const registrantVerificationTokens = pgTable("registrant_verification_tokens", {
  tokenHash: text("token_hash").primaryKey(),
  verificationId: uuid("verification_id").notNull(),
  domainId: uuid("domain_id").notNull(),
  expiresAt: ts("expires_at").notNull(),
  usedAt: ts("used_at"),
  createdAt: ts("created_at").notNull(),
});
