import { eq } from "drizzle-orm";
import type { Hono } from "hono";
import type Stripe from "stripe";
import type { AppEnv } from "../../http/app-env";
import { errorBody } from "../../../contract/error-codes";
import { stripeEvents } from "../schema";
import type { StripeGateway } from "./gateway";
import {
  applyCheckoutSession,
  applyDispute,
  applyRefund,
  type SettleDeps,
  type Settled,
} from "./settle";

/** Where Stripe sends its events (enable these in Stripe's dashboard: docs/payments.md). */
export const STRIPE_WEBHOOK_PATH = "/api/v1/payments/stripe/webhook";

/** The event types applied; any other is acknowledged and ignored. */
export const STRIPE_EVENT_TYPES = [
  "checkout.session.completed",
  "checkout.session.async_payment_succeeded",
  "checkout.session.async_payment_failed",
  "checkout.session.expired",
  "refund.created",
  "refund.updated",
  "charge.refunded",
  "charge.dispute.created",
  "charge.dispute.updated",
  "charge.dispute.closed",
] as const;

const NOTHING: Settled = { paid: false, refundRequested: false };

async function applyEvent(
  deps: SettleDeps & { stripe: StripeGateway },
  event: Stripe.Event,
): Promise<Settled> {
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded":
    case "checkout.session.expired":
      return applyCheckoutSession(deps, event.data.object);
    case "checkout.session.async_payment_failed":
      return applyCheckoutSession(deps, event.data.object, { asyncPaymentFailed: true });
    case "refund.created":
    case "refund.updated":
      await applyRefund(deps, event.data.object);
      return NOTHING;
    case "charge.refunded": {
      // The charge names its refunds only when expanded: each is read from Stripe.
      const charge = event.data.object;
      const list = await deps.stripe.client.refunds.list({ charge: charge.id, limit: 100 });
      for (const refund of list.data) await applyRefund(deps, refund);
      return NOTHING;
    }
    case "charge.dispute.created":
    case "charge.dispute.updated":
    case "charge.dispute.closed":
      await applyDispute(deps, event.data.object);
      return NOTHING;
    default:
      return NOTHING;
  }
}

/**
 * Stripe's webhooks: the signature is checked by the `stripe` package over the raw body with
 * the endpoint's signing secret (a bad one is 400 and changes nothing); an event's id is
 * recorded once applied, so a redelivery is acknowledged and ignored.
 */
export function stripeWebhookRoute(
  app: Hono<AppEnv>,
  deps: SettleDeps & {
    stripe: StripeGateway;
    kickOrders: () => void;
    kickPayments: () => void;
  },
) {
  app.post(STRIPE_WEBHOOK_PATH, async (c) => {
    const signature = c.req.header("stripe-signature");
    const body = await c.req.text();
    let event: Stripe.Event;
    try {
      if (!signature) throw new Error("no Stripe-Signature header");
      event = deps.stripe.client.webhooks.constructEvent(
        body,
        signature,
        deps.stripe.webhookSecret,
      );
    } catch {
      return c.json(
        errorBody(
          "stripe_signature_invalid",
          "The Stripe-Signature header does not sign this body.",
        ),
        400,
      );
    }
    const [seen] = await deps.db
      .select({ id: stripeEvents.id })
      .from(stripeEvents)
      .where(eq(stripeEvents.id, event.id));
    if (seen) return c.json({ received: true, duplicate: true });
    // Applying is idempotent (a payment is recorded once per session, a settled refund stays
    // settled): the id is recorded after, so a failure or a crash in between leaves the event
    // for Stripe's retry, and two deliveries racing apply it once.
    const settled = await applyEvent(deps, event);
    await deps.db
      .insert(stripeEvents)
      .values({ id: event.id, type: event.type, receivedAt: deps.now() })
      .onConflictDoNothing();
    if (settled.paid) deps.kickOrders();
    if (settled.refundRequested) deps.kickPayments();
    return c.json({ received: true });
  });
}
