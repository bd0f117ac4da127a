import { and, eq, inArray } from "drizzle-orm";
import type { WebhookEventData } from "../../contract/webhook-event-type";
import { appendEvent } from "../events/append-event";
import { openSecret } from "../secret-box";
import type { DbOrTx } from "../db/database";
import { normalizeDomain, type NormalizedDomain } from "../registrar/normalize-domain";
import {
  modesOf,
  registrarFor,
  type RegistrarFailure,
  type RegistryReceipt,
  type TransferInState,
} from "../registrar/provider";
import { REGISTRY_FUNDS } from "../registrar/registry-account";
import { recordAcquiredDomain, type ProcessorDeps } from "./complete-order";
import { refundIfPaid } from "./order-actions";
import { transitionOrder, type OrderRow } from "./order-states";
import { refundPurchase } from "./purchase-billing";
import { waitForRegistryFunds } from "./registry-funds";
import { orders } from "./schema";

const DAY_MS = 86_400_000;
/** When the registry names no date, the losing registrar's five days (ICANN's Transfer Policy). */
const TRANSFER_ANSWER_DAYS = 5;
/** How long past its action date a transfer may stay pending before it is cancelled as timed out. */
const TRANSFER_TIMEOUT_MARGIN_MS = DAY_MS;
/** How often a pending transfer is asked about before its action date. */
const TRANSFER_STATUS_EVERY_MS = 30_000;

type TransferDeps = ProcessorDeps;
type FailReason = WebhookEventData<"domain.transfer_in_failed">["reason"];

/**
 * A claimed (`processing`) transfer order: its request goes to the registry with the code,
 * opened from its seal; the code is erased in the transaction that records the registry's
 * answer. Asking again after a crash is safe: the request carries the order's id as its
 * reference, and the registry answers a known reference with the transfer's state.
 */
export async function requestTransfer(
  deps: TransferDeps,
  order: OrderRow,
  domain: NormalizedDomain,
): Promise<OrderRow> {
  const transfers = registrarFor(deps.registrars, order.livemode).transfers;
  if (!transfers) return failTransfer(deps, order, "rejected", "The registrar takes no transfers.");
  if (!order.transferCodeSealed) {
    return failTransfer(deps, order, "auth_code_invalid", "The order has no transfer code.");
  }
  let result: Awaited<ReturnType<typeof transfers.request>>;
  try {
    result = await transfers.request({
      domain,
      authCode: openSecret(order.transferCodeSealed, order.id, deps.secretsKey),
      years: 1,
      price: order.price,
      reference: order.id,
      now: deps.now(),
    });
  } catch {
    // No answer (or the seal did not open): the order stays processing; the lease recovers it.
    // The error is not logged: it may quote the request, and so the code.
    deps.logger.warn("transfer request failed", { order_id: order.id });
    return order;
  }
  if (!result.ok) return refused(deps, order, result);
  return settleTransfer(deps, order, result, { requested: true });
}

/** A registry's refusal of the request: a new price, its own funds, or the transfer refused. */
async function refused(deps: TransferDeps, order: OrderRow, r: RegistrarFailure) {
  if (r.code === REGISTRY_FUNDS) return waitForRegistryFunds(deps, order, r.message);
  if (r.code === "price_changed" && r.newPrice) {
    return (
      (await transitionOrder(deps.db, order.id, "price_changed", {
        from: ["processing"],
        now: deps.now(),
        reason: r.message,
        set: { newPrice: r.newPrice },
      })) ?? order
    );
  }
  const reason: FailReason =
    r.code === "auth_code_invalid" || r.code === "transfer_prohibited" ? r.code : "rejected";
  return failTransfer(deps, order, reason, r.message);
}

/** Acts on the registry's state of the transfer: recorded as pending, completed or failed. */
async function settleTransfer(
  deps: TransferDeps,
  order: OrderRow,
  state: TransferInState,
  { requested = false }: { requested?: boolean } = {},
): Promise<OrderRow> {
  if (state.status === "completed") {
    return completeTransfer(deps, order, state.expiresAt, state.receipt);
  }
  if (state.status === "refused") {
    const reason: FailReason = state.reason === "cancelled" ? "cancelled" : "rejected";
    return failTransfer(deps, order, reason, state.reason);
  }
  if (!requested) {
    if (state.actionAt && state.actionAt.getTime() !== order.transferActionAt?.getTime()) {
      await deps.db
        .update(orders)
        .set({ transferActionAt: state.actionAt })
        .where(eq(orders.id, order.id));
    }
    return order;
  }
  const now = deps.now();
  const actionAt = state.actionAt ?? new Date(now.getTime() + TRANSFER_ANSWER_DAYS * DAY_MS);
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(orders)
      .set({
        registryStatus: "pending_transfer",
        transferCodeSealed: null,
        transferRequestedAt: now,
        transferActionAt: actionAt,
        updatedAt: now,
      })
      .where(and(eq(orders.id, order.id), eq(orders.status, "processing")))
      .returning();
    if (!row) return order;
    await appendEvent(tx, {
      organizationId: order.organizationId,
      livemode: order.livemode,
      type: "domain.transfer_in_requested",
      data: {
        order_id: order.id,
        domain: order.domainName,
        auto_approve_at: state.actionAt?.toISOString() ?? null,
      },
      at: now,
    });
    deps.logger.info("transfer requested", { order_id: order.id, domain: order.domainName });
    return row;
  });
}

