import { and, asc, eq, inArray, isNull, lt, ne, or } from "drizzle-orm";
import { orders } from "./schema";
import { normalizeDomain, type NormalizedDomain } from "../registrar/normalize-domain";
import { findDomain } from "../domains/domains";
import { renewDomain } from "../domains/renewal";
import { modesOf, registrarFor } from "../registrar/provider";
import type { RegistrantContact } from "../../contract/registrant-contact";
import { refundIfPaid } from "./order-actions";
import { refundPurchase } from "./purchase-billing";
import { transitionOrder, type OrderRow } from "./order-states";
import { modesWithFunds, REGISTRY_FUNDS } from "../registrar/registry-account";
import {
  heldUnderOrder,
  keepOrderReceipt,
  probeWentThrough,
  waitForRegistryFunds,
} from "./registry-funds";
import { completeOrder, orderNameservers, type ProcessorDeps } from "./complete-order";
import { markPendingCreate, recheckPendingCreate } from "./pending-create";
import { checkPendingTransfers, requestTransfer } from "./transfer-in";

export type { ProcessorDeps };

/**
 * Registers an order already moved to `processing` by this caller, and moves it to
 * `completed` (with its domain), `price_changed` or `failed` (then `refunded` when paid).
 */
export function processClaimedOrder(deps: ProcessorDeps, order: OrderRow): Promise<OrderRow> {
  return keepingLease(deps, order.id, () => processClaimed(deps, order));
}

/**
 * Runs `work` on an order this instance holds `processing`, renewing its lease (`updated_at`)
 * every third of it meanwhile: a registry command may take longer than the lease (its timeout
 * is its own), and an order whose lease ran out while its create was still awaited would be
 * "recovered" by an instance (this one too), looked up, not found yet, and created again.
 */
async function keepingLease<T>(
  deps: ProcessorDeps,
  orderId: string,
  work: () => Promise<T>,
): Promise<T> {
  const leaseMs = deps.leaseMs ?? 60_000;
  const renew = () =>
    deps.db
      .update(orders)
      .set({ updatedAt: deps.now() })
      .where(and(eq(orders.id, orderId), eq(orders.status, "processing")))
      .catch((err: unknown) =>
        deps.logger.warn("order lease not renewed", { order_id: orderId, error: err }),
      );
  const timer =
    leaseMs > 0 ? setInterval(() => void renew(), Math.max(250, leaseMs / 3)) : undefined;
  timer?.unref();
  try {
    return await work();
  } finally {
    clearInterval(timer);
  }
}

async function processClaimed(deps: ProcessorDeps, order: OrderRow): Promise<OrderRow> {
  const parsed = normalizeDomain(order.domainName, { stored: true });
  if (!parsed.ok) throw new Error(`stored order ${order.id} has a bad domain`);
  const domain = parsed.domain;
  if (order.kind === "renewal") return renewPaidOrder(deps, order, domain);
  if (order.kind === "transfer") return requestTransfer(deps, order, domain);
  let result;
  try {
    result = await registrarFor(deps.registrars, order.livemode).register({
      domain,
      years: order.years,
      price: order.price,
      contact: order.contact as RegistrantContact,
      nameservers: orderNameservers(deps, order),
      privacy: order.privacy,
      now: deps.now(),
      reference: order.id,
    });
  } catch (err) {
    // The registrar did not answer: leave the order processing; the lease recovers it.
    deps.logger.warn("registrar error", { order_id: order.id, error: err });
    return order;
  }
  const now = deps.now();
  if (result.ok && result.pending) return markPendingCreate(deps, order);
  if (result.ok) return completeOrder(deps, order, result.expiresAt, result.receipt);
  if (result.code === REGISTRY_FUNDS) return waitForRegistryFunds(deps, order, result.message);
  if (result.code === "price_changed" && result.newPrice) {
    return (
      (await transitionOrder(deps.db, order.id, "price_changed", {
        from: ["processing"],
        now,
        reason: result.message,
        set: { newPrice: result.newPrice },
      })) ?? order
    );
  }
  const failed = await transitionOrder(deps.db, order.id, "failed", {
    from: ["processing"],
    now,
    reason: result.message,
    set: { failureReason: result.message },
  });
  if (failed) await refundPurchase(deps, failed, `the registry refused: ${result.message}`);
  return failed ? refundIfPaid(deps.db, failed, now) : order;
}

/**
 * A paid renewal order (the end user's card): renewed at its mode's registrar as the registrar
 * API's renewal is, with nothing drawn on nor charged to the organization, then `completed`; a
 * refusal (or the domain gone from this account) makes it `failed`, and the payment is returned.
 */
