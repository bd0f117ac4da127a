import {
  debitBalance,
  refundOrderDebit,
  refusalWhenNothingAvailable,
  type Debit,
} from "../balances/ledger";
import type { Db } from "../db/database";
import type { OrderRow } from "./order-states";

/**
 * What the spec's purchase bills to the organization: in live mode its balance pays the order's
 * price before the registry is asked (test mode is never billed: always granted). Card and wire
 * orders (`kind: "order"`) are paid by their payer and never come here.
 */
export async function debitPurchase(
  deps: { db: Db; now: () => Date },
  order: OrderRow,
): Promise<Debit | { ok: true }> {
  if (!order.livemode || order.kind !== "purchase") return { ok: true };
  return debitBalance(deps.db, {
    organizationId: order.organizationId,
    amount: order.price,
    currency: order.currency,
    kind: "purchase",
    description: `Registration of ${order.domainName}, ${order.years} year(s)`,
    orderId: order.id,
    domainName: order.domainName,
    actor: "api",
    now: deps.now(),
  });
}

/**
 * A live purchase when the organization has nothing available: refused (the message) before
 * the registry is even asked the price, so it sees no command. Undefined otherwise.
 */
export async function refusalBeforePricing(
  deps: { db: Db; now: () => Date },
  owner: { organizationId: string; livemode: boolean },
  domainName: string,
): Promise<string | undefined> {
  if (!owner.livemode) return undefined;
  return refusalWhenNothingAvailable(deps.db, {
    organizationId: owner.organizationId,
    kind: "purchase",
    domainName,
    now: deps.now(),
  });
}

/**
 * A purchase that ended without its domain (the registry refused it, or its price changed):
 * its debit is given back, once (a retried failure finds it refunded already).
 */
export async function refundPurchase(
  deps: { db: Db; now: () => Date },
  order: OrderRow,
  reason: string,
) {
  if (!order.livemode || order.kind !== "purchase") return;
  await refundOrderDebit(deps.db, order.id, { reason, now: deps.now() });
}
