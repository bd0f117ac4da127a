import { and, eq, isNull, lte, or, type WithSubquery } from "drizzle-orm";
import { createHash } from "node:crypto";
import type { ValidationErrorItem } from "../../contract/pydantic/validation-error";
import type { Db, DbOrTx } from "../db/database";
import { idempotencyKeys } from "./schema";
import { openSecret, sealSecret, type SecretsKey } from "../secret-box";
import { ApiError, conflict } from "./errors";

export const IDEMPOTENCY_HEADER = "Idempotency-Key";
/** How long a stored response answers repeats of its key. */
const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
/**
 * An in-flight key older than this was abandoned by a crashed process (on PostgreSQL, where
 * other instances may still be running it; the embedded database frees them all at start:
 * `db/open.ts`).
 */
const ABANDONED_AFTER_MS = 5 * 60 * 1000;

const KEY_SYNTAX = /^[\x20-\x7e]{1,255}$/;
const LOC = ["header", IDEMPOTENCY_HEADER];

/** The 422 item for a malformed key, or undefined when the key is fine (or absent). */
export function checkIdempotencyKey(key: string | undefined): ValidationErrorItem | undefined {
  if (key === undefined || KEY_SYNTAX.test(key)) return undefined;
  const message = "Idempotency-Key must be 1 to 255 printable ASCII characters, such as a UUID";
  return {
    type: "value_error",
    loc: LOC,
    msg: `Value error, ${message}`,
    input: key,
    ctx: { error: message },
  };
}

/** JSON with object keys sorted at every depth, so `{"a":1,"b":2}` and `{"b":2,"a":1}` match. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

/** SHA-256 of method, route and canonical body: what "the same request" means for a key. */
export function requestHash(method: string, route: string, body: unknown): string {
  return createHash("sha256")
    .update(`${method.toUpperCase()}\n${route}\n${canonicalJson(body ?? null)}`)
    .digest("hex");
}

export type IdempotentRequest = {
  organizationId: string;
  /** Keys are per mode too: a test key's Idempotency-Key never answers a live request. */
  livemode: boolean;
  /**
   * Whose keys these are within the organization: a hosted session's end user (their
   * external account) has a key space of their own, apart from the partner's API keys.
   */
  scope?: string;
  key: string;
  method: string;
  /** The route (template and parameters), so the spec's aliases count as the same request. */
  route: string;
  hash: string;
};

const reused = (key: string) =>
  new ApiError(422, [
    {
      type: "idempotency_key_reused",
      loc: LOC,
      msg: "This Idempotency-Key was already used for a different request; send a new key for a new request.",
      input: key,
    },
  ]);

const inFlight = () => {
  const err = conflict(
    "idempotency_key_in_use",
    "A request with this Idempotency-Key is still being processed; retry after it completes.",
  );
  Object.assign(err.headers, { "Retry-After": "1" });
  return err;
};

/** A stored response that does not open with this `SECRETS_KEY` (sealed with another one). */
class SealedResponseError extends Error {
  override name = "SealedResponseError";
}

/**
 * Stored responses are sealed like webhook secrets (AES-256-GCM under `SECRETS_KEY`), since
 * they hold the secrets some responses show once (`whsec_…`, `rct_…`), bound to their row
 * (organization and stored key), so a sealed body copied to another row does not open.
 * Without `SECRETS_KEY` they are stored as they are, like webhook secrets.
 */
const sealedFor = (organizationId: string, storedKey: string) =>
  `idempotency:${organizationId}\n${storedKey}`;

function openStored(body: string | null, boundTo: string, key: SecretsKey) {
  if (body === null) return null;
  try {
    return openSecret(body, boundTo, key);
  } catch {
    throw new SealedResponseError("the stored response does not open with SECRETS_KEY");
  }
}

function replay(status: number, body: string | null) {
  return new Response(body, {
    status,
    headers: { "content-type": "application/json", "Idempotent-Replayed": "true" },
  });
}

/**
 * What `execute` gets when it runs under a claimed key: a handler that writes in one
 * statement can store its response with that write (a CTE from {@link storeWith}), saving
 * the round trip of the update that stores it afterwards and making the response exist
 * exactly when the change does.
 */
