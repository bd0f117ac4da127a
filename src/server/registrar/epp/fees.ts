import { formatCents, toCents, toCentsRoundedUp } from "../../../contract/money";
import type { Logger } from "../../logger";
import { attr, el, list, obj, text, EppParseError, type Node, type XmlObject } from "./xml";

/**
 * The fee extension's versions this adapter speaks, highest first: RFC 8748 and the drafts
 * registries still run. Their namespaces (as registries announce them and Net::DRI, nomulus and
 * php-epp-client spell them): `urn:ietf:params:xml:ns:epp:fee-1.0` for the RFC, and
 * `urn:ietf:params:xml:ns:fee-0.N` for every draft. Drafts come in three shapes (`family`):
 * - `ietf` (0.21, 0.23, draft-ietf-regext-epp-fees): like the RFC, but the class is per command;
 * - `0.11` (draft-brown-epp-fees-07): one command per check, the domain under `<fee:object>`;
 * - `brown` (0.5 to 0.9, draft-brown-epp-fees up to -06): a `<fee:domain>` per name and command.
 */
type FeeFamily = "rfc" | "ietf" | "0.11" | "brown";
export type FeeVersion = { version: string; uri: string; family: FeeFamily };

const draft = (version: string, family: FeeFamily): FeeVersion => ({
  version,
  uri: `urn:ietf:params:xml:ns:fee-${version}`,
  family,
});

export const FEE_VERSIONS: readonly FeeVersion[] = [
  { version: "1.0", uri: "urn:ietf:params:xml:ns:epp:fee-1.0", family: "rfc" },
  draft("0.23", "ietf"),
  draft("0.21", "ietf"),
  draft("0.11", "0.11"),
  draft("0.9", "brown"),
  draft("0.8", "brown"),
  draft("0.7", "brown"),
  draft("0.6", "brown"),
  draft("0.5", "brown"),
];

/** The highest fee version a greeting's extensions offer, or none (no usable pricing). */
export function negotiateFee(extURIs: readonly string[]): FeeVersion | undefined {
  return FEE_VERSIONS.find((v) => extURIs.includes(v.uri));
}

export type FeeCommand = "create" | "renew" | "transfer" | "restore";

/**
 * The `<fee:check>` extensions for a domain:check of `names` over `years` years, one per
 * domain:check command to send: one for every version but 0.11, whose check asks for one
 * command only (create, then renew).
 */
export function feeChecks(
  v: FeeVersion,
  names: readonly string[],
  currency: string,
  years: number,
  /** The commands priced: create and renew unless told (a transfer quote asks for `transfer`). */
  priced: FeeCommand[] = ["create", "renew"],
): { commands: FeeCommand[]; ext: Node }[] {
  const period = () => el("fee:period", { unit: "y" }, [String(years)]);
  const ns = { "xmlns:fee": v.uri };
  switch (v.family) {
    case "rfc":
    case "ietf":
      return [
        {
          commands: priced,
          ext: el("fee:check", ns, [
            el("fee:currency", currency),
            ...priced.map((c) => el("fee:command", { name: c }, [period()])),
          ]),
        },
      ];
    case "0.11":
      return priced.map((c) => ({
        commands: [c],
        ext: el("fee:check", ns, [el("fee:command", c), el("fee:currency", currency), period()]),
      }));
    case "brown":
      return [
        {
          commands: priced,
          ext: el(
            "fee:check",
            ns,
            names.flatMap((n) =>
              priced.map((c) =>
                el("fee:domain", {}, [
                  el("fee:name", n),
                  el("fee:currency", currency),
                  el("fee:command", c),
                  period(),
                ]),
              ),
            ),
          ),
        },
      ];
  }
}

/** What a registry quoted for one name, read from its `fee:chkData`. */
export type NameFees = {
  /** The registry will stand by a price for it (RFC 8748 `avail`; drafts: a fee was given). */
  priced: boolean;
  premium: boolean;
  create?: string;
  renew?: string;
  reason?: string;
};

/** One command's quote for one name, whatever the version's shape. */
type Entry = {
  name: string;
  command: string;
  avail: boolean;
  fee?: string;
  cls?: string;
  standard: boolean;
  currency?: string;
  reason?: string;
  /** Each `<fee:fee>`'s `description` (empty when it has none), in order. */
  descriptions: string[];
};

const descriptionsOf = (fees: unknown[]) => fees.map((f) => attr(f, "description") ?? "");

const isTrue = (v: string | undefined) => v === "1" || v === "true";
const isFalse = (v: string | undefined) => v === "0" || v === "false";

