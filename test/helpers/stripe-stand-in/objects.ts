/**
 * Stripe's objects as the stand-in makes them: ids with Stripe's prefixes, `livemode: false`,
 * unix seconds from the stand-in's clock, and only the fields the vendored description names
 * (each is validated against it before it leaves the stand-in).
 */
import { randomBytes } from "node:crypto";
import type Stripe from "stripe";

/** The API version of the pinned `stripe` package, stamped on events as Stripe does. */
export const API_VERSION = "2025-09-30.clover";

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

export function stripeId(prefix: string, length = 24): string {
  const bytes = randomBytes(length);
  return prefix + Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join("");
}

export type SessionParams = {
  mode: string;
  line_items?: {
    quantity?: number;
    price_data?: { currency: string; unit_amount?: number; product_data?: { name: string } };
  }[];
  metadata?: Record<string, string> | "";
  client_reference_id?: string;
  success_url?: string;
  cancel_url?: string;
  expires_at?: number;
  customer_email?: string;
  payment_intent_data?: { metadata?: Record<string, string> };
};

/** What the hosted page shows of a session's line items (Stripe keeps them apart too). */
export type LineSummary = { name: string; quantity: number; unitAmount: number };

export function makeSession(
  p: SessionParams,
  at: number,
  checkoutOrigin: string,
): { session: Stripe.Checkout.Session; lines: LineSummary[] } {
  const lines = (p.line_items ?? []).map((li) => ({
    name: li.price_data?.product_data?.name ?? "",
    quantity: li.quantity ?? 1,
    unitAmount: li.price_data?.unit_amount ?? 0,
  }));
  const total = lines.reduce((sum, l) => sum + l.quantity * l.unitAmount, 0);
  const id = stripeId("cs_test_", 58);
  const session = {
    id,
    object: "checkout.session",
    after_expiration: null,
    allow_promotion_codes: null,
    amount_subtotal: total,
    amount_total: total,
    automatic_tax: { enabled: false, status: null },
    billing_address_collection: null,
    cancel_url: p.cancel_url ?? null,
    client_reference_id: p.client_reference_id ?? null,
    consent: null,
    consent_collection: null,
    created: at,
    currency: p.line_items?.[0]?.price_data?.currency ?? null,
    currency_conversion: null,
    custom_fields: [],
    custom_text: { shipping_address: null, submit: null },
    customer: null,
    customer_creation: "if_required",
    customer_details: null,
    customer_email: p.customer_email ?? null,
    expires_at: p.expires_at ?? at + 24 * 3600,
    invoice: null,
    invoice_creation: null,
    livemode: false,
    locale: null,
    metadata: p.metadata || {},
    mode: p.mode,
    payment_intent: null,
    payment_link: null,
    payment_method_collection: null,
    payment_method_options: null,
    payment_method_types: ["card"],
    payment_status: "unpaid",
    phone_number_collection: { enabled: false },
    recovered_from: null,
    setup_intent: null,
    shipping_address_collection: null,
    shipping_cost: null,
    shipping_details: null,
    shipping_options: [],
    status: "open",
    submit_type: null,
    subscription: null,
    success_url: p.success_url ?? "",
    tax_id_collection: { enabled: false },
    total_details: { amount_discount: 0, amount_shipping: 0, amount_tax: 0 },
    url: `${checkoutOrigin}/c/pay/${id}`,
  };
  return { session: session as unknown as Stripe.Checkout.Session, lines };
}

export function makeCharge(
  session: Stripe.Checkout.Session,
  paymentIntent: string,
  metadata: Record<string, string>,
  at: number,
): Stripe.Charge {
  const charge = {
    id: stripeId("ch_"),
    object: "charge",
    amount: session.amount_total ?? 0,
    amount_captured: session.amount_total ?? 0,
    amount_refunded: 0,
    balance_transaction: stripeId("txn_"),
    billing_details: { address: null, email: session.customer_email, name: null, phone: null },
    captured: true,
    created: at,
    currency: session.currency ?? "usd",
    description: null,
    disputed: false,
    failure_code: null,
    failure_message: null,
    livemode: false,
    metadata,
    paid: true,
    payment_intent: paymentIntent,
    refunded: false,
    status: "succeeded",
  };
  return charge as unknown as Stripe.Charge;
}

export function makeRefund(
  charge: Stripe.Charge,
  amount: number,
  metadata: Record<string, string>,
  at: number,
): Stripe.Refund {
  const refund = {
    id: stripeId("re_"),
    object: "refund",
    amount,
    balance_transaction: null,
    charge: charge.id,
    created: at,
    currency: charge.currency,
    metadata,
    payment_intent: charge.payment_intent as string,
    reason: null,
    receipt_number: null,
    source_transfer_reversal: null,
    status: "pending",
    transfer_reversal: null,
  };
  return refund as unknown as Stripe.Refund;
}

export function makeDispute(charge: Stripe.Charge, at: number): Stripe.Dispute {
  const dispute = {
    id: stripeId("dp_"),
    object: "dispute",
    amount: charge.amount,
    balance_transactions: [],
    charge: charge.id,
    created: at,
    currency: charge.currency,
    evidence: {},
    evidence_details: {
      due_by: at + 7 * 24 * 3600,
      has_evidence: false,
      past_due: false,
      submission_count: 0,
    },
    is_charge_refundable: false,
    livemode: false,
    metadata: {},
    payment_intent: charge.payment_intent as string,
    reason: "fraudulent",
    status: "needs_response",
  };
  return dispute as unknown as Stripe.Dispute;
}

export function makeEvent(
  type: string,
  object: { object: string },
  at: number,
  previousAttributes?: Record<string, unknown>,
): Stripe.Event {
  const event = {
    id: stripeId("evt_"),
    object: "event",
    api_version: API_VERSION,
    created: at,
    data: {
      object: structuredClone(object),
      ...(previousAttributes ? { previous_attributes: previousAttributes } : {}),
    },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  };
  return event as unknown as Stripe.Event;
}
