import { toCents } from "../../../contract/money";
import { transferLockEnd } from "../transfer-policy";
import type { NormalizedDomain } from "../normalize-domain";
import type {
  RegistrarFailure,
  RegistrarTransfers,
  TransferInState,
  TransferQuote,
} from "../provider";
import type { EppClient } from "./epp-client";
import { feeVersion } from "./epp-check";
import { EppCommandError } from "./epp-errors";
import { info } from "./epp-info";
import { chargedReceipt, commandFee, feeChecks, FeeCurrencyError, feeTransform } from "./fees";
import { EppTransportError } from "./session";
import { el, NS, obj, text, type EppResponse, type Node, type XmlObject } from "./xml";

/**
 * RFC 9154 (secure authorization information for transfer): announced at login when the
 * registry offers it; with it, a code is cleared with `<domain:null/>`.
 */
export const SECURE_AUTHINFO = "urn:ietf:params:xml:ns:epp:secure-authinfo-transfer-1.0";

/** Statuses under which a registry refuses a transfer request (RFC 5731 2.3). */
const NOT_TRANSFERABLE = [
  "clientTransferProhibited",
  "serverTransferProhibited",
  "pendingTransfer",
];

/** How long a search may reuse a transfer quote (`cached`), and how many are kept. */
const QUOTE_CACHE_MS = 30_000;
const QUOTE_CACHE_SIZE = 1000;

/** RFC 5731 trStatus values that end a transfer, and what they mean to the gaining side. */
const COMPLETED = new Set(["clientApproved", "serverApproved"]);
const REFUSED = new Set(["clientRejected", "clientCancelled", "serverCancelled"]);

/** A domain:transfer answer's trnData (RFC 5731 3.2.4). */
type TrnData = {
  name?: string;
  trStatus: string;
  reID?: string;
  acID?: string;
  acDate?: Date;
  exDate?: Date;
};

const date = (s: string | undefined) => {
  const d = s ? new Date(s) : undefined;
  return d && !Number.isNaN(d.getTime()) ? d : undefined;
};

function readTrnData(res: EppResponse): TrnData | undefined {
  const t = res.resData["trnData"];
  if (t === undefined) return undefined;
  const d: XmlObject = obj(t);
  const acDate = date(text(d["acDate"]));
  const exDate = date(text(d["exDate"]));
  return {
    trStatus: text(d["trStatus"]) ?? "",
    ...(text(d["name"]) && { name: text(d["name"])!.toLowerCase() }),
    ...(text(d["reID"]) && { reID: text(d["reID"]) }),
    ...(text(d["acID"]) && { acID: text(d["acID"]) }),
    ...(acDate && { acDate }),
    ...(exDate && { exDate }),
  };
}

const authInfo = (code: string) => el("domain:authInfo", {}, [el("domain:pw", code)]);

/** `<transfer op="…"><domain:transfer>` for `domain`, with the code and period when given. */
function transferVerb(op: string, domain: NormalizedDomain, code?: string, years?: number): Node {
  return el("transfer", { op }, [
    el("domain:transfer", { "xmlns:domain": NS.domain }, [
      el("domain:name", domain.name),
      years !== undefined ? el("domain:period", { unit: "y" }, [String(years)]) : null,
      code !== undefined ? authInfo(code) : null,
    ]),
  ]);
}

/**
 * The adapter's `transfers` over RFC 5731 `domain:transfer` and `domain:update`: the gaining
 * side (quote, verifyCode, request, status, cancel) and the losing side (answer, setLock,
 * setAuthCode). Registrant changes are epp-registrant.ts'. Auth codes go only into commands:
 * never into a message, a log line or a stored answer (the session's debug log redacts them).
 * Choices: docs/decisions/registries-over-epp.md "Transfers".
 */
