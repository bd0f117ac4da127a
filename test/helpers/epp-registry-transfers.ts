import { createHash } from "node:crypto";
import {
  attr,
  el,
  NS,
  obj,
  text,
  type Node,
  type XmlObject,
} from "../../src/server/registrar/epp/xml";
import { addYears } from "../../src/server/registrar/provider";

/**
 * The test registry's transfers (RFC 5731 `domain:transfer`) with the registry as both sides
 * see it: our registrar (the registry's main client) gaining a name another registrar holds
 * (`holdElsewhere`), or losing one of its own to another registrar (`requestAway`). Auth codes
 * are kept as SHA-256 hashes (RFC 9154) and cleared when a transfer completes; a pending
 * transfer is approved by the registry once its action date passes (checked at each command,
 * no timers) or when a test says (`approvePending` / `rejectPending`). Each change queues a
 * `domain:trnData` poll message for the main client when the other party or the registry
 * acted, and records one for the other registrar (`otherMessages`).
 */

/** Days a transfer waits for the losing registrar before the registry approves it (gTLDs: 5). */
const TRANSFER_PENDING_DAYS = 5;
/** The other registrar of `holdElsewhere` and `requestAway` unless told. */
const OTHER_REGISTRAR = "other-registrar";

type TrStatus =
  | "pending"
  | "clientApproved"
  | "clientRejected"
  | "clientCancelled"
  | "serverApproved"
  | "serverCancelled";

export type Transfer = {
  name: string;
  trStatus: TrStatus;
  reID: string;
  reDate: Date;
  acID: string;
  acDate: Date;
  exDate: Date;
};

type Domain = {
  name: string;
  clID: string;
  registrant: string;
  ns: string[];
  crDate: Date;
  exDate: Date;
};

export type TransferState = {
  clientId: string;
  now: () => Date;
  domains: Map<string, Domain>;
  respond: (code: number, clTRID: string | undefined, resData?: Node, ext?: Node[]) => string;
  queueMessage?: (m: { msg: string; resData?: Node }) => string;
  /** How long a request waits before the registry approves it; 5 days unless told. */
  transferPendingMs?: number;
  /** Refuse (2304) a request within this many days of the name's creation or last transfer. */
  transferLockDays?: number;
};

const DAY_MS = 86_400_000;
const iso = (d: Date) => d.toISOString().replace(/\.\d{3}Z$/, ".0Z");
const hash = (code: string) => createHash("sha256").update(code).digest("hex");

