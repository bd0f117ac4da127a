import { and, desc, eq } from "drizzle-orm";
import Stripe from "stripe";
import { formatCents, toCents } from "../../../contract/money";
import type { OrderRow } from "../../orders/order-states";
import { amountPaidCents } from "../../orders/orders";
import { stripeCheckoutSessions } from "../schema";
import type { StripeGateway } from "./gateway";
import { toMinorUnits } from "./minor-units";
import { applyCheckoutSession, type SettleDeps, type Settled } from "./settle";

export type CheckoutDeps = SettleDeps & { stripe: StripeGateway; publicUrl: string };

/** A session this close to its end is not handed out: the payer needs time on the page. */
const MIN_TIME_LEFT_MS = 5 * 60_000;

/** Sessions start on the minute, so two requests racing for one attempt send Stripe one body. */
const startOfMinute = (at: Date) => Math.floor(at.getTime() / 60_000) * 60;

/** The idempotency key of an order's attempt at checkout: Stripe makes one session for it. */
const checkoutIdempotencyKey = (orderId: string, attempt: number) =>
  `order-${orderId}-attempt-${attempt}`;

/**
 * The address of the order's open Stripe Checkout Session, made when there is none, or
 * undefined when nothing is owed. At most one session is open for an order: a session past its
 * time (or asking for another amount than is owed) is first settled with Stripe (it may have
 * been paid) and expired, then replaced by the next attempt, whose idempotency key makes every
 * racing request get the same session.
 */
export async function openCheckoutSession(
  deps: CheckoutDeps,
  order: OrderRow,
  urls: { success: string; cancel: string },
): Promise<{ url: string } | { settled: Settled } | { processing: true }> {
  const owed = toCents(order.price) - (await amountPaidCents(deps.db, order.id));
  const now = deps.now();
  const [open] = await deps.db
    .select()
    .from(stripeCheckoutSessions)
    .where(
      and(eq(stripeCheckoutSessions.orderId, order.id), eq(stripeCheckoutSessions.status, "open")),
    );
  if (open) {
    const fresh = open.expiresAt.getTime() - now.getTime() > MIN_TIME_LEFT_MS;
    if (fresh && toCents(open.amount) === owed) return { url: open.url };
    const settled = await closeSession(deps, open.id);
    if (settled.paid || settled.refundRequested) return { settled };
  }
  if (owed <= 0n) return { settled: { paid: false, refundRequested: false } };
  const [last] = await deps.db
    .select()
    .from(stripeCheckoutSessions)
    .where(eq(stripeCheckoutSessions.orderId, order.id))
    .orderBy(desc(stripeCheckoutSessions.attempt))
    .limit(1);
  // A delayed payment (a bank debit) on its way: a second session could make the payer pay twice.
  if (last?.status === "complete" && last.paymentStatus === "unpaid") return { processing: true };
  const attempt = (last?.attempt ?? 0) + 1;
  const amount = formatCents(owed);
  const metadata = {
    order_id: order.id,
    organization_id: order.organizationId,
    attempt: String(attempt),
  };
  const session = await deps.stripe.client.checkout.sessions.create(
    {
      mode: "payment",
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: order.currency.toLowerCase(),
            unit_amount: toMinorUnits(amount, order.currency),
            product_data: {
              name: `${order.domainName}: ${order.kind === "renewal" ? "renewal" : "registration"}, ${order.years} year${order.years === 1 ? "" : "s"}`,
            },
          },
        },
      ],
      client_reference_id: order.id,
      metadata,
      payment_intent_data: { metadata },
      success_url: urls.success,
      cancel_url: urls.cancel,
      expires_at: startOfMinute(now) + deps.stripe.checkoutMinutes * 60,
    },
    { idempotencyKey: checkoutIdempotencyKey(order.id, attempt) },
  );
  await deps.db
    .insert(stripeCheckoutSessions)
    .values({
      id: session.id,
      organizationId: order.organizationId,
      purpose: "order",
      orderId: order.id,
      attempt,
      url: session.url ?? "",
      status: session.status ?? "open",
      paymentStatus: session.payment_status,
      paymentIntent: null,
      amount,
      currency: order.currency,
      expiresAt: new Date(session.expires_at * 1000),
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing();
  if (!session.url) throw new Error(`Stripe gave checkout session ${session.id} no url`);
  return { url: session.url };
}

/**
 * Ends an open session that is no longer handed out: asks Stripe to expire it (a session paid
 * meanwhile refuses, and is then recorded as paid) and records how it ended.
 */
export async function closeSession(
  deps: SettleDeps & { stripe: StripeGateway },
  sessionId: string,
): Promise<Settled> {
  const sessions = deps.stripe.client.checkout.sessions;
  let session: Stripe.Checkout.Session;
  try {
    session = await sessions.expire(sessionId);
  } catch (err) {
    // Only an open session can be expired: one that completed or expired is read as it is.
    if (!(err instanceof Stripe.errors.StripeInvalidRequestError)) throw err;
    session = await sessions.retrieve(sessionId);
  }
  return applyCheckoutSession(deps, session);
}
