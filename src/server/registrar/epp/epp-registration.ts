import type { RegistrantContact } from "../../../contract/registrant-contact";
import { toCents } from "../../../contract/money";
import type { RegisterInput, RegistrarFailure, RegistrarProvider } from "../provider";
import { authCode, isTrue, type EppClient } from "./epp-client";
import { quote } from "./epp-check";
import { info } from "./epp-info";
import { EppCommandError } from "./epp-errors";
import { toEppPhone } from "./phone";
import { registrantIdFor } from "./references";
import { EppTransportError } from "./session";
import { attr, el, list, NS, obj, text, type EppResponse, type Node } from "./xml";

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
async function ensureRegistrant(
  client: EppClient,
  input: RegisterInput,
): Promise<string | RegistrarFailure> {
  const { send, query, failure, clientId } = client;
  const id = registrantIdFor(input.reference);
  for (let attempt = 1; ; attempt++) {
    let res: EppResponse;
    try {
      res = await send("contact", input.reference, contactCreate(id, input.contact, input.privacy));
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
      el("info", {}, [el("contact:info", { "xmlns:contact": NS.contact }, [el("contact:id", id)])]),
    );
    if (got.code === 1000 && text(obj(got.resData["infData"])["clID"]) === clientId) return id;
    // Lost before the registry executed it: create it once more, then leave it for later.
    if (got.code === 2303 && attempt < 2) continue;
    if (got.code === 2303) throw new EppCommandError("the registrant contact create was lost");
    return failure(got, "the registrant contact", "rejected");
  }
}

/** Host objects for the nameservers (registries that advertise host-1.0): created if new. */
export async function ensureHosts(
  client: EppClient,
  nameservers: string[],
  key: string,
): Promise<RegistrarFailure | null> {
  const { pool, send, query, failure, unexpected } = client;
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

export function nsElement(nameservers: string[], hostObjects: boolean, tag = "domain:ns"): Node {
  return el(
    tag,
    {},
    nameservers.map((n) =>
      hostObjects ? el("domain:hostObj", n) : el("domain:hostAttr", {}, [el("domain:hostName", n)]),
    ),
  );
}

/** The adapter's `register`: the registrant and hosts first, then domain:create at the agreed fee. */
export async function registerDomain(
  client: EppClient,
  suffixes: Set<string>,
  input: RegisterInput,
): ReturnType<RegistrarProvider["register"]> {
  const { pool, send, failure, unexpected, currency } = client;
  const { domain, reference } = input;
  if (!suffixes.has(domain.suffix)) {
    return { ok: false, code: "unavailable", message: `${domain.name} is not sold here.` };
  }
  const unfit = contactProblem(input.contact);
  if (unfit) return { ok: false, code: "rejected", message: unfit };
  const registrant = await ensureRegistrant(client, input);
  if (typeof registrant !== "string") return registrant;
  const hostFailure = await ensureHosts(client, input.nameservers, reference);
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
    const held = await info(client, domain, reference);
    if (!held || !held.ours || held.registrant !== registrant) return undefined;
    // Created but not settled (RFC 5731 pendingCreate): no expiry until the registry settles.
    if (held.statuses.includes("pendingCreate")) return "pending" as const;
    return held.expiresAt;
  };
  const done = (expiresAt: Date | "pending") =>
    expiresAt === "pending"
      ? { ok: true as const, pending: true as const }
      : { ok: true as const, expiresAt };
  let res: EppResponse;
  try {
    res = await send("create", reference, create, fee);
  } catch (err) {
    if (!(err instanceof EppTransportError) || !err.sent) throw err;
    // The answer was lost: registered or not, domain:info tells.
    const expiresAt = await ownedExpiry();
    if (expiresAt) return done(expiresAt);
    throw new EppCommandError(`domain:create outcome unknown: ${err.message}`);
  }
  if (res.code === 1000 || res.code === 1001) {
    // 1001 (action pending, with or without a provisional exDate): the registry settles it
    // later (poll panData, or domain:info); a pending create may still be refused.
    if (res.code === 1001) return { ok: true, pending: true };
    const exDate = text(obj(res.resData["creData"])["exDate"]);
    if (exDate) return { ok: true, expiresAt: new Date(exDate) };
    const expiresAt = await ownedExpiry();
    if (!expiresAt) throw unexpected(res, "domain:create (no expiry)");
    return done(expiresAt);
  }
  if (res.code === 2302) {
    const expiresAt = await ownedExpiry();
    if (expiresAt) return done(expiresAt);
    return failure(res, `${domain.name}`, "unavailable");
  }
  if (res.code === 2004 || res.code === 2306) {
    // RFC 8748: a fee below the server's is refused. Say the registry's price, if so.
    const q = await quote(client, domain, input.years, reference);
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
}
