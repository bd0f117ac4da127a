import { and, desc, eq, inArray, isNull } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import { isDeepStrictEqual } from "node:util";
import type { DomainRegistrant, RegistrantChangeRequest } from "../../contract/transfers";
import type { RegistrantContact } from "../../contract/registrant-contact";
import type { Principal } from "../http/app-env";
import type { DbOrTx } from "../db/database";
import { appendEvent } from "../events/append-event";
import { conflict, invalidField, notFound } from "../http/errors";
import type { NormalizedDomain } from "../registrar/normalize-domain";
import { registrarFor } from "../registrar/provider";
import { orders } from "../orders/schema";
import type { DomainDeps } from "./domain-actions";
import type { DomainRow } from "./domains";
import { domainRegistrants, domains } from "./schema";
import { DEFAULT_TRANSFER_LOCK_DAYS, transferLockEnd } from "./transfer-policy";

type RegistrantRow = typeof domainRegistrants.$inferSelect;

/** Who made a change, as `changed_by` records it: an admin's email, an API key, an end user. */
export function changedBy(principal: Principal): string {
  if (principal.kind === "access_token") return principal.email;
  if (principal.kind === "client_token") return `end_user:${principal.externalAccountId}`;
  return `api_key:${principal.credentialId}`;
}

/** A contact without its empty optional fields, so that absent and null compare equal. */
const essential = (c: RegistrantContact) =>
  Object.fromEntries(Object.entries(c).filter(([, v]) => v !== null && v !== undefined));

/**
 * The registrant of a domain recorded before registrant history existed (no
 * `domain_registrants` row): the contact of the order that registered it, else of the
 * newest order of the organization for that name (kept as history at the first change).
 */
async function contactOfOrder(db: DbOrTx, row: DomainRow) {
  const [order] = await db
    .select({ contact: orders.contact })
    .from(orders)
    .where(
      row.orderId
        ? eq(orders.id, row.orderId)
        : and(
            eq(orders.organizationId, row.organizationId),
            eq(orders.livemode, row.livemode),
            eq(orders.domainName, row.name),
            inArray(orders.kind, ["order", "purchase", "transfer"]),
          ),
    )
    .orderBy(desc(orders.createdAt))
    .limit(1);
  return order?.contact as RegistrantContact | undefined;
}

/** The domain's registrants, newest first; a domain without any gets its order's contact. */
async function registrantsOf(db: DbOrTx, row: DomainRow): Promise<RegistrantRow[]> {
  const rows = await db
    .select()
    .from(domainRegistrants)
    .where(eq(domainRegistrants.domainId, row.id))
    .orderBy(desc(domainRegistrants.validFrom), desc(domainRegistrants.id));
  if (rows.length > 0) return rows;
  const contact = await contactOfOrder(db, row);
  if (!contact) return [];
  return [
    {
      id: randomUUID(),
      domainId: row.id,
      contact,
      registryContactId: null,
      validFrom: row.registeredAt,
      validTo: null,
      changedBy: null,
    },
  ];
}

const record = (r: RegistrantRow) => ({
  contact: r.contact,
  valid_from: r.validFrom.toISOString(),
  valid_to: r.validTo?.toISOString() ?? null,
  changed_by: r.changedBy,
});

function view(row: DomainRow, rows: RegistrantRow[], now: Date): DomainRegistrant {
  const [current, ...history] = rows;
  if (!current || current.validTo) {
    throw notFound(
      `No registrant is on record for ${row.name}; set one with PUT /api/v1/registrar/domains/${row.name}/registrant.`,
    );
  }
  const lock = row.transferLockUntil;
  return {
    domain: row.name,
    current: record(current),
    history: history.map(record),
    policy_lock_until: lock && lock.getTime() > now.getTime() ? lock.toISOString() : null,
  };
}

/** A domain's registrant and its history (newest first), as `GET …/registrant` answers. */
export async function getRegistrant(deps: DomainDeps, row: DomainRow): Promise<DomainRegistrant> {
  return view(row, await registrantsOf(deps.db, row), deps.now());
}

/**
 * Changes a domain's registrant: at the registry first (a new contact object), then in one
 * transaction the current registrant closed, the new one opened, the change of registrant's
 * transfer lock (the registrar's period from now, unless opted out; it only ever moves the
 * domain's lock later) and `domain.registrant_changed`. The same contact again changes nothing.
 */
export async function changeRegistrant(
  deps: DomainDeps,
  row: DomainRow,
  domain: NormalizedDomain,
  body: RegistrantChangeRequest,
  by: string,
): Promise<DomainRegistrant> {
  const before = await registrantsOf(deps.db, row);
  const current = before[0];
  if (current && isDeepStrictEqual(essential(current.contact), essential(body.contact))) {
    return view(row, before, deps.now());
  }
  const registrar = registrarFor(deps.registrars, row.livemode);
  const id = randomUUID();
  const changed = registrar.transfers
    ? await registrar.transfers.changeRegistrant(domain, body.contact, id)
    : ({
        ok: false,
        code: "rejected",
        message: "This registrar cannot change registrants.",
      } as const);
  if (!changed.ok && changed.code === "rejected") {
    // The registry refused the contact: the spec's 422, on the contact.
    throw invalidField(["body", "contact"], body.contact, changed.message);
  }
  if (!changed.ok) throw conflict("invalid_state", changed.message);
  const lockDays = registrar.transferLockDays ?? DEFAULT_TRANSFER_LOCK_DAYS;
  const after = await deps.db.transaction(async (tx) => {
    const now = deps.now();
    const [locked] = await tx.select().from(domains).where(eq(domains.id, row.id)).for("update");
    const closed = await tx
      .update(domainRegistrants)
      .set({ validTo: now })
      .where(and(eq(domainRegistrants.domainId, row.id), isNull(domainRegistrants.validTo)))
      .returning({ id: domainRegistrants.id });
    if (closed.length === 0 && current && current.validTo === null) {
      // A registrant known only from its order: kept in the history from now on.
      await tx.insert(domainRegistrants).values({ ...current, validTo: now });
    }
    await tx.insert(domainRegistrants).values({
      id,
      domainId: row.id,
      contact: body.contact,
      registryContactId: changed.registryContactId ?? null,
      validFrom: now,
      changedBy: by,
    });
    let updated = locked!;
    const until = transferLockEnd(now, lockDays);
    const extends_ =
      !body.transfer_lock_opt_out &&
      (!locked!.transferLockUntil || locked!.transferLockUntil.getTime() < until.getTime());
    if (extends_) {
      [updated] = (await tx
        .update(domains)
        .set({ transferLockUntil: until, transferLockReason: "registrant_change", updatedAt: now })
        .where(eq(domains.id, row.id))
        .returning()) as [DomainRow];
    }
    await appendEvent(tx, {
      organizationId: row.organizationId,
      livemode: row.livemode,
      type: "domain.registrant_changed",
      data: {
        domain_id: row.id,
        domain: row.name,
        policy_lock_until: body.transfer_lock_opt_out
          ? null
          : (updated.transferLockUntil?.toISOString() ?? null),
      },
      at: now,
    });
    return updated;
  });
  return getRegistrant(deps, after);
}
