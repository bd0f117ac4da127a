import { and, desc, eq, inArray, lt, or, sql } from "drizzle-orm";
import { randomBytes, randomUUID } from "node:crypto";
import type { DomainOrderResponse } from "../../contract/domain-order-response";
import type { RegistrantContact } from "../../contract/registrant-contact";
import type { Config } from "../config";
import type { Db } from "../db/database";
import { orders, paymentAllocations, type OrderStatus } from "./schema";
import { writeNewOrder, type OrderReply } from "./write-order";
import { isUniqueViolation } from "../db/unique-violation";
import { conflict, invalidField } from "../http/errors";
import { owned, type Scope } from "../http/scope";
import type { NormalizedDomain } from "../registrar/normalize-domain";
import { sameAmount, toCents } from "../../contract/money";
import { registrarFor, termTotal, type Registrars } from "../registrar/provider";
import { DNS_PROVIDERS, dnsProviderRefusal } from "../dns/provider";
import { LIVE_STATES, type OrderRow } from "./order-states";
import { cursorCodec, cursorPart } from "../http/cursor";
import { orderSearch } from "./order-search";

export type OrderDeps = {
  db: Db;
  /** The registrar of each mode: an order goes to its own mode's (`registrarFor`). */
  registrars: Registrars;
  now: () => Date;
  config: Pick<
    Config,
    "publicUrl" | "bank" | "registrationAgreementUrl" | "sandboxCard" | "payments" | "secretsKey"
  > &
    Partial<Pick<Config, "dns">>;
};

/**
 * Whether card orders of a mode have a checkout: live mode's is Stripe's (`PAYMENT_PROVIDER`),
 * test mode's the sandbox card (`SANDBOX_CARD`). A test card never pays a live order.
 */
export function cardCheckoutOffered(config: OrderDeps["config"], livemode: boolean): boolean {
  return livemode ? config.payments.provider === "stripe" : config.sandboxCard;
}

export type NewOrder = {
  domain: NormalizedDomain;
  years: number;
  contact: RegistrantContact;
  paymentMethod: "wire" | "card";
  nameservers?: string[] | null;
  privacy: boolean;
  autoRenew: boolean;
  registrar?: string | null;
  setupDns: boolean;
  dnsProvider?: string | null;
  expectedPrice?: string | null;
};

export type OrderOwner = {
  organizationId: string;
  livemode: boolean;
  hostedSessionId?: string | null;
  externalAccountId?: string | null;
};

/** A payment reference people can type on a bank transfer: `RG-` and 10 base32 characters. */
export function paymentReference(): string {
  const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
  const bytes = randomBytes(10);
  return "RG-" + Array.from(bytes, (b) => alphabet[b % alphabet.length]).join("");
}

/** Why a name cannot be ordered, in words. */
function unavailableMessage(name: string, reason: string | undefined): string {
  switch (reason) {
    case "unsupported_suffix":
      return `${name} cannot be registered here: its suffix is not sold by this registrar.`;
    case "reserved":
      return `${name} is reserved by its registry and cannot be registered.`;
    default:
      return `${name} is not available: it is already registered.`;
  }
}

/**
 * A card order is paid at its mode's checkout: Stripe's in live mode, the sandbox's in test
 * mode; without one, `card` is a 422 on `payment_method`.
 */
export function assertCardOffered(
  deps: Pick<OrderDeps, "config">,
  owner: Pick<OrderOwner, "livemode">,
  paymentMethod: "wire" | "card",
): void {
  if (paymentMethod !== "card" || cardCheckoutOffered(deps.config, owner.livemode)) return;
  throw invalidField(
    ["body", "payment_method"],
    paymentMethod,
    owner.livemode
      ? "card payments are not offered in live mode: this deployment has no payment provider (PAYMENT_PROVIDER); use payment_method wire"
      : "card payments are not offered: the sandbox card checkout is off (SANDBOX_CARD=false); use payment_method wire",
  );
}

/** The 409 for a second live order of one name: it names the order in progress. */
export async function orderInProgress(db: Db, owner: OrderOwner, name: string) {
  const [live] = await db
    .select({ id: orders.id, status: orders.status })
    .from(orders)
    .where(
      and(
        eq(orders.organizationId, owner.organizationId),
        eq(orders.livemode, owner.livemode),
        eq(orders.domainName, name),
        inArray(orders.status, [...LIVE_STATES]),
      ),
    );
  return conflict(
    "order_in_progress",
    `An order for ${name} is already in progress` +
      (live ? `: order ${live.id} (${live.status}).` : "."),
  );
}

