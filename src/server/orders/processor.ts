import { and, asc, eq, inArray, lt, ne } from "drizzle-orm";
import type { Db } from "../db/database";
import { orders } from "./schema";
import { insertDomain } from "../domains/domains";
import { appendEvent } from "../events/append-event";
import type { Logger } from "../logger";
import { normalizeDomain, type NormalizedDomain } from "../registrar/normalize-domain";
import { findDomain } from "../domains/domains";
import { renewDomain } from "../domains/domain-actions";
import {
  modesOf,
  registrarFor,
  type RegistrarProvider,
  type Registrars,
  type RegistryReceipt,
} from "../registrar/provider";
import type { RegistrantContact } from "../../contract/registrant-contact";
import { refundIfPaid } from "./order-actions";
import { refundPurchase } from "./purchase-billing";
import { applyDnsSetup, dnsProvider, DEFAULT_DNS_PROVIDER, isDnsProvider } from "../dns/provider";
import type { DnsSettings } from "../dns/settings";
import { transitionOrder, type OrderRow } from "./order-states";
import { modesWithFunds, REGISTRY_FUNDS } from "../registrar/registry-account";
import {
  heldUnderOrder,
  keepOrderReceipt,
  probeWentThrough,
  waitForRegistryFunds,
} from "./registry-funds";

export type ProcessorDeps = {
  db: Db;
  /**
   * The registrar of each mode: a test order never reaches the live registrar, nor a live one
   * the sandbox. Orders of a mode the deployment does not run (live data on a deployment that
   * no longer has a real registrar) are left as they are.
   */
  registrars: Registrars;
  now: () => Date;
  logger: Logger;
  /** The built-in DNS provider's settings, for orders with `setup_dns`. */
  dns?: DnsSettings;
  /** How long an order may stay `processing` before it is taken as interrupted. */
  leaseMs?: number;
};

/**
 * Registers an order already moved to `processing` by this caller, and moves it to
 * `completed` (with its domain), `price_changed` or `failed` (then `refunded` when paid).
 */
/**
 * The nameservers an order registers with: its own, else the DNS provider's when it asked for
 * DNS setup, else the registrar's defaults.
 */
function orderNameservers(deps: ProcessorDeps, order: OrderRow): string[] {
  if (order.nameservers && order.nameservers.length > 0) return order.nameservers;
  if (order.setupDns) {
    const name = isDnsProvider(order.dnsProvider) ? order.dnsProvider : DEFAULT_DNS_PROVIDER;
    return dnsProvider(name, deps.dns).nameservers;
  }
  return registrarFor(deps.registrars, order.livemode).defaultNameservers;
}

export async function processClaimedOrder(deps: ProcessorDeps, order: OrderRow): Promise<OrderRow> {
  const parsed = normalizeDomain(order.domainName, { stored: true });
  if (!parsed.ok) throw new Error(`stored order ${order.id} has a bad domain`);
  const domain = parsed.domain;
  if (order.kind === "renewal") return renewPaidOrder(deps, order, domain);
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

async function completeOrder(
  deps: ProcessorDeps,
  order: OrderRow,
  expiresAt: Date,
  receipt?: RegistryReceipt,
) {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const domain = await insertDomain(tx, {
      organizationId: order.organizationId,
      livemode: order.livemode,
      name: order.domainName,
      registeredAt: now,
      expiresAt,
      autoRenew: order.autoRenew,
      privacy: order.privacy,
      nameservers: orderNameservers(deps, order),
      externalAccountId: order.externalAccountId,
      orderId: order.id,
    });
    const done = await transitionOrder(tx, order.id, "completed", {
      from: ["processing"],
      now,
      reason: "registered",
      set: { domainId: domain.id },
    });
    if (!done) throw new Error(`order ${order.id} left processing while it was registered`);
    await keepOrderReceipt(tx, deps.logger, order.id, receipt);
    await appendEvent(tx, {
      organizationId: order.organizationId,
      livemode: order.livemode,
      type: "domain.registered",
      data: {
        domain_id: domain.id,
        domain: domain.name,
        order_id: order.id,
        expires_at: domain.expiresAt.toISOString(),
      },
      at: now,
    });
    if (order.hostedSessionId) {
      await appendEvent(tx, {
        organizationId: order.organizationId,
        livemode: order.livemode,
        type: "hosted_session.completed",
        data: {
          session_id: order.hostedSessionId,
          order_id: order.id,
          domain_id: domain.id,
          domain: domain.name,
          external_account_id: order.externalAccountId,
        },
        at: now,
      });
    }
    if (order.setupDns) {
      await applyDnsSetup(tx, {
        domain,
        provider: order.dnsProvider,
        ...(deps.dns && { settings: deps.dns }),
      });
    }
    return done;
  });
}

/**
 * A create the registry answered 1001 (pending): the order stays `processing`, marked
 * `pending_create`, until the poll worker or the lease recovery (`domain:info`) settles it
 * (docs/decisions/registry-poll.md). No expiry is made up meanwhile.
 */
async function markPendingCreate(deps: ProcessorDeps, order: OrderRow): Promise<OrderRow> {
  const [row] = await deps.db
    .update(orders)
    .set({ registryStatus: "pending_create", updatedAt: deps.now() })
    .where(and(eq(orders.id, order.id), eq(orders.status, "processing")))
    .returning();
  deps.logger.info("registry create pending", { order_id: order.id, domain: order.domainName });
  return row ?? order;
}

/**
 * Settles a pending create: `completed` with the registry's expiry when it executed it,
 * `failed` and refunded (once: only from `processing`) when it refused it. Called by the poll
 * worker (`panData`) and by the lease recovery (`domain:info` no longer pending).
 */
export async function settlePendingCreate(
  deps: ProcessorDeps,
  order: OrderRow,
  outcome: { expiresAt: Date } | { refused: string },
): Promise<OrderRow> {
  if ("expiresAt" in outcome) {
    const done = await completeOrder(deps, order, outcome.expiresAt);
    await deps.db.update(orders).set({ registryStatus: null }).where(eq(orders.id, order.id));
    return { ...done, registryStatus: null };
  }
  const failed = await transitionOrder(deps.db, order.id, "failed", {
    from: ["processing"],
    now: deps.now(),
    reason: outcome.refused,
    set: { failureReason: outcome.refused },
  });
  if (!failed) return order;
  await deps.db.update(orders).set({ registryStatus: null }).where(eq(orders.id, order.id));
  await refundPurchase(deps, failed, outcome.refused);
  return refundIfPaid(deps.db, failed, deps.now());
}

/** The lease recovery of a pending create: still pending is left as it is (never retried). */
async function recheckPendingCreate(
  deps: ProcessorDeps,
  order: OrderRow,
  held: Awaited<ReturnType<RegistrarProvider["lookup"]>>,
) {
  if (held.registered && held.pending) {
    if (order.registryStatus !== "pending_create") await markPendingCreate(deps, order);
    return;
  }
  const outcome =
    held.registered && held.reference === order.id
      ? { expiresAt: held.expiresAt }
      : { refused: "the registry did not complete the pending registration" };
  await settlePendingCreate(deps, order, outcome).catch((err: unknown) =>
    deps.logger.warn("recovery failed", { order_id: order.id, error: err }),
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
    const parsed = normalizeDomain(order.domainName, { stored: true });
    if (!parsed.ok) continue;
    const held = await registrarFor(deps.registrars, order.livemode).lookup(
      parsed.domain,
      order.id,
    );
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
  return n;
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
          await Promise.all(
            modesOf(deps.registrars).map((m) => processReadyOrders(deps, 100, [m])),
          );
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