export function registryTransfers(state: TransferState) {
  const { clientId, domains, now, respond } = state;
  const pendingMs = state.transferPendingMs ?? TRANSFER_PENDING_DAYS * DAY_MS;
  const transfers = new Map<string, Transfer>();
  const statuses = new Map<string, Set<string>>();
  const authHashes = new Map<string, string>();
  const trDates = new Map<string, Date>();
  const otherMessages: { clID: string; msg: string; transfer: Transfer }[] = [];

  const statusOf = (n: string) => {
    const s = statuses.get(n) ?? new Set<string>();
    statuses.set(n, s);
    return s;
  };
  const trnData = (t: Transfer) =>
    el("domain:trnData", { "xmlns:domain": NS.domain }, [
      el("domain:name", t.name),
      el("domain:trStatus", t.trStatus),
      el("domain:reID", t.reID),
      el("domain:reDate", iso(t.reDate)),
      el("domain:acID", t.acID),
      el("domain:acDate", iso(t.acDate)),
      el("domain:exDate", iso(t.exDate)),
    ]);
  /** Tells `to` of `t` (the main client through its poll queue, another by a record). */
  const tell = (to: string, msg: string, t: Transfer) => {
    if (to === clientId) state.queueMessage?.({ msg, resData: trnData({ ...t }) });
    else otherMessages.push({ clID: to, msg, transfer: { ...t } });
  };

  /** Sets (or clears, `null` or empty) a domain's code: only its hash is kept. */
  const setAuth = (n: string, code: string | null | undefined) => {
    if (code === null || code === undefined || code === "") authHashes.delete(n);
    else authHashes.set(n, hash(code));
  };
  /** Whether `code` is the domain's (never when it has none: RFC 9154). */
  const authMatches = (n: string, code: string | undefined) =>
    code !== undefined && code !== "" && authHashes.get(n) === hash(code);

  function complete(t: Transfer, how: "clientApproved" | "serverApproved") {
    const d = domains.get(t.name);
    t.trStatus = how;
    t.acDate = now();
    if (!d) return;
    d.clID = t.reID;
    d.exDate = t.exDate;
    authHashes.delete(t.name);
    trDates.set(t.name, t.acDate);
    // The losing registrar's own statuses do not follow the name.
    statuses.set(t.name, new Set([...statusOf(t.name)].filter((s) => !s.startsWith("client"))));
  }

  /** The registry's automatic approval of requests whose action date passed. */
  function settle() {
    for (const t of transfers.values()) {
      if (t.trStatus !== "pending" || t.acDate.getTime() > now().getTime()) continue;
      complete(t, "serverApproved");
      tell(t.reID, "Transfer auto-approved.", t);
      tell(t.acID, "Transfer auto-approved.", t);
    }
  }

  /** What refuses a request for `n` by `actor` with `code`, as an EPP result code. */
  function requestRefusal(n: string, actor: string, code: string | undefined): number | undefined {
    const d = domains.get(n);
    if (!d) return 2303;
    if (d.clID === actor) return 2106;
    if (!authMatches(n, code)) return 2202;
    if (transfers.get(n)?.trStatus === "pending") return 2300;
    const s = statusOf(n);
    if (s.has("clientTransferProhibited") || s.has("serverTransferProhibited")) return 2304;
    if (state.transferLockDays !== undefined) {
      const since = Math.max(d.crDate.getTime(), trDates.get(n)?.getTime() ?? 0);
      if (now().getTime() < since + state.transferLockDays * DAY_MS) return 2304;
    }
    return undefined;
  }

  function startTransfer(n: string, actor: string, years: number): Transfer {
    const d = domains.get(n)!;
    const at = now();
    const t: Transfer = {
      name: n,
      trStatus: "pending",
      reID: actor,
      reDate: at,
      acID: d.clID,
      acDate: new Date(at.getTime() + pendingMs),
      exDate: addYears(d.exDate, years),
    };
    transfers.set(n, t);
    tell(d.clID, "Transfer requested.", t);
    return t;
  }

  /** `<transfer op="…">` from a session of `actor`; `fee` answers the request's fee, if any. */
  function command(
    cmd: XmlObject,
    clTRID: string | undefined,
    actor: string,
    fee?: (n: string, years: number) => { refuse?: number; ext?: Node[] },
  ): string {
    settle();
    const t = obj(cmd["transfer"]);
    const op = attr(t, "op");
    const body = obj(t["transfer"]);
    const n = text(body["name"])!.toLowerCase();
    if (!domains.has(n)) return respond(2303, clTRID);
    const current = transfers.get(n);
    const code = text(obj(body["authInfo"])["pw"]);
    if (op === "request") {
      const refused = requestRefusal(n, actor, code);
      if (refused) return respond(refused, clTRID);
      const years = Number(text(body["period"]) ?? "1");
      const charged = fee?.(n, years) ?? {};
      if (charged.refuse) return respond(charged.refuse, clTRID);
      return respond(1001, clTRID, trnData(startTransfer(n, actor, years)), charged.ext);
    }
    if (!current) return respond(2301, clTRID);
    if (op === "query") {
      const party = actor === current.reID || actor === current.acID;
      if (!party && !authMatches(n, code)) return respond(2201, clTRID);
      return respond(1000, clTRID, trnData(current));
    }
    if (current.trStatus !== "pending") return respond(2301, clTRID);
    if (op === "cancel") {
      if (actor !== current.reID) return respond(2201, clTRID);
      current.trStatus = "clientCancelled";
      current.acDate = now();
      return respond(1000, clTRID, trnData(current));
    }
    if (op === "approve" || op === "reject") {
      if (actor !== current.acID) return respond(2201, clTRID);
      if (op === "approve") complete(current, "clientApproved");
      else {
        current.trStatus = "clientRejected";
        current.acDate = now();
      }
      tell(current.reID, op === "approve" ? "Transfer approved." : "Transfer rejected.", current);
      return respond(1000, clTRID, trnData(current));
    }
    return respond(2005, clTRID);
  }

  /** The pending transfer of `n`, or an error naming what is there instead. */
  const pending = (n: string) => {
    const t = transfers.get(n);
    if (t?.trStatus !== "pending") throw new Error(`no pending transfer of ${n}`);
    return t;
  };

  return {
    transfers,
    statuses,
    statusOf,
    otherMessages,
    settle,
    command,
    setAuth,
    authMatches,
    /** The hash the registry keeps of a domain's code, if it has one. */
    authHashOf: (n: string) => authHashes.get(n),
    /** The statuses domain:info shows: the set ones, `pendingTransfer`, or `ok`. */
    shownStatuses(n: string): string[] {
      const s = [...statusOf(n)];
      if (transfers.get(n)?.trStatus === "pending") s.push("pendingTransfer");
      return s.length > 0 ? s : ["ok"];
    },
    trDateOf: (n: string) => trDates.get(n),
    forget(n: string) {
      transfers.delete(n);
      authHashes.delete(n);
    },
    controls: {
      /**
       * A name another registrar holds, with its transfer code (hashed here), its lock, and its
       * creation date (a year ago unless told: past the policy's lock).
       */
      holdElsewhere(
        name: string,
        opts: {
          authCode?: string;
          locked?: boolean;
          createdAt?: Date;
          transferredAt?: Date;
          clID?: string;
          years?: number;
        } = {},
      ) {
        const crDate = opts.createdAt ?? addYears(now(), -1);
        domains.set(name, {
          name,
          clID: opts.clID ?? OTHER_REGISTRAR,
          registrant: "other1",
          ns: [],
          crDate,
          exDate: addYears(crDate, Math.max(2, opts.years ?? 2)),
        });
        setAuth(name, opts.authCode);
        statuses.set(name, new Set(opts.locked ? ["clientTransferProhibited"] : []));
        if (opts.transferredAt) trDates.set(name, opts.transferredAt);
        else trDates.delete(name);
      },
      /**
       * Another registrar asks for one of our names with `code`: the registry's result code
       * (1001 when it starts the transfer and queues its message for us).
       */
      requestAway(name: string, code: string, gaining = OTHER_REGISTRAR) {
        settle();
        const refused = requestRefusal(name, gaining, code);
        if (refused) return { code: refused };
        const t = startTransfer(name, gaining, 1);
        return { code: 1001, transfer: { ...t } };
      },
      /** The other side (or, for a name leaving us, the registry) approves the pending transfer. */
      approvePending(name: string) {
        settle();
        const t = pending(name);
        const how = t.acID === clientId ? "serverApproved" : "clientApproved";
        complete(t, how);
        tell(
          clientId,
          how === "serverApproved" ? "Transfer auto-approved." : "Transfer approved.",
          t,
        );
        if (t.reID !== clientId) tell(t.reID, "Transfer approved.", t);
      },
      /** The other side (or, for a name leaving us, the registry) refuses the pending transfer. */
      rejectPending(name: string) {
        settle();
        const t = pending(name);
        t.trStatus = t.acID === clientId ? "serverCancelled" : "clientRejected";
        t.acDate = now();
        tell(clientId, "Transfer rejected.", t);
        if (t.reID !== clientId) tell(t.reID, "Transfer rejected.", t);
      },
    },
  };
}

export type RegistryTransfers = ReturnType<typeof registryTransfers>;
