import { XMLBuilder } from "fast-xml-parser";
import type { NormalizedDomain } from "../normalize-domain";
import type { RegistryMessage, RegistryPollQueue } from "../provider";
import type { EppClient } from "./epp-client";
import { info } from "./epp-info";
import { attr, el, obj, redactXml, text, type EppResponse, type XmlObject } from "./xml";

const builder = new XMLBuilder({
  ignoreAttributes: false,
  attributeNamePrefix: "@",
  textNodeName: "#text",
  suppressEmptyNode: true,
});

/** The message's resData and extension as XML (prefixes dropped), auth codes redacted. */
function rawOf(res: EppResponse): string {
  const parts: XmlObject = {};
  if (Object.keys(res.resData).length > 0) parts["resData"] = res.resData;
  if (Object.keys(res.extension).length > 0) parts["extension"] = res.extension;
  return redactXml(builder.build(parts) as string);
}

const date = (s: string | undefined) => {
  const d = s ? new Date(s) : undefined;
  return d && !Number.isNaN(d.getTime()) ? d : undefined;
};

/** Words a registry's low-balance or credit notice uses (when it carries no extension). */
const FUNDS = /\b(low balance|balance|credit limit|credit threshold|insufficient funds|funds)\b/i;
/** Words a deletion notice uses (when it carries no RFC 8590 change data). */
const DELETED = /\b(deleted|purged|delete)\b/i;

/**
 * What a `<poll op="req"/>` answer (1301) says: a transfer (RFC 5731 `trnData`), a pending
 * action's result (`panData`), a deletion (RFC 8590 `changeData` operation delete/autoPurge, or
 * a notice naming a domain as deleted), a low balance (Verisign's `lowbalance-poll`, or a notice
 * about funds), or something else (stored and acked all the same).
 */
export function readPollMessage(res: EppResponse, clientId: string): RegistryMessage {
  const q = res.msgQ!;
  const base = {
    id: q.id,
    ...(date(q.qDate) && { queuedAt: date(q.qDate) }),
    text: q.msg ?? res.message,
    raw: rawOf(res),
  };
  const trn = res.resData["trnData"];
  if (trn !== undefined) {
    const t = obj(trn);
    const reID = text(t["reID"]);
    return {
      ...base,
      kind: "transfer",
      domain: text(t["name"])?.toLowerCase(),
      transferStatus: text(t["trStatus"]) ?? "",
      // We are the losing registrar when we are to act on it (acID) and not the one asking.
      transferAway: reID !== clientId,
      ...(reID && { otherParty: reID }),
      ...(date(text(t["acDate"])) && { actionDate: date(text(t["acDate"])) }),
    };
  }
  const pan = res.resData["panData"];
  if (pan !== undefined) {
    const name = obj(pan)["name"];
    const result = attr(name, "paResult");
    return {
      ...base,
      kind: "pending_action",
      domain: text(name)?.toLowerCase(),
      approved: result === "1" || result === "true",
    };
  }
  const infName = text(obj(res.resData["infData"])["name"])?.toLowerCase();
  const change = obj(res.extension["changeData"]);
  const operation = text(change["operation"]);
  if (operation !== undefined && /^(delete|autoPurge|purge)$/i.test(operation) && infName) {
    return { ...base, kind: "deleted", domain: infName };
  }
  if (operation === undefined && infName && DELETED.test(base.text)) {
    return { ...base, kind: "deleted", domain: infName };
  }
  // Verisign's lowbalance-poll pollData comes in resData (some registries put it in extension).
  const lowBalance = [res.resData["pollData"], res.extension["pollData"]]
    .map(obj)
    .find((d) => d["availableCredit"] !== undefined);
  if (lowBalance || FUNDS.test(base.text)) {
    const credit = text(lowBalance?.["availableCredit"]);
    return {
      ...base,
      kind: "funds",
      ...(credit && /^-?\d+(\.\d+)?$/.test(credit) && { availableCredit: credit }),
    };
  }
  return { ...base, kind: "other", ...(infName && { domain: infName }) };
}

/** The registry's message queue over EPP `<poll>` (RFC 5730 2.9.2.3). */
export function eppPollQueue(client: EppClient): RegistryPollQueue {
  return {
    async next() {
      const res = await client.query("poll", "req", el("poll", { op: "req" }));
      if (res.code === 1300) return undefined;
      if (res.code !== 1301 || !res.msgQ) throw client.unexpected(res, "poll req");
      return readPollMessage(res, client.clientId);
    },
    async ack(id) {
      const res = await client.send("ack", id, el("poll", { op: "ack", msgID: id }));
      // 2303: already acked (an earlier ack whose answer was lost).
      if (res.code !== 1000 && res.code !== 2303) throw client.unexpected(res, "poll ack");
    },
    onWaiting: (listener) => client.onMessagesWaiting(listener),
    async expiryOf(domain: NormalizedDomain) {
      const held = await info(client, domain, domain.name);
      if (!held?.ours || held.statuses.includes("pendingCreate")) return undefined;
      return held.expiresAt;
    },
  };
}