/**
 * Creates a pending order (availability checked, price fetched from the registrar). The
 * price is the total for all years. Refused with 409 when the name is unavailable, when
 * `expectedPrice` differs from the live price, or when the organization already has a live
 * order for the name (the detail names it). Returns the order and its `order.created` event's
 * id; with `reply`, the Idempotency-Key response is stored with the order (`write-order.ts`).
 */
export async function placeOrder(
  deps: OrderDeps,
  owner: OrderOwner,
  input: NewOrder,
  opts: {
    kind?: "order" | "purchase";
    initial?: readonly OrderStatus[];
    reply?: OrderReply | undefined;
  } = {},
): Promise<{ row: OrderRow; eventId: string }> {
  const registrar = registrarFor(deps.registrars, owner.livemode);
  if ((opts.kind ?? "order") === "order") assertCardOffered(deps, owner, input.paymentMethod);
  if (input.registrar && input.registrar !== registrar.name) {
    throw invalidField(
      ["body", "registrar"],
      input.registrar,
      `only the registrar "${registrar.name}" is supported in ${owner.livemode ? "live" : "test"} mode`,
    );
  }
  // The request's check knows the providers some app offers; this one, this app's settings.
  const configured = DNS_PROVIDERS.filter((p) => p === "builtin" || deps.config.dns?.[p]);
  if (input.dnsProvider != null && !(configured as string[]).includes(input.dnsProvider)) {
    throw invalidField(
      ["body", "dns_provider"],
      input.dnsProvider,
      dnsProviderRefusal(input.dnsProvider, configured),
    );
  }
  // With `orderCheck`, whether the name is registered is left to the order's own statement
  // (a new pending order's single statement; a purchase's transaction asks first).
  const deferred = opts.initial?.length ? undefined : registrar.orderCheck;
  const availability = deferred
    ? await deferred.unlessRegistered(input.domain)
    : await registrar.check(input.domain);
  if (!availability.available) {
    throw conflict(
      "domain_unavailable",
      unavailableMessage(input.domain.name, availability.reason),
    );
  }
  // The registry's total for the period ordered (a premium multi-year term has its own fee).
  const total = await termTotal(registrar, input.domain, availability, input.years, "register");
  if (input.expectedPrice != null && !sameAmount(input.expectedPrice, total)) {
    // A registered name is refused as such before its price is discussed.
    const live = deferred ? await registrar.check(input.domain) : availability;
    if (!live.available)
      throw conflict("domain_unavailable", unavailableMessage(input.domain.name, live.reason));
    throw conflict(
      "price_mismatch",
      `The price of ${input.domain.name} for ${input.years} year(s) is ${total} ${availability.currency}, ` +
        `not ${input.expectedPrice}; confirm the new price and order again.`,
    );
  }
  const now = deps.now();
  const id = randomUUID();
  let written: Awaited<ReturnType<typeof writeNewOrder>>;
  try {
    written = await writeNewOrder(
      deps.db,
      {
        id,
        organizationId: owner.organizationId,
        livemode: owner.livemode,
        kind: opts.kind ?? "order",
        domainName: input.domain.name,
        years: input.years,
        price: total,
        currency: availability.currency,
        status: "pending",
        paymentMethod: input.paymentMethod,
        paymentReference: paymentReference(),
        contact: input.contact,
        nameservers: input.nameservers ?? null,
        privacy: input.privacy,
        autoRenew: input.autoRenew,
        registrar: registrar.name,
        setupDns: input.setupDns,
        dnsProvider: input.dnsProvider ?? null,
        hostedSessionId: owner.hostedSessionId ?? null,
        externalAccountId: owner.externalAccountId ?? null,
        createdAt: now,
        updatedAt: now,
      },
      {
        organizationId: owner.organizationId,
        livemode: owner.livemode,
        type: "order.created",
        data: {
          order_id: id,
          domain: input.domain.name,
          status: "pending",
          hosted_session_id: owner.hostedSessionId ?? null,
        },
        at: now,
      },
      {
        ...(opts.initial && { steps: opts.initial }),
        reply: opts.reply,
        ...(deferred && { registered: deferred.registered }),
      },
    );
  } catch (err) {
    if (isUniqueViolation(err, "orders_open_domain_key")) {
      throw await orderInProgress(deps.db, owner, input.domain.name);
    }
    throw err;
  }
  if (!written)
    throw conflict("domain_unavailable", unavailableMessage(input.domain.name, "registered"));
  return written;
}