async function renewPaidOrder(
  deps: ProcessorDeps,
  order: OrderRow,
  domain: NormalizedDomain,
): Promise<OrderRow> {
  const fail = async (reason: string) => {
    const failed = await transitionOrder(deps.db, order.id, "failed", {
      from: ["processing"],
      now: deps.now(),
      reason,
      set: { failureReason: reason },
    });
    return failed ? refundIfPaid(deps.db, failed, deps.now()) : order;
  };
  const row = await findDomain(deps.db, order.domainName, order.livemode);
  if (
    !row ||
    row.organizationId !== order.organizationId ||
    row.externalAccountId !== order.externalAccountId
  ) {
    return fail(`${order.domainName} is no longer held by this account`);
  }
  let outcome;
  try {
    outcome = await renewDomain(deps, row, domain, order.years, {
      paidByCard: { orderId: order.id, price: order.price, currency: order.currency },
    });
  } catch (err) {
    // No answer from the registry: whether it renewed is unknown, so the order is not retried
    // (a second renewal would add years nobody paid for) nor failed (the payer might lose both
    // the renewal and the money). It stays processing for the operator (decisions/payments.md).
    deps.logger.warn("registrar error on a paid renewal", { order_id: order.id, error: err });
    return order;
  }
  if (outcome.awaitingRegistryFunds) {
    const why = outcome.response.success ? "" : outcome.response.error_message;
    return waitForRegistryFunds(deps, order, why);
  }
  if (!outcome.response.success) return fail(outcome.response.error_message);
  await keepOrderReceipt(deps.db, deps.logger, order.id, outcome.receipt);
  return (
    (await transitionOrder(deps.db, order.id, "completed", {
      from: ["processing"],
      now: deps.now(),
      reason: "renewed",
      set: { domainId: row.id },
    })) ?? order
  );
}

/**
 * Claims the oldest ready order of the given modes (`FOR UPDATE SKIP LOCKED`: instances never
 * take the same one).
 */
async function claimNext(deps: ProcessorDeps, modes: boolean[]): Promise<OrderRow | undefined> {
  return deps.db.transaction(async (tx) => {
    const [next] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.status, "ready_to_process"), inArray(orders.livemode, modes)))
      .orderBy(asc(orders.updatedAt))
      .limit(1)
      .for("update", { skipLocked: true });
    if (!next) return undefined;
    return transitionOrder(tx, next.id, "processing", {
      from: ["ready_to_process"],
      now: deps.now(),
      reason: "claimed by the order processor",
      bumpAttempts: true,
    });
  });
}

/**
 * Takes over one order left `processing` past its lease (`FOR UPDATE SKIP LOCKED`, and its
 * lease renewed in the same statement): another instance recovering at the same time takes
 * another order, and none takes this one again while this instance works on it.
 */
async function claimStale(deps: ProcessorDeps, leaseMs: number): Promise<OrderRow | undefined> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const [stale] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(
          eq(orders.status, "processing"),
          // A renewal interrupted mid-way may or may not have renewed at the registry: neither
          // retried nor failed here, it is left to the operator (decisions/payments.md).
          ne(orders.kind, "renewal"),
          // A transfer the registry has is asked about on its own schedule (transfer-in.ts).
          or(isNull(orders.registryStatus), ne(orders.registryStatus, "pending_transfer")),
          inArray(orders.livemode, modesOf(deps.registrars)),
          lt(orders.updatedAt, new Date(now.getTime() - leaseMs)),
        ),
      )
      .orderBy(asc(orders.updatedAt))
      .limit(1)
      .for("update", { skipLocked: true });
    if (!stale) return undefined;
    const [row] = await tx
      .update(orders)
      .set({ updatedAt: now })
      .where(eq(orders.id, stale.id))
      .returning();
    return row;
  });
}

/**
 * Recovers orders left `processing` past their lease (the process died mid-registration):
 * completed when the registry holds the name under this order's reference, back to
 * `ready_to_process` when it does not hold it, failed when someone else holds it.
 */
export async function recoverInterrupted(deps: ProcessorDeps, max = 100): Promise<number> {
  const leaseMs = deps.leaseMs ?? 60_000;
  let n = 0;
  for (; n < max; n++) {
    const order = await claimStale(deps, leaseMs);
    if (!order) break;
    await keepingLease(deps, order.id, () => recoverOne(deps, order));
  }
  return n;
}

