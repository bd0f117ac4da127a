import { XMLParser } from "fast-xml-parser";

export const NS = {
  epp: "urn:ietf:params:xml:ns:epp-1.0",
  domain: "urn:ietf:params:xml:ns:domain-1.0",
  host: "urn:ietf:params:xml:ns:host-1.0",
  contact: "urn:ietf:params:xml:ns:contact-1.0",
  fee: "urn:ietf:params:xml:ns:epp:fee-1.0",
} as const;

/** An element: a name, attributes, and children (elements or text). */
export type Node = {
  name: string;
  attrs?: Record<string, string | undefined>;
  children?: (Node | string | null | undefined | false)[];
};

/** `el("domain:name", "example.com")`, `el("domain:ns", {}, [...])`. */
export function el(
  name: string,
  attrsOrText?: Record<string, string | undefined> | string | number,
  children?: Node["children"],
): Node {
  if (typeof attrsOrText === "string" || typeof attrsOrText === "number")
    return { name, children: [String(attrsOrText)] };
  return { name, attrs: attrsOrText ?? {}, children: children ?? [] };
}

const TEXT_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;" };
const ATTR_ESCAPES: Record<string, string> = { ...TEXT_ESCAPES, '"': "&quot;" };

/** Characters XML 1.0 cannot carry at all (C0 controls but tab, newline, return; FFFE/FFFF). */
// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

function escapeText(s: string): string {
  return s.replace(NOT_XML, "").replace(/[&<>]/g, (c) => TEXT_ESCAPES[c]!);
}

function escapeAttr(s: string): string {
  return s.replace(NOT_XML, "").replace(/[&<>"]/g, (c) => ATTR_ESCAPES[c]!);
}

export function render(node: Node): string {
  const attrs = Object.entries(node.attrs ?? {})
    .filter((e): e is [string, string] => e[1] !== undefined)
    .map(([k, v]) => ` ${k}="${escapeAttr(v)}"`)
    .join("");
  const kids = (node.children ?? []).filter((c): c is Node | string => !!c || c === "");
  if (kids.length === 0) return `<${node.name}${attrs}/>`;
  const inner = kids.map((c) => (typeof c === "string" ? escapeText(c) : render(c))).join("");
  return `<${node.name}${attrs}>${inner}</${node.name}>`;
}

/** A whole EPP document around one top-level element (`command`, `hello`, `greeting`...). */
export function eppDocument(body: Node): string {
  return `<?xml version="1.0" encoding="UTF-8" standalone="no"?>${render(el("epp", { xmlns: NS.epp }, [body]))}`;
}

/** A command: `<command><verb>object</verb><extension>…</extension><clTRID/></command>`. */
export function command(verb: Node, clTRID: string, extension?: Node[]): string {
  return eppDocument(
    el("command", {}, [
      verb,
      extension && extension.length > 0 ? el("extension", {}, extension) : null,
      el("clTRID", clTRID),
    ]),
  );
}

/** Elements that may repeat: always parsed as arrays, so one and many read alike. */
const ALWAYS_ARRAYS = new Set([
  "result",
  "objURI",
  "extURI",
  "cd",
  "command",
  "fee",
  "status",
  "hostObj",
  "hostAttr",
  "hostName",
  "hostAddr",
  "host",
  "contact",
  "street",
  "postalInfo",
  "value",
  "extValue",
]);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: "@",
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  textNodeName: "#text",
  // No DOCTYPE or entity declarations are honoured: a registry never sends them.
  processEntities: true,
  htmlEntities: false,
  // `<command>` repeats inside fee:cd, not at the top of a document.
  isArray: (name, jpath) =>
    ALWAYS_ARRAYS.has(name) && !(name === "command" && String(jpath) === "epp.command"),
});

/** A parsed element: attributes under `@name`, text under `#text`, children by local name. */
export type XmlObject = { [k: string]: unknown };

export class EppParseError extends Error {
  override name = "EppParseError";
}

