import { randomBytes } from "node:crypto";
import type { Logger } from "../../logger";
import type { NormalizedDomain } from "../normalize-domain";
import { formatCents, toCents } from "../../../contract/money";
import {
  type Availability,
  type RegisterInput,
  type RegistrarFailure,
  type RegistrarProvider,
} from "../provider";
import type { RegistrantContact } from "../../../contract/registrant-contact";
import { classifyResult } from "./codes";
import { toEppPhone } from "./phone";
import { EppPool, type PoolOptions } from "./pool";
import { clTRID, registrantIdFor } from "./references";
import { EppSessionError, EppTransportError, type EppEndpoint } from "./session";
import { EppFramingError } from "./framing";
import { ApiError } from "../../http/errors";
import {
  attr,
  command,
  EppParseError,
  el,
  list,
  NS,
  obj,
  text,
  type EppResponse,
  type Node,
} from "./xml";

export const EPP_REGISTRAR_NAME = "epp";

export type EppProviderOptions = {
  endpoint: EppEndpoint;
  pool: PoolOptions;
  /** The public suffixes this registry (or reseller account) sells. */
  suffixes: string[];
  /** The currency of the account: fees are asked and agreed in it. */
  currency: string;
  defaultNameservers: string[];
  logger?: Logger;
};

export type EppProvider = RegistrarProvider & { close(): Promise<void> };

/** The registry cannot serve this adapter (a missing extension): an operator must act. */
export class EppConfigurationError extends Error {
  override name = "EppConfigurationError";
}

/** A failure of the command that left its outcome unknown or was not executed: try later. */
export class EppCommandError extends Error {
  override name = "EppCommandError";
}

const day = (d: Date) => d.toISOString().slice(0, 10);
const authCode = () => randomBytes(12).toString("base64url") + "A1!";
const isTrue = (v: string | undefined) => v === "1" || v === "true";

/** A chkData fee for one command: the sum of its `<fee:fee>` elements. */
function feeOf(cd: Record<string, unknown>, name: string): string | undefined {
  const cmd = list(cd["command"]).find((c) => attr(c, "name") === name);
  if (!cmd) return undefined;
  const fees = list(obj(cmd)["fee"]);
  if (fees.length === 0) return undefined;
  return formatCents(fees.reduce<bigint>((sum, f) => sum + toCents(text(f) ?? "0"), 0n));
}

/**
 * The registrar adapter over EPP (RFC 5730-5734, fee extension RFC 8748). See
 * docs/decisions.md "EPP adapter" for how contacts, hosts and our reference are kept.
 */
