import { domainToASCII, domainToUnicode } from "node:url";
import type { RdapSettings } from "../config";
import type { RegistrantContact } from "../../contract/registrant-contact";
import type { DomainRow } from "../domains/domains";

/**
 * RDAP answers (RFC 9083) as the ICANN gTLD RDAP Response Profile asks of a registrar:
 * pure functions of a domain row, its registrant and the registrar's settings (docs/rdap.md).
 */

/** The specifications every answer conforms to (RFC 9083 §4.1; the profile; RFC 9537). */
export const RDAP_CONFORMANCE = [
  "rdap_level_0",
  "icann_rdap_response_profile_1",
  "icann_rdap_technical_implementation_guide_1",
  "redacted",
] as const;

export const RDAP_MEDIA_TYPE = "application/rdap+json";

type Link = { value: string; rel: string; href: string; type: string };
type Notice = { title: string; description: string[]; links: Link[] };

/** The notices the profile asks for in every answer: terms of use, status codes, the complaint form. */
export function rdapNotices(settings: RdapSettings, self: string): Notice[] {
  return [
    {
      title: "Terms of Use",
      description: [
        "Registration data is provided for lawful purposes only; personal data is redacted as the registrar's policy asks.",
      ],
      links: [{ value: self, rel: "terms-of-service", href: settings.termsUrl, type: "text/html" }],
    },
    {
      title: "Status Codes",
      description: [
        "For more information on domain status codes, please visit https://icann.org/epp",
      ],
      links: [{ value: self, rel: "glossary", href: "https://icann.org/epp", type: "text/html" }],
    },
    {
      title: "RDDS Inaccuracy Complaint Form",
      description: ["URL of the ICANN RDDS Inaccuracy Complaint Form: https://icann.org/wicf"],
      links: [{ value: self, rel: "help", href: "https://icann.org/wicf", type: "text/html" }],
    },
  ];
}

/** An RFC 9083 §6 error body. */
export function rdapError(code: 400 | 404 | 429 | 501, title: string, description: string) {
  return {
    rdapConformance: [...RDAP_CONFORMANCE],
    errorCode: code,
    title,
    description: [description],
  };
}

/**
 * A queried name in both forms, or null when it is no domain name (RFC 9082 §3.1.3: A-labels
 * and U-labels both accepted). Node's WHATWG URL parser does the IDNA (UTS #46) mapping.
 */
