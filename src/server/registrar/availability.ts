import type { AvailabilityResult } from "../../contract/availability-result";
import { normalizeDomain, underSuffix, type NormalizedDomain } from "./normalize-domain";
import type { Availability, RegistrarProvider, TransferQuote } from "./provider";
import { POPULAR_SUFFIXES } from "./sandbox-prices";

/**
 * Asks the registrar about one (already normalised) name and answers in the API's shape.
 * @example await checkAvailability(registrar, normalizeDomain("example.com").domain)
 */
export async function checkAvailability(
  registrar: RegistrarProvider,
  domain: NormalizedDomain,
): Promise<AvailabilityResult> {
  const answer = await registrar.check(domain, { cached: true });
  const [quote] = await transferQuotes(registrar, [domain], [answer]);
  return toResult(domain, answer, quote);
}

/**
 * The registrar's answers for several names at once (one query when it has `checkMany`, else one
 * cached check each), in their order; undefined where it could not answer (the caller shows no
 * price rather than fail). For lists that show each name's renewal price.
 */
export async function checkPrices(
  registrar: RegistrarProvider,
  domains: readonly NormalizedDomain[],
): Promise<(Availability | undefined)[]> {
  if (domains.length === 0) return [];
  if (registrar.checkMany) {
    return registrar.checkMany(domains).catch(() => domains.map(() => undefined));
  }
  return Promise.all(
    domains.map((d) => registrar.check(d, { cached: true }).catch(() => undefined)),
  );
}

/** The answer's `transfer`: a registered name's quote; null for any other name. */
function toTransfer(q: TransferQuote | undefined): AvailabilityResult["transfer"] {
  if (!q || q.reason === "not_registered" || q.reason === "unsupported_suffix") return null;
  return {
    transferable: q.transferable,
    price: q.price,
    currency: q.currency,
    reason: q.reason ?? null,
    locked_until: q.lockedUntil?.toISOString() ?? null,
  };
}

/**
 * The transfer quotes of the registered names among `domains` (undefined for the others): one
 * `quoteMany` for all of them when the registrar has it, none at all when no name is registered.
 */
async function transferQuotes(
  registrar: RegistrarProvider,
  domains: readonly NormalizedDomain[],
  answers: readonly Availability[],
): Promise<(TransferQuote | undefined)[]> {
  const transfers = registrar.transfers;
  const registered = domains.filter((_, i) => answers[i]!.reason === "registered");
  if (!transfers || registered.length === 0) return domains.map(() => undefined);
  const quotes = transfers.quoteMany
    ? await transfers.quoteMany(registered)
    : await Promise.all(registered.map((d) => transfers.quote(d, { cached: true })));
  const byName = new Map(registered.map((d, i) => [d.name, quotes[i]]));
  return domains.map((d) => byName.get(d.name));
}

function toResult(
  domain: NormalizedDomain,
  a: Availability,
  quote: TransferQuote | undefined,
): AvailabilityResult {
  return {
    domain: domain.name,
    domain_unicode: domain.unicode,
    available: a.available,
    premium: a.premium,
    price: a.price,
    renewal_price: a.renewalPrice,
    currency: a.currency,
    ...(a.reason && { reason: a.reason }),
    transfer: toTransfer(quote),
  };
}

/**
 * The names a search term stands for: a full domain (`shop.io`) gives itself first and then its
 * label under every popular suffix; a bare name (`shop`, `My Shop`, `bücher`) gives its label
 * under every popular suffix. Spaces become hyphens. Returns the reason when the term cannot
 * be a domain label.
 */
export function searchCandidates(
  term: string,
): { ok: true; domains: NormalizedDomain[] } | { ok: false; reason: string } {
  const cleaned = term.trim().toLowerCase().replace(/\s+/g, "-");
  const full = cleaned.replace(/\.$/, "").includes(".");
  // The term itself, or its label under .com: the label is normalised (IDNA) once, here.
  const r = normalizeDomain(full ? cleaned : `${cleaned}.com`);
  if (!r.ok) return r;
  const first = full ? r.domain : undefined;
  const domains = first ? [first] : [];
  for (const suffix of POPULAR_SUFFIXES) {
    if (suffix === first?.suffix) continue;
    const d = suffix === r.domain.suffix ? r : underSuffix(r.domain, suffix);
    if (d.ok) domains.push(d.domain);
  }
  return { ok: true, domains };
}

/**
 * Checks every candidate at once (so a search costs one registrar round trip, not eight, and
 * one query when the registrar has `checkMany`), keeping their order.
 * @example
 * const c = searchCandidates("shop.io"); // shop.io, shop.com, shop.net, …
 * if (c.ok) await suggest(registrar, c.domains);
 */
export async function suggest(
  registrar: RegistrarProvider,
  candidates: readonly NormalizedDomain[],
): Promise<AvailabilityResult[]> {
  if (!registrar.checkMany) {
    return Promise.all(candidates.map((d) => checkAvailability(registrar, d)));
  }
  const answers = await registrar.checkMany(candidates);
  const quotes = await transferQuotes(registrar, candidates, answers);
  return candidates.map((d, i) => toResult(d, answers[i]!, quotes[i]));
}
