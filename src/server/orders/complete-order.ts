import type { Db, DbOrTx } from "../db/database";
import type { SecretsKey } from "../secret-box";
import { insertDomain } from "../domains/domains";
import { DEFAULT_TRANSFER_LOCK_DAYS } from "../registrar/transfer-policy";
import type { RegistrantContact } from "../../contract/registrant-contact";
import { appendEvent } from "../events/append-event";
import type { Logger } from "../logger";
import { registrarFor, type Registrars, type RegistryReceipt } from "../registrar/provider";
import { applyDnsSetup, dnsProvider, DEFAULT_DNS_PROVIDER, isDnsProvider } from "../dns/provider";
import type { DnsSettings } from "../dns/settings";
import { transitionOrder, type OrderRow } from "./order-states";
import { keepOrderReceipt } from "./registry-funds";
import type { RegistrantVerifier } from "../domains/registrant-verifier";

/** What the order processor needs (and what completing an order with its domain needs). */
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
  /** Opens a transfer order's sealed code (`SECRETS_KEY`). */
  secretsKey?: SecretsKey;
  /** Asks for the new domain's registrant verification (`lifecycle/verification.ts`); none: not asked. */
  verification?: RegistrantVerifier;
  /** Queues the registrant's receipt of a completed order (`mail/order-receipts.ts`); none: no receipt. */
  receipts?: OrderReceipts;
};

/**
 * The registrant's receipt when an order completes (a registration, a transfer in), queued in
 * the completion's transaction. Implemented by `mail/order-receipts.ts`, which sits above the
 * orders (it queues messages and reads the registrant's language), and given to them in their
 * deps by `app.ts` and `main.ts`.
 */
export interface OrderReceipts {
  /** The address the receipt goes to; undefined when the domain has no registrant on record. */
  queue(
    tx: DbOrTx,
    input: {
      order: OrderRow;
      domain: { id: string; name: string; expiresAt: Date; autoRenew: boolean };
      acquiredBy: "registration" | "transfer_in";
      now: Date;
    },
  ): Promise<string | undefined>;
}

/**
 * The nameservers an order registers with: its own, else the DNS provider's when it asked for
 * DNS setup, else the registrar's defaults.
 */
export function orderNameservers(deps: ProcessorDeps, order: OrderRow): string[] {
  if (order.nameservers && order.nameservers.length > 0) return order.nameservers;
  if (order.setupDns) {
    const name = isDnsProvider(order.dnsProvider)
      ? order.dnsProvider
      : (deps.dns?.defaultProvider ?? DEFAULT_DNS_PROVIDER);
    return dnsProvider(name, deps.dns).nameservers;
  }
  return registrarFor(deps.registrars, order.livemode).defaultNameservers;
}

/**
 * In `tx`: the domain an order acquired (registered, or transferred in) recorded for its
 * organization with its registrant and policy lock, the order `completed`, its receipt, and the
 * events (`domain.registered` or `domain.transferred_in`, and `hosted_session.completed` for a
 * session's order), the registrant's verification asked for (`deps.verification`) and their
 * receipt queued (`deps.receipts`, its address kept as the order's `receipt_to`).
 * Shared by registrations and transfers in.
 */
export async function recordAcquiredDomain(
  deps: ProcessorDeps,
  tx: DbOrTx,
  order: OrderRow,
  how: {
    acquiredBy: "registration" | "transfer_in";
    expiresAt: Date;
    receipt?: RegistryReceipt | undefined;
    now: Date;
  },
) {
  const { now } = how;
  const domain = await insertDomain(tx, {
    organizationId: order.organizationId,
    livemode: order.livemode,
    name: order.domainName,
    registeredAt: now,
    expiresAt: how.expiresAt,
    autoRenew: order.autoRenew,
    privacy: order.privacy,
    nameservers: orderNameservers(deps, order),
    externalAccountId: order.externalAccountId,
    orderId: order.id,
    contact: order.contact as RegistrantContact,
    acquiredBy: how.acquiredBy,
    transferLockDays:
      registrarFor(deps.registrars, order.livemode).transferLockDays ?? DEFAULT_TRANSFER_LOCK_DAYS,
  });
  const verb = how.acquiredBy === "registration" ? "registered" : "transferred in";
  const receiptTo = await deps.receipts?.queue(tx, {
    order,
    domain,
    acquiredBy: how.acquiredBy,
    now,
  });
  const done = await transitionOrder(tx, order.id, "completed", {
    from: ["processing"],
    now,
    reason: verb,
    set: { domainId: domain.id, ...(receiptTo && { receiptTo }) },
  });
  if (!done) throw new Error(`order ${order.id} left processing while it was ${verb}`);
  await keepOrderReceipt(tx, deps.logger, order.id, how.receipt);
  await appendEvent(tx, {
    organizationId: order.organizationId,
    livemode: order.livemode,
    type: how.acquiredBy === "registration" ? "domain.registered" : "domain.transferred_in",
    data: {
      domain_id: domain.id,
      domain: domain.name,
      order_id: order.id,
      expires_at: domain.expiresAt.toISOString(),
    },
    at: now,
  });
  await deps.verification?.request(tx, domain, how.acquiredBy, now);
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
  return { domain, done };
}

/** Completes a registered order: its domain, the transition, the events, DNS set-up. */
export async function completeOrder(
  deps: ProcessorDeps,
  order: OrderRow,
  expiresAt: Date,
  receipt?: RegistryReceipt,
) {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const { domain, done } = await recordAcquiredDomain(deps, tx, order, {
      acquiredBy: "registration",
      expiresAt,
      receipt,
      now,
    });
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