export function eppTransfers(
  client: EppClient,
  suffixes: Set<string>,
  lockDays: number,
): Omit<RegistrarTransfers, "changeRegistrant"> {
  const { send, query, failure, unexpected, currency, clientId } = client;
  /** Recent quotes for searches (`cached`), this adapter's own: a taken name is asked once. */
  const recent = new Map<string, { at: number; quote: TransferQuote }>();

  const notSold = (reason: TransferQuote["reason"], lockedUntil?: Date): TransferQuote => ({
    transferable: false,
    price: "0.00",
    currency,
    ...(reason && { reason }),
    ...(lockedUntil && { lockedUntil }),
  });

  /** The registry's price of a transfer of `domain` (1 year), or undefined when it quotes none. */
  async function transferFee(domain: NormalizedDomain, key: string): Promise<string | undefined> {
    const v = await feeVersion(client);
    const extensions: XmlObject[] = [];
    for (const { ext } of feeChecks(v, [domain.name], currency, 1, ["transfer"])) {
      const res = await query(
        "check",
        key,
        el("check", {}, [
          el("domain:check", { "xmlns:domain": NS.domain }, [el("domain:name", domain.name)]),
        ]),
        [ext],
      );
      if (res.code !== 1000) throw unexpected(res, "domain:check (transfer fee)");
      extensions.push(res.extension);
    }
    try {
      return commandFee(v, extensions, domain.name, "transfer", currency);
    } catch (err) {
      if (err instanceof FeeCurrencyError) throw new EppCommandError(err.message);
      throw err;
    }
  }

  async function quoteNow(domain: NormalizedDomain): Promise<TransferQuote> {
    if (!suffixes.has(domain.suffix)) return notSold("unsupported_suffix");
    const held = await info(client, domain, domain.name);
    if (!held) return notSold("not_registered");
    if (held.ours) return notSold("held_here");
    // 2201 (another registrar's, its details not shown): the request will tell.
    const shown = "statuses" in held ? held : undefined;
    if ((shown?.statuses ?? []).some((s) => NOT_TRANSFERABLE.includes(s))) {
      return notSold("transfer_prohibited");
    }
    // The policy's period runs from the registry's own dates: its creation and its last
    // transfer (a registry shows no registrant change's date: the request is refused then).
    const moved = [shown?.createdAt, shown?.transferredAt]
      .filter((d): d is Date => d !== undefined)
      .sort((a, b) => b.getTime() - a.getTime())[0];
    const until = moved && transferLockEnd(moved, lockDays);
    if (until && until.getTime() > Date.now()) return notSold("recently_moved", until);
    const price = await transferFee(domain, domain.name);
    if (price === undefined) return notSold("transfer_prohibited");
    return { transferable: true, price, currency };
  }

  /** The state a trnData says, for us as the gaining registrar. */
  async function stateOf(domain: NormalizedDomain, t: TrnData, key: string) {
    if (t.reID !== undefined && t.reID !== clientId) {
      return {
        status: "refused" as const,
        reason: "Another registrar's transfer of this domain is the registry's latest.",
      };
    }
    if (t.trStatus === "pending") {
      return { status: "pending" as const, ...(t.acDate && { actionAt: t.acDate }) };
    }
    if (COMPLETED.has(t.trStatus)) {
      const expiresAt = t.exDate ?? (await info(client, domain, key))?.expiresAt;
      if (!expiresAt) throw new EppCommandError(`no expiry for the transfer of ${domain.name}`);
      return { status: "completed" as const, expiresAt };
    }
    if (REFUSED.has(t.trStatus)) {
      const why =
        t.trStatus === "clientRejected"
          ? "The losing registrar rejected the transfer."
          : t.trStatus === "clientCancelled"
            ? "The transfer was cancelled."
            : "The registry cancelled the transfer.";
      return { status: "refused" as const, reason: why };
    }
    throw new EppCommandError(`unknown trStatus ${t.trStatus} for ${domain.name}`);
  }

  /** op="query": the registry's latest transfer of `domain`, or undefined when it has none. */
  async function queryTransfer(
    domain: NormalizedDomain,
    key: string,
    code?: string,
  ): Promise<TrnData | undefined> {
    const res = await query("trquery", key, transferVerb("query", domain, code));
    if (res.code === 1000) {
      const t = readTrnData(res);
      if (!t) throw unexpected(res, "domain:transfer query (no trnData)");
      return t;
    }
    // 2301: no transfer; 2303: no such domain; 2201/2202: not ours to see (another's transfer).
    if ([2201, 2202, 2301, 2303].includes(res.code)) return undefined;
    throw unexpected(res, "domain:transfer query");
  }

  const refused = (
    res: EppResponse,
    what: string,
  ): RegistrarFailure | { transferFailure: "auth" | "prohibited" } | undefined => {
    if (res.code === 2201 || res.code === 2202) return { transferFailure: "auth" };
    if (res.code === 2304 || res.code === 2106 || res.code === 2300) {
      return { transferFailure: "prohibited" };
    }
    if (res.code === 2303) return failure(res, what, "not_found");
    return undefined;
  };

  return {
    quote: async (domain, opts) => {
      const kept = recent.get(domain.name);
      if (opts?.cached && kept && Date.now() - kept.at < QUOTE_CACHE_MS) return kept.quote;
      const q = await quoteNow(domain);
      if (recent.size >= QUOTE_CACHE_SIZE) recent.delete(recent.keys().next().value!);
      recent.set(domain.name, { at: Date.now(), quote: q });
      return q;
    },

    verifyCode: async (domain, authCode) => {
      const res = await query(
        "info",
        domain.name,
        el("info", {}, [
          el("domain:info", { "xmlns:domain": NS.domain }, [
            el("domain:name", { hosts: "none" }, [domain.name]),
            authInfo(authCode),
          ]),
        ]),
      );
      if (res.code === 1000) return { ok: true };
      if (res.code === 2201 || res.code === 2202) {
        return {
          ok: false,
          code: "auth_code_invalid",
          message: `The registry does not accept this transfer code for ${domain.name}.`,
        };
      }
      if (res.code === 2303) return failure(res, `${domain.name}`, "not_found");
      return failure(res, `the transfer code of ${domain.name}`, "rejected");
    },

    request: async ({ domain, authCode, years, price, reference }) => {
      if (!suffixes.has(domain.suffix)) {
        return { ok: false, code: "unavailable", message: `${domain.name} is not sold here.` };
      }
      // Asked again with the same order: the registry's transfer of ours answers (never a
      // second request). One name has one transfer at a time, so ours is the order's.
      const earlier = await queryTransfer(domain, reference, authCode);
      if (earlier && earlier.reID === clientId && earlier.trStatus === "pending") {
        return { ok: true, ...(await stateOf(domain, earlier, reference)) };
      }
      if (earlier && earlier.reID === clientId && COMPLETED.has(earlier.trStatus)) {
        const held = await info(client, domain, reference);
        if (held?.ours) return { ok: true, ...(await stateOf(domain, earlier, reference)) };
      }
      const v = await feeVersion(client);
      let res: EppResponse;
      try {
        res = await send("transfer", reference, transferVerb("request", domain, authCode, years), [
          feeTransform(v, "transfer", currency, price),
        ]);
      } catch (err) {
        if (!(err instanceof EppTransportError) || !err.sent) throw err;
        // The answer was lost: whether the registry took it, its query tells.
        const after = await queryTransfer(domain, reference, authCode);
        if (after && after.reID === clientId && !REFUSED.has(after.trStatus)) {
          return { ok: true, ...(await stateOf(domain, after, reference)) };
        }
        throw new EppCommandError(`domain:transfer request outcome unknown: ${err.message}`);
      }
      if (res.code === 1000 || res.code === 1001) {
        const t = readTrnData(res) ?? { trStatus: "pending", reID: clientId };
        const state: TransferInState = await stateOf(domain, { ...t, reID: clientId }, reference);
        const receipt = {
          ...(res.svTRID && { transactionId: res.svTRID }),
          ...chargedReceipt(client, res, "trnData", domain.name),
        };
        return state.status === "completed" && Object.keys(receipt).length > 0
          ? { ok: true, ...state, receipt }
          : { ok: true, ...state };
      }
      const r = refused(res, `the transfer of ${domain.name}`);
      if (r && "transferFailure" in r) {
        failure(res, `the transfer of ${domain.name}`); // logged (codes redacted), not returned
        return r.transferFailure === "auth"
          ? {
              ok: false,
              code: "auth_code_invalid",
              message: `The registry refused the transfer code for ${domain.name} (${res.code}).`,
            }
          : {
              ok: false,
              code: "transfer_prohibited",
              message: `The registry does not allow ${domain.name} to be transferred now (${res.code} ${res.message}).`,
            };
      }
      if (r) return r;
      if (res.code === 2004 || res.code === 2306) {
        // RFC 8748: a fee below the registry's is refused: say its price, if that is why.
        const now = await transferFee(domain, reference);
        if (now && toCents(now) !== toCents(price)) {
          return {
            ok: false,
            code: "price_changed",
            message: `The registry's transfer price is now ${now} ${currency}, not ${price}.`,
            newPrice: now,
          };
        }
      }
      return failure(res, `the transfer of ${domain.name}`);
    },

    status: async (domain, reference) => {
      const t = await queryTransfer(domain, reference);
      if (!t) return { status: "refused", reason: "The registry holds no transfer of it." };
      return stateOf(domain, t, reference);
    },

    cancel: async (domain) => {
      const res = await send("trcancel", domain.name, transferVerb("cancel", domain));
      if (res.code === 1000) return { ok: true };
      if (res.code === 2303) return failure(res, `${domain.name}`, "not_found");
      return failure(res, `the cancellation of the transfer of ${domain.name}`, "rejected");
    },

    answer: async (domain, approve) => {
      const op = approve ? "approve" : "reject";
      const res = await send(`tr${op}`, domain.name, transferVerb(op, domain));
      if (res.code === 1000) return { ok: true };
      if (res.code === 2303) return failure(res, `${domain.name}`, "not_found");
      return failure(res, `the ${op} of the transfer of ${domain.name}`, "rejected");
    },

    setLock: async (domain, locked) => {
      const held = await info(client, domain, domain.name);
      if (!held || !held.ours) {
        return { ok: false, code: "not_found", message: `${domain.name} is not registered here.` };
      }
      // Already as asked: nothing to send (a registry refuses adding a status already set).
      if (held.statuses.includes("clientTransferProhibited") === locked) return { ok: true };
      const status = el("domain:status", { s: "clientTransferProhibited" });
      const res = await send(
        "lock",
        domain.name,
        el("update", {}, [
          el("domain:update", { "xmlns:domain": NS.domain }, [
            el("domain:name", domain.name),
            locked ? el("domain:add", {}, [status]) : null,
            locked ? null : el("domain:rem", {}, [status]),
          ]),
        ]),
      );
      if (res.code === 1000 || res.code === 1001) return { ok: true };
      if (res.code === 2304) {
        return {
          ok: false,
          code: "transfer_prohibited",
          message: `The registry does not allow the lock of ${domain.name} to change now (${res.code} ${res.message}).`,
        };
      }
      return failure(res, `the transfer lock of ${domain.name}`, "rejected");
    },

    setAuthCode: async (domain, code) => {
      const { extURIs } = await client.pool.services();
      // RFC 9154: `<domain:null/>` unsets the code where the registry speaks it; else an
      // empty `<domain:pw/>` (RFC 5731's way of an empty code).
      const value =
        code !== null
          ? el("domain:pw", code)
          : extURIs.includes(SECURE_AUTHINFO)
            ? el("domain:null")
            : el("domain:pw", "");
      const res = await send(
        "authinfo",
        domain.name,
        el("update", {}, [
          el("domain:update", { "xmlns:domain": NS.domain }, [
            el("domain:name", domain.name),
            el("domain:chg", {}, [el("domain:authInfo", {}, [value])]),
          ]),
        ]),
      );
      if (res.code === 1000 || res.code === 1001) return { ok: true };
      if (res.code === 2303 || res.code === 2201) {
        return { ok: false, code: "not_found", message: `${domain.name} is not registered here.` };
      }
      return failure(res, `the transfer code of ${domain.name}`, "rejected");
    },
  };
}