export function createEppProvider(options: EppProviderOptions): EppProvider {
  const pool = new EppPool(options.endpoint, options.pool);
  const suffixes = new Set(options.suffixes.map((s) => s.toLowerCase().replace(/^\./, "")));
  const { currency, logger } = options;
  const clientId = options.endpoint.clientId;
  const attempts = new Map<string, number>();

  /** The next clTRID for an action: a retry of the same action gets the next attempt number. */
  const trid = (action: string, key: string) => {
    const k = `${action}:${key}`;
    const n = (attempts.get(k) ?? 0) + 1;
    attempts.set(k, n);
    if (attempts.size > 10_000) attempts.delete(attempts.keys().next().value!);
    return clTRID(action, key, n);
  };

  /**
   * Sends a command; 2400 (the server failed it without executing it) is retried once.
   * Transport failures after the command was written are thrown as they are: the caller
   * reconciles a transform (`sent`) or retries a query.
   */
  async function send(
    action: string,
    key: string,
    verb: Node,
    extension?: Node[],
  ): Promise<EppResponse> {
    for (let i = 0; ; i++) {
      const res = await pool.send(command(verb, trid(action, key), extension));
      if (classifyResult(res.code).kind === "retry" && i === 0) continue;
      if (classifyResult(res.code).kind === "retry") {
        throw new EppCommandError(`registry failed the command: ${res.code} ${res.message}`);
      }
      return res;
    }
  }

  /** Queries may always be repeated: one more try after a lost connection. */
  async function query(action: string, key: string, verb: Node, extension?: Node[]) {
    try {
      return await send(action, key, verb, extension);
    } catch (err) {
      if (err instanceof EppTransportError) return send(action, key, verb, extension);
      throw err;
    }
  }

  const failure = (
    res: EppResponse,
    what: string,
    code?: RegistrarFailure["code"],
  ): RegistrarFailure => {
    const c = classifyResult(res.code);
    const mapped =
      code ??
      (c.kind === "unavailable"
        ? "unavailable"
        : c.kind === "not_found"
          ? "not_found"
          : "rejected");
    return {
      ok: false,
      code: mapped,
      message: `The registry refused ${what}: ${res.code} ${res.message}`.trim(),
    };
  };

  const unexpected = (res: EppResponse, what: string) =>
    new EppCommandError(`unexpected answer to ${what}: ${res.code} ${res.message}`);

  /** domain:check with fee:check for create and renew over `years` years. */
  async function quote(domain: NormalizedDomain, years: number, key: string) {
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

  async function info(domain: NormalizedDomain, key: string) {
    const res = await query(
      "info",
      key,
      el("info", {}, [
        el("domain:info", { "xmlns:domain": NS.domain }, [
          el("domain:name", { hosts: "none" }, [domain.name]),
        ]),
      ]),
    );
    if (res.code === 2303) return undefined;
    // 2201: the domain is another registrar's and its details are not ours to see.
    if (res.code === 2201) return { ours: false as const };
    if (res.code !== 1000) throw unexpected(res, "domain:info");
    const data = obj(res.resData["infData"]);
    const ns = obj(data["ns"]);
    const exDate = text(data["exDate"]);
    return {
      ours: text(data["clID"]) === clientId,
      registrant: text(data["registrant"]),
      expiresAt: exDate ? new Date(exDate) : undefined,
      nameservers: [
        ...list(ns["hostObj"]).map((h) => text(h) ?? ""),
        ...list(ns["hostAttr"]).map((h) => text(list(obj(h)["hostName"])[0]) ?? ""),
      ].map((h) => h.toLowerCase()),
    };
  }

  /** What RFC 5733 cannot carry of a contact (checked before anything is created). */
  function contactProblem(c: RegistrantContact): string | undefined {
    if (c.postal_code.length > 16) {
      return "The registrant's postal code is longer than a registry accepts (16 characters).";
    }
    if (!/^[A-Za-z]{2}$/.test(c.country)) return "The registrant's country is not a 2-letter code.";
    return undefined;
  }

  function contactCreate(id: string, c: RegistrantContact, privacy: boolean): Node {
    const ascii = (s: string) => /^[\x20-\x7e]*$/.test(s);
    const all = [c.first_name, c.last_name, c.organization ?? "", c.address1, c.address2 ?? ""];
    const type = all.every(ascii) && [c.city, c.state, c.postal_code].every(ascii) ? "int" : "loc";
    const voice = toEppPhone(c.phone);
    const discloseItems = [
      el("contact:name", { type }),
      el("contact:org", { type }),
      el("contact:addr", { type }),
      el("contact:voice"),
      el("contact:fax"),
      el("contact:email"),
    ];
    return el("create", {}, [
      el("contact:create", { "xmlns:contact": NS.contact }, [
        el("contact:id", id),
        el("contact:postalInfo", { type }, [
          el("contact:name", `${c.first_name} ${c.last_name}`),
          c.organization ? el("contact:org", c.organization) : null,
          el("contact:addr", {}, [
            el("contact:street", c.address1),
            c.address2 ? el("contact:street", c.address2) : null,
            el("contact:city", c.city),
            el("contact:sp", c.state),
            el("contact:pc", c.postal_code),
            el("contact:cc", c.country.toUpperCase()),
          ]),
        ]),
        voice ? el("contact:voice", voice) : null,
        el("contact:email", c.email),
        el("contact:authInfo", {}, [el("contact:pw", authCode())]),
        // Privacy: ask the registry not to publish (flag 0) the contact's data; without it,
        // publishing is allowed (flag 1). Registries apply their own policy on top.
        el("contact:disclose", { flag: privacy ? "0" : "1" }, discloseItems),
      ]),
    ]);
  }

  /** The registrant for a registration: created once, found again on a retry. */
  async function ensureRegistrant(input: RegisterInput): Promise<string | RegistrarFailure> {
    const id = registrantIdFor(input.reference);
    for (let attempt = 1; ; attempt++) {
      let res: EppResponse;
      try {
        res = await send(
          "contact",
          input.reference,
          contactCreate(id, input.contact, input.privacy),
        );
      } catch (err) {
        // A lost answer: the create may have happened; contact:info tells.
        if (!(err instanceof EppTransportError)) throw err;
        res = { code: 2302 } as EppResponse;
      }
      if (res.code === 1000 || res.code === 1001) return id;
      if (res.code !== 2302) return failure(res, "the registrant contact", "rejected");
      const got = await query(
        "contact-info",
        input.reference,
        el("info", {}, [
          el("contact:info", { "xmlns:contact": NS.contact }, [el("contact:id", id)]),
        ]),
      );
      if (got.code === 1000 && text(obj(got.resData["infData"])["clID"]) === clientId) return id;
      // Lost before the registry executed it: create it once more, then leave it for later.
      if (got.code === 2303 && attempt < 2) continue;
      if (got.code === 2303) throw new EppCommandError("the registrant contact create was lost");
      return failure(got, "the registrant contact", "rejected");
    }
  }

  /** Host objects for the nameservers (registries that advertise host-1.0): created if new. */
  async function ensureHosts(nameservers: string[], key: string): Promise<RegistrarFailure | null> {
    if (nameservers.length === 0 || !(await pool.hostObjects())) return null;
    const res = await query(
      "host-check",
      key,
      el("check", {}, [
        el(
          "host:check",
          { "xmlns:host": NS.host },
          nameservers.map((n) => el("host:name", n)),
        ),
      ]),
    );
    if (res.code !== 1000) throw unexpected(res, "host:check");
    const missing = list(obj(res.resData["chkData"])["cd"])
      .filter((cd) => isTrue(attr(obj(cd)["name"], "avail")))
      .map((cd) => text(obj(cd)["name"])!.toLowerCase());
    for (const host of missing) {
      let created: EppResponse;
      try {
        created = await send(
          "host",
          key,
          el("create", {}, [el("host:create", { "xmlns:host": NS.host }, [el("host:name", host)])]),
        );
      } catch (err) {
        if (!(err instanceof EppTransportError)) throw err;
        continue; // Created or not, the domain command says whether the host exists.
      }
      if (created.code !== 1000 && created.code !== 2302) {
        return failure(
          created,
          `the nameserver ${host} (a new host under a registry suffix needs addresses)`,
          "rejected",
        );
      }
    }
    return null;
  }

  function nsElement(nameservers: string[], hostObjects: boolean, tag = "domain:ns"): Node {
    return el(
      tag,
      {},
      nameservers.map((n) =>
        hostObjects
          ? el("domain:hostObj", n)
          : el("domain:hostAttr", {}, [el("domain:hostName", n)]),
      ),
    );
  }

  const provider: EppProvider = {
    name: EPP_REGISTRAR_NAME,
    defaultNameservers: options.defaultNameservers,

    async check(domain): Promise<Availability> {
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
      const q = await quote(domain, 1, domain.name);
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
      if (!q.priced || !q.create || !q.renew)
        return { ...base, available: false, reason: "reserved" };
      return { ...base, available: true };
    },

    async lookup(domain, reference) {
      const held = await info(domain, reference ?? domain.name);
      if (!held) return { registered: false };
      const ours =
        held.ours &&
        reference !== undefined &&
        held.registrant !== undefined &&
        held.registrant === registrantIdFor(reference);
      return {
        registered: true,
        reference: ours ? reference : null,
        expiresAt: held.ours && held.expiresAt ? held.expiresAt : new Date(0),
      };
    },

    async register(input) {
      const { domain, reference } = input;
      if (!suffixes.has(domain.suffix)) {
        return { ok: false, code: "unavailable", message: `${domain.name} is not sold here.` };
      }
      const unfit = contactProblem(input.contact);
      if (unfit) return { ok: false, code: "rejected", message: unfit };
      const registrant = await ensureRegistrant(input);
      if (typeof registrant !== "string") return registrant;
      const hostFailure = await ensureHosts(input.nameservers, reference);
      if (hostFailure) return hostFailure;
      const hostObjects = await pool.hostObjects();
      const create = el("create", {}, [
        el("domain:create", { "xmlns:domain": NS.domain }, [
          el("domain:name", domain.name),
          el("domain:period", { unit: "y" }, [String(input.years)]),
          input.nameservers.length > 0 ? nsElement(input.nameservers, hostObjects) : null,
          el("domain:registrant", registrant),
          el("domain:authInfo", {}, [el("domain:pw", authCode())]),
        ]),
      ]);
      // The agreed total: the registry refuses the create when its fee is higher.
      const fee = [
        el("fee:create", { "xmlns:fee": NS.fee }, [
          el("fee:currency", currency),
          el("fee:fee", input.price),
        ]),
      ];
      /** Ours already (an earlier attempt's create went through): its expiry. */
      const ownedExpiry = async () => {
        const held = await info(domain, reference);
        return held && held.ours && held.registrant === registrant ? held.expiresAt : undefined;
      };
      let res: EppResponse;
      try {
        res = await send("create", reference, create, fee);
      } catch (err) {
        if (!(err instanceof EppTransportError) || !err.sent) throw err;
        // The answer was lost: registered or not, domain:info tells.
        const expiresAt = await ownedExpiry();
        if (expiresAt) return { ok: true, expiresAt };
        throw new EppCommandError(`domain:create outcome unknown: ${err.message}`);
      }
      if (res.code === 1000 || res.code === 1001) {
        const exDate = text(obj(res.resData["creData"])["exDate"]);
        const expiresAt = exDate ? new Date(exDate) : await ownedExpiry();
        if (!expiresAt) throw unexpected(res, "domain:create (no expiry)");
        return { ok: true, expiresAt };
      }
      if (res.code === 2302) {
        const expiresAt = await ownedExpiry();
        if (expiresAt) return { ok: true, expiresAt };
        return failure(res, `${domain.name}`, "unavailable");
      }
      if (res.code === 2004 || res.code === 2306) {
        // RFC 8748: a fee below the server's is refused. Say the registry's price, if so.
        const q = await quote(domain, input.years, reference);
        if (q.create && toCents(q.create) !== toCents(input.price)) {
          return {
            ok: false,
            code: "price_changed",
            message: `The registry's price is now ${q.create} ${currency}, not ${input.price}.`,
            newPrice: q.create,
          };
        }
      }
      return failure(res, `the registration of ${domain.name}`);
    },

    async renew({ domain, years, onlyIfExpiresOn }) {
      const held = await info(domain, `${domain.name}`);
      if (!held || !held.ours || !held.expiresAt) {
        return { ok: false, code: "not_found", message: `${domain.name} is not registered here.` };
      }
      const current = held.expiresAt;
      if (onlyIfExpiresOn && day(current) !== day(onlyIfExpiresOn)) {
        return {
          ok: false,
          code: "expiry_changed",
          message: `${domain.name} was renewed meanwhile: its expiry date changed.`,
        };
      }
      const key = `${domain.name}@${day(current)}`;
      const q = await quote(domain, years, key);
      const verb = el("renew", {}, [
        el("domain:renew", { "xmlns:domain": NS.domain }, [
          el("domain:name", domain.name),
          el("domain:curExpDate", day(current)),
          el("domain:period", { unit: "y" }, [String(years)]),
        ]),
      ]);
      const fee = q.renew
        ? [
            el("fee:renew", { "xmlns:fee": NS.fee }, [
              el("fee:currency", currency),
              el("fee:fee", q.renew),
            ]),
          ]
        : [];
      let res: EppResponse;
      try {
        res = await send("renew", key, verb, fee);
      } catch (err) {
        if (!(err instanceof EppTransportError) || !err.sent) throw err;
        const after = await info(domain, key);
        if (after?.ours && after.expiresAt && day(after.expiresAt) !== day(current)) {
          return { ok: true, expiresAt: after.expiresAt };
        }
        throw new EppCommandError(`domain:renew outcome unknown: ${err.message}`);
      }
      if (res.code === 1000 || res.code === 1001) {
        const exDate = text(obj(res.resData["renData"])["exDate"]);
        if (!exDate) throw unexpected(res, "domain:renew (no expiry)");
        return { ok: true, expiresAt: new Date(exDate) };
      }
      if (res.code === 2303) return failure(res, `the renewal of ${domain.name}`, "not_found");
      if (res.code === 2004 || res.code === 2306) {
        const after = await info(domain, key);
        if (after?.expiresAt && day(after.expiresAt) !== day(current)) {
          return {
            ok: false,
            code: "expiry_changed",
            message: `${domain.name} was renewed meanwhile: its expiry date changed.`,
          };
        }
      }
      return failure(res, `the renewal of ${domain.name}`, "rejected");
    },

    async setNameservers(domain, nameservers) {
      const held = await info(domain, domain.name);
      if (!held || !held.ours) {
        return { ok: false, code: "not_found", message: `${domain.name} is not registered here.` };
      }
      const want = nameservers.map((n) => n.toLowerCase());
      const add = want.filter((n) => !held.nameservers.includes(n));
      const rem = held.nameservers.filter((n) => !want.includes(n));
      if (add.length === 0 && rem.length === 0) return { ok: true };
      const hostFailure = await ensureHosts(add, domain.name);
      if (hostFailure) return hostFailure;
      const hostObjects = await pool.hostObjects();
      const res = await send(
        "ns",
        domain.name,
        el("update", {}, [
          el("domain:update", { "xmlns:domain": NS.domain }, [
            el("domain:name", domain.name),
            add.length > 0 ? el("domain:add", {}, [nsElement(add, hostObjects)]) : null,
            rem.length > 0 ? el("domain:rem", {}, [nsElement(rem, hostObjects)]) : null,
          ]),
        ]),
      );
      if (res.code === 1000 || res.code === 1001) return { ok: true };
      logger?.warn("epp nameserver update refused", { domain: domain.name, code: res.code });
      return failure(res, `the nameservers of ${domain.name}`, "rejected");
    },

    close: () => pool.close(),
  };

  /**
   * The registry's failures to answer (transport, session, 2400 twice, a malformed answer)
   * reach callers as a 503 with Retry-After: an order stays `processing` for the lease to
   * retry, an API call says to retry later, and nothing is logged as a server fault.
   */
  const guard =
    <A extends unknown[], R>(what: string, f: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await f(...args);
      } catch (err) {
        if (!isRegistryFailure(err)) throw err;
        logger?.warn("epp registry unavailable", {
          operation: what,
          error: (err as Error).name,
          message: (err as Error).message,
        });
        throw new RegistryUnavailableError(err as Error);
      }
    };
  return {
    ...provider,
    check: guard("check", provider.check),
    lookup: guard("lookup", provider.lookup),
    register: guard("register", provider.register),
    renew: guard("renew", provider.renew),
    setNameservers: guard("setNameservers", provider.setNameservers),
  };
}

function isRegistryFailure(err: unknown): boolean {
  return (
    err instanceof EppTransportError ||
    err instanceof EppSessionError ||
    err instanceof EppCommandError ||
    err instanceof EppParseError ||
    err instanceof EppFramingError
  );
}

/** The registry did not answer usably; `cause` is the EPP failure. */
export class RegistryUnavailableError extends ApiError {
  override name = "RegistryUnavailableError";
  constructor(override readonly cause: Error) {
    super(503, "The domain registry is not answering; retry later.", { "Retry-After": "30" });
  }
}
