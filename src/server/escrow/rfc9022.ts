import { XMLBuilder, XMLParser } from "fast-xml-parser";
import type {
  EscrowContact,
  EscrowCount,
  EscrowDomain,
  EscrowFormat,
  EscrowSnapshot,
} from "./format";

/** The namespaces of RFC 8909 (the deposit) and RFC 9022 (its domain and contact objects). */
const NS = {
  "@_xmlns:rde": "urn:ietf:params:xml:ns:rde-1.0",
  "@_xmlns:rdeDom": "urn:ietf:params:xml:ns:rdeDomain-1.0",
  "@_xmlns:rdeContact": "urn:ietf:params:xml:ns:rdeContact-1.0",
  "@_xmlns:rdeHeader": "urn:ietf:params:xml:ns:rdeHeader-1.0",
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
      "rdeHeader:header",
      "rdeHeader:count",
      "contact:street",
      "rdeDom:delete",
    ].includes(name),
});

/**
 * RFC 5730's ROID is `{id}-{repository}`; a registrar's objects have no repository id of their
 * own, so the suffix is a fixed `RAR` (the id itself is the row's UUID without its hyphens).
 */
const ROID_SUFFIX = "-RAR";
const roidOf = (id: string) => id.replace(/-/g, "") + ROID_SUFFIX;
const idOfRoid = (roid: string) =>
  roid.slice(0, -ROID_SUFFIX.length).replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, "$1-$2-$3-$4-$5");
/** EPP's client id is 3 to 16 characters: the IANA id, zero-padded to three. */
const clIdOf = (registrarId: string) => registrarId.padStart(3, "0");

const domainXml = (d: EscrowDomain, clID: string) => ({
  "rdeDom:name": d.name,
  "rdeDom:roid": roidOf(d.roid),
  "rdeDom:status": d.status.map((s) => ({ "@_s": s })),
  ...(d.registrant ? { "rdeDom:registrant": d.registrant } : {}),
  ...(d.nameservers.length > 0 ? { "rdeDom:ns": { "domain:hostObj": d.nameservers } } : {}),
  "rdeDom:clID": clID,
  "rdeDom:crRr": clID,
  "rdeDom:crDate": d.createdAt.toISOString(),
  "rdeDom:exDate": d.expiresAt.toISOString(),
  "rdeDom:upDate": d.updatedAt.toISOString(),
});

const contactXml = (c: EscrowContact, clID: string) => ({
  "rdeContact:id": c.id,
  "rdeContact:roid": roidOf(c.id),
  "rdeContact:status": { "@_s": "ok" },
  "rdeContact:postalInfo": {
    "@_type": "int",
    "contact:name": c.name,
    ...(c.org ? { "contact:org": c.org } : {}),
    "contact:addr": {
      "contact:street": c.street,
      "contact:city": c.city,
      ...(c.sp ? { "contact:sp": c.sp } : {}),
      ...(c.pc ? { "contact:pc": c.pc } : {}),
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
    // RFC 8909's deposit id is at most 13 word characters: the watermark to the minute.
    const id = s.watermark.toISOString().replace(/\D/g, "").slice(0, 12);
    const doc = {
      "?xml": { "@_version": "1.0", "@_encoding": "UTF-8" },
      "rde:deposit": {
        ...NS,
        "@_type": s.kind,
        "@_id": id,
        "rde:watermark": s.watermark.toISOString(),
        "rde:rdeMenu": {
          "rde:version": "1.0",
          "rde:objURI": [NS["@_xmlns:rdeHeader"], NS["@_xmlns:rdeDom"], NS["@_xmlns:rdeContact"]],
        },
        ...(s.kind === "DIFF" && s.deletedDomains.length > 0
          ? {
              "rde:deletes": {
                "rdeDom:delete": { "rdeDom:name": s.deletedDomains },
              },
            }
          : {}),
        "rde:contents": {
          // RFC 9022's header, one per TLD: every deposit carries the totals held (and so is
          // never empty, as RFC 8909's contents may not be).
          "rdeHeader:header": s.counts.map((c) => ({
            "rdeHeader:tld": c.tld,
            "rdeHeader:count": [
              { "#text": String(c.domains), "@_uri": NS["@_xmlns:rdeDom"] },
              { "#text": String(c.contacts), "@_uri": NS["@_xmlns:rdeContact"] },
            ],
          })),
          "rdeDom:domain": s.domains.map((d) => domainXml(d, clIdOf(s.registrarId))),
          "rdeContact:contact": s.contacts.map((c) => contactXml(c, clIdOf(s.registrarId))),
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
        roid: idOfRoid(text(d["rdeDom:roid"])),
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
          ? text((list(contents["rdeDom:domain"])[0] as Node)["rdeDom:clID"]).replace(
              /^0+(?=\d)/,
              "",
            )
          : "",
      domains,
      contacts,
      deletedDomains: list(deletes["rdeDom:delete"]).flatMap((d) =>
        list((d as Node)["rdeDom:name"]).map(text),
      ),
      counts: list(contents["rdeHeader:header"]).map((n): EscrowCount => {
        const h = n as Node;
        const of = (uri: string) =>
          Number(text(list(h["rdeHeader:count"]).find((c) => (c as Node)["@_uri"] === uri)));
        return {
          tld: text(h["rdeHeader:tld"]),
          domains: of(NS["@_xmlns:rdeDom"]),
          contacts: of(NS["@_xmlns:rdeContact"]),
        };
      }),
    };
  },
};