/**
 * The sum of `<fee:fee>` elements in whole cents. A fee quoted past the cents (RFC 8748 allows
 * any decimal) is rounded up, so the agreed fee sent back with the transform always covers the
 * registry's (a higher client fee is accepted, a lower one refused); a fee that is not a
 * non-negative decimal is a malformed answer.
 */
export function sumFees(fees: unknown[]): string | undefined {
  if (fees.length === 0) return undefined;
  let sum = 0n;
  for (const f of fees) {
    let cents: bigint;
    try {
      cents = toCentsRoundedUp(text(f) ?? "0");
    } catch {
      throw new EppParseError(`the registry quoted a fee that is not a decimal amount`);
    }
    if (cents < 0n) throw new EppParseError(`the registry quoted a negative fee`);
    sum += cents;
  }
  return formatCents(sum);
}

function entries(v: FeeVersion, chkData: XmlObject): Entry[] {
  const top = text(chkData["currency"]);
  const out: Entry[] = [];
  const cds = [...list(chkData["cd"]), ...list(chkData["domain"])].map(obj);
  for (const cd of cds) {
    const reason = text(cd["reason"]);
    if (v.family === "rfc" || v.family === "ietf") {
      const name = (text(cd["objID"]) ?? "").toLowerCase();
      const avail = !isFalse(attr(cd, "avail"));
      const commands = list(cd["command"]).map(obj);
      if (commands.length === 0) {
        out.push({ name, command: "", avail: false, standard: false, reason, descriptions: [] });
      }
      for (const c of commands) {
        out.push({
          name,
          command: attr(c, "name") ?? "",
          avail,
          fee: sumFees(list(c["fee"])),
          // RFC 8748: the class is the object's; the drafts put it in each command.
          cls: text(c["class"]) ?? text(cd["class"]),
          standard: isTrue(attr(c, "standard")),
          currency: top,
          reason: text(c["reason"]) ?? reason,
          descriptions: descriptionsOf(list(c["fee"])),
        });
      }
    } else {
      const name = (
        (v.family === "0.11" ? text(obj(cd["object"])["name"]) : text(cd["name"])) ?? ""
      ).toLowerCase();
      const fee = sumFees(list(cd["fee"]));
      out.push({
        name,
        command: text(list(cd["command"])[0]) ?? "",
        // Draft 0.11 says `avail`; earlier drafts only give no fee for a name not for sale.
        avail: v.family === "0.11" ? !isFalse(attr(cd, "avail")) : fee !== undefined,
        fee,
        cls: text(cd["class"]),
        standard: false,
        currency: text(cd["currency"]) ?? top,
        reason,
        descriptions: descriptionsOf(list(cd["fee"])),
      });
    }
  }
  return out;
}

/** A currency other than the account's in a fee answer: the caller refuses to use it. */
export class FeeCurrencyError extends Error {
  override name = "FeeCurrencyError";
}

/**
 * Reads the fee answers (one per check sent) for `names`, each picked by its name, never by
 * position. A class compares case-insensitively (`Standard` is standard), and a command the
 * registry marks `standard="1"` (RFC 8748) is standard whatever its class says.
 */
export function readFeeChecks(
  v: FeeVersion,
  extensions: readonly XmlObject[],
  names: readonly string[],
  currency: string,
): Map<string, NameFees> {
  const all = extensions.flatMap((ext) => entries(v, obj(ext["chkData"])));
  const said = [
    ...extensions.map((ext) => text(obj(ext["chkData"])["currency"])),
    ...all.map((e) => e.currency),
  ];
  for (const c of said) {
    if (c !== undefined && c !== currency) {
      throw new FeeCurrencyError(`registry quotes ${c}, configured ${currency}`);
    }
  }
  const out = new Map<string, NameFees>();
  for (const name of names) {
    const mine = all.filter((e) => e.name === name.toLowerCase());
    const create = mine.find((e) => e.command === "create");
    const renew = mine.find((e) => e.command === "renew");
    const classed = create ?? renew;
    const standard = mine.some((e) => e.standard);
    const cls = classed?.cls;
    out.set(name, {
      priced: mine.length > 0 && mine.every((e) => e.avail) && !!create?.fee && !!renew?.fee,
      premium: !standard && cls !== undefined && cls.trim().toLowerCase() !== "standard",
      ...(create?.fee !== undefined && { create: create.fee }),
      ...(renew?.fee !== undefined && { renew: renew.fee }),
      ...(mine.find((e) => e.reason)?.reason && { reason: mine.find((e) => e.reason)!.reason }),
    });
  }
  return out;
}

/**
 * The fee one command costs for `name` in the answers to `feeChecks` (a transfer's, say), or
 * undefined when the registry quoted none or says the command is not available for it.
 */
