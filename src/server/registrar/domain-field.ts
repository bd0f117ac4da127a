import { pyObject } from "../../contract/py-object";
import { fail, pass, pyField } from "../../contract/py-field";
import { checkPyStr } from "../../contract/py-str";
import { valueError } from "../../contract/theme-config";
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

/** A nameserver host name: LDH labels, at least two, 253 characters at most, lowercase. */
export function normalizeHostname(input: string): string | undefined {
  let s = input.trim().toLowerCase();
  if (s.endsWith(".")) s = s.slice(0, -1);
  if (s.length === 0 || s.length > 253) return undefined;
  const labels = s.split(".");
  if (labels.length < 2) return undefined;
  return labels.every((l) => /^(?!-)[a-z0-9-]{1,63}(?<!-)$/.test(l)) ? s : undefined;
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

/** A nameserver field: a host name per {@link normalizeHostname}, else a `value_error`. */
export const pyHostname = () =>
  pyField<string>(
    (input) => {
      const str = checkPyStr(input, { min: 1, max: 253 });
      if (!str.ok) return str;
      const host = normalizeHostname(str.value);
      return host
        ? pass(host)
        : fail(
            valueError(
              input,
              "Enter a host name such as ns1.example.net (letters, digits, inner hyphens, at least two labels).",
            ),
          );
    },
    { type: "string", minLength: 1, maxLength: 253, examples: ["ns1.example.net"] },
  );

/** Path parameters of routes on one domain: `{domain}`, normalised. */
export const DomainPath = pyObject({ domain: pyDomain() });
