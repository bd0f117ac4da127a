import { randomUUID } from "node:crypto";
import type { z } from "zod";
import { transferOrderFields } from "../../contract/transfers";
import { sameAmount } from "../../contract/money";
import { pyList } from "../../contract/pydantic/py-list";
import { pyObject } from "../../contract/pydantic/py-object";
import { isUniqueViolation } from "../db/unique-violation";
import { conflict } from "../http/errors";
import { sealSecret } from "../secret-box";
import { pyDomain, pyHostname } from "../registrar/domain-field";
import type { NormalizedDomain } from "../registrar/normalize-domain";
import { registrarFor, type TransferQuote } from "../registrar/provider";
import type { OrderRow } from "./order-states";
import {
  assertCardOffered,
  orderInProgress,
  paymentReference,
  type OrderDeps,
  type OrderOwner,
} from "./orders";
import { writeNewOrder, type OrderReply } from "./write-order";

/** The transfer order's body with the domain normalised and nameservers checked as host names. */
export const ServerTransferRequest = pyObject({
  ...transferOrderFields,
  domain: pyDomain(),
  nameservers: pyList(pyHostname(), { max: 13 })
    .nullable()
    .optional()
    .meta({ description: "Nameservers after the transfer; null keeps the domain's own" }),
}).meta({ id: "TransferOrderRequest" });
export type ServerTransferRequest = z.output<typeof ServerTransferRequest>;

/** Why a quote refuses a transfer, in words (409 `transfer_not_possible`). */
function notPossible(domain: NormalizedDomain, q: TransferQuote): string {
  switch (q.reason) {
    case "not_registered":
      return `${domain.name} is not registered: register it instead of transferring it.`;
    case "held_here":
      return `${domain.name} is already held by this registrar: it cannot be transferred here.`;
    case "recently_moved":
      return `${domain.name} cannot be transferred before ${q.lockedUntil?.toISOString() ?? "the policy's period ends"} (it was registered, transferred or its registrant changed recently).`;
    case "unsupported_suffix":
      return `${domain.name} cannot be transferred here: its suffix is not sold by this registrar.`;
    default:
      return `${domain.name} cannot be transferred now: it is locked at its registrar or the registry.`;
  }
}

/**
 * Creates a pending transfer order: the quote must allow the transfer (409
 * `transfer_not_possible`), the price must be the agreed one (409 `price_mismatch`), and the
 * registry must accept the code (409 `transfer_code_invalid`), all before anything is written
 * or paid. The code is kept sealed in the order (`secret-box.ts`) until the registry has the
 * request; it is never in a response, an event or a log line. One live order per domain.
 */
export async function placeTransferOrder(
  deps: OrderDeps,
  owner: OrderOwner,
  body: ServerTransferRequest,
  reply?: OrderReply,
): Promise<{ row: OrderRow; eventId: string }> {
  assertCardOffered(deps, owner, body.payment_method);
  const domain = body.domain;
  const registrar = registrarFor(deps.registrars, owner.livemode);
  const transfers = registrar.transfers;
  if (!transfers) {
    throw conflict(
      "transfer_not_possible",
      `The registrar of ${owner.livemode ? "live" : "test"} mode does not take transfers.`,
    );
  }
  const quote = await transfers.quote(domain);
  if (!quote.transferable) throw conflict("transfer_not_possible", notPossible(domain, quote));
  if (body.expected_price != null && !sameAmount(body.expected_price, quote.price)) {
    throw conflict(
      "price_mismatch",
      `The transfer of ${domain.name} costs ${quote.price} ${quote.currency}, not ${body.expected_price}; confirm the new price and order again.`,
    );
  }
  const verified = transfers.verifyCode
    ? await transfers.verifyCode(domain, body.auth_code)
    : ({ ok: true } as const);
  if (!verified.ok) {
    if (verified.code === "auth_code_invalid") {
      throw conflict(
        "transfer_code_invalid",
        `The registry refused the transfer code of ${domain.name}: it is wrong or expired.`,
      );
    }
    throw conflict("transfer_not_possible", verified.message);
  }
  const now = deps.now();
  const id = randomUUID();
  try {
    const written = await writeNewOrder(
      deps.db,
      {
        id,
        organizationId: owner.organizationId,
        livemode: owner.livemode,
        kind: "transfer",
        domainName: domain.name,
        years: 1,
        price: quote.price,
        currency: quote.currency,
        status: "pending",
        paymentMethod: body.payment_method,
        paymentReference: paymentReference(),
        contact: body.contact,
        nameservers: body.nameservers ?? null,
        privacy: body.privacy,
        autoRenew: body.auto_renew,
        registrar: registrar.name,
        setupDns: false,
        dnsProvider: null,
        hostedSessionId: owner.hostedSessionId ?? null,
        externalAccountId: owner.externalAccountId ?? null,
        transferCodeSealed: sealSecret(body.auth_code, id, deps.config.secretsKey),
        createdAt: now,
        updatedAt: now,
      },
      {
        organizationId: owner.organizationId,
        livemode: owner.livemode,
        type: "order.created",
        data: {
          order_id: id,
          domain: domain.name,
          status: "pending",
          hosted_session_id: owner.hostedSessionId ?? null,
        },
        at: now,
      },
      { reply },
    );
    if (!written) throw new Error(`transfer order ${id} was not written`);
    return written;
  } catch (err) {
    if (isUniqueViolation(err, "orders_open_domain_key")) {
      throw await orderInProgress(deps.db, owner, domain.name);
    }
    throw err;
  }
}
