import { XMLBuilder, XMLParser } from "fast-xml-parser";
import type { EscrowContact, EscrowDomain, EscrowFormat, EscrowSnapshot } from "./format";

/** The namespaces of RFC 8909 (the deposit) and RFC 9022 (its domain and contact objects). */
const NS = {
  "@_xmlns:rde": "urn:ietf:params:xml:ns:rde-1.0",
  "@_xmlns:rdeDom": "urn:ietf:params:xml:ns:rdeDomain-1.0",
  "@_xmlns:rdeContact": "urn:ietf:params:xml:ns:rdeContact-1.0",
  "@_xmlns:domain": "urn:ietf:params:xml:ns:domain-1.0",
  "@_xmlns:contact": "urn:ietf:params:xml:ns:contact-1.0",
};

const builder = new XMLBuilder({ ignoreAttributes: false, format: true, suppressEmptyNode: true });
const parser = new XMLParser({
  ignoreAttributes: false,
  parseTagValue: false,
  isArray: (name) =>
    [
      "rdeDom:domain",
      "rdeDom:status",
      "domain:hostObj",
      "rdeContact:contact",
      "contact:street",
      "rdeDom:delete",
    ].includes(name),
});

const domainXml = (d: EscrowDomain, clID: string) => ({
  "rdeDom:name": d.name,
  "rdeDom:roid": d.roid,
  "rdeDom:status": d.status.map((s) => ({ "@_s": s })),
  ...(d.registrant ? { "rdeDom:registrant": d.registrant } : {}),
  ...(d.nameservers.length > 0 ? { "rdeDom:ns": { "domain:hostObj": d.nameservers } } : {}),
  "rdeDom:clID": clID,
  "rdeDom:crDate": d.createdAt.toISOString(),
  "rdeDom:exDate": d.expiresAt.toISOString(),
  "rdeDom:upDate": d.updatedAt.toISOString(),
});

const contactXml = (c: EscrowContact, clID: string) => ({
  "rdeContact:id": c.id,
  "rdeContact:roid": c.id,
  "rdeContact:status": { "@_s": "ok" },
  "rdeContact:postalInfo": {
    "@_type": "int",
    "contact:name": c.name,
    ...(c.org ? { "contact:org": c.org } : {}),
    "contact:addr": {
      "contact:street": c.street,
      "contact:city": c.city,
      "contact:sp": c.sp,
      "contact:pc": c.pc,
      "contact:cc": c.cc,
    },
  },
  "rdeContact:voice": c.voice,
  "rdeContact:email": c.email,
  "rdeContact:clID": clID,
  "rdeContact:crRr": clID,
  "rdeContact:crDate": c.createdAt.toISOString(),
});

type Node = Record<string, unknown>;
const text = (n: unknown): string =>
  typeof n === "object" && n !== null ? String((n as Node)["#text"] ?? "") : String(n ?? "");
const list = (n: unknown): unknown[] => (Array.isArray(n) ? n : n === undefined ? [] : [n]);

/**
 * RFC 8909's deposit (`rde:deposit`, type FULL or DIFF) holding RFC 9022's XML model of
 * domains (`rdeDom:domain`) and contacts (`rdeContact:contact`); deletions in `rde:deletes`.
 */
export const rfc9022Xml: EscrowFormat = {
  extension: "xml",
  render(s: EscrowSnapshot) {
    const id = s.watermark.toISOString().replace(/\D/g, "").slice(0, 14);
    const doc = {
      "?xml": { "@_version": "1.0", "@_encoding": "UTF-8" },
      "rde:deposit": {
        ...NS,
        "@_type": s.kind,
        "@_id": id,
        "rde:watermark": s.watermark.toISOString(),
        "rde:rdeMenu": {
          "rde:version": "1.0",
          "rde:objURI": [NS["@_xmlns:rdeDom"], NS["@_xmlns:rdeContact"]],
        },
        ...(s.kind === "DIFF" && s.deletedDomains.length > 0
          ? {
              "rde:deletes": {
                "rdeDom:delete": { "rdeDom:name": s.deletedDomains },
              },
            }
          : {}),
        "rde:contents": {
          "rdeDom:domain": s.domains.map((d) => domainXml(d, s.registrarId)),
          "rdeContact:contact": s.contacts.map((c) => contactXml(c, s.registrarId)),
        },
      },
    };
    return builder.build(doc) as string;
  },
  parse(xml: string) {
    const root = (parser.parse(xml) as Node)["rde:deposit"] as Node;
    const contents = (root["rde:contents"] ?? {}) as Node;
    const deletes = (root["rde:deletes"] ?? {}) as Node;
    const domains = list(contents["rdeDom:domain"]).map((n): EscrowDomain => {
      const d = n as Node;
      return {
        name: text(d["rdeDom:name"]),
        roid: text(d["rdeDom:roid"]),
        status: list(d["rdeDom:status"]).map((s) => String((s as Node)["@_s"])),
        registrant: d["rdeDom:registrant"] === undefined ? null : text(d["rdeDom:registrant"]),
        nameservers: list((d["rdeDom:ns"] as Node | undefined)?.["domain:hostObj"]).map(text),
        createdAt: new Date(text(d["rdeDom:crDate"])),
        updatedAt: new Date(text(d["rdeDom:upDate"])),
        expiresAt: new Date(text(d["rdeDom:exDate"])),
      };
    });
    const contacts = list(contents["rdeContact:contact"]).map((n): EscrowContact => {
      const c = n as Node;
      const info = c["rdeContact:postalInfo"] as Node;
      const addr = info["contact:addr"] as Node;
      return {
        id: text(c["rdeContact:id"]),
        name: text(info["contact:name"]),
        org: info["contact:org"] === undefined ? null : text(info["contact:org"]),
        street: list(addr["contact:street"]).map(text),
        city: text(addr["contact:city"]),
        sp: text(addr["contact:sp"]),
        pc: text(addr["contact:pc"]),
        cc: text(addr["contact:cc"]),
        voice: text(c["rdeContact:voice"]),
        email: text(c["rdeContact:email"]),
        createdAt: new Date(text(c["rdeContact:crDate"])),
      };
    });
    return {
      kind: root["@_type"] === "DIFF" ? "DIFF" : "FULL",
      watermark: new Date(text(root["rde:watermark"])),
      registrarId:
        domains.length > 0
          ? text(list(contents["rdeDom:domain"]).map((d) => (d as Node)["rdeDom:clID"])[0])
          : "",
      domains,
      contacts,
      deletedDomains: list(deletes["rdeDom:delete"]).flatMap((d) =>
        list((d as Node)["rdeDom:name"]).map(text),
      ),
    };
  },
};