/** Locks a processing transfer order in `tx`; undefined when it has moved on meanwhile. */
async function lockProcessing(tx: DbOrTx, id: string) {
  const [row] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.status, "processing")))
    .for("update");
  return row;
}

/** The transfer completed: the domain held here, the order `completed`, its events. */
async function completeTransfer(
  deps: TransferDeps,
  order: OrderRow,
  expiresAt: Date,
  receipt?: RegistryReceipt,
): Promise<OrderRow> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    if (!(await lockProcessing(tx, order.id))) return order;
    await tx
      .update(orders)
      .set({ registryStatus: null, transferCodeSealed: null })
      .where(eq(orders.id, order.id));
    const { done } = await recordAcquiredDomain(deps, tx, order, {
      acquiredBy: "transfer_in",
      expiresAt,
      receipt,
      now,
    });
    return done;
  });
}

/**
 * The transfer failed: the order `failed` with the code erased and `domain.transfer_in_failed`,
 * then refunded exactly as a failed registration is.
 */
async function failTransfer(
  deps: TransferDeps,
  order: OrderRow,
  reason: FailReason,
  message: string,
): Promise<OrderRow> {
  const now = deps.now();
  const failed = await deps.db.transaction(async (tx) => {
    if (!(await lockProcessing(tx, order.id))) return undefined;
    await tx
      .update(orders)
      .set({ registryStatus: null, transferCodeSealed: null })
      .where(eq(orders.id, order.id));
    const row = await transitionOrder(tx, order.id, "failed", {
      from: ["processing"],
      now,
      reason: message,
      set: { failureReason: message },
    });
    await appendEvent(tx, {
      organizationId: order.organizationId,
      livemode: order.livemode,
      type: "domain.transfer_in_failed",
      data: { order_id: order.id, domain: order.domainName, reason, message },
      at: now,
    });
    return row;
  });
  if (!failed) return order;
  await refundPurchase(deps, failed, `the transfer failed: ${message}`);
  return refundIfPaid(deps.db, failed, now);
}

/**
 * Asks the registry about pending transfers (`processing`, `pending_transfer`) and settles those
 * it answered: completed, refused, or past their action date plus the margin with no answer
 * (then cancelled at the registry and failed as timed out). `asked` (the processor's, per
 * order: when it last asked) keeps the registry from being asked on every pass: an order is
 * asked every `TRANSFER_STATUS_EVERY_MS`, and once as soon as its action date has passed.
 * Without it every pending transfer is asked now. Returns how many were settled, and when the
 * next check is due (in 30 s, or sooner when a pending transfer's date comes first).
 */
export async function checkPendingTransfers(
  deps: TransferDeps,
  asked?: Map<string, number>,
): Promise<{ settled: number; nextAt: Date }> {
  const pending = await deps.db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.status, "processing"),
        eq(orders.registryStatus, "pending_transfer"),
        inArray(orders.livemode, modesOf(deps.registrars)),
      ),
    );
  let settled = 0;
  let nextAt = deps.now().getTime() + TRANSFER_STATUS_EVERY_MS;
  const live = new Set(pending.map((o) => o.id));
  for (const id of asked?.keys() ?? []) if (!live.has(id)) asked?.delete(id);
  for (const order of pending) {
    const now = deps.now();
    const last = asked?.get(order.id);
    const actionAt = order.transferActionAt?.getTime() ?? 0;
    const due =
      last === undefined ||
      now.getTime() - last >= TRANSFER_STATUS_EVERY_MS ||
      (actionAt <= now.getTime() && last < actionAt);
    if (!due) {
      if (actionAt > now.getTime()) nextAt = Math.min(nextAt, actionAt);
      continue;
    }
    asked?.set(order.id, now.getTime());
    const parsed = normalizeDomain(order.domainName, { stored: true });
    if (!parsed.ok) continue;
    const transfers = registrarFor(deps.registrars, order.livemode).transfers;
    if (!transfers) continue;
    let state: TransferInState;
    try {
      state = await transfers.status(parsed.domain, order.id, now);
    } catch (err) {
      deps.logger.warn("transfer status failed", { order_id: order.id, error: err });
      continue;
    }
    if (state.status === "pending" && now.getTime() > actionAt + TRANSFER_TIMEOUT_MARGIN_MS) {
      await transfers.cancel(parsed.domain).catch((err: unknown) => {
        deps.logger.warn("transfer cancel failed", { order_id: order.id, error: err });
      });
      await failTransfer(
        deps,
        order,
        "timed_out",
        `The transfer of ${order.domainName} had no answer in time; it was cancelled.`,
      );
      settled++;
      continue;
    }
    const after = await settleTransfer(deps, order, state);
    if (after.status !== "processing") settled++;
    else if (state.status === "pending" && state.actionAt && state.actionAt > now) {
      nextAt = Math.min(nextAt, state.actionAt.getTime());
    }
  }
  return { settled, nextAt: new Date(nextAt) };
}
