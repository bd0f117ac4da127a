import { jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import type { Availability } from "../provider";

/** Recent domain:check answers of a registry account (migration 0017). */
export const registryCheckCache = pgTable(
  "registry_check_cache",
  {
    /** The account: registry host, port and client id. */
    registry: text("registry").notNull(),
    name: text("name").notNull(),
    /** The adapter's availability for one year, as `check` answered it. */
    answer: jsonb("answer").$type<Availability>().notNull(),
    checkedAt: timestamp("checked_at", { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.registry, t.name] })],
);