export function parseDomainName(raw: string): { ldhName: string; unicodeName: string } | null {
  const name = raw.replace(/\.$/, "");
  if (name.length === 0 || name.length > 253 || /[\s/@:%?#[\]\\]/.test(name)) return null;
  const ascii = domainToASCII(name).toLowerCase();
  if (!ascii) return null;
  const labels = ascii.split(".");
  if (labels.length < 2) return null;
  const ldh = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
  if (!labels.every((l) => ldh.test(l)) || /^[0-9]+$/.test(labels.at(-1)!)) return null;
  return { ldhName: ascii, unicodeName: domainToUnicode(ascii) };
}

/** EPP's statuses of a domain (derived from what the service holds), in RFC 8056's RDAP words. */
function rdapStatuses(row: DomainRow, now: Date): string[] {
  const s: string[] = [];
  const transferLocked =
    row.transferLocked || (row.transferLockUntil !== null && row.transferLockUntil > now);
  if (transferLocked) s.push("client transfer prohibited"); // clientTransferProhibited
  if (row.holdReason !== null) s.push("client hold"); // clientHold
  if (row.phase === "grace") s.push("auto renew period"); // autoRenewPeriod
  if (row.phase === "redemption") s.push("redemption period"); // redemptionPeriod
  if (row.phase === "pending_delete") s.push("pending delete"); // pendingDelete
  if (s.length === 0 || (s.length === 1 && transferLocked)) s.unshift("active"); // ok
  return s;
}

/** The registrar's entity with its IANA id and its abuse contact (profile 2.4). */
export function registrarEntity(settings: RdapSettings, base: string) {
  const self = `${base}/entity/${settings.ianaId}`;
  return {
    objectClassName: "entity",
    handle: settings.ianaId!,
    roles: ["registrar"],
    publicIds: [{ type: "IANA Registrar ID", identifier: settings.ianaId! }],
    vcardArray: [
      "vcard",
      [
        ["version", {}, "text", "4.0"],
        ["fn", {}, "text", settings.registrarName],
      ],
    ],
    links: [{ value: self, rel: "self", href: self, type: RDAP_MEDIA_TYPE }],
    entities: [
      {
        objectClassName: "entity",
        roles: ["abuse"],
        vcardArray: [
          "vcard",
          [
            ["version", {}, "text", "4.0"],
            ["fn", {}, "text", `${settings.registrarName} abuse contact`],
            ["tel", { type: "voice" }, "uri", `tel:${settings.abusePhone}`],
            ["email", {}, "text", settings.abuseEmail],
          ],
        ],
      },
    ],
  };
}

const POLICY = { description: "Server policy" };

/**
 * The registrant: name, organization, street, city, postal code, phone and email redacted
 * (RFC 9537, "emptyValue" for the vCard's required properties, "removal" for the others);
 * the state and country stay, as the profile allows.
 */
function registrant(contact: RegistrantContact | undefined) {
  const adr = ["", "", "", "", contact?.state ?? "", "", contact?.country ?? ""];
  const entity = {
    objectClassName: "entity",
    roles: ["registrant"],
    vcardArray: [
      "vcard",
      [
        ["version", {}, "text", "4.0"],
        ["fn", {}, "text", ""],
        ["adr", { cc: contact?.country ?? "" }, "text", adr],
      ],
    ],
  };
  const at = "$.entities[?(@.roles[0]=='registrant')]";
  const redacted = [
    {
      name: { type: "Registry Registrant ID" },
      prePath: `${at}.handle`,
      pathLang: "jsonpath",
      method: "removal",
      reason: POLICY,
    },
    {
      name: { type: "Registrant Name" },
      postPath: `${at}.vcardArray[1][?(@[0]=='fn')][3]`,
      pathLang: "jsonpath",
      method: "emptyValue",
      reason: POLICY,
    },
    {
      name: { type: "Registrant Organization" },
      prePath: `${at}.vcardArray[1][?(@[0]=='org')]`,
      pathLang: "jsonpath",
      method: "removal",
      reason: POLICY,
    },
    {
      name: { type: "Registrant Street" },
      postPath: `${at}.vcardArray[1][?(@[0]=='adr')][3][:3]`,
      pathLang: "jsonpath",
      method: "emptyValue",
      reason: POLICY,
    },
    {
      name: { type: "Registrant City" },
      postPath: `${at}.vcardArray[1][?(@[0]=='adr')][3][3]`,
      pathLang: "jsonpath",
      method: "emptyValue",
      reason: POLICY,
    },
    {
      name: { type: "Registrant Postal Code" },
      postPath: `${at}.vcardArray[1][?(@[0]=='adr')][3][5]`,
      pathLang: "jsonpath",
      method: "emptyValue",
      reason: POLICY,
    },
    {
      name: { type: "Registrant Phone" },
      prePath: `${at}.vcardArray[1][?(@[0]=='tel')]`,
      pathLang: "jsonpath",
      method: "removal",
      reason: POLICY,
    },
    {
      name: { type: "Registrant Email" },
      prePath: `${at}.vcardArray[1][?(@[0]=='email')]`,
      pathLang: "jsonpath",
      method: "removal",
      reason: POLICY,
    },
  ];
  return { entity, redacted };
}

/** The answer to `GET /rdap/domain/{name}` for a domain this registrar sponsors. */
export function rdapDomain(
  settings: RdapSettings,
  base: string,
  row: DomainRow,
  contact: RegistrantContact | undefined,
  now: Date,
) {
  const ldhName = row.name.toLowerCase();
  const unicodeName = domainToUnicode(ldhName);
  const self = `${base}/domain/${ldhName}`;
  const { entity, redacted } = registrant(contact);
  return {
    rdapConformance: [...RDAP_CONFORMANCE],
    objectClassName: "domain",
    handle: `${row.id.replace(/-/g, "").toUpperCase()}_DOMAIN`,
    ldhName,
    ...(unicodeName !== ldhName && { unicodeName }),
    status: rdapStatuses(row, now),
    events: [
      { eventAction: "registration", eventDate: row.registeredAt.toISOString() },
      { eventAction: "expiration", eventDate: row.expiresAt.toISOString() },
      { eventAction: "last changed", eventDate: row.updatedAt.toISOString() },
      { eventAction: "last update of RDAP database", eventDate: now.toISOString() },
    ],
    nameservers: row.nameservers.map((ns) => ({
      objectClassName: "nameserver",
      ldhName: ns.toLowerCase().replace(/\.$/, ""),
    })),
    secureDNS: { delegationSigned: (row.dsAtRegistry ?? []).length > 0 },
    entities: [registrarEntity(settings, base), entity],
    links: [{ value: self, rel: "self", href: self, type: RDAP_MEDIA_TYPE }],
    notices: rdapNotices(settings, self),
    redacted,
  };
}
