import { formatCents, toCents } from "../../src/contract/money";
import {
  attr,
  el,
  list,
  obj,
  text,
  type Node,
  type XmlObject,
} from "../../src/server/registrar/epp/xml";

/**
 * The test registry's fee extension, in every version the adapter speaks: which namespaces a
 * greeting lists, how a `<fee:check>` of each version reads and is answered, and what a create
 * or renew answers (`fee:creData` / `fee:renData`). Shapes as in the schemas of
 * `test/fixtures/epp/xsd/` (fee-1.0, fee-0.23, fee-0.11, fee-0.6; see its README).
 */

/** The draft schemas the test registry validates commands against besides RFC 8748's. */
export const FEE_DRAFT_XSDS = [
  { uri: "urn:ietf:params:xml:ns:fee-0.23", file: "fee-0.23.xsd" },
  { uri: "urn:ietf:params:xml:ns:fee-0.11", file: "fee-0.11.xsd" },
  { uri: "urn:ietf:params:xml:ns:fee-0.6", file: "fee-0.6.xsd" },
] as const;

const RFC = "urn:ietf:params:xml:ns:epp:fee-1.0";
const uriOf = (version: string) =>
  version === "1.0" ? RFC : `urn:ietf:params:xml:ns:fee-${version}`;

/** The greeting's extension URIs for fee versions given as `"1.0"`, `"0.23"`, ... */
export function feeURIs(versions: readonly string[]): string[] {
  return versions.map(uriOf);
}

type Family = "rfc" | "ietf" | "0.11" | "brown";
function familyOf(uri: string): Family {
  if (uri === RFC) return "rfc";
  const minor = Number(/fee-0\.(\d+)$/.exec(uri)?.[1] ?? "0");
  return minor >= 21 ? "ietf" : minor === 11 ? "0.11" : "brown";
}

/** The fee namespace a command's XML declares, if any. */
export function feeNamespaceOf(xml: string): string | undefined {
  return /xmlns:\w+="(urn:ietf:params:xml:ns:(?:epp:)?fee-[\d.]+)"/.exec(xml)?.[1];
}

/** What the registry asks for a name: yearly prices, per-period totals, its class. */
export type FeePrices = {
  create: string;
  renew: string;
  /** Totals for a number of years that are not the yearly price × years. */
  periods?: Record<number, { create?: string; renew?: string }>;
  /** The class said in fee answers (`premium` / `standard` unless told). */
  class?: string;
  /** RFC 8748's `standard` attribute on each command, when given. */
  standard?: boolean;
  /** The yearly price of a transfer in; the renewal price unless told. */
  transfer?: string;
  /** The restore fee (RFC 3915), 40.00 unless told. */
  restore?: string;
  /**
   * A restore's fee answer and charge include the year it adds (a restore part and a renewal
   * part, as nomulus and Verisign bill it); else the registrar renews on its own after.
   */
  restoreIncludesRenewal?: boolean;
};

/** The parts of a command's fee (`<fee:fee description="…">`): a restore's may be two. */
function feeLines(
  p: FeePrices,
  command: string,
  years: number,
): { description: string; amount: string }[] {
  if (command !== "restore") return [{ description: command, amount: feeFor(p, command, years) }];
  return [
    { description: "restore", amount: p.restore ?? "40.00" },
    ...(p.restoreIncludesRenewal ? [{ description: "renew", amount: feeFor(p, "renew", 1) }] : []),
  ];
}

/** The registry's total for `years` years of `command`. */
export function feeFor(p: FeePrices, command: string, years: number): string {
  if (command === "restore") {
    return formatCents(feeLines(p, command, years).reduce((sum, l) => sum + toCents(l.amount), 0n));
  }
  if (command === "transfer") return formatCents(toCents(p.transfer ?? p.renew) * BigInt(years));
  const total = p.periods?.[years]?.[command === "renew" ? "renew" : "create"];
  if (total) return total;
  const yearly = command === "renew" ? p.renew : p.create;
  return formatCents(toCents(yearly) * BigInt(years));
}

/** The commands and periods a `<fee:check>` asks for (per name in the early drafts). */
function requested(
  family: Family,
  feeCheck: XmlObject,
): { name?: string; command: string; years: number }[] {
  const yearsOf = (p: unknown) => Number(text(p) ?? "1") || 1;
  switch (family) {
    case "rfc":
    case "ietf":
      return list(feeCheck["command"]).map((c) => ({
        command: attr(c, "name") ?? "create",
        years: yearsOf(obj(c)["period"]),
      }));
    case "0.11":
      return [
        {
          command: text(list(feeCheck["command"])[0]) ?? "create",
          years: yearsOf(feeCheck["period"]),
        },
      ];
    case "brown":
      return list(feeCheck["domain"]).map((d) => ({
        name: text(obj(d)["name"])?.toLowerCase(),
        command: text(list(obj(d)["command"])[0]) ?? "create",
        years: yearsOf(obj(d)["period"]),
      }));
  }
}

/**
 * The `fee:chkData` for a domain:check of `names` whose `<fee:check>` is `feeCheck`, in the
 * command's fee version (`uri`); `priceOf` is undefined for a name not for sale.
 */
