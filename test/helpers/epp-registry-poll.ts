/**
 * Scripted poll-queue behaviours of the EPP test registry (`epp-test-registry.ts`): creates and
 * renewals answered 1001 (pending) and settled later by a `panData` message, transfers away,
 * deletions and low-balance notices in the queue (RFC 5730 2.9.2.3, RFC 5731 3.3).
 */
import { el, list, NS, obj, text, type XmlObject } from "../../src/server/registrar/epp/xml";
import { addYears } from "../../src/server/registrar/provider";
import { iso } from "./epp-registry-commands";
import type { EppTestRegistry } from "./epp-test-registry";

const GAINING_REGISTRAR = "gaining-registrar";
const LOW_BALANCE_NS = "http://www.verisign.com/epp/lowbalance-poll-1.0";
const CHANGE_POLL_NS = "urn:ietf:params:xml:ns:changePoll-1.0";

export function pollScripts(registry: EppTestRegistry, now: () => Date = () => new Date()) {
  let pendingCreates = 0;
  let pendingRenews = 0;
  /** Names created pending (their info shows pendingCreate and no exDate). */
  const pending = new Set<string>();
  /** Renewals answered 1001: the years to add once approved. */
  const renewals = new Map<string, number>();

  const nsOf = (ns: XmlObject) => [
    ...list(ns["hostObj"]).map((h) => text(h)!.toLowerCase()),
    ...list(ns["hostAttr"]).map((h) => text(list(obj(h)["hostName"])[0])!.toLowerCase()),
  ];

  registry.intercepts.push((name, cmd, clTRID) => {
    if (name === "domain:create" && pendingCreates > 0) {
      const c = obj(obj(cmd["create"])["create"]);
      const n = text(c["name"])!.toLowerCase();
      if (registry.domains.has(n)) return undefined;
      pendingCreates--;
      const crDate = now();
      registry.domains.set(n, {
        name: n,
        clID: registry.clientId,
        registrant: text(c["registrant"]) ?? "",
        ns: nsOf(obj(c["ns"])),
        crDate,
        // The registry's expiry once it executes the create.
        exDate: addYears(crDate, Number(text(c["period"]) ?? "1")),
      });
      pending.add(n);
      // 1001 without exDate: the create is not executed yet.
      return registry.respond(
        1001,
        clTRID,
        el("domain:creData", { "xmlns:domain": NS.domain }, [
          el("domain:name", n),
          el("domain:crDate", iso(crDate)),
        ]),
      );
    }
    if (name === "domain:info") {
      const n = text(obj(obj(cmd["info"])["info"])["name"])!.toLowerCase();
      if (!pending.has(n)) return undefined;
      const d = registry.domains.get(n)!;
      return registry.respond(
        1000,
        clTRID,
        el("domain:infData", { "xmlns:domain": NS.domain }, [
          el("domain:name", n),
          el("domain:roid", `D${n.length}-TEST`),
          el("domain:status", { s: "pendingCreate" }),
          el("domain:registrant", d.registrant),
          el("domain:clID", d.clID),
          el("domain:crID", d.clID),
          el("domain:crDate", iso(d.crDate)),
        ]),
      );
    }
    if (name === "domain:renew" && pendingRenews > 0) {
      const r = obj(obj(cmd["renew"])["renew"]);
      const n = text(r["name"])!.toLowerCase();
      if (registry.domains.get(n)?.clID !== registry.clientId) return undefined;
      pendingRenews--;
      renewals.set(n, Number(text(r["period"]) ?? "1"));
      // 1001 without renData: the renewal is not executed yet.
      return registry.respond(1001, clTRID);
    }
    return undefined;
  });

  const panData = (name: string, approved: boolean) =>
    registry.queueMessage({
      msg: approved ? "Pending action completed successfully." : "Pending action rejected.",
      resData: el("domain:panData", { "xmlns:domain": NS.domain }, [
        el("domain:name", { paResult: approved ? "1" : "0" }, [name]),
        el("domain:paTRID", {}, [el("svTRID", `PA-${name}`)]),
        el("domain:paDate", iso(now())),
      ]),
    });

  return {
    /** The next `n` domain:create commands are answered 1001, the domain pendingCreate. */
    pendCreates(n = 1) {
      pendingCreates += n;
    },
    /** The next `n` domain:renew commands are answered 1001 without renData. */
    pendRenews(n = 1) {
      pendingRenews += n;
    },
    /** Whether a name is still pendingCreate. */
    isPending: (name: string) => pending.has(name),
    /**
     * Settles a pending create: executed (the domain stays, with its exDate) or refused (it is
     * gone); `message: false` settles it without a poll message (info alone tells).
     */
    settleCreate(name: string, approved: boolean, { message = true } = {}) {
      pending.delete(name);
      if (!approved) registry.domains.delete(name);
      return message ? panData(name, approved) : undefined;
    },
    /** Settles a pending renewal: executed (the years are added) or refused. */
    settleRenew(name: string, approved: boolean) {
      const years = renewals.get(name) ?? 1;
      renewals.delete(name);
      const d = registry.domains.get(name)!;
      if (approved) d.exDate = addYears(d.exDate, years);
      return panData(name, approved);
    },
    /**
     * A transfer of one of our domains to another registrar, as the registry tells the losing
     * registrar (RFC 5731 trnData); approved ones move the domain to the gaining registrar.
     */
    transferAway(name: string, trStatus: string) {
      const d = registry.domains.get(name)!;
      const reDate = now();
      if (trStatus === "clientApproved" || trStatus === "serverApproved") {
        d.clID = GAINING_REGISTRAR;
      }
      return registry.queueMessage({
        msg: `Transfer ${trStatus}.`,
        resData: el("domain:trnData", { "xmlns:domain": NS.domain }, [
          el("domain:name", name),
          el("domain:trStatus", trStatus),
          el("domain:reID", GAINING_REGISTRAR),
          el("domain:reDate", iso(reDate)),
          el("domain:acID", registry.clientId),
          el("domain:acDate", iso(new Date(reDate.getTime() + 5 * 86_400_000))),
        ]),
      });
    },
    /** The registry deletes a domain (RFC 8590 change poll: operation delete). */
    deleteDomain(name: string) {
      registry.domains.delete(name);
      return registry.queueMessage({
        msg: "Domain deleted.",
        resData: el("domain:infData", { "xmlns:domain": NS.domain }, [
          el("domain:name", name),
          el("domain:roid", `D${name.length}-TEST`),
          el("domain:clID", registry.clientId),
        ]),
        extension: [
          el("changePoll:changeData", { "xmlns:changePoll": CHANGE_POLL_NS, state: "after" }, [
            el("changePoll:operation", "delete"),
            el("changePoll:date", iso(now())),
            el("changePoll:svTRID", "SV-DELETE"),
            el("changePoll:who", "registry"),
          ]),
        ],
      });
    },
    /** A low-balance notice (Verisign's lowbalance-poll extension). */
    lowBalance() {
      return registry.queueMessage({
        msg: "Low Account Balance",
        resData: undefined,
        extension: [
          el("lowbalance-poll:pollData", { "xmlns:lowbalance-poll": LOW_BALANCE_NS }, [
            el("lowbalance-poll:registrarName", "Test Registrar"),
            el("lowbalance-poll:creditLimit", "1000"),
            el("lowbalance-poll:creditThreshold", { type: "PERCENT" }, ["10"]),
            el("lowbalance-poll:availableCredit", "80.00"),
          ]),
        ],
      });
    },
    /** A message the service does not know. */
    other(msg = "Registry maintenance on Sunday.") {
      return registry.queueMessage({ msg });
    },
  };
}
