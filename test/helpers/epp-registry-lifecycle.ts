import {
  attr,
  el,
  list,
  NS,
  obj,
  text,
  type Node,
  type XmlObject,
} from "../../src/server/registrar/epp/xml";
import { formatCents, toCents } from "../../src/contract/money";
import { GTLD_PERIODS, type RegistryPeriods } from "../../src/server/registrar/lifecycle";
import { addYears } from "../../src/server/registrar/provider";
import {
  feeCreditAnswer,
  feeFor,
  feeTransformAnswer,
  type FeeAccount,
  type FeePrices,
} from "./epp-registry-fees";
import type { RegistryTransfers } from "./epp-registry-transfers";

/**
 * The test registry's lifecycle commands, for the OT&E checklist (docs/registries.md):
 * transfers between two registrars (epp-registry-transfers.ts), domain
 * delete into the redemption grace period and its restore (RFC 3915), domain updates of
 * status, contacts, registrant and auth code, and contact and host check/info/update.
 *
 * And its clock (`tick`, run before every command against the registry's `now()`, no
 * timers), as gTLD registries run it: a domain past its exDate is renewed for a year and
 * charged to the registrar (the fee account's balance; a `domain:renData` poll message,
 * as nomulus sends one), then in `autoRenewPeriod` for its days; a delete in that period
 * credits the renewal back (`fee:delData`) and, like any delete, puts the domain in
 * `redemptionPeriod` (status `pendingDelete`, still registered for `domain:check`); a
 * restore request makes it `pendingRestore` until the report (back in redemption when none
 * comes within the report window); past redemption `pendingDelete`, then purged (available).
 */

export const RGP = "urn:ietf:params:xml:ns:rgp-1.0";

const DAY_MS = 86_400_000;

type Domain = {
  name: string;
  clID: string;
  registrant: string;
  ns: string[];
  crDate: Date;
  exDate: Date;
};

/** A domain's RGP state at the registry (RFC 3915), with when it ends. */
export type RgpState =
  | { s: "autoRenewPeriod"; until: Date; charged: bigint; previousExDate: Date }
  | { s: "redemptionPeriod"; until: Date; deletedAt: Date }
  | { s: "pendingRestore"; until: Date; redemptionUntil: Date; deletedAt: Date }
  | { s: "pendingDelete"; until: Date };

/** The registry's clock's choices (`startEppTestRegistry({ lifecycle })`). */
export type LifecycleOptions = {
  /** The periods after expiry, in days; gTLD registries' (45, 30, 5) unless told. */
  periods?: RegistryPeriods;
  /** Days the registry waits for a restore report after the request (RFC 3915: 7). */
  restoreReportDays?: number;
  /** Queue a poll message for each auto-renewal (true unless told). */
  autoRenewMessages?: boolean;
};

/** The registry's state the lifecycle commands read and change (epp-registry-commands.ts). */
type LifecycleState = {
  clientId: string;
  hostObjects: boolean;
  now: () => Date;
  domains: Map<string, Domain>;
  contacts: Map<string, { id: string; clID: string }>;
  hosts: Map<string, { clID: string }>;
  respond: (code: number, clTRID: string | undefined, resData?: Node, ext?: Node[]) => string;
  /** Queues a poll message for the registry's main client (`clientId`). */
  queueMessage?: (m: { msg: string; resData?: Node }) => string;
  /** What a name costs (undefined: not sold), and the registrar's account charged. */
  priceOf: (name: string) => FeePrices | undefined;
  account: FeeAccount;
  currency: string;
  /** The fee namespace the registry answers a delete's credit in (RFC 8748's, when offered). */
  creditFeeURI?: string;
  iso: (d: Date) => string;
  lifecycle?: LifecycleOptions;
};

/**
 * `lifecycle(name, cmd, clTRID, actor)`: the response XML of a command it handles, or
 * `undefined` (the caller answers). `actor` is the client id the session logged in with.
 */