export type IdempotencyClaim = {
  /** A CTE that stores `body` (the exact response text) and `status` as this key's response. */
  storeWith(db: DbOrTx, status: number, body: string): WithSubquery;
  /**
   * What {@link storeWith}'s update writes, as values (the key's row and the response as
   * stored, sealed when `SECRETS_KEY` is set), for a prepared statement of the handler's own.
   */
  storedRow(
    status: number,
    body: string,
  ): { organizationId: string; livemode: boolean; key: string; status: number; body: string };
  /** Tells the claim that the statement holding {@link storeWith}'s CTE has committed. */
  stored(status: number, body: string): void;
  /**
   * Stores `body` and `status` as this key's response inside the handler's own transaction,
   * so the response exists exactly when the change does (a commit whose answer is lost with
   * the connection is then replayed to the retry, never run twice); then {@link stored}.
   */
  storeIn(tx: DbOrTx, status: number, body: string): Promise<void>;
};

/**
 * Runs `execute` at most once per organization, scope and key (24 h, Stripe's model): the first
 * request claims the key with an in-flight row (an atomic insert, so among concurrent repeats
 * exactly one wins); its response is stored unless it is a 5xx or a thrown error, which
 * release the key for a retry. A repeat gets the stored status and body with
 * `Idempotent-Replayed: true`; a repeat with another body is 422; one while the first is still
 * running is 409.
 */
/**
 * Claims this process could not settle because the database was not answering (it stopped,
 * restarted or cut the connection mid-request): a failed attempt's release, or a completed
 * one's response to store, retried every `retryMs` until it answers. So a key's lease ends
 * with the attempt that held it, not at the abandoned-claim timeout, and a client's retry
 * gets its answer (a run, or the stored response) within a moment of the database's return.
 * Per app; `close()` stops it.
 */
export type PendingReleases = {
  add(key: string, release: () => Promise<unknown>): void;
  readonly size: number;
  close(): void;
};

export function pendingReleases({ retryMs = 250 } = {}): PendingReleases {
  const pending = new Map<string, () => Promise<unknown>>();
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  const schedule = () => {
    if (!timer && !closed && pending.size > 0) timer = setTimeout(flush, retryMs).unref();
  };
  async function flush() {
    timer = undefined;
    for (const [key, release] of pending) {
      try {
        await release();
        pending.delete(key);
      } catch {
        break; // still not answering: try again later
      }
    }
    schedule();
  }
  return {
    add(key, release) {
      pending.set(key, release);
      schedule();
    },
    get size() {
      return pending.size;
    },
    close() {
      closed = true;
      if (timer) clearTimeout(timer);
      pending.clear();
    },
  };
}

