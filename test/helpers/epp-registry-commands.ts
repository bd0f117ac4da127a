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
import { toCents } from "../../src/contract/money";
import { addYears } from "../../src/server/registrar/provider";
import {
  feeCheckAnswer,
  feeFor,
  feeNamespaceOf,
  feeTransformAnswer,
  type FeeAccount,
  type FeePrices,
} from "./epp-registry-fees";
import { lifecycleCommands, type LifecycleOptions } from "./epp-registry-lifecycle";
import { registryTransfers } from "./epp-registry-transfers";
import { applySecDnsUpdate, secDnsInfo, secDnsUpdateOf } from "./epp-registry-dnssec";
import type { DsRecord } from "../../src/contract/dns-zone";

/** The test registry's objects and how it answers each EPP command (`epp-test-registry.ts`). */

export type Domain = {
  name: string;
  clID: string;
  registrant: string;
  ns: string[];
  crDate: Date;
  exDate: Date;
  /** The DS records it publishes (RFC 5910: `epp-registry-dnssec.ts`). */
  ds?: DsRecord[];
};
export type Contact = { id: string; clID: string; disclose: string | undefined; xml: XmlObject };

/** A name's prices: yearly, with optional per-period totals and class (`epp-registry-fees.ts`). */
export type Prices = FeePrices;

const day = (d: Date) => d.toISOString().slice(0, 10);
export const iso = (d: Date) => d.toISOString().replace(/\.\d{3}Z$/, ".0Z");

/** The registry's state that commands read and change. */
export type RegistryState = {
  clientId: string;
  hostObjects: boolean;
  currency: string;
  prices: Map<string, Prices>;
  premium: Map<string, Prices>;
  now: () => Date;
  domains: Map<string, Domain>;
  contacts: Map<string, Contact>;
  hosts: Map<string, { clID: string }>;
  /** The registrar's account as fee results report it (balance lowered by each charge). */
  account: FeeAccount;
  /** Answer a domain:check's names in the reverse of their order (RFC 5731 fixes none). */
  reverseCheckAnswers?: boolean;
  respond: (code: number, clTRID: string | undefined, resData?: Node, ext?: Node[]) => string;
  /** Queues a poll message for `clientId` (transfers: epp-registry-lifecycle.ts). */
  queueMessage?: (m: { msg: string; resData?: Node }) => string;
  /** A thin registry: domain:create needs no registrant. */
  thin?: boolean;
  /** Transfers: how long a request waits, and the policy's lock (epp-registry-transfers.ts). */
  transferPendingMs?: number;
  transferLockDays?: number;
  /** How dates are written and which calendar day an instant is (UTC unless told). */
  iso?: (d: Date) => string;
  day?: (d: Date) => string;
  /** The fee namespace a delete's credit is answered in (RFC 8748's when the greeting offers it). */
  creditFeeURI?: string;
  /** The registry's clock after expiry (epp-registry-lifecycle.ts). */
  lifecycle?: LifecycleOptions;
};

