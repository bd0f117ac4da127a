import { XMLParser, XMLValidator } from "fast-xml-parser";

/** What a deposit holds, as the verify command prints it. */
type DepositSummary = {
  type: string;
  id: string;
  watermark: string;
  domains: number;
  contacts: number;
  deletes: number;
};

type Node = Record<string, unknown>;
const parser = new XMLParser({ ignoreAttributes: false, parseTagValue: false });
const list = (n: unknown): unknown[] => (Array.isArray(n) ? n : n === undefined ? [] : [n]);
const text = (n: unknown): string =>
  typeof n === "object" && n !== null ? String((n as Node)["#text"] ?? "") : String(n ?? "");
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

/** The elements each object must have (RFC 9022's required ones that this service writes). */
const REQUIRED = {
  "rdeDom:domain": ["rdeDom:name", "rdeDom:roid", "rdeDom:status", "rdeDom:clID", "rdeDom:crRr"],
  "rdeContact:contact": [
    "rdeContact:id",
    "rdeContact:roid",
    "rdeContact:status",
    "rdeContact:postalInfo",
    "rdeContact:email",
    "rdeContact:clID",
    "rdeContact:crRr",
    "rdeContact:crDate",
  ],
};

/**
 * Checks a deposit's XML without its XSDs: well-formed, an RFC 8909 `rde:deposit` (namespace,
 * type, id, watermark, menu) whose RFC 9022 domains and contacts have their required elements
 * and, in a full deposit, whose registrants are contacts of the deposit.
 * Answers the problems found, or what the deposit holds.
 */
export function checkDeposit(
  xml: string,
): { ok: true; deposit: DepositSummary } | { ok: false; problems: string[] } {
  const wellFormed = XMLValidator.validate(xml);
  if (wellFormed !== true) {
    const { msg, line, col } = wellFormed.err;
    return { ok: false, problems: [`not well-formed: ${msg} (line ${line}, column ${col})`] };
  }
  const problems: string[] = [];
  const root = (parser.parse(xml) as Node)["rde:deposit"] as Node | undefined;
  if (!root || typeof root !== "object")
    return { ok: false, problems: ["the root element is not rde:deposit"] };
  if (root["@_xmlns:rde"] !== "urn:ietf:params:xml:ns:rde-1.0")
    problems.push("rde:deposit is not in RFC 8909's namespace (urn:ietf:params:xml:ns:rde-1.0)");
  const type = String(root["@_type"] ?? "");
  if (!["FULL", "INCR", "DIFF"].includes(type))
    problems.push(`the deposit's type "${type}" is not FULL, INCR or DIFF`);
  const id = String(root["@_id"] ?? "");
  if (!/^\w{1,13}$/.test(id)) problems.push(`the deposit's id "${id}" is not 1 to 13 characters`);
  const watermark = text(root["rde:watermark"]);
  if (!DATE_TIME.test(watermark)) problems.push("rde:watermark is missing or not a date-time");
  const menu = root["rde:rdeMenu"] as Node | undefined;
  if (text(menu?.["rde:version"]) !== "1.0") problems.push("rde:rdeMenu has no rde:version 1.0");
  const contents = (root["rde:contents"] ?? {}) as Node;
  const objects = Object.fromEntries(
    Object.entries(REQUIRED).map(([name, required]) => {
      const found = list(contents[name]) as Node[];
      found.forEach((o, i) => {
        const missing = required.filter((r) => o[r] === undefined);
        if (missing.length > 0) problems.push(`${name} ${i + 1} lacks ${missing.join(", ")}`);
      });
      return [name, found];
    }),
  ) as Record<keyof typeof REQUIRED, Node[]>;
  const contactIds = new Set(objects["rdeContact:contact"].map((c) => text(c["rdeContact:id"])));
  if (type === "FULL") {
    for (const d of objects["rdeDom:domain"]) {
      const registrant = d["rdeDom:registrant"];
      if (registrant !== undefined && !contactIds.has(text(registrant)))
        problems.push(`${text(d["rdeDom:name"])}'s registrant is not a contact of the deposit`);
    }
  }
  // RFC 9022's header: the totals held at the watermark, which a full deposit must match.
  const headerDomains = list(contents["rdeHeader:header"]).reduce<number>((sum, h) => {
    const domainCount = list((h as Node)["rdeHeader:count"]).find(
      (c) => (c as Node)["@_uri"] === "urn:ietf:params:xml:ns:rdeDomain-1.0",
    );
    return sum + Number(text(domainCount) || 0);
  }, 0);
  if (type === "FULL" && headerDomains !== objects["rdeDom:domain"].length)
    problems.push(
      `the header counts ${headerDomains} domains, the deposit holds ${objects["rdeDom:domain"].length}`,
    );
  const deletes = list((root["rde:deletes"] as Node | undefined)?.["rdeDom:delete"]).flatMap((d) =>
    list((d as Node)["rdeDom:name"]),
  );
  if (problems.length > 0) return { ok: false, problems };
  return {
    ok: true,
    deposit: {
      type,
      id,
      watermark,
      domains: objects["rdeDom:domain"].length,
      contacts: objects["rdeContact:contact"].length,
      deletes: deletes.length,
    },
  };
}
