import { and, eq, inArray } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import { isUniqueViolation } from "../db/unique-violation";
import type { DomainRow } from "../domains/domains";
import { conflict, invalidField } from "../http/errors";
import type { NormalizedDomain } from "../registrar/normalize-domain";
import { registrarFor, termCapRefusal, termTotal } from "../registrar/provider";
import { LIVE_STATES, type OrderRow } from "./order-states";
import { cardCheckoutOffered, paymentReference, type OrderDeps } from "./orders";
import { orders } from "./schema";
import { writeNewOrder } from "./write-order";

/**
 * A renewal the end user pays by card (a hosted session with `renewal_payment: "card"`): a
 * pending order of kind `renewal` for a domain the end user holds, priced at the registrar's
 * renewal price × years, paid at the mode's card checkout like a card purchase. Once paid, the
 * order worker renews it (`processor.ts`), billing nothing to the organization. One open order
 * per domain (the open-order index): a second one is 409 `order_in_progress`.
 */
export async function placeRenewalOrder(
  deps: OrderDeps,
  owner: { hostedSessionId: string; externalAccountId: string },
  row: DomainRow,
  domain: NormalizedDomain,
  years: number,
): Promise<{ row: OrderRow; eventId: string }> {
  if (!cardCheckoutOffered(deps.config, row.livemode)) {
    throw conflict(
      "invalid_state",
      "Renewals by card are not offered in this mode any more: the deployment has no card checkout.",
    );
  }
  const now = deps.now();
  // Known in advance, so the payer is never charged for a renewal the registry must refuse.
  const overCap = termCapRefusal(domain.name, row.expiresAt, years, now);
  if (overCap) throw invalidField(["body", "years"], years, overCap);
  const registrar = registrarFor(deps.registrars, row.livemode);
  const quote = await registrar.check(domain);
  const price = await termTotal(registrar, domain, quote, years, "renew");
  const id = randomUUID();
  try {
    const written = await writeNewOrder(
      deps.db,
      {
        id,
        organizationId: row.organizationId,
        livemode: row.livemode,
        kind: "renewal",
        domainName: domain.name,
        years,
        price,
        currency: quote.currency,
        status: "pending",
        paymentMethod: "card",
        paymentReference: paymentReference(),
        // A renewal changes no contact, nameserver, privacy or DNS setting of the domain.
        contact: {},
        nameservers: null,
        privacy: row.privacy,
        autoRenew: row.autoRenew,
        registrar: registrar.name,
        setupDns: false,
        dnsProvider: null,
        hostedSessionId: owner.hostedSessionId,
        externalAccountId: owner.externalAccountId,
        createdAt: now,
        updatedAt: now,
      },
      {
        organizationId: row.organizationId,
        livemode: row.livemode,
        type: "order.created",
        data: {
          order_id: id,
          domain: domain.name,
          status: "pending",
          hosted_session_id: owner.hostedSessionId,
        },
        at: now,
      },
    );
    if (!written) throw new Error(`renewal order ${id} was not written`);
    return written;
  } catch (err) {
    if (!isUniqueViolation(err, "orders_open_domain_key")) throw err;
    const [open] = await deps.db
      .select({ id: orders.id, status: orders.status })
      .from(orders)
      .where(
        and(
          eq(orders.organizationId, row.organizationId),
          eq(orders.livemode, row.livemode),
          eq(orders.domainName, domain.name),
          inArray(orders.status, [...LIVE_STATES]),
        ),
      );
    throw conflict(
      "order_in_progress",
      `An order for ${domain.name} is already in progress` +
        (open ? `: order ${open.id} (${open.status}).` : "."),
    );
  }
}
