import {
  boolean,
  bigint,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";

const ts = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Drizzle's view of the HTTP kernel's tables: the Idempotency-Key store (`idempotency.ts`) and
 * the shared rate limiter's counters. The SQL in `db/migrations` creates them.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    organizationId: uuid("organization_id").notNull(),
    /** Keys are per organization and mode. */
    livemode: boolean("livemode").notNull(),
    key: text("key").notNull(),
    method: text("method").notNull(),
    path: text("path").notNull(),
    requestHash: text("request_hash").notNull(),
    responseStatus: integer("response_status"),
    responseBody: text("response_body"),
    createdAt: ts("created_at").notNull().defaultNow(),
    expiresAt: ts("expires_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.livemode, t.key] })],
);

/**
 * Counters of the shared rate limiter (`shared-rate-limiter.ts`; migration 0009). rate-limiter-flexible
 * queries the table itself; this twin is read only by test/integration/schema-drift.test.ts,
 * which imports every schema.ts's tables (`@public` tells knip, `npm run lint:dead`, so).
 * @public
 */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  points: integer("points").notNull().default(0),
  expire: bigint("expire", { mode: "number" }),
});