export function lifecycleCommands(state: LifecycleState, moves: RegistryTransfers) {
  const { clientId, domains, contacts, hosts, respond, hostObjects, now } = state;
  const periods = state.lifecycle?.periods ?? GTLD_PERIODS;
  const reportMs = (state.lifecycle?.restoreReportDays ?? 7) * DAY_MS;
  const days = (n: number) => n * DAY_MS;
  const later = (d: Date, ms: number) => new Date(d.getTime() + ms);
  /** RGP states by name; a name without one is in none. */
  const rgp = new Map<string, RgpState>();
  /** Every auto-renewal the registry made, and whether it was credited back. */
  const autoRenewals: {
    name: string;
    at: Date;
    exDate: Date;
    charged: string;
    credited: boolean;
  }[] = [];
  const domainContacts = new Map<string, { type: string; id: string }[]>();

  const { statusOf, statuses } = moves;
  const rgpUpData = (s: string) =>
    el("rgp:upData", { "xmlns:rgp": RGP }, [el("rgp:rgpStatus", { s })]);
  const nsOf = (ns: XmlObject) => [
    ...list(ns["hostObj"]).map((h) => text(h)!.toLowerCase()),
    ...list(ns["hostAttr"]).map((h) => text(list(obj(h)["hostName"])[0])!.toLowerCase()),
  ];
  /** Deleted (in redemption, restore pending, or pending delete): only a restore may act. */
  const deleted = (n: string) => {
    const r = rgp.get(n)?.s;
    return r === "redemptionPeriod" || r === "pendingRestore" || r === "pendingDelete";
  };

  let lastTick: number | undefined;
  /** The registry's clock: what `now()` has made of every domain since the last command. */
  function tick() {
    const t = now().getTime();
    // Expiry is an event: a domain renews when its exDate passes, not again when it comes back
    // expired (deleted in its grace period, then restored by a registry billing the year apart).
    const since = lastTick ?? -Infinity;
    lastTick = t;
    for (const d of [...domains.values()]) {
      for (let moved = true; moved;) {
        moved = false;
        const r = rgp.get(d.name);
        if (r && r.until.getTime() <= t) {
          moved = true;
          if (r.s === "autoRenewPeriod") rgp.delete(d.name);
          else if (r.s === "redemptionPeriod") {
            rgp.set(d.name, {
              s: "pendingDelete",
              until: later(r.until, days(periods.pendingDeleteDays)),
            });
          } else if (r.s === "pendingRestore") {
            // No report in time: back in redemption (RFC 3915 3.2.3), or past it.
            rgp.set(
              d.name,
              r.redemptionUntil.getTime() > t
                ? { s: "redemptionPeriod", until: r.redemptionUntil, deletedAt: r.deletedAt }
                : {
                    s: "pendingDelete",
                    until: later(r.redemptionUntil, days(periods.pendingDeleteDays)),
                  },
            );
          } else {
            // Purged: the name is available again.
            rgp.delete(d.name);
            domains.delete(d.name);
            moves.forget(d.name);
            statuses.delete(d.name);
            domainContacts.delete(d.name);
            moved = false;
          }
          continue;
        }
        if (!r && d.exDate.getTime() <= t && d.exDate.getTime() > since) {
          moved = true;
          autoRenew(d);
        }
      }
    }
  }

  /** Expiry: the registry renews for a year and charges the sponsor (gTLD practice). */
  function autoRenew(d: Domain) {
    const previousExDate = d.exDate;
    d.exDate = addYears(d.exDate, 1);
    const p = state.priceOf(d.name);
    const charged = p ? toCents(feeFor(p, "renew", 1)) : 0n;
    if (state.account.balance !== undefined) {
      state.account.balance = formatCents(toCents(state.account.balance) - charged);
    }
    rgp.set(d.name, {
      s: "autoRenewPeriod",
      until: later(previousExDate, days(periods.autoRenewGraceDays)),
      charged,
      previousExDate,
    });
    autoRenewals.push({
      name: d.name,
      at: previousExDate,
      exDate: d.exDate,
      charged: formatCents(charged),
      credited: false,
    });
    if (d.clID === clientId && state.lifecycle?.autoRenewMessages !== false) {
      state.queueMessage?.({
        msg: "Domain was auto-renewed.",
        resData: el("domain:renData", { "xmlns:domain": NS.domain }, [
          el("domain:name", d.name),
          el("domain:exDate", state.iso(d.exDate)),
        ]),
      });
    }
  }

  /** What `domain:info` adds for a domain's RGP state: statuses and `rgp:infData`. */
  function infoExtras(n: string): { statuses: string[]; ext: Node[] } {
    const r = rgp.get(n);
    if (!r) return { statuses: [], ext: [] };
    return {
      statuses: deleted(n) ? ["pendingDelete"] : [],
      ext: [el("rgp:infData", { "xmlns:rgp": RGP }, [el("rgp:rgpStatus", { s: r.s })])],
    };
  }

  /** RFC 3915 restore: `request` (redemption → pendingRestore, charged), `report` completes it. */
  function restore(
    n: string,
    op: string | undefined,
    cmd: XmlObject,
    clTRID: string | undefined,
    actor: string,
    feeURI: string,
  ): string {
    const d = domains.get(n);
    if (!d) return respond(2303, clTRID);
    if (d.clID !== actor) return respond(2201, clTRID);
    const r = rgp.get(n);
    if (op === "request") {
      if (r?.s === "pendingDelete") return respond(2304, clTRID);
      if (r?.s !== "redemptionPeriod") return respond(2105, clTRID);
      const p = state.priceOf(n);
      if (!p) return respond(2306, clTRID);
      const due = toCents(feeFor(p, "restore", 1));
      const fees = list(obj(cmd["extension"])["update"]).flatMap((u) => list(obj(u)["fee"]));
      const agreed = fees.reduce<bigint>((sum, f) => sum + toCents(text(f) ?? "0"), 0n);
      // RFC 8748: a restore whose agreed fee is below the registry's fails (one without the
      // fee extension is charged at the price, as the OT&E checklist's).
      if (fees.length > 0 && agreed < due) return respond(2004, clTRID);
      if (p.restoreIncludesRenewal) d.exDate = addYears(d.exDate, 1);
      rgp.set(n, {
        s: "pendingRestore",
        until: later(now(), reportMs),
        redemptionUntil: r.until,
        deletedAt: r.deletedAt,
      });
      const charged = feeTransformAnswer(feeURI, "update", due, state.currency, state.account);
      return respond(1000, clTRID, undefined, [
        rgpUpData("pendingRestore"),
        ...(fees.length > 0 ? [charged] : []),
      ]);
    }
    if (op === "report") {
      if (r?.s !== "pendingRestore") return respond(2105, clTRID);
      rgp.delete(n);
      return respond(1000, clTRID);
    }
    return respond(2005, clTRID);
  }

  /**
   * domain:update beyond nameservers: statuses, contacts, registrant, auth code, and RFC 3915
   * restore. Plain nameserver updates are left to the caller (undefined).
   */
  function update(
    cmd: XmlObject,
    clTRID: string | undefined,
    actor: string,
    feeURI: string,
  ): string | undefined {
    const u = obj(obj(cmd["update"])["update"]);
    const n = text(u["name"])!.toLowerCase();
    // `rgp:update` and `fee:update` both read as `update` (prefixes dropped): either, or both.
    const updates = list(obj(cmd["extension"])["update"]).map(obj);
    const restoring = obj(updates.find((u) => u["restore"] !== undefined)?.["restore"]);
    if (Object.keys(restoring).length > 0) {
      return restore(n, attr(restoring, "op"), cmd, clTRID, actor, feeURI);
    }
    // A deleted domain takes no update but a restore (RFC 3915: status pendingDelete).
    if (deleted(n) && domains.get(n)?.clID === actor) return respond(2304, clTRID);
    const add = obj(u["add"]);
    const rem = obj(u["rem"]);
    const chg = obj(u["chg"]);
    const beyondNs = [add, rem].some((p) => p["status"] || p["contact"]) || u["chg"] !== undefined;
    if (!beyondNs) return undefined;
    const d = domains.get(n);
    if (!d) return respond(2303, clTRID);
    if (d.clID !== actor) return respond(2201, clTRID);
    const current = statusOf(n);
    const addStatus = list(add["status"]).map((s) => attr(s, "s")!);
    const remStatus = list(rem["status"]).map((s) => attr(s, "s")!);
    if ([...addStatus, ...remStatus].some((s) => !s.startsWith("client"))) {
      return respond(2306, clTRID);
    }
    if (current.has("clientUpdateProhibited") && !remStatus.includes("clientUpdateProhibited")) {
      return respond(2304, clTRID);
    }
    // Adding a status the domain has, or removing one it lacks: refused, as registries do.
    if (addStatus.some((s) => current.has(s)) || remStatus.some((s) => !current.has(s))) {
      return respond(2306, clTRID);
    }
    const addContacts = list(add["contact"]).map((c) => ({ type: attr(c, "type")!, id: text(c)! }));
    const remContacts = list(rem["contact"]).map((c) => ({ type: attr(c, "type")!, id: text(c)! }));
    const registrant = text(chg["registrant"]);
    if (
      [...addContacts.map((c) => c.id), registrant ?? []].flat().some((id) => !contacts.has(id))
    ) {
      return respond(2303, clTRID);
    }
    const addNs = nsOf(obj(add["ns"]));
    if (hostObjects && addNs.some((h) => !hosts.has(h))) return respond(2303, clTRID);
    const remNs = nsOf(obj(rem["ns"]));
    d.ns = [...d.ns.filter((h) => !remNs.includes(h)), ...addNs.filter((h) => !d.ns.includes(h))];
    for (const s of remStatus) current.delete(s);
    for (const s of addStatus) current.add(s);
    statuses.set(n, current);
    const kept = (domainContacts.get(n) ?? []).filter(
      (c) => !remContacts.some((r) => r.type === c.type && r.id === c.id),
    );
    domainContacts.set(n, [...kept, ...addContacts]);
    if (registrant) d.registrant = registrant;
    // RFC 9154: a code is kept as its hash; an empty one or `<domain:null/>` clears it.
    const auth = obj(chg["authInfo"]);
    if (auth["null"] !== undefined) moves.setAuth(n, null);
    else if (auth["pw"] !== undefined) moves.setAuth(n, text(auth["pw"]) ?? "");
    return respond(1000, clTRID);
  }

  function remove(cmd: XmlObject, clTRID: string | undefined, actor: string): string {
    const n = text(obj(obj(cmd["delete"])["delete"])["name"])!.toLowerCase();
    const d = domains.get(n);
    if (!d) return respond(2303, clTRID);
    if (d.clID !== actor) return respond(2201, clTRID);
    if (deleted(n)) return respond(2304, clTRID);
    if (statusOf(n).has("clientDeleteProhibited")) return respond(2304, clTRID);
    // RFC 5731 3.2.2: subordinate hosts must go first.
    if ([...hosts.keys()].some((h) => h.endsWith(`.${n}`))) return respond(2305, clTRID);
    const r = rgp.get(n);
    const ext: Node[] = [];
    if (r?.s === "autoRenewPeriod") {
      // Inside the auto-renew grace period: the renewal is credited back and undone.
      d.exDate = r.previousExDate;
      const renewal = autoRenewals.findLast((a) => a.name === n && !a.credited);
      if (renewal) renewal.credited = true;
      if (state.creditFeeURI) {
        ext.push(feeCreditAnswer(state.creditFeeURI, r.charged, state.currency, state.account));
      } else if (state.account.balance !== undefined) {
        state.account.balance = formatCents(toCents(state.account.balance) + r.charged);
      }
    }
    moves.forget(n);
    rgp.set(n, {
      s: "redemptionPeriod",
      until: later(now(), days(periods.redemptionDays)),
      deletedAt: now(),
    });
    return respond(1000, clTRID, undefined, ext);
  }

  function contactCommand(name: string, cmd: XmlObject, clTRID: string | undefined, actor: string) {
    const verb = name.slice("contact:".length);
    const body = obj(obj(cmd[verb])[verb]);
    if (verb === "check") {
      return respond(
        1000,
        clTRID,
        el(
          "contact:chkData",
          { "xmlns:contact": NS.contact },
          list(body["id"]).map((i) =>
            el("contact:cd", {}, [
              el("contact:id", { avail: contacts.has(text(i)!) ? "0" : "1" }, [text(i)!]),
            ]),
          ),
        ),
      );
    }
    const c = contacts.get(text(body["id"])!);
    if (!c) return respond(2303, clTRID);
    if (c.clID !== actor) return respond(2201, clTRID);
    if (verb === "update") return respond(1000, clTRID);
    if (verb === "delete") {
      const linked = [...domains.values()].some(
        (d) =>
          d.registrant === c.id || (domainContacts.get(d.name) ?? []).some((x) => x.id === c.id),
      );
      if (linked) return respond(2305, clTRID);
      contacts.delete(c.id);
      return respond(1000, clTRID);
    }
    return undefined;
  }

  function hostCommand(name: string, cmd: XmlObject, clTRID: string | undefined, actor: string) {
    const verb = name.slice("host:".length);
    const n = text(obj(obj(cmd[verb])[verb])["name"])?.toLowerCase() ?? "";
    const h = hosts.get(n);
    if (!h) return respond(2303, clTRID);
    if (verb === "info") {
      return respond(
        1000,
        clTRID,
        el("host:infData", { "xmlns:host": NS.host }, [
          el("host:name", n),
          el("host:roid", `H${n.length}-TEST`),
          el("host:status", { s: "ok" }),
          el("host:clID", h.clID),
        ]),
      );
    }
    if (h.clID !== actor) return respond(2201, clTRID);
    if (verb === "update") return respond(1000, clTRID);
    if (verb === "delete") {
      if ([...domains.values()].some((d) => d.ns.includes(n))) return respond(2305, clTRID);
      hosts.delete(n);
      return respond(1000, clTRID);
    }
    return undefined;
  }

  function lifecycle(
    name: string,
    cmd: XmlObject,
    clTRID: string | undefined,
    actor: string = clientId,
    feeURI: string = NS.fee,
  ): string | undefined {
    if (name === "domain:transfer") return moves.command(cmd, clTRID, actor);
    if (name === "domain:update") return update(cmd, clTRID, actor, feeURI);
    if (name === "domain:delete") return remove(cmd, clTRID, actor);
    if (name.startsWith("contact:")) return contactCommand(name, cmd, clTRID, actor);
    if (name.startsWith("host:")) return hostCommand(name, cmd, clTRID, actor);
    return undefined;
  }

  return Object.assign(lifecycle, {
    tick,
    infoExtras,
    deleted,
    /** RGP states by name (RFC 3915), for tests to read. */
    rgp,
    autoRenewals,
  });
}
