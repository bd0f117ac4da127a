import { boolean, numeric, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** Drizzle's view of payments and their allocations; the SQL in `db/migrations` creates them. */
export const payments = pgTable("payments", {
  id: uuid("id").primaryKey(),
  organizationId: uuid("organization_id").notNull(),
  /** Its mode: live or test (`http/scope.ts`). */
  livemode: boolean("livemode").notNull(),
  amount: numeric("amount", { precision: 12, scale: 2 }).notNull(),
  currency: text("currency").notNull(),
  method: text("method").$type<"wire" | "card">().notNull(),
  reference: text("reference"),
  receivedAt: ts("received_at").notNull(),
  createdAt: ts("created_at").notNull().defaultNow(),
});
