import { randomUUID } from "node:crypto";
import type { TopUp } from "../../../contract/balance";
import { readBalance } from "../../balances/ledger";
import { stripeCheckoutSessions } from "../schema";
import type { StripeGateway } from "./gateway";
import { toMinorUnits } from "./minor-units";
import type { SettleDeps } from "./settle";

/**
 * A card top-up of an organization's live balance: a Stripe Checkout Session for the amount in
 * the balance's currency, with the organization in its metadata. Nothing is credited here: the
 * session's payment is (once) by the same appliers as an order's (webhook, reconciliation).
 */
export async function openTopUp(
  deps: SettleDeps & { stripe: StripeGateway; publicUrl: string },
  input: { organizationId: string; amount: string; actor: string },
): Promise<TopUp> {
  const now = deps.now();
  const { account } = await readBalance(deps.db, input.organizationId, now);
  const topUpId = randomUUID();
  const metadata = {
    kind: "top_up",
    organization_id: input.organizationId,
    top_up_id: topUpId,
    requested_by: input.actor,
  };
  const back = `${deps.publicUrl}/dashboard/balance`;
  const session = await deps.stripe.client.checkout.sessions.create(
    {
      mode: "payment",
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: account.currency.toLowerCase(),
            unit_amount: toMinorUnits(input.amount, account.currency),
            product_data: { name: "Balance top-up" },
          },
        },
      ],
      client_reference_id: input.organizationId,
      metadata,
      payment_intent_data: { metadata },
      success_url: `${back}?top_up=paid`,
      cancel_url: `${back}?top_up=cancelled`,
      expires_at: Math.floor(now.getTime() / 1000) + deps.stripe.checkoutMinutes * 60,
    },
    { idempotencyKey: `top-up-${topUpId}` },
  );
  await deps.db.insert(stripeCheckoutSessions).values({
    id: session.id,
    organizationId: input.organizationId,
    purpose: "top_up",
    orderId: null,
    attempt: 1,
    url: session.url ?? "",
    status: session.status ?? "open",
    paymentStatus: session.payment_status,
    amount: input.amount,
    currency: account.currency,
    expiresAt: new Date(session.expires_at * 1000),
    createdAt: now,
    updatedAt: now,
  });
  return {
    top_up_id: session.id,
    amount: input.amount,
    currency: account.currency,
    checkout_url: session.url!,
    expires_at: new Date(session.expires_at * 1000).toISOString(),
  };
}
