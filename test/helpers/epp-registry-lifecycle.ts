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
import type { RegistryTransfers } from "./epp-registry-transfers";

/**
 * The test registry's lifecycle commands, for the OT&E checklist (docs/registries.md):
 * transfers between two registrars (epp-registry-transfers.ts), domain
 * delete into the redemption grace period and its restore (RFC 3915), domain updates of
 * status, contacts, registrant and auth code, and contact and host check/info/update.
 */

export const RGP = "urn:ietf:params:xml:ns:rgp-1.0";

type Domain = { name: string; clID: string; registrant: string; ns: string[]; exDate: Date };

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
};

/**
 * `lifecycle(name, cmd, clTRID, actor)`: the response XML of a command it handles, or
 * `undefined` (the caller answers). `actor` is the client id the session logged in with.
 */
export function lifecycleCommands(state: LifecycleState, moves: RegistryTransfers) {
  const { clientId, domains, contacts, hosts, respond, hostObjects } = state;
  const redemption = new Map<string, { domain: Domain }>();
  const domainContacts = new Map<string, { type: string; id: string }[]>();
  const pendingRestore = new Set<string>();

  const { statusOf, statuses } = moves;
  const rgpUpData = (s: string) =>
    el("rgp:upData", { "xmlns:rgp": RGP }, [el("rgp:rgpStatus", { s })]);
  const nsOf = (ns: XmlObject) => [
    ...list(ns["hostObj"]).map((h) => text(h)!.toLowerCase()),
    ...list(ns["hostAttr"]).map((h) => text(list(obj(h)["hostName"])[0])!.toLowerCase()),
  ];

  /** RFC 3915 restore: `request` brings a domain in redemption back (pendingRestore), `report` completes it. */
  function restore(
    n: string,
    op: string | undefined,
    clTRID: string | undefined,
    actor: string,
  ): string {
    if (op === "request") {
      const held = redemption.get(n);
      if (!held) return respond(domains.has(n) ? 2105 : 2303, clTRID);
      if (held.domain.clID !== actor) return respond(2201, clTRID);
      redemption.delete(n);
      domains.set(n, held.domain);
      pendingRestore.add(n);
      return respond(1000, clTRID, undefined, [rgpUpData("pendingRestore")]);
    }
    if (op === "report") {
      const d = domains.get(n);
      if (!d || !pendingRestore.has(n)) return respond(2105, clTRID);
      if (d.clID !== actor) return respond(2201, clTRID);
      pendingRestore.delete(n);
      return respond(1000, clTRID);
    }
    return respond(2005, clTRID);
  }

  /**
   * domain:update beyond nameservers: statuses, contacts, registrant, auth code, and RFC 3915
   * restore. Plain nameserver updates are left to the caller (undefined).
   */
  function update(cmd: XmlObject, clTRID: string | undefined, actor: string): string | undefined {
    const u = obj(obj(cmd["update"])["update"]);
    const n = text(u["name"])!.toLowerCase();
    const rgp = obj(obj(obj(cmd["extension"])["update"])["restore"]);
    if (Object.keys(rgp).length > 0) return restore(n, attr(rgp, "op"), clTRID, actor);
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
    if (statusOf(n).has("clientDeleteProhibited")) return respond(2304, clTRID);
    // RFC 5731 3.2.2: subordinate hosts must go first.
    if ([...hosts.keys()].some((h) => h.endsWith(`.${n}`))) return respond(2305, clTRID);
    domains.delete(n);
    moves.forget(n);
    redemption.set(n, { domain: d });
    return respond(1000, clTRID);
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

  return function lifecycle(
    name: string,
    cmd: XmlObject,
    clTRID: string | undefined,
    actor: string = clientId,
  ): string | undefined {
    if (name === "domain:transfer") return moves.command(cmd, clTRID, actor);
    if (name === "domain:update") return update(cmd, clTRID, actor);
    if (name === "domain:delete") return remove(cmd, clTRID, actor);
    if (name.startsWith("contact:")) return contactCommand(name, cmd, clTRID, actor);
    if (name.startsWith("host:")) return hostCommand(name, cmd, clTRID, actor);
    return undefined;
  };
}
