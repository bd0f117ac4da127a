import { boolean, integer, numeric, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

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
  /** The Stripe Checkout Session that made this card payment (live mode), recorded once. */
  stripeCheckoutSession: text("stripe_checkout_session"),
  /** Its Stripe PaymentIntent: what refunds and disputes refer to. */
  stripePaymentIntent: text("stripe_payment_intent"),
});

/** Stripe Checkout Sessions made for orders: one per attempt, at most one open per order. */
export const stripeCheckoutSessions = pgTable("stripe_checkout_sessions", {
  id: text("id").primaryKey(),
  organizationId: uuid("organization_id").notNull(),
  /** An order's payment, or a top-up of the organization's live balance. */
  purpose: text("purpose").$type<"order" | "top_up">().notNull(),
  orderId: uuid("order_id"),
  attempt: integer("attempt").notNull(),
  url: text("url").notNull(),
  status: text("status").$type<"open" | "complete" | "expired">().notNull(),
  paymentStatus: text("payment_status").notNull(),
  paymentIntent: text("payment_intent"),
  amount: numeric("amount", { precision: 12, scale: 2 }).notNull(),
  currency: text("currency").notNull(),
  expiresAt: ts("expires_at").notNull(),
  createdAt: ts("created_at").notNull(),
  updatedAt: ts("updated_at").notNull(),
});

/** Stripe events already applied (de-duplication by id). */
export const stripeEvents = pgTable("stripe_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: ts("received_at").notNull(),
});
