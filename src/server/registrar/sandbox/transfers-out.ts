import { randomBytes, scrypt as scryptCb, timingSafeEqual } from "node:crypto";
import { and, eq, isNotNull, isNull, lte } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/database";
import type { NormalizedDomain } from "../normalize-domain";
import type { RegistrarFailure, RegistrarTransfers } from "../provider";
import { sandboxRegistry } from "../schema";

/** The registry id the sandbox gives the other registrar that asks for a domain held here. */
const SANDBOX_GAINING_REGISTRAR = "sandbox-other-registrar";

// A registry keeps a salted, slow hash of a transfer code, never the code: scrypt (node:crypto)
// with the service's password parameters, `scrypt$N$r$p$salt$key`, compared in constant time.
const SCRYPT = { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };
const KEY_BYTES = 32;
const scrypt = (code: string, salt: Buffer, opts: typeof SCRYPT) =>
  new Promise<Buffer>((resolve, reject) =>
    scryptCb(code, salt, KEY_BYTES, opts, (err, key) => (err ? reject(err) : resolve(key))),
  );

async function hashCode(code: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(code, salt, SCRYPT);
  const { N, r, p } = SCRYPT;
  return ["scrypt", N, r, p, salt.toString("base64"), key.toString("base64")].join("$");
}

async function codeMatches(stored: string, code: string): Promise<boolean> {
  const [alg, N, r, p, salt, key] = stored.split("$");
  if (alg !== "scrypt" || !salt || !key) return false;
  const expected = Buffer.from(key, "base64");
  const got = await scrypt(code, Buffer.from(salt, "base64"), {
    ...SCRYPT,
    N: Number(N),
    r: Number(r),
    p: Number(p),
  });
  return got.length === expected.length && timingSafeEqual(got, expected);
}

const notHeld = (domain: NormalizedDomain): RegistrarFailure => ({
  ok: false,
  code: "not_found",
  message: `${domain.name} is not registered here.`,
});

/** Names this registrar sponsors (a name that left stays registered, under its new sponsor). */
const ours = (name: string) => and(eq(sandboxRegistry.name, name), isNull(sandboxRegistry.sponsor));

/**
 * Whether the sandbox registry accepts `code` for `name` now: a code is set, not expired, and
 * its hash matches. Single use: a completed transfer clears it.
 */
export async function sandboxCodeAccepted(
  db: DbOrTx,
  name: string,
  code: string,
  now: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ hash: sandboxRegistry.authCodeHash, until: sandboxRegistry.authCodeExpiresAt })
    .from(sandboxRegistry)
    .where(ours(name));
  if (!row?.hash) return false;
  if (row.until && row.until.getTime() <= now.getTime()) return false;
  return codeMatches(row.hash, code);
}

/** A request the sandbox registry took from another registrar. */
export type SandboxTransferRequest = {
  ok: true;
  gainingRegistrar: string;
  requestedAt: Date;
  autoApproveAt: Date;
};

/**
 * The sandbox's test call: another registrar asks the registry for `domain` with `code`. The
 * registry refuses a locked name (`transfer_prohibited`, also within `policyLockUntil`, the
 * sponsor's lock after a change) and a wrong or expired code (`auth_code_invalid`); else the
 * request is pending, approved by the registry at `autoApproveAt` unless answered first.
 */