/** One order taken over from an expired lease: completed, made ready again, or failed. */
async function recoverOne(deps: ProcessorDeps, order: OrderRow): Promise<void> {
  const parsed = normalizeDomain(order.domainName, { stored: true });
  if (!parsed.ok) return;
  if (order.kind === "transfer") {
    // Interrupted between the request and its record: asking again with the order's
    // reference answers the transfer's state (or makes the request).
    await requestTransfer(deps, order, parsed.domain).catch((err: unknown) =>
      deps.logger.warn("recovery failed", { order_id: order.id, error: err }),
    );
    return;
  }
  const held = await registrarFor(deps.registrars, order.livemode).lookup(parsed.domain, order.id);
  if (order.registryStatus === "pending_create" || (held.registered && held.pending)) {
    await recheckPendingCreate(deps, order, held);
  } else if (held.registered && (await heldUnderOrder(deps.db, order, held))) {
    await completeOrder(deps, order, held.expiresAt).catch((err: unknown) =>
      deps.logger.warn("recovery failed", { order_id: order.id, error: err }),
    );
  } else if (!held.registered) {
    await transitionOrder(deps.db, order.id, "ready_to_process", {
      from: ["processing"],
      now: deps.now(),
      reason: "processing was interrupted; retrying",
    });
  } else {
    const failed = await transitionOrder(deps.db, order.id, "failed", {
      from: ["processing"],
      now: deps.now(),
      reason: "the name was registered by someone else meanwhile",
      set: { failureReason: "the name was registered by someone else meanwhile" },
    });
    if (failed) {
      await refundPurchase(deps, failed, "the name was registered by someone else meanwhile");
      await refundIfPaid(deps.db, failed, deps.now());
    }
  }
}

/**
 * Processes ready orders until none is left; returns how many it processed. By default those of
 * every mode the deployment runs; `modes` narrows it (the background pass runs one per mode).
 */
export async function processReadyOrders(
  deps: ProcessorDeps,
  max = 100,
  modes = modesOf(deps.registrars),
): Promise<number> {
  let n = 0;
  // Modes whose registry account is out of funds wait, but for one probe order now and then;
  // asked again after a probe, or after an order went back to waiting.
  let funded = await modesWithFunds(deps.db, modes, deps.now());
  for (; n < max; n++) {
    const order = await claimNext(deps, funded.modes);
    if (!order) break;
    const after = await processClaimedOrder(deps, order);
    const probe = funded.probing.includes(order.livemode);
    if (probe) await afterProbe(deps, after);
    if (probe || after.status === "ready_to_process") {
      funded = await modesWithFunds(deps.db, modes, deps.now());
    }
  }
  return n;
}

/**
 * A probe order the registry executed tells that the registry account has funds again; one
 * refused for funds again, or not answered, leaves the account held until the next probe.
 */
async function afterProbe(deps: ProcessorDeps, after: OrderRow) {
  if (after.status === "completed") await probeWentThrough(deps, after.livemode);
}

/**
 * Runs the processor in the background: recovery at start, then a pass every `intervalMs`
 * and whenever `kick()` is called (after a payment). `stop()` waits for the current pass.
 */
export function startOrderProcessor(
  deps: ProcessorDeps,
  intervalMs: number,
  { recoverAllAtStart = false }: { recoverAllAtStart?: boolean } = {},
) {
  let first = recoverAllAtStart;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  // When each pending transfer was last asked about (this processor's; transfer-in.ts).
  const transfersAsked = new Map<string, number>();
  let transfersDueAt = 0;
  const pass = () => {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        do {
          again = false;
          // With the embedded database this process is the only one: anything processing
          // at start was interrupted by a crash.
          await recoverInterrupted(first ? { ...deps, leaseMs: 0 } : deps);
          first = false;
          // One pass per mode, side by side: a live registry that is slow or down never holds
          // up test-mode orders (the sandbox), nor the other way round.
          const processed = await Promise.all(
            modesOf(deps.registrars).map((m) => processReadyOrders(deps, 100, [m])),
          );
          // Pending transfers: checked when one is due (30 s, or a transfer's date), or after
          // orders were processed (a new request may be due sooner), not on every pass.
          if (processed.some((n) => n > 0) || deps.now().getTime() >= transfersDueAt) {
            const checked = await checkPendingTransfers(deps, transfersAsked);
            transfersDueAt = checked.nextAt.getTime();
          }
        } while (again && !stopped);
      } catch (err) {
        deps.logger.error("order processor pass failed", { error: err });
      } finally {
        running = undefined;
      }
    })();
    return running;
  };
  const timer = setInterval(() => void pass(), intervalMs);
  timer.unref();
  void pass();
  return {
    kick: () => void pass(),
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
