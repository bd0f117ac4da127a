// No node: imports here: the widget's DNS forms use these checks in the browser too.

export const DNS_RECORD_TYPES = ["A", "AAAA", "CNAME", "MX", "TXT", "NS", "SRV", "CAA"] as const;
export type DnsRecordType = (typeof DNS_RECORD_TYPES)[number];

/** CAA property tags we accept (RFC 8659 and RFC 9495). */
export const CAA_TAGS = ["issue", "issuewild", "iodef", "issuemail"] as const;

/** Longest TXT content, in UTF-8 octets; it goes on the wire as strings of 255 octets. */
export const TXT_MAX_OCTETS = 4000;

/** A record's data once checked: what is stored and served. */
export type DnsRecordData = {
  type: DnsRecordType;
  name: string;
  content: string;
  ttl: number;
  priority: number | null;
  weight: number | null;
  port: number | null;
  flags: number | null;
  tag: string | null;
};

/** The outcome of one field check: the normalised value or why it is refused. */
export type Checked<T> = { ok: true; value: T } | { ok: false; message: string };

const ok = <T>(value: T): Checked<T> => ({ ok: true, value });
const no = (message: string): Checked<never> => ({ ok: false, message });

const LABEL = /^(?:[a-z0-9_]|[a-z0-9_][a-z0-9_-]{0,61}[a-z0-9_])$/;
const HOST_LABEL = /^(?:[a-z0-9]|[a-z0-9][a-z0-9-]{0,61}[a-z0-9])$/;

const OCTET = "(?:25[0-5]|2[0-4]\\d|1\\d\\d|[1-9]?\\d)";
const IPV4 = new RegExp(`^${OCTET}(?:\\.${OCTET}){3}$`);

/** A label's A-label (IDNA via the URL parser, which browsers and Node share); ASCII as it is. */
function toALabel(label: string): string {
  if (/^[\x21-\x7e]*$/.test(label)) return label;
  try {
    return new URL(`http://${label}.invalid/`).hostname.slice(0, -".invalid".length);
  } catch {
    return "";
  }
}

/**
 * Checks a record name relative to the zone: `@` (or empty) is the apex; labels are letters,
 * digits, inner hyphens and underscores, IDN labels become A-labels, `*` may be the first label.
 * @example checkRecordName("WWW") // { ok: true, value: "www" }
 */
export function checkRecordName(input: string): Checked<string> {
  const s = input.trim().toLowerCase();
  if (s === "" || s === "@") return ok("@");
  if (s.endsWith(".")) {
    return no(
      "names are relative to the zone: enter 'www' for www.<domain>, or '@' for the domain itself",
    );
  }
  const labels = s.split(".").map(toALabel);
  for (const [i, label] of labels.entries()) {
    if (label === "*" && i === 0) continue;
    if (label === "") return no("a name has no empty labels (two dots in a row)");
    if (label.length > 63) return no("each label of a name has at most 63 characters");
    if (!LABEL.test(label)) {
      return no(
        label.includes("*")
          ? "'*' may only be the whole first label of a name (a wildcard such as '*' or '*.shop')"
          : "labels use letters, digits, underscores and inner hyphens only",
      );
    }
  }
  return ok(labels.join("."));
}

/**
 * Checks a fully qualified host name (the target of CNAME, MX, NS and SRV records): trailing
 * dot optional, lowercase A-labels, at least two labels. `underscores` allows `_` (CNAME targets
 * such as DKIM keys).
 */
function checkHostname(input: string, { underscores = false } = {}): Checked<string> {
  let s = input.trim().toLowerCase();
  if (s.endsWith(".")) s = s.slice(0, -1);
  if (s === "") return no("enter a fully qualified host name such as mail.example.com");
  const labels = s.split(".").map(toALabel);
  if (labels.length < 2) {
    return no("enter a fully qualified host name such as mail.example.com, not a single label");
  }
  for (const label of labels) {
    const valid = underscores ? LABEL.test(label) : HOST_LABEL.test(label);
    if (!valid) {
      return no(
        label.length > 63
          ? "each label of a host name has at most 63 characters"
          : `'${s}' is not a valid host name: use letters, digits and inner hyphens`,
      );
    }
  }
  const name = labels.join(".");
  if (IPV4.test(name) || /^\d+$/.test(labels.at(-1)!)) {
    return no("enter a host name such as ns1.example.net, not an IP address");
  }
  if (name.length > 253) return no("a host name has at most 253 characters");
  return ok(name);
}

/** IPv6 in its canonical compressed form (RFC 5952), or undefined when it is not one. */
function canonicalIPv6(ip: string): string | undefined {
  if (!ip.includes(":") || /[^0-9a-fA-F:.]/.test(ip)) return undefined;
  try {
    return new URL(`http://[${ip}]/`).hostname.slice(1, -1);
  } catch {
    return undefined;
  }
}

const octets = (s: string) => new TextEncoder().encode(s).length;

/** Checks a CAA value: printable ASCII; for `iodef` a mailto: or http(s) URL. */
function checkCaaValue(tag: string | null, content: string): Checked<string> {
  if (!/^[\x20-\x7e]*$/.test(content)) return no("a CAA value is printable ASCII");
  if (octets(content) > 255) return no("a CAA value has at most 255 characters");
  if (tag === "iodef" && !/^(mailto:|https?:\/\/)\S+$/.test(content)) {
    return no("an iodef CAA value is a mailto: or http(s):// URL");
  }
  if ((tag === "issue" || tag === "issuewild") && !/^(;|[a-z0-9.-]*\s*(;.*)?)$/i.test(content)) {
    return no("an issue CAA value is a CA's domain (such as letsencrypt.org) or ';'");
  }
  return ok(content.trim());
}

/** Checks `content` for a record type, returning its stored form. */
export function checkContent(type: DnsRecordType, content: string, tag: string | null) {
  switch (type) {
    case "A": {
      const s = content.trim();
      return IPV4.test(s)
        ? ok(s)
        : no("an A record's content is an IPv4 address such as 192.0.2.1");
    }
    case "AAAA": {
      const ip = canonicalIPv6(content.trim());
      return ip ? ok(ip) : no("an AAAA record's content is an IPv6 address such as 2001:db8::1");
    }
    case "CNAME":
      return checkHostname(content, { underscores: true });
    case "MX":
    case "NS":
      return checkHostname(content);
    case "SRV":
      return content.trim() === "." ? ok(".") : checkHostname(content);
    case "TXT":
      if (octets(content) > TXT_MAX_OCTETS) {
        return no(`TXT content has at most ${TXT_MAX_OCTETS} octets (UTF-8)`);
      }
      return ok(content);
    case "CAA":
      return checkCaaValue(tag, content);
  }
}

/** Which optional fields each type uses; the others must be left out or null. */
export const TYPE_FIELDS: Record<DnsRecordType, readonly (typeof OPTIONAL_FIELDS)[number][]> = {
  A: [],
  AAAA: [],
  CNAME: [],
  NS: [],
  TXT: [],
  MX: ["priority"],
  SRV: ["priority", "weight", "port"],
  CAA: ["flags", "tag"],
};

/** The optional fields, in the order errors are reported. */
export const OPTIONAL_FIELDS = ["priority", "weight", "port", "flags", "tag"] as const;