/** Parses an EPP document, returning the content of `<epp>` (namespaces prefixes removed). */
export function parseEpp(xml: string): XmlObject {
  if (/<!DOCTYPE/i.test(xml)) throw new EppParseError("EPP documents carry no DOCTYPE");
  let doc: XmlObject;
  try {
    doc = parser.parse(xml, true) as XmlObject;
  } catch (err) {
    throw new EppParseError(`malformed EPP XML: ${(err as Error).message}`);
  }
  const epp = doc["epp"];
  if (!epp || typeof epp !== "object") throw new EppParseError("not an EPP document");
  return epp as XmlObject;
}

/** The text of an element that may carry attributes (`<name avail="1">x</name>`). */
export function text(v: unknown): string | undefined {
  if (v === undefined || v === null) return undefined;
  if (typeof v === "string") return v;
  if (typeof v === "number" || typeof v === "boolean") return String(v);
  if (typeof v === "object" && "#text" in v) return String((v as XmlObject)["#text"]);
  if (typeof v === "object") return "";
  return undefined;
}

export function attr(v: unknown, name: string): string | undefined {
  if (v && typeof v === "object") {
    const a = (v as XmlObject)[`@${name}`];
    return a === undefined ? undefined : String(a);
  }
  return undefined;
}

export function obj(v: unknown): XmlObject {
  return v && typeof v === "object" && !Array.isArray(v) ? (v as XmlObject) : {};
}

export function list(v: unknown): unknown[] {
  if (v === undefined || v === null) return [];
  return Array.isArray(v) ? v : [v];
}

type EppResult = {
  code: number;
  message: string;
  /** The first `<extValue>`'s reason (kept for callers that read one). */
  reason?: string;
  /**
   * Every `<extValue>` (RFC 5730 2.6: the element at fault and why), as text for messages and
   * logs: `reason (element: value)`; a password or auth code in it is redacted.
   */
  reasons?: string[];
  /**
   * Each `<extValue>`'s `<value>` content as parsed: where a registry puts extension data the
   * session did not log in for (RFC 3915's `rgp:infData`, say: RFC 5730 2.6).
   */
  values?: XmlObject[];
};

/** Elements whose content is a credential: never shown (passwords, auth codes). */
const SECRET_ELEMENTS = /^(pw|newPW|authInfo|authCode)$/i;

/** The text of an element's content, descendants included (the value of an extValue). */
function flatText(v: unknown): string {
  if (v === undefined || v === null) return "";
  if (typeof v !== "object") return String(v);
  if (Array.isArray(v)) return v.map(flatText).join(" ");
  return Object.entries(v as XmlObject)
    .filter(([k]) => !k.startsWith("@"))
    .map(([, c]) => flatText(c))
    .join(" ")
    .trim();
}

/**
 * One `<extValue>` as text: its reason, and the element it names with its value (a credential's
 * value replaced, in the reason too: a registry may quote the refused value).
 */
function extValueText(ev: unknown): string {
  const values = list(obj(ev)["value"]).flatMap((v) =>
    Object.entries(obj(v)).filter(([k]) => !k.startsWith("@") && k !== "#text"),
  );
  let reason = text(obj(ev)["reason"]) ?? "";
  const shown: string[] = [];
  for (const [name, content] of values) {
    const secret = SECRET_ELEMENTS.test(name) || secretTexts(content).length > 0;
    const value = flatText(content);
    if (secret) {
      if (value) reason = reason.split(value).join("[redacted]");
      for (const inner of secretTexts(content)) reason = reason.split(inner).join("[redacted]");
      shown.push(`${name}: [redacted]`);
    } else shown.push(value ? `${name}: ${value}` : name);
  }
  return [reason, shown.length > 0 ? `(${shown.join(", ")})` : ""].filter(Boolean).join(" ");
}

/** The texts of credential elements anywhere inside a value. */
function secretTexts(v: unknown): string[] {
  if (!v || typeof v !== "object") return [];
  return Object.entries(v as XmlObject).flatMap(([k, c]) =>
    SECRET_ELEMENTS.test(k) ? [flatText(c)].filter(Boolean) : secretTexts(c),
  );
}

