import { eq } from "drizzle-orm";
import { z } from "zod";
import type Stripe from "stripe";
import { ErrorBody } from "../../../contract/error-body";
import { defineRoute, routeGroup, type RouteDeps, type RouteGroup } from "../../http/route";
import { errorBody } from "../../../contract/error-codes";
import { stripeEvents } from "../schema";
import type { StripeGateway } from "./gateway";
import {
  applyCheckoutSession,
  applyDispute,
  applyRefund,
  refreshRefunds,
  type SettleDeps,
  type Settled,
} from "./settle";

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
      // The charge names its refunds only when expanded: ours under way for its PaymentIntent
      // are read from Stripe.
      const intent = event.data.object.payment_intent;
      const id = typeof intent === "string" ? intent : intent?.id;
      if (id) await refreshRefunds(deps, id);
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

const Received = z
  .object({
    received: z.literal(true),
    duplicate: z.boolean().optional().meta({ description: "true: this event was applied before" }),
  })
  .meta({ id: "StripeEventReceived" });

/**
 * Stripe's webhooks: the signature is checked by the `stripe` package over the raw body with
 * the endpoint's signing secret (a bad one is 400 and changes nothing); an event's id is
 * recorded once applied, so a redelivery is acknowledged and ignored.
 */
export function stripeWebhookRoutes(
  auth: RouteDeps,
  deps: SettleDeps & {
    stripe: StripeGateway;
    kickOrders: () => void;
    kickPayments: () => void;
  },
): RouteGroup {
  const api = routeGroup(auth, "/api/v1/payments/stripe");
  defineRoute(
    api,
    {
      method: "post",
      path: "/webhook",
      operationId: "receiveStripeEvent",
      summary: "Stripe's events (called by Stripe only; docs/payments.md)",
      description:
        "A Stripe event, signed in the `Stripe-Signature` header with the endpoint's secret. Mounted only with `PAYMENT_PROVIDER=stripe`.",
      tags: ["payments"],
      auth: "public",
      responses: {
        200: { description: "Applied, or applied before", schema: Received },
        400: { description: "The signature does not sign the body", schema: ErrorBody },
      },
    },
    async (c) => {
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
      if (seen) return c.json({ received: true as const, duplicate: true }, 200);
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
      return c.json({ received: true as const }, 200);
    },
  );
  return api;
}
