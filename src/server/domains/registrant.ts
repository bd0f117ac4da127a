import { and, desc, eq, isNull } from "drizzle-orm";
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
import type { DomainDeps } from "./domain-actions";
import type { DomainRow } from "./domains";
import { domainRegistrants, domains } from "./schema";
import { DEFAULT_TRANSFER_LOCK_DAYS, transferLockEnd } from "../registrar/transfer-policy";

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
 * The domain's registrants, the current one first, then the earlier ones by when they ended. Migration 0021 wrote each domain's first from the
 * order that registered it; a domain with none (not registered through an order) has no
 * registrant on record until one is set.
 */
function registrantsOf(db: DbOrTx, row: DomainRow): Promise<RegistrantRow[]> {
  return (
    db
      .select()
      .from(domainRegistrants)
      .where(eq(domainRegistrants.domainId, row.id))
      // The current one (valid_to null: first in a descending order) first, then the newest.
      .orderBy(desc(domainRegistrants.validTo), desc(domainRegistrants.validFrom))
  );
}

const record = (r: RegistrantRow) => ({
  contact: r.contact,
  valid_from: r.validFrom.toISOString(),
  valid_to: r.validTo?.toISOString() ?? null,
  changed_by: r.changedBy,
});

function view(
  row: DomainRow,
  rows: RegistrantRow[],
  now: Date,
  lockDays: number,
): DomainRegistrant {
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
    change_lock_days: lockDays,
  };
}

/** The registrar's policy period (days) for a domain of `row`'s mode. */
const lockDaysOf = (deps: DomainDeps, row: DomainRow) =>
  registrarFor(deps.registrars, row.livemode).transferLockDays ?? DEFAULT_TRANSFER_LOCK_DAYS;

/** A domain's registrant and its history (newest first), as `GET …/registrant` answers. */
export async function getRegistrant(deps: DomainDeps, row: DomainRow): Promise<DomainRegistrant> {
  return view(row, await registrantsOf(deps.db, row), deps.now(), lockDaysOf(deps, row));
}

/**
 * Changes a domain's registrant: at the registry first (a new contact object), then in one
 * transaction the current registrant closed, the new one opened, the change of registrant's
 * transfer lock (the registrar's period from now, unless opted out; it only ever moves the
 * domain's lock later) and `domain.registrant_changed`; a new email asks for the registrant's
 * verification (`deps.verification`). The same contact again changes nothing.
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
    return view(row, before, deps.now(), lockDaysOf(deps, row));
  }
  const registrar = registrarFor(deps.registrars, row.livemode);
  const id = randomUUID();
  if (!registrar.transfers) {
    throw conflict("invalid_state", `The registrar of ${domain.name} cannot change registrants.`);
  }
  const changed = await registrar.transfers.changeRegistrant(domain, body.contact, id);
  if (!changed.ok && changed.code === "rejected") {
    // The registry refused the contact: the spec's 422, on the contact.
    throw invalidField(["body", "contact"], body.contact, changed.message);
  }
  if (!changed.ok) throw conflict("invalid_state", changed.message);
  const lockDays = lockDaysOf(deps, row);
  const after = await deps.db.transaction(async (tx) => {
    const now = deps.now();
    const [locked] = await tx.select().from(domains).where(eq(domains.id, row.id)).for("update");
    await tx
      .update(domainRegistrants)
      .set({ validTo: now })
      .where(and(eq(domainRegistrants.domainId, row.id), isNull(domainRegistrants.validTo)));
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
    const later =
      !body.transfer_lock_opt_out &&
      (!locked!.transferLockUntil || locked!.transferLockUntil.getTime() < until.getTime());
    if (later) {
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
    const emailOf = (c: RegistrantContact | undefined) => c?.email.trim().toLowerCase();
    if (deps.verification && emailOf(current?.contact) !== emailOf(body.contact)) {
      await deps.verification.request(tx, updated, "email_change", now);
      [updated] = (await tx.select().from(domains).where(eq(domains.id, row.id))) as [DomainRow];
    }
    return updated;
  });
  return getRegistrant(deps, after);
}
