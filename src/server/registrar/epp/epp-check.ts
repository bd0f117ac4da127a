import type { NormalizedDomain } from "../normalize-domain";
import type { Availability } from "../provider";
import { isTrue, type EppClient } from "./epp-client";
import { EppConfigurationError, EppCommandError } from "./epp-errors";
import {
  feeChecks,
  FeeCurrencyError,
  negotiateFee,
  readFeeChecks,
  sumFees,
  type FeeVersion,
  type NameFees,
} from "./fees";
import { profileOf } from "./profiles";
import { attr, el, list, NS, obj, text, type XmlObject } from "./xml";

/** The sum of a chkData cd's `<fee:fee>` for one command (RFC 8748 shape), in whole cents. */
export function feeOf(cd: Record<string, unknown>, name: string): string | undefined {
  const cmd = list(cd["command"]).find((c) => attr(c, "name") === name);
  return cmd ? sumFees(list(obj(cmd)["fee"])) : undefined;
}

/** The fee version this registry's greeting offers, or a configuration error naming its extensions. */
export async function feeVersion(client: EppClient): Promise<FeeVersion> {
  const { extURIs } = await client.pool.services();
  const v = negotiateFee(extURIs);
  if (!v) {
    // Without a fee extension the registry cannot say a price, nor refuse a create at another one.
    throw new EppConfigurationError(
      `the registry offers no fee extension version this service speaks (RFC 8748 or a draft); ` +
        `its greeting's extensions: ${extURIs.length > 0 ? extURIs.join(", ") : "none"}`,
    );
  }
  return v;
}

/** One name's answer: available or not, and the registry's prices for the period asked. */
export type NameQuote = NameFees & { available: boolean; reason: string };

/**
 * domain:check of `names` (at most the registry's batch size) with the fee extension's check for
 * create and renew over `years` years. Each answer is picked by its name, never by its
 * position; a name the registry does not answer for is a malformed answer.
 */
async function quoteMany(
  client: EppClient,
  names: readonly NormalizedDomain[],
  years: number,
  key: string,
): Promise<Map<string, NameQuote>> {
  const { query, unexpected, currency } = client;
  const v = await feeVersion(client);
  const wanted = names.map((d) => d.name);
  let avail: Map<string, { available: boolean; reason: string }> | undefined;
  const extensions: XmlObject[] = [];
  for (const { ext } of feeChecks(v, wanted, currency, years)) {
    const res = await query(
      "check",
      key,
      el("check", {}, [
        el(
          "domain:check",
          { "xmlns:domain": NS.domain },
          wanted.map((n) => el("domain:name", n)),
        ),
      ]),
      [ext],
    );
    if (res.code !== 1000) throw unexpected(res, "domain:check");
    extensions.push(res.extension);
    if (avail) continue;
    avail = new Map();
    for (const c of list(obj(res.resData["chkData"])["cd"])) {
      const cd = obj(c);
      const n = text(cd["name"])?.toLowerCase();
      if (n === undefined) continue;
      avail.set(n, {
        available: isTrue(attr(cd["name"], "avail")),
        reason: text(cd["reason"]) ?? "",
      });
    }
  }
  let fees: Map<string, NameFees>;
  try {
    fees = readFeeChecks(v, extensions, wanted, currency);
  } catch (err) {
    if (err instanceof FeeCurrencyError) throw new EppCommandError(err.message);
    throw err;
  }
  const out = new Map<string, NameQuote>();
  for (const n of wanted) {
    const a = avail?.get(n);
    if (!a) throw new EppCommandError(`domain:check did not answer for ${n}`);
    out.set(n, { ...fees.get(n)!, ...a });
  }
  return out;
}

/** One name's quote for `years` years (the transforms' fee and a refused create's new price). */
export async function quote(
  client: EppClient,
  domain: NormalizedDomain,
  years: number,
  key: string,
): Promise<NameQuote> {
  return (await quoteMany(client, [domain], years, key)).get(domain.name)!;
}

/** A quote as the adapter's `check` answers it. */
function toAvailability(currency: string, q: NameQuote): Availability {
  const base = {
    premium: q.premium,
    price: q.create ?? "0.00",
    renewalPrice: q.renew ?? "0.00",
    currency,
  };
  if (!q.available) {
    return {
      ...base,
      available: false,
      reason: /reserv|block|restrict/i.test(q.reason) ? "reserved" : "registered",
    };
  }
  // Available but without a price the registry will stand by: not for sale here.
  if (!q.priced || !q.create || !q.renew) return { ...base, available: false, reason: "reserved" };
  return { ...base, available: true };
}

const unsupported = (currency: string): Availability => ({
  available: false,
  premium: false,
  price: "0.00",
  renewalPrice: "0.00",
  currency,
  reason: "unsupported_suffix",
});

/** The adapter's `check`: availability and prices in the account's currency. */
export async function checkDomain(
  client: EppClient,
  suffixes: Set<string>,
  domain: NormalizedDomain,
): Promise<Availability> {
  if (!suffixes.has(domain.suffix)) return unsupported(client.currency);
  return toAvailability(client.currency, await quote(client, domain, 1, domain.name));
}

/**
 * The adapter's `checkMany`: the names sold here in batches of at most `batch` per domain:check
 * (a registry's limit per command), the others answered without asking; in their order.
 */
export async function checkDomains(
  client: EppClient,
  suffixes: Set<string>,
  domains: readonly NormalizedDomain[],
  batch: number,
): Promise<Availability[]> {
  const sold = [
    ...new Map(domains.filter((d) => suffixes.has(d.suffix)).map((d) => [d.name, d])).values(),
  ];
  // A registry that routes each command by a sub-product (Verisign's NameStore: dotCOM,
  // dotNET) checks one suffix per command: the batches are made per suffix there.
  const groups = profileOf(client).subProduct
    ? [...new Set(sold.map((d) => d.suffix))].map((s) => sold.filter((d) => d.suffix === s))
    : [sold];
  const answers = new Map<string, NameQuote>();
  for (const group of groups) {
    for (let i = 0; i < group.length; i += batch) {
      const part = group.slice(i, i + batch);
      for (const [n, q] of await quoteMany(client, part, 1, part[0]!.name)) answers.set(n, q);
    }
  }
  return domains.map((d) =>
    suffixes.has(d.suffix)
      ? toAvailability(client.currency, answers.get(d.name)!)
      : unsupported(client.currency),
  );
}
