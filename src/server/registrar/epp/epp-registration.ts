import type { RegistrantContact } from "../../../contract/registrant-contact";
import { toCents } from "../../../contract/money";
import type { RegisterInput, RegistrarFailure, RegistrarProvider } from "../provider";
import { isTrue, type EppClient } from "./epp-client";
import { feeVersion, quote } from "./epp-check";
import { chargedReceipt, feeTransform } from "./fees";
import { info } from "./epp-info";
import { EppCommandError } from "./epp-errors";
import { toEppPhone } from "./phone";
import { authCodeFor, idnPlan, profileOf, type RegistryProfile } from "./profiles";
import { registrantIdFor } from "./references";
import { SECURE_AUTHINFO } from "./epp-transfer";
import { EppTransportError } from "./session";
import { attr, el, list, NS, obj, text, type EppResponse, type Node } from "./xml";

/** What RFC 5733 cannot carry of a contact (checked before anything is created). */
export function contactProblem(c: RegistrantContact): string | undefined {
  if (c.postal_code.length > 16) {
    return "The registrant's postal code is longer than a registry accepts (16 characters).";
  }
  if (!/^[A-Za-z]{2}$/.test(c.country)) return "The registrant's country is not a 2-letter code.";
  return undefined;
}

function contactCreate(
  id: string,
  c: RegistrantContact,
  privacy: boolean,
  profile: RegistryProfile,
): Node {
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
      el("contact:authInfo", {}, [el("contact:pw", authCodeFor(profile.authCode))]),
      // Privacy: ask the registry not to publish (flag 0) the contact's data; without it,
      // publishing is allowed (flag 1). Registries apply their own policy on top. A profile
      // whose registry refuses any disclose sends none: its default (redacted) policy holds.
      profile.disclose
        ? el("contact:disclose", { flag: privacy ? "0" : "1" }, discloseItems)
        : null,
    ]),
  ]);
}

/** The registrant for a registration: created once, found again on a retry. */
function ensureRegistrant(
  client: EppClient,
  input: RegisterInput,
): Promise<string | RegistrarFailure> {
  const id = registrantIdFor(input.reference);
  return ensureContact(client, id, input.contact, input.privacy, input.reference);
}

/**
 * A contact object `id` (ours) holding `contact`: created once, found again on a retry (a
 * 2302 for an id of ours is the earlier attempt's create). `key` names the commands' clTRIDs.
 */
export async function ensureContact(
  client: EppClient,
  id: string,
  contact: RegistrantContact,
  privacy: boolean,
  key: string,
): Promise<string | RegistrarFailure> {
  const { send, query, failure, clientId } = client;
  for (let attempt = 1; ; attempt++) {
    let res: EppResponse;
    try {
      res = await send("contact", key, contactCreate(id, contact, privacy, profileOf(client)));
    } catch (err) {
      // A lost answer: the create may have happened; contact:info tells.
      if (!(err instanceof EppTransportError)) throw err;
      res = { code: 2302 } as EppResponse;
    }
    if (res.code === 1000 || res.code === 1001) return id;
    if (res.code !== 2302) return failure(res, "the registrant contact", "rejected");
    const got = await query(
      "contact-info",
      key,
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
  // Only the names asked: a registry's answer may list others (RFC 5732's own example does).
  const asked = new Set(nameservers.map((n) => n.toLowerCase()));
  const missing = list(obj(res.resData["chkData"])["cd"])
    .filter((cd) => isTrue(attr(obj(cd)["name"], "avail")))
    .map((cd) => text(obj(cd)["name"])!.toLowerCase())
    .filter((n) => asked.has(n));
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

/** How far the registry's clock may lag ours when a thin record's crDate is compared. */
const THIN_LEEWAY_MS = 5 * 60_000;

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
  const profile = profileOf(client);
  const idn = idnPlan(profile, domain);
  if (!idn.ok) {
    return {
      ok: false,
      code: "unavailable",
      message: `${domain.unicode} cannot be registered: ${idn.why}.`,
    };
  }
  const unfit = profile.thin ? undefined : contactProblem(input.contact);
  if (unfit) return { ok: false, code: "rejected", message: unfit };
  // A thin registry (Verisign's com/net) takes no registrant: the domain is ours by clID.
  const registrant = profile.thin ? undefined : await ensureRegistrant(client, input);
  if (registrant !== undefined && typeof registrant !== "string") return registrant;
  const hostFailure = await ensureHosts(client, input.nameservers, reference);
  if (hostFailure) return hostFailure;
  const hostObjects = await pool.hostObjects();
  const secureAuthInfo = (await pool.services()).extURIs.includes(SECURE_AUTHINFO);
  const create = el("create", {}, [
    el("domain:create", { "xmlns:domain": NS.domain }, [
      el("domain:name", domain.name),
      el("domain:period", { unit: "y" }, [String(input.years)]),
      input.nameservers.length > 0 ? nsElement(input.nameservers, hostObjects) : null,
      registrant ? el("domain:registrant", registrant) : null,
      // Roles the registry requires besides the registrant: the registrant's contact.
      ...(registrant
        ? profile.contactRoles.map((type) => el("domain:contact", { type }, [registrant]))
        : []),
      // RFC 9154 (where offered): a domain has no code until its holder asks for one, so the
      // create's is empty; elsewhere a random one nobody keeps (the schema requires one).
      el("domain:authInfo", {}, [
        el("domain:pw", secureAuthInfo ? "" : authCodeFor(profile.authCode)),
      ]),
    ]),
  ]);
  // The agreed total for the period ordered: the registry refuses the create when its fee is higher.
  const fee = [
    ...idn.extension,
    feeTransform(await feeVersion(client), "create", currency, input.price),
  ];
  const attemptStart = input.now.getTime();
  /** Ours already (an earlier attempt's create went through): its expiry. */
  const ownedExpiry = async () => {
    const held = await info(client, domain, reference);
    if (!held || !held.ours || held.registrant !== registrant) return undefined;
    // Thin (no registrant to tell whose): ours only if created since this attempt began (5
    // minutes' leeway for the registry's clock), never an older registration of ours.
    if (
      registrant === undefined &&
      !(held.createdAt && held.createdAt.getTime() >= attemptStart - THIN_LEEWAY_MS)
    ) {
      return undefined;
    }
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
    const receipt = {
      ...(res.svTRID && { transactionId: res.svTRID }),
      ...chargedReceipt(client, res, "creData", domain.name),
    };
    const kept = Object.keys(receipt).length > 0 ? { receipt } : {};
    // 1001 (action pending, with or without a provisional exDate): the registry settles it
    // later (poll panData, or domain:info); a pending create may still be refused.
    if (res.code === 1001) return { ok: true, pending: true, ...kept };
    const exDate = text(obj(res.resData["creData"])["exDate"]);
    if (exDate) return { ok: true, expiresAt: new Date(exDate), ...kept };
    const expiresAt = await ownedExpiry();
    if (!expiresAt) throw unexpected(res, "domain:create (no expiry)");
    return { ...done(expiresAt), ...kept };
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