export async function sandboxRequestTransfer(
  db: Db,
  input: {
    domain: NormalizedDomain;
    code: string;
    now: Date;
    autoApproveAt: Date;
    policyLockUntil: Date | null;
  },
): Promise<SandboxTransferRequest | RegistrarFailure> {
  const { domain, now } = input;
  const [row] = await db.select().from(sandboxRegistry).where(ours(domain.name));
  if (!row) return notHeld(domain);
  if (row.transferLocked) {
    return {
      ok: false,
      code: "transfer_prohibited",
      message: `${domain.name} is locked (clientTransferProhibited) until its holder lifts the lock.`,
    };
  }
  if (input.policyLockUntil && input.policyLockUntil.getTime() > now.getTime()) {
    return {
      ok: false,
      code: "transfer_prohibited",
      message: `${domain.name} cannot be transferred until ${input.policyLockUntil.toISOString()} (the transfer policy's lock after a change).`,
    };
  }
  if (row.transferRequestedAt) {
    return {
      ok: false,
      code: "transfer_prohibited",
      message: `A transfer of ${domain.name} is already pending.`,
    };
  }
  if (!(await sandboxCodeAccepted(db, domain.name, input.code, now))) {
    return {
      ok: false,
      code: "auth_code_invalid",
      message: `The transfer code for ${domain.name} is wrong or expired.`,
    };
  }
  const taken = await db
    .update(sandboxRegistry)
    .set({
      transferRequestedAt: now,
      transferGainingRegistrar: SANDBOX_GAINING_REGISTRAR,
      transferAutoApproveAt: input.autoApproveAt,
    })
    .where(and(ours(domain.name), isNull(sandboxRegistry.transferRequestedAt)))
    .returning({ name: sandboxRegistry.name });
  if (taken.length === 0) {
    return {
      ok: false,
      code: "transfer_prohibited",
      message: `A transfer of ${domain.name} is already pending.`,
    };
  }
  return {
    ok: true,
    gainingRegistrar: SANDBOX_GAINING_REGISTRAR,
    requestedAt: now,
    autoApproveAt: input.autoApproveAt,
  };
}

/**
 * Ends the pending request for `name` at the sandbox registry: approved, the name goes to the
 * gaining registrar and its code is cleared (a code is single use); rejected, nothing changes
 * but the request. False when none was pending.
 */
export async function sandboxEndRequest(
  db: DbOrTx,
  name: string,
  approve: boolean,
): Promise<boolean> {
  const clear = {
    transferRequestedAt: null,
    transferGainingRegistrar: null,
    transferAutoApproveAt: null,
  };
  const [row] = await db
    .select({ gaining: sandboxRegistry.transferGainingRegistrar })
    .from(sandboxRegistry)
    .where(and(ours(name), isNotNull(sandboxRegistry.transferRequestedAt)))
    .for("update");
  if (!row) return false;
  await db
    .update(sandboxRegistry)
    .set(
      approve
        ? {
            ...clear,
            sponsor: row.gaining ?? SANDBOX_GAINING_REGISTRAR,
            reference: null,
            transferLocked: false,
            authCodeHash: null,
            authCodeExpiresAt: null,
          }
        : clear,
    )
    .where(eq(sandboxRegistry.name, name));
  return true;
}

/**
 * Names whose pending request nobody answered in time: the registry approves each by itself
 * (`sandboxEndRequest`, with the service's side in the same transaction: `transfer-worker.ts`).
 */
export async function sandboxDueTransfers(db: DbOrTx, now: Date): Promise<string[]> {
  const due = await db
    .select({ name: sandboxRegistry.name })
    .from(sandboxRegistry)
    .where(
      and(
        isNull(sandboxRegistry.sponsor),
        isNotNull(sandboxRegistry.transferRequestedAt),
        lte(sandboxRegistry.transferAutoApproveAt, now),
      ),
    );
  return due.map((r) => r.name);
}

/** The sandbox's losing side: locks, transfer codes (hashed) and answers to requests. */
export function sandboxTransfersOut(
  db: Db,
  _opts: { transferMs: number },
): Pick<RegistrarTransfers, "answer" | "setLock" | "setAuthCode"> {
  return {
    async answer(domain, approve) {
      const done = await db.transaction((tx) => sandboxEndRequest(tx, domain.name, approve));
      if (done) return { ok: true };
      return {
        ok: false,
        code: "rejected",
        message: `No transfer of ${domain.name} is pending at the registry.`,
      };
    },

    async setLock(domain, locked) {
      const rows = await db
        .update(sandboxRegistry)
        .set({ transferLocked: locked })
        .where(ours(domain.name))
        .returning({ name: sandboxRegistry.name });
      return rows.length > 0 ? { ok: true } : notHeld(domain);
    },

    async setAuthCode(domain, code, options) {
      const rows = await db
        .update(sandboxRegistry)
        .set(
          code === null
            ? { authCodeHash: null, authCodeExpiresAt: null }
            : { authCodeHash: await hashCode(code), authCodeExpiresAt: options?.expiresAt ?? null },
        )
        .where(ours(domain.name))
        .returning({ name: sandboxRegistry.name });
      return rows.length > 0 ? { ok: true } : notHeld(domain);
    },
  };
}
