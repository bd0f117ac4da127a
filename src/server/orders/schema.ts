import {
  bigserial,
  boolean,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";

import type { RegistryReceipt } from "../registrar/provider";

const ts = (name: string) => timestamp(name, { withTimezone: true });

/** Drizzle's view of the orders and their transitions; the SQL in `db/migrations` creates them. */
export type OrderStatus =
  | "pending"
  | "ready_to_process"
  | "price_changed"
  | "processing"
  | "completed"
  | "failed"
  | "cancelled"
  | "refunded";

export const orders = pgTable("orders", {
  id: uuid("id").primaryKey(),
  organizationId: uuid("organization_id").notNull(),
  /** Its mode: live or test (`http/scope.ts`). */
  livemode: boolean("livemode").notNull(),
  kind: text("kind")
    .$type<"order" | "purchase" | "renewal" | "transfer">()
    .notNull()
    .default("order"),
  domainName: text("domain_name").notNull(),
  years: integer("years").notNull(),
  price: numeric("price", { precision: 12, scale: 2 }).notNull(),
  currency: text("currency").notNull(),
  status: text("status").$type<OrderStatus>().notNull(),
  paymentMethod: text("payment_method").$type<"wire" | "card">().notNull(),
  paymentReference: text("payment_reference").notNull(),
  contact: jsonb("contact").notNull(),
  nameservers: text("nameservers").array(),
  privacy: boolean("privacy").notNull(),
  autoRenew: boolean("auto_renew").notNull(),
  registrar: text("registrar").notNull(),
  setupDns: boolean("setup_dns").notNull(),
  dnsProvider: text("dns_provider"),
  hostedSessionId: uuid("hosted_session_id"),
  externalAccountId: text("external_account_id"),
  domainId: uuid("domain_id"),
  failureReason: text("failure_reason"),
  newPrice: numeric("new_price", { precision: 12, scale: 2 }),
  attempts: integer("attempts").notNull().default(0),
  /**
   * The registry's pending state while the order is `processing` (migration 0018):
   * `pending_create` when the registry answered the create 1001 and has not settled it yet.
   */
  registryStatus: text("registry_status").$type<"pending_create" | "pending_transfer">(),
  createdAt: ts("created_at").notNull().defaultNow(),
  updatedAt: ts("updated_at").notNull().defaultNow(),
  /** What the registry said of the registration or renewal it executed (migration 0019). */
  registryReceipt: jsonb("registry_receipt").$type<RegistryReceipt>(),
  /** Where the registrant's receipt went when the order completed (migration 0038); null before. */
  receiptTo: text("receipt_to"),
  /**
   * A transfer in's code, sealed (`secret-box.ts`), kept only until the registry has the
   * request, then erased (migration 0021).
   */
  transferCodeSealed: text("transfer_code_sealed"),
  /** When the registry took the transfer request. */
  transferRequestedAt: ts("transfer_requested_at"),
  /** When the losing registrar's time runs out (the registry approves, or the order fails). */
  transferActionAt: ts("transfer_action_at"),
});

export const orderTransitions = pgTable("order_transitions", {
  id: bigserial("id", { mode: "number" }).primaryKey(),
  orderId: uuid("order_id").notNull(),
  fromStatus: text("from_status").$type<OrderStatus>(),
  toStatus: text("to_status").$type<OrderStatus>().notNull(),
  reason: text("reason"),
  at: ts("at").notNull().defaultNow(),
});

/**
 * What each payment paid towards each order: the orders feature reads it (an order's amount
 * paid), `payments/` writes it.
 */
export const paymentAllocations = pgTable("payment_allocations", {
  id: uuid("id").primaryKey(),
  paymentId: uuid("payment_id").notNull(),
  orderId: uuid("order_id").notNull(),
  amount: numeric("amount", { precision: 12, scale: 2 }).notNull(),
  createdAt: ts("created_at").notNull().defaultNow(),
  /** Set when the payment goes back to the payer through its provider (Stripe), not at once. */
  refundThrough: text("refund_through").$type<"stripe">(),
});

export type RefundStatus = "requested" | "pending" | "succeeded" | "failed" | "canceled";

/** Money returned to a payer through Stripe; `requested` rows wait for the payments worker. */
export const refunds = pgTable("refunds", {
  id: uuid("id").primaryKey(),
  orderId: uuid("order_id").notNull(),
  paymentId: uuid("payment_id").notNull(),
  amount: numeric("amount", { precision: 12, scale: 2 }).notNull(),
  currency: text("currency").notNull(),
  status: text("status").$type<RefundStatus>().notNull(),
  stripeRefund: text("stripe_refund"),
  reason: text("reason").notNull(),
  failureReason: text("failure_reason"),
  requestedBy: text("requested_by"),
  createdAt: ts("created_at").notNull(),
  updatedAt: ts("updated_at").notNull(),
});

/** Disputes (chargebacks) of card payments, as Stripe reports them. */
export const paymentDisputes = pgTable("payment_disputes", {
  id: text("id").primaryKey(),
  paymentId: uuid("payment_id"),
  stripePaymentIntent: text("stripe_payment_intent").notNull(),
  amount: numeric("amount", { precision: 12, scale: 2 }).notNull(),
  currency: text("currency").notNull(),
  reason: text("reason").notNull(),
  status: text("status").notNull(),
  createdAt: ts("created_at").notNull(),
  updatedAt: ts("updated_at").notNull(),
});
