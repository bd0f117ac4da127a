import { bigint, integer, jsonb, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { DnsRecordType } from "../../contract/dns-record-check";
import { domains } from "../domains/schema";
import type { DsRecord } from "../../contract/dns-zone";

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** Drizzle's view of the DNS tables; `migrations/0003_dns.sql` creates them. */
export const dnsZones = pgTable("dns_zones", {
  domainId: uuid("domain_id")
    .primaryKey()
    .references(() => domains.id),
  serial: bigint("serial", { mode: "number" }).notNull().default(1),
  updatedAt: ts("updated_at").notNull().defaultNow(),
  /** Migration 0030 says what each of these means. */
  provider: text("provider").$type<"builtin" | "powerdns">().notNull().default("builtin"),
  appliedSerial: bigint("applied_serial", { mode: "number" }),
  appliedAt: ts("applied_at"),
  engineCreatedAt: ts("engine_created_at"),
  syncDueAt: ts("sync_due_at"),
  syncLeaseUntil: ts("sync_lease_until"),
  syncAttempts: integer("sync_attempts").notNull().default(0),
  syncError: text("sync_error"),
  driftCheckedAt: ts("drift_checked_at"),
  driftRepaired: jsonb("drift_repaired").$type<DriftRepair[]>(),
  dnssec: text("dnssec").$type<"off" | "signing" | "signed">().notNull().default("off"),
  dsRecords: jsonb("ds_records").$type<DsRecord[]>(),
});

/** One repair a drift check made: an RRset the engine lacked, held differently, or had extra. */
export type DriftRepair = { name: string; type: string; change: "added" | "updated" | "removed" };

export const dnsRecords = pgTable("dns_records", {
  id: uuid("id").primaryKey(),
  domainId: uuid("domain_id")
    .notNull()
    .references(() => domains.id),
  type: text("type").$type<DnsRecordType>().notNull(),
  name: text("name").notNull(),
  content: text("content").notNull(),
  ttl: integer("ttl").notNull(),
  priority: integer("priority"),
  weight: integer("weight"),
  port: integer("port"),
  flags: integer("flags"),
  tag: text("tag"),
  /** The zone serial of the record's last write (migration 0030). */
  serial: bigint("serial", { mode: "number" }),
  createdAt: ts("created_at").notNull().defaultNow(),
  updatedAt: ts("updated_at").notNull().defaultNow(),
});

export type DnsRecordRow = typeof dnsRecords.$inferSelect;
