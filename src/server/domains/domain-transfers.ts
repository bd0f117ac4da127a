import { eq } from "drizzle-orm";
import { ErrorBody } from "../../contract/error-body";
import { DomainTransferState, TransferCode, TransferLockRequest } from "../../contract/transfers";
import { appendEvent } from "../events/append-event";
import type { Principal } from "../http/app-env";
import { conflict, type ApiError } from "../http/errors";
import { defineRoute, type RouteGroup } from "../http/route";
import { DomainPath } from "../registrar/domain-field";
import {
  registrarFor,
  type RegistrarFailure,
  type RegistrarTransfers,
} from "../registrar/provider";
import { accessibleDomain, type DomainDeps } from "./domain-actions";
import type { DomainRow } from "./domains";
import { domains } from "./schema";
import { generateTransferCode } from "./transfer-codes";
import { TRANSFER_CODE_VALID_DAYS, transferLockEnd } from "../registrar/transfer-policy";
import {
  pendingTransferAway,
  policyLockRuns,
  transferAwayEnded,
  transferState,
} from "./transfers-away";

const DOMAIN_ERRORS = {
  404: { description: "No such domain here", schema: ErrorBody },
};
const conflictOf = (description: string) => ({ 409: { description, schema: ErrorBody } });

/** Who answered a transfer here, as the transfer's `answered_by` keeps it. */
const actorName = (p: Principal) =>
  p.kind === "access_token" ? p.email : `${p.kind}:${p.credentialId}`;

/** The registrar's transfer interface for the domain's mode, or a refusal in words. */
function transfersOf(deps: DomainDeps, row: DomainRow): RegistrarTransfers {
  const t = registrarFor(deps.registrars, row.livemode).transfers;
  if (!t) {
    throw conflict(
      "transfer_not_possible",
      `The registrar of ${row.livemode ? "live" : "test"} mode does not support transfers.`,
    );
  }
  return t;
}

const refused = (r: RegistrarFailure) =>
  conflict("transfer_not_possible", `The registry refused: ${r.message}`);

const day = (d: Date) => d.toISOString();

/** The 409 for a domain whose code may not be issued now, or undefined. */
function lockedRefusal(row: DomainRow, now: Date): ApiError | undefined {
  if (row.transferLocked) {
    return conflict(
      "transfer_locked",
      `${row.name}'s transfer lock is on: lift it (PUT …/domains/${row.name}/transfer-lock with {"locked": false}) to get a transfer code.`,
    );
  }
  if (policyLockRuns(row, now)) {
    return conflict(
      "transfer_locked",
      `${row.name} cannot be transferred out until ${day(row.transferLockUntil!)} (the transfer policy's lock after its ${(row.transferLockReason ?? "registration").replace("_", " ")}); no transfer code is issued before then.`,
    );
  }
  return undefined;
}

/**
 * Transfer out, on the domain routes' group (`domains-routes.ts`): a held domain's transfer
 * state, its lock, its transfer code and the answer to a transfer request (API key or signed-in
 * user, like the domain routes; changes are admins': `auth/roles.ts`).
 */
