import { formatCents, toCentsRoundedUp } from "../../../contract/money";
import type { NormalizedDomain } from "../normalize-domain";
import type { Availability } from "../provider";
import { isTrue, type EppClient } from "./epp-client";
import { EppConfigurationError, EppCommandError } from "./epp-errors";
import { attr, el, EppParseError, list, NS, obj, text } from "./xml";

/**
 * A chkData fee for one command: the sum of its `<fee:fee>` elements, in whole cents. A fee
 * quoted past the cents (RFC 8748 allows any decimal) is rounded up, so the agreed fee sent
 * back with the transform always covers the registry's (a higher client fee is accepted, a lower
 * one refused); a fee that is not a non-negative decimal is a malformed answer.
 */
export function feeOf(cd: Record<string, unknown>, name: string): string | undefined {
  const cmd = list(cd["command"]).find((c) => attr(c, "name") === name);
  if (!cmd) return undefined;
  const fees = list(obj(cmd)["fee"]);
  if (fees.length === 0) return undefined;
  let sum = 0n;
  for (const f of fees) {
    const raw = text(f) ?? "0";
    let cents: bigint;
    try {
      cents = toCentsRoundedUp(raw);
    } catch {
      throw new EppParseError(`the registry quoted a fee that is not a decimal amount`);
    }
    if (cents < 0n) throw new EppParseError(`the registry quoted a negative fee`);
    sum += cents;
  }
  return formatCents(sum);
}

/** domain:check with fee:check for create and renew over `years` years. */
export async function quote(
  client: EppClient,
  domain: NormalizedDomain,
  years: number,
  key: string,
) {
  const { pool, query, unexpected, currency } = client;
  if (!(await pool.services()).extURIs.includes(NS.fee)) {
    // Without RFC 8748 the registry cannot say a price, nor refuse a create at another one.
    throw new EppConfigurationError("the registry does not offer the fee extension (RFC 8748)");
  }
  const period = el("fee:period", { unit: "y" }, [String(years)]);
  const res = await query(
    "check",
    key,
    el("check", {}, [
      el("domain:check", { "xmlns:domain": NS.domain }, [el("domain:name", domain.name)]),
    ]),
    [
      el("fee:check", { "xmlns:fee": NS.fee }, [
        el("fee:currency", currency),
        el("fee:command", { name: "create" }, [period]),
        el("fee:command", { name: "renew" }, [period]),
      ]),
    ],
  );
  if (res.code !== 1000) throw unexpected(res, "domain:check");
  const cd = obj(list(obj(res.resData["chkData"])["cd"])[0]);
  const available = isTrue(attr(cd["name"], "avail"));
  const reason = text(cd["reason"]) ?? "";
  const feeData = obj(res.extension["chkData"]);
  const feeCd = obj(
    list(feeData["cd"]).find((c) => text(obj(c)["objID"])?.toLowerCase() === domain.name) ??
      list(feeData["cd"])[0],
  );
  const feeCurrency = text(feeData["currency"]) ?? currency;
  if (feeCurrency !== currency) {
    throw new EppCommandError(`registry quotes ${feeCurrency}, configured ${currency}`);
  }
  const cls = text(feeCd["class"]);
  return {
    available,
    reason,
    priced: attr(feeCd, "avail") !== "0" && attr(feeCd, "avail") !== "false",
    premium: cls !== undefined && cls !== "standard",
    create: feeOf(feeCd, "create"),
    renew: feeOf(feeCd, "renew"),
  };
}

/** The adapter's `check`: availability and prices in the account's currency. */
export async function checkDomain(
  client: EppClient,
  suffixes: Set<string>,
  domain: NormalizedDomain,
): Promise<Availability> {
  const { currency } = client;
  if (!suffixes.has(domain.suffix)) {
    return {
      available: false,
      premium: false,
      price: "0.00",
      renewalPrice: "0.00",
      currency,
      reason: "unsupported_suffix",
    };
  }
  const q = await quote(client, domain, 1, domain.name);
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
