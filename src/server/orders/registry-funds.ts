import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../db/database";
import { domains } from "../domains/schema";
import type { Logger } from "../logger";
import { registrarFor, type Registrars, type RegistryReceipt } from "../registrar/provider";
import { recordFundsExhausted, recordRegistryFunds } from "../registrar/registry-account";
import { orders } from "./schema";
import { transitionOrder, type OrderRow } from "./order-states";

type Deps = { db: Db; registrars: Registrars; now: () => Date; logger: Logger };

/**
 * The registry refused an order's create or renew because the registrar's own deposit is empty
 * (EPP 2104): nothing was executed nor charged, so the order goes back to `ready_to_process`
 * (no new status) and the account is held: the order worker leaves the mode's orders waiting
 * until a probe goes through or funds are reported back (registry-account.ts). Nothing is
 * refunded: the customer's order is not the one at fault.
 */
export async function waitForRegistryFunds(
  deps: Deps,
  order: OrderRow,
  message: string,
): Promise<OrderRow> {
  const now = deps.now();
  await recordFundsExhausted(deps.db, {
    livemode: order.livemode,
    registrar: registrarFor(deps.registrars, order.livemode).name,
    message,
    now,
    logger: deps.logger,
  });
  deps.logger.warn("order waits for the registry account's funds", {
    order_id: order.id,
    livemode: order.livemode,
  });
  return (
    (await transitionOrder(deps.db, order.id, "ready_to_process", {
      from: ["processing"],
      now,
      reason: "waiting: the registrar's account at the registry is out of funds",
    })) ?? order
  );
}

/** A probe order went through (or failed for another reason): the account has funds again. */
export async function probeWentThrough(deps: Deps, livemode: boolean): Promise<void> {
  await recordRegistryFunds(deps.db, {
    livemode,
    now: deps.now(),
    source: "an order went through",
    logger: deps.logger,
  });
}

/**
 * Keeps what the registry said of the registration or renewal it executed (its transaction id
 * and what it charged) with the order, and logs it; run in the transaction that completes it.
 */
export async function keepOrderReceipt(
  db: Db,
  logger: Logger,
  orderId: string,
  receipt: RegistryReceipt | undefined,
): Promise<void> {
  if (!receipt) return;
  await db.update(orders).set({ registryReceipt: receipt }).where(eq(orders.id, orderId));
  logger.info("registry receipt", {
    order_id: orderId,
    transaction_id: receipt.transactionId ?? null,
    fee: receipt.fee ?? null,
    currency: receipt.currency ?? null,
  });
}

/**
 * Recovery of an interrupted registration: is the name the registry holds this order's? By our
 * reference where the registry shows it (the registrant contact); where the registry sponsors
 * it to us but shows no registrant (a thin registry), by what else identifies it: no other
 * domain of ours holds the name, and the registry created it after the order was made.
 */
export async function heldUnderOrder(
  db: Db,
  order: OrderRow,
  held: { reference: string | null; sponsored?: boolean; createdAt?: Date },
): Promise<boolean> {
  if (held.reference === order.id) return true;
  if (held.reference !== null || !held.sponsored || !held.createdAt) return false;
  // Registries give crDate to the second (or coarser): the order's time is cut to its second.
  if (held.createdAt.getTime() < Math.floor(order.createdAt.getTime() / 1000) * 1000) return false;
  const [other] = await db
    .select({ id: domains.id })
    .from(domains)
    .where(
      and(
        eq(domains.name, order.domainName),
        eq(domains.livemode, order.livemode),
        // A row of a domain that left (transferred away, deleted) is not a holder.
        inArray(domains.status, ["active", "expired"]),
      ),
    )
    .limit(1);
  return !other;
}
