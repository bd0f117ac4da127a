/**
 * Normalises a search the way the service normalises a domain before anything else: trimmed,
 * lowercased, trailing dot dropped (the service also converts IDNs to A-labels; it answers with
 * both forms). Inner spaces are removed since a domain has none.
 * @example normaliseTerm("  Example.COM. ") // "example.com"
 */
export function normaliseTerm(raw: string): string {
  return raw.trim().toLowerCase().replace(/\s+/g, "").replace(/\.$/, "");
}

/** True when the term names a full domain (has a suffix), not just a label. */
export const isDomain = (term: string) => term.includes(".");
