import type { DsRecord } from "../../src/contract/dns-zone";
import { canonicalDs, dsRefusal, sameDsSet } from "../../src/server/registrar/dnssec";
import { SECDNS_URI } from "../../src/server/registrar/epp/epp-dnssec";
import { el, list, obj, text, type Node, type XmlObject } from "../../src/server/registrar/epp/xml";

/**
 * The test registry's DNSSEC (RFC 5910 secDNS-1.1, dsData interface): a domain's DS set,
 * changed by the `<secDNS:update>` extension of a `domain:update` and shown in `domain:info`
 * as `<secDNS:infData>`. Validated as a registry validates it (`dsRefusal`): refused with
 * 2306 (parameter value policy error), nothing changed.
 */
export { SECDNS_URI };

const dsOf = (d: unknown): DsRecord => {
  const o = obj(d);
  return canonicalDs({
    key_tag: Number(text(o["keyTag"])),
    algorithm: Number(text(o["alg"])),
    digest_type: Number(text(o["digestType"])),
    digest: text(o["digest"]) ?? "",
  });
};

/** The `<secDNS:update>` of a command's extension, if it carries one. */
export function secDnsUpdateOf(ext: XmlObject): XmlObject | undefined {
  // fee:update carries `fee`, rgp:update `restore`; secDNS:update `rem`, `add` or `chg`.
  return list(ext["update"])
    .map(obj)
    .find((u) => u["rem"] !== undefined || u["add"] !== undefined || u["chg"] !== undefined);
}

/**
 * The DS set after `update` is applied to `held` (removals first, then additions, as RFC
 * 5910 section 5.2.5 orders them), or the EPP result code refusing it.
 */
export function applySecDnsUpdate(
  held: readonly DsRecord[],
  update: XmlObject,
): { ds: DsRecord[] } | { refuse: number } {
  const rem = obj(update["rem"]);
  const add = obj(update["add"]);
  // keyData and maxSigLife are not supported (a registry may refuse them: 2102).
  if (rem["keyData"] !== undefined || add["keyData"] !== undefined || update["chg"] !== undefined)
    return { refuse: 2102 };
  const all = text(rem["all"]);
  const removed = list(rem["dsData"]).map(dsOf);
  let ds =
    all === "true" || all === "1"
      ? []
      : held.filter((h) => !removed.some((r) => sameDsSet([r], [h])));
  const added = list(add["dsData"]).map(dsOf);
  ds = [...ds, ...added.filter((a) => !ds.some((h) => sameDsSet([a], [h])))];
  if (dsRefusal(ds)) return { refuse: 2306 };
  return { ds };
}

/** `<secDNS:infData>` for a domain's DS set; none when it holds no DS record. */
export function secDnsInfo(ds: readonly DsRecord[] | undefined): Node[] {
  if (!ds || ds.length === 0) return [];
  return [
    el(
      "secDNS:infData",
      { "xmlns:secDNS": SECDNS_URI },
      ds.map((r) =>
        el("secDNS:dsData", {}, [
          el("secDNS:keyTag", String(r.key_tag)),
          el("secDNS:alg", String(r.algorithm)),
          el("secDNS:digestType", String(r.digest_type)),
          el("secDNS:digest", r.digest),
        ]),
      ),
    ),
  ];
}