export function commandFee(
  v: FeeVersion,
  extensions: readonly XmlObject[],
  name: string,
  command: FeeCommand,
  currency: string,
): string | undefined {
  const all = extensions.flatMap((ext) => entries(v, obj(ext["chkData"])));
  const mine = all.find((e) => e.name === name.toLowerCase() && e.command === command);
  if (!mine || !mine.avail) return undefined;
  if (mine.currency !== undefined && mine.currency !== currency) {
    throw new FeeCurrencyError(`registry quotes ${mine.currency}, configured ${currency}`);
  }
  return mine.fee;
}

/**
 * A command's fee for `name` and the descriptions of its parts (`<fee:fee description="…">`),
 * or undefined when the registry quoted none: a restore's answer says whether the year the
 * restore adds is in it (epp-lifecycle.ts).
 */
export function commandFeeParts(
  v: FeeVersion,
  extensions: readonly XmlObject[],
  name: string,
  command: FeeCommand,
  currency: string,
): { fee: string; descriptions: string[] } | undefined {
  const all = extensions.flatMap((ext) => entries(v, obj(ext["chkData"])));
  const mine = all.find((e) => e.name === name.toLowerCase() && e.command === command);
  if (!mine || !mine.avail || mine.fee === undefined) return undefined;
  if (mine.currency !== undefined && mine.currency !== currency) {
    throw new FeeCurrencyError(`registry quotes ${mine.currency}, configured ${currency}`);
  }
  return { fee: mine.fee, descriptions: mine.descriptions };
}

/**
 * The fee agreed with a transform: `<fee:create>` / `<fee:renew>` / `<fee:transfer>` /
 * `<fee:update>` (a restore: RFC 8748 3.8) with the currency and amount.
 */
export function feeTransform(
  v: FeeVersion,
  command: Exclude<FeeCommand, "restore"> | "update",
  currency: string,
  amount: string,
): Node {
  return el(`fee:${command}`, { "xmlns:fee": v.uri }, [
    el("fee:currency", currency),
    el("fee:fee", amount),
  ]);
}

/** The fee extension's result of a create, renew, transfer, update (a restore) or delete. */
type ChargedData = "creData" | "renData" | "trnData" | "updData" | "delData";

/** What a transform's answer says was charged (`fee:creData` / `fee:renData`), all versions. */
export type Charged = {
  fee?: string;
  currency?: string;
  balance?: string;
  creditLimit?: string;
};

/** Reads `creData`/`renData` of the fee extension; empty when the registry said nothing. */
export function readCharged(extension: XmlObject, data: ChargedData): Charged {
  const d = extension[data];
  if (d === undefined || typeof d !== "object") return {};
  const o = obj(d);
  const decimal = (s: string | undefined) => {
    if (s === undefined) return undefined;
    try {
      return formatCents(toCentsRoundedUp(s.trim()));
    } catch {
      return undefined;
    }
  };
  // Credits (negative amounts, drafts 0.11+ and the RFC) lower what was charged.
  const fee = list(o["fee"]).concat(list(o["credit"]));
  let charged: string | undefined;
  if (fee.length > 0) {
    let sum = 0n;
    for (const f of fee) sum += toCents(decimal(text(f)) ?? "0");
    charged = formatCents(sum);
  }
  return {
    ...(charged !== undefined && { fee: charged }),
    ...(text(o["currency"]) && { currency: text(o["currency"]) }),
    ...(decimal(text(o["balance"])) !== undefined && { balance: decimal(text(o["balance"])) }),
    ...(decimal(text(o["creditLimit"])) !== undefined && {
      creditLimit: decimal(text(o["creditLimit"])),
    }),
  };
}

/**
 * The receipt's charged fee from a create's or renew's answer, in the account's currency. When
 * the answer gives the account's balance, a warning is logged once it (with the credit limit)
 * falls below the configured threshold: the registry refuses transforms (2104) past it.
 */
export function chargedReceipt(
  client: { currency: string; logger?: Logger | undefined; lowBalance?: string | undefined },
  res: { extension: XmlObject },
  data: ChargedData,
  domain: string,
): { fee?: string; currency?: string } {
  const charged = readCharged(res.extension, data);
  if (charged.balance !== undefined && client.lowBalance !== undefined) {
    const funds = toCents(charged.balance) + toCents(charged.creditLimit ?? "0");
    if (funds < toCents(client.lowBalance)) {
      client.logger?.warn("epp registry account balance low", {
        domain,
        balance: charged.balance,
        creditLimit: charged.creditLimit ?? null,
        currency: charged.currency ?? client.currency,
        threshold: client.lowBalance,
      });
    }
  }
  if (charged.fee === undefined) return {};
  return { fee: charged.fee, currency: charged.currency ?? client.currency };
}