export function defineTransferRoutes(api: RouteGroup, deps: DomainDeps) {
  const who = ["api_key", "access_token"] as const;
  const reread = async (id: string) => {
    const [row] = await deps.db.select().from(domains).where(eq(domains.id, id));
    return row!;
  };

  defineRoute(
    api,
    {
      method: "get",
      path: "/{domain}/transfer",
      operationId: "getDomainTransfer",
      summary:
        "A domain's transfer state: its lock, the policy's lock, its code's expiry, a pending transfer away",
      tags: ["domains"],
      auth: who,
      params: DomainPath,
      responses: {
        200: { description: "The transfer state", schema: DomainTransferState },
        ...DOMAIN_ERRORS,
      },
    },
    async (c, { params }) => {
      const row = await accessibleDomain(deps.db, c.var.principal, params.domain);
      return c.json(await transferState(deps.db, row, deps.now()));
    },
  );

  defineRoute(
    api,
    {
      method: "put",
      path: "/{domain}/transfer-lock",
      operationId: "setDomainTransferLock",
      summary: "Put a domain's transfer lock on or lift it (clientTransferProhibited)",
      tags: ["domains"],
      auth: who,
      params: DomainPath,
      body: TransferLockRequest,
      responses: {
        200: { description: "The transfer state as changed", schema: DomainTransferState },
        ...DOMAIN_ERRORS,
        ...conflictOf("transfer_not_possible: the registry refused"),
      },
    },
    async (c, { params, body }) => {
      const row = await accessibleDomain(deps.db, c.var.principal, params.domain);
      // The registry first: our row never says locked while the registry lets it go.
      const r = await transfersOf(deps, row).setLock(params.domain, body.locked);
      if (!r.ok) throw refused(r);
      const now = deps.now();
      if (row.transferLocked !== body.locked) {
        await deps.db.transaction(async (tx) => {
          await tx
            .update(domains)
            .set({ transferLocked: body.locked, updatedAt: now })
            .where(eq(domains.id, row.id));
          await appendEvent(tx, {
            organizationId: row.organizationId,
            livemode: row.livemode,
            type: "domain.transfer_lock_changed",
            data: { domain_id: row.id, domain: row.name, locked: body.locked },
            at: now,
          });
        });
      }
      return c.json(await transferState(deps.db, await reread(row.id), now));
    },
  );

  defineRoute(
    api,
    {
      method: "post",
      path: "/{domain}/transfer-code",
      operationId: "createDomainTransferCode",
      description:
        "Generates a new transfer code, sets it at the registry (which keeps only a hash) and returns it this once: it is not stored here and cannot be read again. Valid 14 days, or until a transfer completes. Refused while the transfer lock is on or the policy's lock runs.",
      summary: "Get a new transfer code for a domain (shown once)",
      tags: ["domains"],
      auth: who,
      params: DomainPath,
      responses: {
        201: { description: "The new code, shown once", schema: TransferCode },
        ...DOMAIN_ERRORS,
        ...conflictOf("transfer_locked: the lock is on or the policy's lock runs"),
      },
    },
    async (c, { params }) => {
      const row = await accessibleDomain(deps.db, c.var.principal, params.domain);
      const now = deps.now();
      const locked = lockedRefusal(row, now);
      if (locked) throw locked;
      const code = generateTransferCode();
      const expiresAt = transferLockEnd(now, TRANSFER_CODE_VALID_DAYS);
      const r = await transfersOf(deps, row).setAuthCode(params.domain, code, { expiresAt });
      if (!r.ok) throw refused(r);
      await deps.db.transaction(async (tx) => {
        await tx
          .update(domains)
          .set({ transferCodeExpiresAt: expiresAt, updatedAt: now })
          .where(eq(domains.id, row.id));
        await appendEvent(tx, {
          organizationId: row.organizationId,
          livemode: row.livemode,
          type: "domain.transfer_code_issued",
          data: { domain_id: row.id, domain: row.name, expires_at: expiresAt.toISOString() },
          at: now,
        });
      });
      c.header("Cache-Control", "no-store");
      return c.json(
        { domain: row.name, auth_code: code, expires_at: expiresAt.toISOString() },
        201,
      );
    },
  );

  defineRoute(
    api,
    {
      method: "delete",
      path: "/{domain}/transfer-code",
      operationId: "deleteDomainTransferCode",
      summary: "Clear a domain's transfer code at the registry",
      tags: ["domains"],
      auth: who,
      params: DomainPath,
      responses: {
        204: { description: "Cleared (or there was none)", schema: null },
        ...DOMAIN_ERRORS,
        ...conflictOf("transfer_not_possible: the registry refused"),
      },
    },
    async (c, { params }) => {
      const row = await accessibleDomain(deps.db, c.var.principal, params.domain);
      const r = await transfersOf(deps, row).setAuthCode(params.domain, null);
      if (!r.ok) throw refused(r);
      await deps.db
        .update(domains)
        .set({ transferCodeExpiresAt: null, updatedAt: deps.now() })
        .where(eq(domains.id, row.id));
      return c.body(null, 204);
    },
  );

  for (const verb of ["approve", "reject"] as const) {
    defineRoute(
      api,
      {
        method: "post",
        path: `/{domain}/transfer/${verb}`,
        operationId: verb === "approve" ? "approveDomainTransfer" : "rejectDomainTransfer",
        summary:
          verb === "approve"
            ? "Let a pending transfer away go now: the domain leaves the account"
            : "Refuse a pending transfer away: the domain stays",
        tags: ["domains"],
        auth: who,
        params: DomainPath,
        responses: {
          200: { description: "The transfer state after the answer", schema: DomainTransferState },
          ...DOMAIN_ERRORS,
          ...conflictOf("transfer_not_pending: no transfer away is pending"),
        },
      },
      async (c, { params }) => {
        const row = await accessibleDomain(deps.db, c.var.principal, params.domain);
        const notPending = (detail?: string) =>
          conflict(
            "transfer_not_pending",
            `No transfer away of ${row.name} is pending${detail ? `: ${detail}` : ""}; read GET …/domains/${row.name}/transfer.`,
          );
        if (!(await pendingTransferAway(deps.db, row.id))) throw notPending();
        const approve = verb === "approve";
        const r = await transfersOf(deps, row).answer(params.domain, approve);
        if (!r.ok) throw notPending(r.message);
        const now = deps.now();
        await deps.db.transaction((tx) =>
          transferAwayEnded(
            tx,
            row,
            approve
              ? { trStatus: "clientApproved", gaining: null }
              : { trStatus: "clientRejected" },
            { now, answeredBy: actorName(c.var.principal) },
          ),
        );
        return c.json(await transferState(deps.db, await reread(row.id), now));
      },
    );
  }
}