export type EppResponse = {
  results: EppResult[];
  /** The first result's code: what the command did. */
  code: number;
  message: string;
  resData: XmlObject;
  extension: XmlObject;
  clTRID?: string;
  svTRID?: string;
  /**
   * The server's message queue (RFC 5730 2.9.2.3), when not empty: how many messages wait and
   * the oldest one's id; a `<poll op="req">` answer also carries that message's date and text.
   */
  msgQ?: { count: number; id: string; qDate?: string; msg?: string };
};

export type EppGreeting = {
  svID: string;
  objURIs: string[];
  extURIs: string[];
};

/** Reads `<response>` (throws EppParseError when the document is not one). */
export function readResponse(epp: XmlObject): EppResponse {
  const response = epp["response"];
  if (!response || typeof response !== "object") throw new EppParseError("no <response>");
  const r = response as XmlObject;
  const results = list(r["result"]).map((res) => {
    const code = Number(attr(res, "code"));
    const msg = obj(res)["msg"];
    const reasons = list(obj(res)["extValue"])
      .map(extValueText)
      .filter((r) => r !== "");
    const reason = reasons[0];
    const values = list(obj(res)["extValue"]).flatMap((ev) => list(obj(ev)["value"]).map(obj));
    return {
      code,
      message: text(msg) ?? "",
      ...(reason && { reason, reasons }),
      ...(values.length > 0 && { values }),
    };
  });
  const first = results[0];
  if (!first || !Number.isInteger(first.code)) throw new EppParseError("response without result");
  const trID = obj(r["trID"]);
  const q = r["msgQ"];
  const count = Number(attr(q, "count"));
  const msgQ =
    q !== undefined && Number.isInteger(count)
      ? {
          count,
          id: attr(q, "id") ?? "",
          ...(text(obj(q)["qDate"]) && { qDate: text(obj(q)["qDate"]) }),
          ...(obj(q)["msg"] !== undefined && { msg: text(obj(q)["msg"]) ?? "" }),
        }
      : undefined;
  return {
    results,
    code: first.code,
    message: first.message,
    resData: obj(r["resData"]),
    extension: obj(r["extension"]),
    ...(text(trID["clTRID"]) && { clTRID: text(trID["clTRID"]) }),
    ...(text(trID["svTRID"]) && { svTRID: text(trID["svTRID"]) }),
    ...(msgQ && { msgQ }),
  };
}

export function readGreeting(epp: XmlObject): EppGreeting {
  const g = epp["greeting"];
  if (!g || typeof g !== "object") throw new EppParseError("no <greeting>");
  const menu = obj((g as XmlObject)["svcMenu"]);
  return {
    svID: text((g as XmlObject)["svID"]) ?? "",
    objURIs: list(menu["objURI"]).map((u) => text(u) ?? ""),
    extURIs: list(obj(menu["svcExtension"])["extURI"]).map((u) => text(u) ?? ""),
  };
}

/**
 * The XML for the debug log: passwords (`<pw>`, `<newPW>`), auth codes (`authInfo`
 * content) and the registration data of a restore report (RFC 3915 `preData`, `postData`)
 * replaced, and so is every other place the same text appears (a registry's
 * `extValue/reason` may quote a refused auth code). Works on the text, so a malformed document
 * is redacted too.
 */
export function redactXml(xml: string): string {
  const secret =
    /(<(?:[\w-]+:)?(pw|newPW|authInfo|preData|postData)\b[^>]*>)([\s\S]*?)(<\/(?:[\w-]+:)?\2>)/g;
  const texts = [...xml.matchAll(secret)]
    .map((m) => m[3]!.replace(/<[^>]*>/g, "").trim())
    .filter((t) => t.length >= 3 && t !== "[redacted]");
  let out = xml.replace(secret, "$1[redacted]$4");
  for (const t of texts) out = out.split(t).join("[redacted]");
  return out;
}