export async function runIdempotent(
  deps: { db: Db; now: () => Date; secretsKey?: SecretsKey; releases?: PendingReleases },
  req: IdempotentRequest,
  execute: (claim: IdempotencyClaim) => Promise<Response>,
): Promise<Response> {
  const now = deps.now();
  // A newline cannot be part of a key (printable ASCII only), so scoped keys never collide.
  const storedKey = req.scope === undefined ? req.key : `${req.scope}\n${req.key}`;
  const where = and(
    eq(idempotencyKeys.organizationId, req.organizationId),
    eq(idempotencyKeys.livemode, req.livemode),
    eq(idempotencyKeys.key, storedKey),
  );
  // Only this attempt's claim (not a later one's), and never a response already stored (a
  // handler that stored it with its write and failed after: the write happened).
  const ours = and(
    where,
    eq(idempotencyKeys.createdAt, now),
    isNull(idempotencyKeys.responseStatus),
  );
  const release = async () => {
    try {
      await deps.db.delete(idempotencyKeys).where(ours);
    } catch (err) {
      if (!deps.releases) throw err;
      deps.releases.add(
        `${req.organizationId}\n${req.livemode}\n${storedKey}\n${now.toISOString()}`,
        () => deps.db.delete(idempotencyKeys).where(ours),
      );
    }
  };
  let claimed: { key: string }[];
  try {
    claimed = await insertClaim();
  } catch (err) {
    // The claim may have been made (its commit's answer lost with the connection): released
    // like a failed attempt's, nothing having run under it.
    await release();
    throw err;
  }
  function insertClaim() {
    return deps.db
      .insert(idempotencyKeys)
      .values({
        organizationId: req.organizationId,
        livemode: req.livemode,
        key: storedKey,
        method: req.method,
        path: req.route,
        requestHash: req.hash,
        createdAt: now,
        expiresAt: new Date(now.getTime() + IDEMPOTENCY_TTL_MS),
      })
      .onConflictDoUpdate({
        target: [idempotencyKeys.organizationId, idempotencyKeys.livemode, idempotencyKeys.key],
        // An expired key is free again, and so is one left in flight by a process that died
        // (nothing runs for minutes): take it over in the same atomic statement.
        set: {
          method: req.method,
          path: req.route,
          requestHash: req.hash,
          responseStatus: null,
          responseBody: null,
          createdAt: now,
          expiresAt: new Date(now.getTime() + IDEMPOTENCY_TTL_MS),
        },
        setWhere: or(
          lte(idempotencyKeys.expiresAt, now),
          and(
            isNull(idempotencyKeys.responseStatus),
            lte(idempotencyKeys.createdAt, new Date(now.getTime() - ABANDONED_AFTER_MS)),
          ),
        ),
      })
      .returning({ key: idempotencyKeys.key });
  }

  if (claimed.length === 0) {
    const [row] = await deps.db.select().from(idempotencyKeys).where(where);
    // Released between our insert and this read: the first attempt failed; tell the client to retry.
    if (!row) throw inFlight();
    if (row.requestHash !== req.hash) throw reused(req.key);
    if (row.responseStatus === null) throw inFlight();
    const boundTo = sealedFor(req.organizationId, storedKey);
    return replay(row.responseStatus, openStored(row.responseBody, boundTo, deps.secretsKey));
  }

  const boundTo = sealedFor(req.organizationId, storedKey);
  let storedAs: { status: number; body: string } | undefined;
  const claim: IdempotencyClaim = {
    storeWith: (db, status, body) =>
      db.$with("idempotent_response").as(
        db
          .update(idempotencyKeys)
          .set({ responseStatus: status, responseBody: sealSecret(body, boundTo, deps.secretsKey) })
          .where(where),
      ),
    storedRow: (status, body) => ({
      organizationId: req.organizationId,
      livemode: req.livemode,
      key: storedKey,
      status,
      body: sealSecret(body, boundTo, deps.secretsKey),
    }),
    stored: (status, body) => {
      storedAs = { status, body };
    },
    storeIn: async (tx, status, body) => {
      await tx
        .update(idempotencyKeys)
        .set({ responseStatus: status, responseBody: sealSecret(body, boundTo, deps.secretsKey) })
        .where(where);
      // Counted as stored once the transaction commits: `execute` returns after it.
      storedAs = { status, body };
    },
  };
  let res: Response;
  try {
    res = await execute(claim);
  } catch (err) {
    await release();
    throw err;
  }
  if (res.status >= 500) {
    await release();
    return res;
  }
  const body = await res.clone().text();
  // Stored by the handler's own write, exactly as sent: nothing left to do.
  if (storedAs && storedAs.status === res.status && storedAs.body === body) return res;
  const sealed = sealSecret(body, boundTo, deps.secretsKey);
  const store = () =>
    deps.db
      .update(idempotencyKeys)
      .set({ responseStatus: res.status, responseBody: sealed })
      .where(and(where, eq(idempotencyKeys.createdAt, now)));
  try {
    await store();
  } catch (err) {
    // The change is made and this is its answer: the client gets it, and the key gets it as
    // soon as the database answers (a retry meanwhile is 409, never a second run).
    if (!deps.releases) throw err;
    deps.releases.add(
      `${req.organizationId}\n${req.livemode}\n${storedKey}\n${now.toISOString()}`,
      store,
    );
  }
  return res;
}
