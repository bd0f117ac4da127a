import { parse } from "tldts";
import { POPULAR_SUFFIXES } from "../../../contract/popular-suffixes";
import { normaliseTerm } from "./normalise-term";

/** What the widget changed in a search before sending it, said to the user in this order. */
export type SearchNote =
  | { kind: "url"; host: string }
  | { kind: "spaces"; term: string }
  | { kind: "emptyLabel"; term: string }
  | { kind: "unknownEnding"; ending: string; label: string }
  | { kind: "typo"; ending: string; label: string; domain: string };

export type SearchHelp = {
  /** What is searched: the typed term, normalised, or what the notes say instead. */
  term: string;
  notes: SearchNote[];
};

/**
 * Optimal string alignment distance (Damerau-Levenshtein where an adjacent transposition costs
 * one edit, so `cmo` is one edit from `com`, and no nearer `co`).
 * @example editDistance("cmo", "com") // 1
 */
export function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, d[i - 2]![j - 2]! + 1);
      }
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

/** The popular ending one edit away from `ending` (the first in the service's order), if any. */
function nearestEnding(ending: string): string | undefined {
  return POPULAR_SUFFIXES.find((s) => editDistance(ending, s) === 1);
}

const SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;

/**
 * Reads what a person typed or pasted into the search box as a domain search, and says what it
 * changed: a web address gives its host (without `www.`); spaces are removed; empty parts
 * between dots are dropped; an ending that is no public suffix becomes a search for the label
 * (with "did you mean" for a mistyped popular ending). Endings that exist are left to the
 * service, which answers for them.
 * @example searchHelp("http://www.acme.com/path") // { term: "acme.com", notes: [{ kind: "url", host: "acme.com" }] }
 */
export function searchHelp(raw: string): SearchHelp {
  const notes: SearchNote[] = [];
  let text = raw.trim();
  if (SCHEME.test(text) || (/[/?#]/.test(text) && !/\s/.test(text))) {
    const host = parse(SCHEME.test(text) ? text : `http://${text}`).hostname;
    if (host) {
      text = host.toLowerCase().replace(/^www\./, "");
      notes.push({ kind: "url", host: text });
    }
  }
  let term = normaliseTerm(text);
  if (/\s/.test(text)) notes.push({ kind: "spaces", term });
  if (term.split(".").some((part) => part === "") && term.replace(/\./g, "")) {
    term = term.split(".").filter(Boolean).join(".");
    notes.push({ kind: "emptyLabel", term });
  }
  const dot = term.lastIndexOf(".");
  if (dot > 0 && !parse(term).isIcann) {
    const ending = term.slice(dot + 1);
    const label = term.slice(0, dot).split(".").pop()!;
    const fix = nearestEnding(ending);
    term = label;
    notes.push(
      fix
        ? { kind: "typo", ending, label, domain: `${label}.${fix}` }
        : { kind: "unknownEnding", ending, label },
    );
  }
  return { term, notes };
}

/**
 * Other names for a taken domain under its own ending: with `get` and `try` before the label
 * and `hq` after it (none for an internationalised label, whose A-label cannot take them).
 * @example otherNames("acme.com") // ["getacme.com", "acmehq.com", "tryacme.com"]
 */
export function otherNames(domain: string): string[] {
  const dot = domain.indexOf(".");
  const label = domain.slice(0, dot);
  const ending = domain.slice(dot + 1);
  if (dot <= 0 || label.startsWith("xn--") || label.length > 60) return [];
  return [`get${label}`, `${label}hq`, `try${label}`].map((name) => `${name}.${ending}`);
}