/** `execute(name, cmd, clTRID)`: runs one command on the state; returns the response XML. */
export function commandExecutor(state: RegistryState) {
  const {
    clientId,
    hostObjects,
    currency,
    prices,
    premium,
    now,
    domains,
    contacts,
    hosts,
    account,
    respond,
  } = state;
  const isoOf = state.iso ?? iso;
  const dayOf = state.day ?? day;
  const priceOf = (name: string): Prices | undefined => {
    const p = premium.get(name);
    if (p) return p;
    const suffix = name.slice(name.indexOf(".") + 1);
    return prices.get(suffix);
  };
  /** The fee the client agreed to in a transform's fee extension, if any. */
  const agreedFee = (ext: XmlObject, verb: "create" | "renew" | "transfer") => {
    const fees = list(obj(ext[verb])["fee"]);
    return fees.length > 0
      ? fees.reduce<bigint>((s, f) => s + toCents(text(f) ?? "0"), 0n)
      : undefined;
  };

  const moves = registryTransfers(state);
  const lifecycle = lifecycleCommands(
    {
      ...state,
      priceOf,
      iso: isoOf,
      ...(state.creditFeeURI && { creditFeeURI: state.creditFeeURI }),
    },
    moves,
  );
  /** A transfer request's fee: refused (2004) below the registry's, answered in fee:trnData. */
  const transferFee = (ext: XmlObject, feeURI: string) => (n: string, years: number) => {
    const p = priceOf(n);
    if (!p) return { refuse: 2306 };
    const due = toCents(feeFor(p, "transfer", years));
    const fee = agreedFee(ext, "transfer");
    if ((fee === undefined && premium.has(n)) || (fee !== undefined && fee < due)) {
      return { refuse: 2004 };
    }
    // fee:trnData in RFC 8748's shape (the drafts' transfer results differ): RFC 8748 only.
    return fee === undefined || feeURI !== NS.fee
      ? {}
      : { ext: [feeTransformAnswer(feeURI, "transfer", due, currency, account)] };
  };

  /** Executes a command for `actor` (the session's client id); returns the response XML. */
  function execute(
    name: string,
    cmd: XmlObject,
    clTRID: string | undefined,
    actor = clientId,
    xml = "",
  ): string {
    const ext = obj(cmd["extension"]);
    const feeURI = feeNamespaceOf(xml) ?? NS.fee;
    moves.settle();
    lifecycle.tick();
    switch (name) {
      case "domain:transfer":
        return moves.command(cmd, clTRID, actor, transferFee(ext, feeURI));
      case "domain:check": {
        const names = list(obj(obj(cmd["check"])["check"])["name"]).map((n) =>
          text(n)!.toLowerCase(),
        );
        const feeCheck = obj(ext["check"]);
        if (state.reverseCheckAnswers) names.reverse();
        return respond(
          1000,
          clTRID,
          el(
            "domain:chkData",
            { "xmlns:domain": NS.domain },
            names.map((n) => {
              const taken = domains.has(n);
              const sold = priceOf(n) !== undefined;
              return el("domain:cd", {}, [
                el("domain:name", { avail: taken || !sold ? "0" : "1" }, [n]),
                taken
                  ? el("domain:reason", "In use")
                  : !sold
                    ? el("domain:reason", "Not offered")
                    : null,
              ]);
            }),
          ),
          ext["check"] === undefined
            ? []
            : [
                feeCheckAnswer(feeURI, feeCheck, names, currency, (n) => {
                  const p = priceOf(n);
                  return p && { prices: p, premium: premium.has(n) };
                }),
              ],
        );
      }
      case "domain:info": {
        const body = obj(obj(cmd["info"])["info"]);
        const n = text(body["name"])!.toLowerCase();
        const d = domains.get(n);
        if (!d) return respond(2303, clTRID);
        const sponsor = d.clID === actor;
        // RFC 5731 3.1.2: another registrar with the right code sees what the sponsor sees;
        // with a wrong one (or the name has none, RFC 9154) the registry refuses.
        const code = obj(body["authInfo"])["pw"];
        if (!sponsor && code !== undefined && !moves.authMatches(n, text(code))) {
          return respond(2202, clTRID);
        }
        const full = sponsor || code !== undefined;
        const trDate = moves.trDateOf(n);
        const rgp = sponsor ? lifecycle.infoExtras(n) : { statuses: [], ext: [] };
        return respond(
          1000,
          clTRID,
          el("domain:infData", { "xmlns:domain": NS.domain }, [
            el("domain:name", d.name),
            el("domain:roid", `D${d.name.length}-TEST`),
            ...[
              ...moves.shownStatuses(n).filter((s) => s !== "ok" || !rgp.statuses.length),
              ...rgp.statuses,
            ].map((s) => el("domain:status", { s })),
            full && d.registrant ? el("domain:registrant", d.registrant) : null,
            full && d.ns.length > 0
              ? el(
                  "domain:ns",
                  {},
                  d.ns.map((h) =>
                    hostObjects
                      ? el("domain:hostObj", h)
                      : el("domain:hostAttr", {}, [el("domain:hostName", h)]),
                  ),
                )
              : null,
            el("domain:clID", d.clID),
            full ? el("domain:crID", d.clID) : null,
            // The registry's own dates are public (as in its RDAP); the expiry is the sponsor's.
            el("domain:crDate", isoOf(d.crDate)),
            full ? el("domain:exDate", isoOf(d.exDate)) : null,
            trDate ? el("domain:trDate", isoOf(trDate)) : null,
          ]),
          [...rgp.ext, ...(sponsor ? secDnsInfo(d.ds) : [])],
        );
      }
      case "domain:create": {
        const c = obj(obj(cmd["create"])["create"]);
        const n = text(c["name"])!.toLowerCase();
        const years = Number(text(c["period"]) ?? "1");
        const registrant = text(c["registrant"]);
        const ns = nsOf(obj(c["ns"]));
        if (domains.has(n)) return respond(2302, clTRID);
        const p = priceOf(n);
        if (!p) return respond(2306, clTRID);
        if (registrant ? !contacts.has(registrant) : !state.thin) return respond(2303, clTRID);
        if (hostObjects && ns.some((h) => !hosts.has(h))) return respond(2303, clTRID);
        const fee = agreedFee(ext, "create");
        const due = toCents(feeFor(p, "create", years));
        // RFC 8748: a create without the fee (for a premium name) or below it fails, 2004.
        if ((fee === undefined && premium.has(n)) || (fee !== undefined && fee < due)) {
          return respond(2004, clTRID);
        }
        const crDate = now();
        const d = {
          name: n,
          clID: clientId,
          registrant: registrant ?? "",
          ns,
          crDate,
          exDate: addYears(crDate, years),
        };
        domains.set(n, d);
        moves.setAuth(n, text(obj(c["authInfo"])["pw"]));
        return respond(
          1000,
          clTRID,
          el("domain:creData", { "xmlns:domain": NS.domain }, [
            el("domain:name", n),
            el("domain:crDate", isoOf(crDate)),
            el("domain:exDate", isoOf(d.exDate)),
          ]),
          fee === undefined ? [] : [feeTransformAnswer(feeURI, "create", due, currency, account)],
        );
      }
      case "domain:renew": {
        const r = obj(obj(cmd["renew"])["renew"]);
        const n = text(r["name"])!.toLowerCase();
        const d = domains.get(n);
        if (!d) return respond(2303, clTRID);
        if (d.clID !== clientId) return respond(2201, clTRID);
        if (lifecycle.deleted(n)) return respond(2304, clTRID);
        const years = Number(text(r["period"]) ?? "1");
        if (text(r["curExpDate"]) !== dayOf(d.exDate)) return respond(2004, clTRID);
        const fee = agreedFee(ext, "renew");
        const due = toCents(feeFor(priceOf(n)!, "renew", years));
        if (fee !== undefined && fee < due) return respond(2004, clTRID);
        d.exDate = addYears(d.exDate, years);
        return respond(
          1000,
          clTRID,
          el("domain:renData", { "xmlns:domain": NS.domain }, [
            el("domain:name", n),
            el("domain:exDate", isoOf(d.exDate)),
          ]),
          fee === undefined ? [] : [feeTransformAnswer(feeURI, "renew", due, currency, account)],
        );
      }
      case "domain:update": {
        const beyondNs = lifecycle(name, cmd, clTRID, actor, feeURI);
        if (beyondNs !== undefined) return beyondNs;
        const u = obj(obj(cmd["update"])["update"]);
        const n = text(u["name"])!.toLowerCase();
        const d = domains.get(n);
        if (!d) return respond(2303, clTRID);
        if (d.clID !== clientId) return respond(2201, clTRID);
        const add = nsOf(obj(obj(u["add"])["ns"]));
        const rem = nsOf(obj(obj(u["rem"])["ns"]));
        if (hostObjects && add.some((h) => !hosts.has(h))) return respond(2303, clTRID);
        const secDns = secDnsUpdateOf(ext);
        const ds = secDns ? applySecDnsUpdate(d.ds ?? [], secDns) : undefined;
        if (ds && "refuse" in ds) return respond(ds.refuse, clTRID);
        d.ns = [...d.ns.filter((h) => !rem.includes(h)), ...add.filter((h) => !d.ns.includes(h))];
        if (ds) d.ds = ds.ds;
        return respond(1000, clTRID);
      }
      case "contact:create": {
        const c = obj(obj(cmd["create"])["create"]);
        const id = text(c["id"])!;
        if (contacts.has(id)) return respond(2302, clTRID);
        contacts.set(id, { id, clID: clientId, disclose: attr(c["disclose"], "flag"), xml: c });
        return respond(
          1000,
          clTRID,
          el("contact:creData", { "xmlns:contact": NS.contact }, [
            el("contact:id", id),
            el("contact:crDate", isoOf(now())),
          ]),
        );
      }
      case "contact:info": {
        const id = text(obj(obj(cmd["info"])["info"])["id"])!;
        const c = contacts.get(id);
        if (!c) return respond(2303, clTRID);
        return respond(
          1000,
          clTRID,
          el("contact:infData", { "xmlns:contact": NS.contact }, [
            el("contact:id", id),
            el("contact:roid", `C-${id}`),
            el("contact:clID", c.clID),
          ]),
        );
      }
      case "host:check": {
        const names = list(obj(obj(cmd["check"])["check"])["name"]).map((n) =>
          text(n)!.toLowerCase(),
        );
        return respond(
          1000,
          clTRID,
          el(
            "host:chkData",
            { "xmlns:host": NS.host },
            names.map((n) =>
              el("host:cd", {}, [el("host:name", { avail: hosts.has(n) ? "0" : "1" }, [n])]),
            ),
          ),
        );
      }
      case "host:create": {
        const h = obj(obj(cmd["create"])["create"]);
        const n = text(h["name"])!.toLowerCase();
        if (hosts.has(n)) return respond(2302, clTRID);
        // RFC 5732: a host under a domain of this registry needs its addresses.
        const inBailiwick = [...prices.keys()].some((s) => n.endsWith(`.${s}`));
        if (inBailiwick && list(h["addr"]).length === 0) return respond(2003, clTRID);
        hosts.set(n, { clID: clientId });
        return respond(
          1000,
          clTRID,
          el("host:creData", { "xmlns:host": NS.host }, [
            el("host:name", n),
            el("host:crDate", isoOf(now())),
          ]),
        );
      }
      default:
        return lifecycle(name, cmd, clTRID, actor) ?? respond(2101, clTRID);
    }
  }

  function nsOf(ns: XmlObject): string[] {
    return [
      ...list(ns["hostObj"]).map((h) => text(h)!.toLowerCase()),
      ...list(ns["hostAttr"]).map((h) => text(list(obj(h)["hostName"])[0])!.toLowerCase()),
    ];
  }

  return Object.assign(execute, { transfers: moves, lifecycle });
}
