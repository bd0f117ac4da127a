import { boolean, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { RegistryMessage } from "../registrar/provider";

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** Migration 0018's `registry_messages`: every message the poll worker took from the registry. */
export const registryMessages = pgTable("registry_messages", {
  id: uuid("id").primaryKey(),
  livemode: boolean("livemode").notNull(),
  registryMsgId: text("registry_msg_id").notNull(),
  queuedAt: ts("queued_at"),
  message: text("message").notNull(),
  kind: text("kind").$type<RegistryMessage["kind"]>().notNull(),
  domainName: text("domain_name"),
  raw: text("raw").notNull(),
  /** What the service did about it, in words. */
  action: text("action").notNull(),
  receivedAt: ts("received_at").notNull(),
  ackedAt: ts("acked_at"),
});

/** Migration 0018's `registry_poll_lease`: which instance polls (one per mode with a registry). */
export const registryPollLease = pgTable("registry_poll_lease", {
  livemode: boolean("livemode").primaryKey(),
  holder: text("holder").notNull(),
  expiresAt: ts("expires_at").notNull(),
});
