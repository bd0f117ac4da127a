import { parse } from "tldts";
import { domainToASCII, domainToUnicode } from "node:url";
import { explainRefusedName, idnaProblem } from "./idna";

export type NormalizedDomain = {
  /** The A-label form, lowercase, no trailing dot: what is stored and sent to registrars. */
  name: string;
  /** The Unicode form, for people. */
  unicode: string;
  /** The public suffix the name is registered under (`co.uk`, not `uk`): the price key. */
  suffix: string;
  /** The label registered under the suffix. */
  label: string;
};

/** Suffixes reserved for special use (RFC 6761, RFC 7686, RFC 8375, ICANN .internal). */
const SPECIAL_USE = new Set([
  "test",
  "example",
  "invalid",
  "localhost",
  "local",
  "onion",
  "alt",
  "internal",
  "home.arpa",
  "arpa",
]);

const LDH_LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

/**
 * Normalises what a person or client typed into a registrable domain name: trimmed,
 * lowercased, one trailing dot dropped, IDN converted to its A-label (UTS #46), checked
 * against IDNA2008 with the Bidi and single-script rules a registry applies
 * ({@link idnaProblem}), then required to be exactly one label under an ICANN public suffix.
 * Returns the reason when it is not. Every route that takes a domain goes through here.
 * `stored: true` is for names read back from the database: it skips the IDNA2008 content
 * rules, so a row accepted before they existed can still be processed.
 * @example normalizeDomain(" Bücher.EXAMPLE.co.uk. ") // { ok: false, reason: ... } (two labels)
 */
export function normalizeDomain(
  input: string,
  { stored = false }: { stored?: boolean } = {},
): { ok: true; domain: NormalizedDomain } | { ok: false; reason: string } {
  let s = input.trim().toLowerCase();
  if (s.endsWith(".")) s = s.slice(0, -1);
  if (s === "") return { ok: false, reason: "Enter a domain name such as example.com." };
  if (/[\s/:@?#]/.test(s)) {
    return {
      ok: false,
      reason: "A domain name has no spaces, scheme, path or port; enter it as example.com.",
    };
  }
  const ascii = domainToASCII(s);
  if (ascii === "") {
    const reason = explainRefusedName(s) ?? "This is not a valid internationalised domain name.";
    return { ok: false, reason };
  }
  if (ascii.length > 253) return { ok: false, reason: "A domain name has at most 253 characters." };
  const labels = ascii.split(".");
  if (labels.length < 2) return { ok: false, reason: "Add a suffix, as in example.com." };
  for (const label of labels) {
    if (!LDH_LABEL.test(label)) {
      return {
        ok: false,
        reason:
          label.length > 63
            ? "Each part of a domain name has at most 63 characters."
            : "Each part of a domain name uses letters, digits and inner hyphens only.",
      };
    }
  }
  if (!stored) {
    const problem = idnaProblem(labels);
    if (problem) return { ok: false, reason: problem };
  }
  return registrable(ascii, labels, () => domainToUnicode(ascii));
}

type Normalized = ReturnType<typeof normalizeDomain>;

/** The public-suffix rules on a checked A-label name: one label under an ICANN suffix. */
function registrable(ascii: string, labels: readonly string[], unicode: () => string): Normalized {
  const parsed = parse(ascii, { allowPrivateDomains: false, extractHostname: false });
  if (parsed.isIp) return { ok: false, reason: "An IP address is not a domain name." };
  const suffix = parsed.publicSuffix ?? "";
  if (SPECIAL_USE.has(suffix) || SPECIAL_USE.has(labels.slice(-2).join("."))) {
    return {
      ok: false,
      reason: `.${suffix} is reserved for special use and cannot be registered.`,
    };
  }
  if (!parsed.isIcann || !suffix) {
    return { ok: false, reason: `.${labels.at(-1)} is not a public domain suffix.` };
  }
  if (ascii === suffix)
    return { ok: false, reason: `.${suffix} is a suffix; add a name before it.` };
  if (parsed.domain !== ascii) {
    return {
      ok: false,
      reason: `Only the registrable name can be registered: ${parsed.domain ?? suffix}, not a subdomain of it.`,
    };
  }
  return {
    ok: true,
    domain: {
      name: ascii,
      unicode: unicode(),
      suffix,
      label: ascii.slice(0, -suffix.length - 1),
    },
  };
}

/** A suffix of plain ASCII letters: its labels pass every IDNA rule under any label. */
const PLAIN_SUFFIX = /^[a-z]{2,63}(?:\.[a-z]{2,63})*$/;

/**
 * `normalizeDomain(`${base.label}.${suffix}`)` for a name already normalised (`base`), without
 * its IDNA work again: the label passed it, and a suffix of plain letters passes every rule
 * (UTS #46 leaves it as is; IDNA2008 and the Bidi rule accept it beside any valid label). The
 * public-suffix rules run as for any name. Other suffixes go through `normalizeDomain`.
 * @example underSuffix(normalizeDomain("bücher.de").domain, "com") // xn--bcher-kva.com
 */
/** A stored (ASCII) name as people read it (`xn--bcher-kva.de` → `bücher.de`); itself if unparsed. */
export function unicodeName(name: string): string {
  const parsed = normalizeDomain(name, { stored: true });
  return parsed.ok ? parsed.domain.unicode : name;
}

export function underSuffix(base: NormalizedDomain, suffix: string): Normalized {
  const ascii = `${base.label}.${suffix}`;
  if (!PLAIN_SUFFIX.test(suffix) || ascii.length > 253) return normalizeDomain(ascii);
  // The label is one label: its Unicode form is the base's up to the first dot.
  const uLabel = base.unicode.slice(0, base.unicode.indexOf("."));
  return registrable(ascii, ascii.split("."), () => `${uLabel}.${suffix}`);
}
