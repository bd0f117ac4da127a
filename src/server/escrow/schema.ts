import { date, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** The deposits written (migration 0037): at most one a day. */
export const escrowDeposits = pgTable("escrow_deposits", {
  id: uuid("id").primaryKey(),
  /** The UTC day of the watermark (one deposit a day, full or incremental). */
  day: date("day").notNull().unique(),
  kind: text("kind").$type<"FULL" | "DIFF">().notNull(),
  watermark: timestamp("watermark", { withTimezone: true }).notNull(),
  domains: integer("domains").notNull(),
  contacts: integer("contacts").notNull(),
  deletes: integer("deletes").notNull(),
  fileName: text("file_name").notNull(),
  digest: text("digest").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
});