export function feeCheckAnswer(
  uri: string,
  feeCheck: XmlObject,
  names: readonly string[],
  currency: string,
  priceOf: (name: string) => { prices: FeePrices; premium: boolean } | undefined,
): Node {
  const family = familyOf(uri);
  const asked = requested(family, feeCheck);
  const ns = { "xmlns:fee": uri };
  const classOf = (q: { prices: FeePrices; premium: boolean }) =>
    q.prices.class ?? (q.premium ? "premium" : "standard");
  const period = (years: number) => el("fee:period", { unit: "y" }, [String(years)]);
  switch (family) {
    case "rfc":
    case "ietf":
      return el("fee:chkData", ns, [
        el("fee:currency", currency),
        ...names.map((n) => {
          const q = priceOf(n);
          return el("fee:cd", { avail: q ? "1" : "0" }, [
            el("fee:objID", n),
            q && family === "rfc" ? el("fee:class", classOf(q)) : null,
            ...(q
              ? asked.map((a) =>
                  el(
                    "fee:command",
                    {
                      name: a.command,
                      ...(family === "rfc" &&
                        q.prices.standard !== undefined && {
                          standard: q.prices.standard ? "1" : "0",
                        }),
                    },
                    [
                      period(a.years),
                      ...feeLines(q.prices, a.command, a.years).map((l) =>
                        el("fee:fee", { description: l.description }, [l.amount]),
                      ),
                      family === "ietf" ? el("fee:class", classOf(q)) : null,
                    ],
                  ),
                )
              : []),
            q ? null : el("fee:reason", "not offered"),
          ]);
        }),
      ]);
    case "0.11":
      return el(
        "fee:chkData",
        ns,
        names.map((n) => {
          const q = priceOf(n);
          const a = asked[0]!;
          return el("fee:cd", { avail: q ? "1" : "0" }, [
            el("fee:object", {}, [
              el("domain:name", { "xmlns:domain": "urn:ietf:params:xml:ns:domain-1.0" }, [n]),
            ]),
            el("fee:command", a.command),
            el("fee:currency", currency),
            period(a.years),
            ...(q
              ? feeLines(q.prices, a.command, a.years).map((l) => el("fee:fee", l.amount))
              : []),
            q ? el("fee:class", classOf(q)) : null,
            q ? null : el("fee:reason", "not offered"),
          ]);
        }),
      );
    case "brown":
      return el(
        "fee:chkData",
        ns,
        asked.map((a) => {
          const q = priceOf(a.name ?? "");
          return el("fee:cd", {}, [
            el("fee:name", a.name ?? ""),
            el("fee:currency", currency),
            el("fee:command", a.command),
            period(a.years),
            ...(q
              ? feeLines(q.prices, a.command, a.years).map((l) => el("fee:fee", l.amount))
              : []),
            q ? el("fee:class", classOf(q)) : null,
          ]);
        }),
      );
  }
}

/** The registrar's account at the registry, as fee results report it. */
export type FeeAccount = { balance?: string; creditLimit?: string };

/** `fee:creData` / `fee:renData` / … for a transform that charged `due` cents. */
export function feeTransformAnswer(
  uri: string,
  verb: "create" | "renew" | "transfer" | "update",
  due: bigint,
  currency: string,
  account: FeeAccount,
): Node {
  if (account.balance !== undefined) {
    account.balance = formatCents(toCents(account.balance) - due);
  }
  const data = {
    create: "fee:creData",
    renew: "fee:renData",
    transfer: "fee:trnData",
    update: "fee:updData",
  }[verb];
  return el(data, { "xmlns:fee": uri }, [
    el("fee:currency", currency),
    el("fee:fee", formatCents(due)),
    account.balance !== undefined ? el("fee:balance", account.balance) : null,
    account.creditLimit !== undefined ? el("fee:creditLimit", account.creditLimit) : null,
  ]);
}

/**
 * `fee:delData` (RFC 8748 3.2.2) for a deletion that credited `credit` cents back (the
 * auto-renewal, inside its grace period): the account's balance goes up by it.
 */
export function feeCreditAnswer(
  uri: string,
  credit: bigint,
  currency: string,
  account: FeeAccount,
): Node {
  if (account.balance !== undefined) {
    account.balance = formatCents(toCents(account.balance) + credit);
  }
  return el("fee:delData", { "xmlns:fee": uri }, [
    el("fee:currency", currency),
    el("fee:credit", { description: "AGP credit" }, [formatCents(-credit)]),
    account.balance !== undefined ? el("fee:balance", account.balance) : null,
    account.creditLimit !== undefined ? el("fee:creditLimit", account.creditLimit) : null,
  ]);
}

/**
 * Drafts without a schema of their own here are validated against their family's: 0.21 against
 * fee-0.23's (the same shape, as Net::DRI reads them), 0.5, 0.7, 0.8 and 0.9 against fee-0.6's
 * (draft-brown-epp-fees). The command's namespace is renamed for the validation only.
 */
export function withVendoredFeeSchema(xml: string): string {
  return xml
    .replace(/urn:ietf:params:xml:ns:fee-0\.21"/g, 'urn:ietf:params:xml:ns:fee-0.23"')
    .replace(/urn:ietf:params:xml:ns:fee-0\.[5789]"/g, 'urn:ietf:params:xml:ns:fee-0.6"');
}