/** {@link placeOrder}, for callers that need only the order. */
export async function createOrder(
  deps: OrderDeps,
  owner: OrderOwner,
  input: NewOrder,
  opts: { kind?: "order" | "purchase"; initial?: readonly OrderStatus[] } = {},
): Promise<OrderRow> {
  return (await placeOrder(deps, owner, input, opts)).row;
}

/** The sum paid into an order (its allocations), in cents, summed exactly by the database. */
export async function amountPaidCents(db: Db, orderId: string): Promise<bigint> {
  const [row] = await db
    .select({ total: sql<string | null>`sum(${paymentAllocations.amount})` })
    .from(paymentAllocations)
    .where(eq(paymentAllocations.orderId, orderId));
  return row?.total != null ? toCents(String(row.total)) : 0n;
}

/** An order of the caller's organization and mode: 404 when unknown, 403 when another's. */
export async function getOwnOrder(db: Db, scope: Scope, orderId: string, lock = false) {
  const q = db.select().from(orders).where(eq(orders.id, orderId));
  const [row] = lock ? await q.for("update") : await q;
  return owned(row, scope, { noun: "order", notFound: "Order not found" });
}

function checkoutUrl(publicUrl: string, orderId: string) {
  return `${publicUrl}/checkout/${orderId}`;
}

/** The spec's DomainOrderResponse, plus the payment reference of wire orders. */
export function toOrderResponse(
  deps: Pick<OrderDeps, "config">,
  row: OrderRow,
): DomainOrderResponse & { payment_reference: string } {
  const awaitingPayment = row.status === "pending" || row.status === "price_changed";
  return {
    order_id: row.id,
    livemode: row.livemode,
    domain_name: row.domainName,
    years: row.years,
    price: row.price,
    currency: row.currency,
    status: row.status,
    checkout_url:
      row.paymentMethod === "card" &&
      awaitingPayment &&
      row.kind !== "purchase" &&
      cardCheckoutOffered(deps.config, row.livemode)
        ? checkoutUrl(deps.config.publicUrl, row.id)
        : null,
    banking_details:
      row.paymentMethod === "wire" && (row.kind === "order" || row.kind === "transfer")
        ? deps.config.bank
        : null,
    payment_reference: row.paymentReference,
  };
}

/** The order lists' cursor: the last order's creation time and id (newest first). */
export const orderCursor = cursorCodec("", { createdAt: cursorPart.time, id: cursorPart.uuid });
export type OrderCursor = { createdAt: Date; id: string };

/** Orders of an organization, newest first, filtered and paginated by cursor. */
export async function listOrders(
  db: Db,
  filter: Scope & {
    domain?: string;
    status?: OrderStatus;
    kind?: "order" | "purchase" | "renewal" | "transfer";
    externalAccountId?: string;
    /** Free text (`order-search.ts`). */
    search?: string;
    limit: number;
    cursor?: OrderCursor;
  },
) {
  const conds = [
    eq(orders.organizationId, filter.organizationId),
    eq(orders.livemode, filter.livemode),
  ];
  if (filter.domain) conds.push(eq(orders.domainName, filter.domain));
  if (filter.status) conds.push(eq(orders.status, filter.status));
  if (filter.kind) conds.push(eq(orders.kind, filter.kind));
  if (filter.externalAccountId) conds.push(eq(orders.externalAccountId, filter.externalAccountId));
  if (filter.search) conds.push(orderSearch(filter.search));
  if (filter.cursor) {
    const at = filter.cursor.createdAt;
    conds.push(
      or(lt(orders.createdAt, at), and(eq(orders.createdAt, at), lt(orders.id, filter.cursor.id)))!,
    );
  }
  const rows = await db
    .select()
    .from(orders)
    .where(and(...conds))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(filter.limit + 1);
  return orderCursor.page(rows, filter.limit, (r) => ({ createdAt: r.createdAt, id: r.id }));
}
