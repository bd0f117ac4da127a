import type { DsRecord } from "../../../contract/dns-zone";
import { canonicalDs, type RegistrarDnssec } from "../dnssec";
import type { NormalizedDomain } from "../normalize-domain";
import type { EppClient } from "./epp-client";
import { el, list, NS, obj, text, type Node } from "./xml";

/** RFC 5910: DNSSEC for EPP (secDNS-1.1), announced at login when the greeting offers it. */
export const SECDNS_URI = "urn:ietf:params:xml:ns:secDNS-1.1";

const dsData = (r: DsRecord): Node =>
  el("secDNS:dsData", {}, [
    el("secDNS:keyTag", String(r.key_tag)),
    el("secDNS:alg", String(r.algorithm)),
    el("secDNS:digestType", String(r.digest_type)),
    el("secDNS:digest", r.digest.toUpperCase()),
  ]);

/**
 * The DS records of a domain at an EPP registry (RFC 5910 secDNS-1.1, dsData interface).
 * `setDsRecords` sends one `domain:update` whose extension removes every DS record the
 * registry holds (`<secDNS:rem><secDNS:all>true</secDNS:all></secDNS:rem>`) and adds the
 * new set (`<secDNS:add>`, left out for `[]`), so the registry ends up with exactly that set
 * whatever it held. A registry whose greeting does not offer secDNS-1.1 is refused with a
 * message saying so; nothing is sent. `dsRecords` reads `secDNS:infData` from `domain:info`.
 */
export function eppDnssec(client: EppClient): RegistrarDnssec {
  const offered = async () => (await client.pool.services()).extURIs.includes(SECDNS_URI);
  return {
    async setDsRecords(domain: NormalizedDomain, ds: DsRecord[]) {
      if (!(await offered())) {
        return {
          ok: false,
          code: "rejected",
          message:
            `The registry does not offer DNSSEC over EPP (${SECDNS_URI} is not in its ` +
            `greeting): the DS records of ${domain.name} cannot be set through it.`,
        };
      }
      const res = await client.send(
        "ds",
        domain.name,
        el("update", {}, [
          el("domain:update", { "xmlns:domain": NS.domain }, [el("domain:name", domain.name)]),
        ]),
        [
          el("secDNS:update", { "xmlns:secDNS": SECDNS_URI }, [
            el("secDNS:rem", {}, [el("secDNS:all", "true")]),
            ds.length > 0 ? el("secDNS:add", {}, ds.map(dsData)) : null,
          ]),
        ],
      );
      if (res.code === 1000 || res.code === 1001) return { ok: true };
      client.logger?.warn("epp DS update refused", {
        domain: domain.name,
        code: res.code,
        clTRID: res.clTRID,
        svTRID: res.svTRID,
      });
      if (res.code === 2303) {
        return { ok: false, code: "not_found", message: `${domain.name} is not registered here.` };
      }
      return client.failure(res, `the DS records of ${domain.name}`, "rejected");
    },

    async dsRecords(domain: NormalizedDomain) {
      const res = await client.query(
        "info",
        domain.name,
        el("info", {}, [
          el("domain:info", { "xmlns:domain": NS.domain }, [
            el("domain:name", { hosts: "none" }, [domain.name]),
          ]),
        ]),
      );
      if (res.code === 2303) return [];
      if (res.code !== 1000) throw client.unexpected(res, "domain:info");
      return list(obj(res.extension["infData"])["dsData"]).map((d) => {
        const o = obj(d);
        return canonicalDs({
          key_tag: Number(text(o["keyTag"])),
          algorithm: Number(text(o["alg"])),
          digest_type: Number(text(o["digestType"])),
          digest: text(o["digest"]) ?? "",
        });
      });
    },
  };
}
