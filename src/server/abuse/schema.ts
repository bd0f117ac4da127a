import { boolean, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** Drizzle's view of migration 0036's abuse reports. */
export const abuseReports = pgTable("abuse_reports", {
  id: uuid("id").primaryKey(),
  domain: text("domain").notNull(),
  domainId: uuid("domain_id"),
  organizationId: uuid("organization_id"),
  livemode: boolean("livemode").notNull().default(true),
  category: text("category").notNull(),
  description: text("description").notNull(),
  reporterEmail: text("reporter_email").notNull(),
  reporterName: text("reporter_name"),
  lawEnforcement: boolean("law_enforcement").notNull().default(false),
  reviewBy: ts("review_by"),
  receivedAt: ts("received_at").notNull(),
});
