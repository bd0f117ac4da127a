import { pyObject } from "../../contract/pydantic/py-object";
import { fail, pass, pyField } from "../../contract/pydantic/py-field";
import { checkPyStr } from "../../contract/pydantic/py-str";
import { valueError } from "../../contract/pydantic/py-issue";
import { searchCandidates } from "./availability";
import { normalizeDomain, type NormalizedDomain } from "./normalize-domain";

/**
 * A request field holding a domain name: a string of 1..255 characters (the spec's limit),
 * normalised by {@link normalizeDomain}; anything else is a `value_error` naming the reason.
 */
export const pyDomain = () =>
  pyField<NormalizedDomain>(
    (input) => {
      const str = checkPyStr(input, { min: 1, max: 255 });
      if (!str.ok) return str;
      const r = normalizeDomain(str.value);
      return r.ok ? pass(r.domain) : fail(valueError(input, r.reason));
    },
    { type: "string", minLength: 1, maxLength: 255, examples: ["example.com"] },
  );

/**
 * Why `host` is not a nameserver host name, or undefined when it is one. A host name has LDH
 * labels (RFC 1035/1123), at least two, 253 characters at most, and a last label that begins
 * with a letter (RFC 3696 §2: no top-level domain is numeric), so no IPv4 literal in any of the
 * forms a URL parser reads as one (`192.0.2.1`, `0x7f.1`), and no IPv6 literal, bracketed or not.
 */
function hostnameProblem(host: string): string | undefined {
  const ip = "Enter a host name such as ns1.example.net, not an IP address.";
  if (host.includes(":") || host.startsWith("[")) return ip;
  if (host.length === 0 || host.length > 253) {
    return "A host name has 1 to 253 characters, such as ns1.example.net.";
  }
  const labels = host.split(".");
  if (labels.every((l) => /^(?:0x[0-9a-f]*|\d+)$/.test(l))) return ip;
  if (/^\d/.test(labels.at(-1)!)) return "The last label of a host name begins with a letter.";
  if (labels.length < 2) return "Enter a fully qualified host name such as ns1.example.net.";
  if (!labels.every((l) => /^(?!-)[a-z0-9-]{1,63}(?<!-)$/.test(l))) {
    return "Enter a host name such as ns1.example.net (letters, digits, inner hyphens, at least two labels).";
  }
  return undefined;
}

/** A nameserver host name, lowercase and without its trailing dot, or why it is not one. */
function checkNameserverHost(
  input: string,
): { ok: true; host: string } | { ok: false; reason: string } {
  let s = input.trim().toLowerCase();
  if (s.endsWith(".")) s = s.slice(0, -1);
  const reason = hostnameProblem(s);
  return reason === undefined ? { ok: true, host: s } : { ok: false, reason };
}

/**
 * A search term field (`?q=`): a name or a domain, 1..255 characters, turned into the
 * candidate names of {@link searchCandidates}; anything else is a `value_error`.
 */
export const pySearchTerm = () =>
  pyField<NormalizedDomain[]>(
    (input) => {
      const str = checkPyStr(input, { min: 1, max: 255 });
      if (!str.ok) return str;
      const r = searchCandidates(str.value);
      return r.ok ? pass(r.domains) : fail(valueError(input, r.reason));
    },
    { type: "string", minLength: 1, maxLength: 255, examples: ["example", "example.io"] },
  );

/** A nameserver field: a host name per {@link checkNameserverHost}, else a `value_error`. */
export const pyHostname = () =>
  pyField<string>(
    (input) => {
      const str = checkPyStr(input, { min: 1, max: 253 });
      if (!str.ok) return str;
      const r = checkNameserverHost(str.value);
      return r.ok ? pass(r.host) : fail(valueError(input, r.reason));
    },
    { type: "string", minLength: 1, maxLength: 253, examples: ["ns1.example.net"] },
  );

/** Path parameters of routes on one domain: `{domain}`, normalised. */
export const DomainPath = pyObject({ domain: pyDomain() });
