import { bigint, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import type { DnsRecordType } from "../../contract/dns-record-check";
import { domains } from "../domains/schema";

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** Drizzle's view of the DNS tables; `migrations/0003_dns.sql` creates them. */
export const dnsZones = pgTable("dns_zones", {
  domainId: uuid("domain_id")
    .primaryKey()
    .references(() => domains.id),
  serial: bigint("serial", { mode: "number" }).notNull().default(1),
  updatedAt: ts("updated_at").notNull().defaultNow(),
});

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
  createdAt: ts("created_at").notNull().defaultNow(),
  updatedAt: ts("updated_at").notNull().defaultNow(),
});

export type DnsRecordRow = typeof dnsRecords.$inferSelect;
