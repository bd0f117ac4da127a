import type { NormalizedDomain } from "../normalize-domain";
import type { RegistrarProvider } from "../provider";
import type { EppClient } from "./epp-client";
import { registrantIdFor } from "./references";
import { attr, el, list, NS, obj, text } from "./xml";

/** domain:info: undefined when the registry does not hold the domain. */
export async function info(client: EppClient, domain: NormalizedDomain, key: string) {
  const { query, unexpected, clientId } = client;
  const res = await query(
    "info",
    key,
    el("info", {}, [
      el("domain:info", { "xmlns:domain": NS.domain }, [
        el("domain:name", { hosts: "none" }, [domain.name]),
      ]),
    ]),
  );
  if (res.code === 2303) return undefined;
  // 2201: the domain is another registrar's and its details are not ours to see.
  if (res.code === 2201) return { ours: false as const };
  if (res.code !== 1000) throw unexpected(res, "domain:info");
  const data = obj(res.resData["infData"]);
  const ns = obj(data["ns"]);
  const exDate = text(data["exDate"]);
  const crDate = text(data["crDate"]);
  const trDate = text(data["trDate"]);
  return {
    ours: text(data["clID"]) === clientId,
    createdAt: crDate ? new Date(crDate) : undefined,
    /** The last transfer's date (RFC 5731 trDate), when the registry shows it. */
    transferredAt: trDate ? new Date(trDate) : undefined,
    registrant: text(data["registrant"]),
    expiresAt: exDate ? new Date(exDate) : undefined,
    /** The registry's exDate as written (its own offset): renew's curExpDate is its date part. */
    exDateText: exDate,
    /** RFC 5731 statuses (`ok`, `pendingCreate`, `pendingRenew`, `pendingTransfer`…). */
    statuses: list(data["status"]).map((s) => attr(s, "s") ?? ""),
    nameservers: [
      ...list(ns["hostObj"]).map((h) => text(h) ?? ""),
      ...list(ns["hostAttr"]).map((h) => text(list(obj(h)["hostName"])[0]) ?? ""),
    ].map((h) => h.toLowerCase()),
  };
}

/** The adapter's `lookup`: registered or not, and our reference when the domain is ours. */
export async function lookupDomain(
  client: EppClient,
  ...[domain, reference]: Parameters<RegistrarProvider["lookup"]>
): ReturnType<RegistrarProvider["lookup"]> {
  const held = await info(client, domain, reference ?? domain.name);
  if (!held) return { registered: false };
  // Sponsorship is the registry's `clID`; the registration is this reference's when the
  // registrant says so. A thin registry shows no registrant: the caller decides by what else
  // identifies the registration (`sponsored`, `createdAt`).
  const ours =
    held.ours &&
    reference !== undefined &&
    held.registrant !== undefined &&
    held.registrant === registrantIdFor(reference);
  // A create the registry has not settled (1001, then `pendingCreate`): no expiry yet, and
  // none is made up (docs/decisions/registry-poll.md).
  if (held.ours && held.statuses.includes("pendingCreate")) {
    return { registered: true, reference: ours ? reference : null, pending: true };
  }
  if (held.ours && !held.expiresAt) {
    throw client.unexpected({ code: 1000, message: "no exDate" } as never, "domain:info");
  }
  return {
    registered: true,
    reference: ours ? reference : null,
    expiresAt: held.ours && held.expiresAt ? held.expiresAt : new Date(0),
    // Thin: sponsored to us, with no registrant to say whose registration it is.
    ...(held.ours &&
      held.registrant === undefined && {
        sponsored: true,
        ...(held.createdAt && { createdAt: held.createdAt }),
      }),
  };
}
