import { randomInt } from "node:crypto";
import type { EPP_PROFILES } from "../../config";
import { GTLD_PERIODS, type RegistryPeriods } from "../lifecycle";
import type { NormalizedDomain } from "../normalize-domain";
import type { EppClient } from "./epp-client";
import { el, type Node } from "./xml";

/**
 * Registry profiles: what one registry back end asks of a client beyond RFC 5730-5733 (its
 * extensions, contact rules and limits). `EPP_PROFILE` picks one; the test registry plays
 * each (`test/helpers/epp-registry-profiles.ts`). Sources and decisions: docs/registries.md
 * "Registry profiles" and docs/decisions/registries-over-epp.md "Registry profiles".
 */

export const PROFILE_NS = {
  /** Verisign NameStore: routes a command to the registry of a sub-product (com, net...). */
  namestore: "http://www.verisign-grs.com/epp/namestoreExt-1.1",
  /** Verisign IDN language tag on domain:create. */
  idnLang: "http://www.verisign.com/epp/idnLang-1.0",
  /** The IDN mapping (draft-ietf-eppext-idnmap): IDN table and U-label on domain:create. */
  idn: "urn:ietf:params:xml:ns:idn-1.0",
} as const;

export type ProfileName = (typeof EPP_PROFILES)[number];

/** The scripts a name is sorted into for IDN tags and tables (Unicode Script property). */
type Script =
  | "Latin"
  | "Cyrillic"
  | "Greek"
  | "Arabic"
  | "Hebrew"
  | "Chinese"
  | "Japanese"
  | "Hangul"
  | "Thai"
  | "Devanagari";

export type AuthCodePolicy = {
  /** The length made (the registry's maximum or less, and at least its minimum). */
  length: number;
  /** The characters drawn from; one letter, one digit and one of `specials` always included. */
  specials: string;
};

type IdnSupport =
  /** The registry decides at create (no extension is sent): today's behaviour. */
  | { kind: "registry-decides" }
  /** Verisign's idnLang: a language tag per script (Latin by the letters used). */
  | { kind: "idnLang"; tags: Partial<Record<Exclude<Script, "Latin">, string>> }
  /** The IDN mapping: one IDN table per script; a script without one is not sold. */
  | { kind: "idn-table"; tables: Partial<Record<Script, string>> };

export type RegistryProfile = {
  name: ProfileName;
  /** Extensions to ask for at login (on top of the fee extension). */
  extURIs: string[];
  /** NameStore sub-product for a suffix (Verisign), sent on every domain and host command. */
  subProduct?: (suffix: string) => string;
  /** Thin registry: no registrant (and no contacts) on domain:create. */
  thin: boolean;
  /** Contact roles required besides the registrant (filled with the registrant's contact). */
  contactRoles: ("admin" | "tech" | "billing")[];
  /** Send `contact:disclose` (privacy); false where the registry refuses any disclose. */
  disclose: boolean;
  idn: IdnSupport;
  authCode: AuthCodePolicy;
  /**
   * Days after a registration or a transfer in during which this registry refuses a transfer
   * out (ICANN's Transfer Policy: 60; its update: 30). A registry on the updated policy: set 30
   * here (docs/registries.md "Transfers").
   */
  transferLockDays: number;
  /**
   * The registry's periods after expiry, in days (auto-renew grace, redemption, pending
   * delete): `GTLD_PERIODS` (45, 30, 5) for the gTLD back ends. A registry running others:
   * set them here (docs/registries.md "Lifecycle: auto-renewal, redemption, restore").
   */
  periods: RegistryPeriods;
};

const ALNUM = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789";

/** Verisign's IDN language tags (ISO 639-2/B codes) by script; Latin is by letters below. */
const VERISIGN_TAGS: Record<Exclude<Script, "Latin">, string> = {
  Cyrillic: "RUS",
  Greek: "GRE",
  Arabic: "ARA",
  Hebrew: "HEB",
  Chinese: "CHI",
  Japanese: "JPN",
  Hangul: "KOR",
  Thai: "THA",
  Devanagari: "HIN",
};

/** Latin-script languages by the non-ASCII letters they use: the first that covers a name. */
const LATIN_LANGUAGES: [tag: string, letters: string][] = [
  ["GER", "äöüß"],
  ["SPA", "áéíñóúü"],
  ["FRE", "àâæçéèêëîïôœùûüÿ"],
  ["POR", "áâãàçéêíóôõú"],
];

export const PROFILES: Record<ProfileName, RegistryProfile> = {
  generic: {
    name: "generic",
    extURIs: [],
    thin: false,
    contactRoles: [],
    disclose: true,
    idn: { kind: "registry-decides" },
    // 16 random characters and `A1!`: 19 in all.
    authCode: { length: 19, specials: "!" },
    transferLockDays: 60,
    periods: GTLD_PERIODS,
  },
  verisign: {
    name: "verisign",
    extURIs: [PROFILE_NS.namestore, PROFILE_NS.idnLang],
    subProduct: (suffix) => `dot${suffix.toUpperCase()}`,
    thin: true,
    contactRoles: [],
    disclose: false,
    idn: { kind: "idnLang", tags: VERISIGN_TAGS },
    // Verisign: 6 to 16 characters with a letter, a digit and a special character.
    authCode: { length: 16, specials: "!#$%*+-=?@^_~" },
    transferLockDays: 60,
    periods: GTLD_PERIODS,
  },
  "identity-digital": {
    name: "identity-digital",
    extURIs: [PROFILE_NS.idn],
    thin: false,
    contactRoles: ["admin", "tech", "billing"],
    disclose: false,
    idn: { kind: "idn-table", tables: { Latin: "latn", Cyrillic: "cyrl", Greek: "grek" } },
    authCode: { length: 16, specials: "!#$%*+-=?@^_~" },
    transferLockDays: 60,
    periods: GTLD_PERIODS,
  },
};

export function profileNamed(name: ProfileName | RegistryProfile | undefined): RegistryProfile {
  if (name === undefined) return PROFILES.generic;
  return typeof name === "string" ? PROFILES[name] : name;
}

/** A fresh auth code within the policy: random letters and digits, one letter, digit, special. */
export function authCodeFor(policy: AuthCodePolicy): string {
  const pick = (s: string) => s[randomInt(s.length)]!;
  const fixed = [pick("ABCDEFGHJKLMNPQRSTUVWXYZ"), pick("23456789"), pick(policy.specials)];
  const out: string[] = [];
  for (let i = 0; i < policy.length - fixed.length; i++) out.push(pick(ALNUM));
  // The three required characters at random places.
  for (const c of fixed) out.splice(randomInt(out.length + 1), 0, c);
  return out.join("");
}

const SCRIPT_TESTS: [Script, RegExp][] = [
  ["Cyrillic", /\p{Script=Cyrillic}/u],
  ["Greek", /\p{Script=Greek}/u],
  ["Arabic", /\p{Script=Arabic}/u],
  ["Hebrew", /\p{Script=Hebrew}/u],
  ["Japanese", /[\p{Script=Hiragana}\p{Script=Katakana}]/u],
  ["Chinese", /\p{Script=Han}/u],
  ["Hangul", /\p{Script=Hangul}/u],
  ["Thai", /\p{Script=Thai}/u],
  ["Devanagari", /\p{Script=Devanagari}/u],
  ["Latin", /\p{Script=Latin}/u],
];

/** The script of a registrable label (normalisation already refused mixed scripts). */
function scriptOf(label: string): Script | undefined {
  return SCRIPT_TESTS.find(([, re]) => re.test(label))?.[0];
}

const unicodeLabel = (domain: NormalizedDomain) => domain.unicode.split(".")[0] ?? "";
const isIdn = (domain: NormalizedDomain) => domain.label.startsWith("xn--");

/**
 * How this profile registers a name: the extension elements for domain:create, or why it
 * cannot (an IDN the registry has no tag or table for). Plain names need nothing.
 */
export function idnPlan(
  profile: RegistryProfile,
  domain: NormalizedDomain,
): { ok: true; extension: Node[] } | { ok: false; why: string } {
  if (!isIdn(domain) || profile.idn.kind === "registry-decides") return { ok: true, extension: [] };
  const label = unicodeLabel(domain);
  const script = scriptOf(label);
  const refuse = {
    ok: false as const,
    why: `no IDN ${profile.idn.kind === "idnLang" ? "language tag" : "table"} for ${script ?? "its"} script at this registry`,
  };
  if (!script) return refuse;
  if (profile.idn.kind === "idnLang") {
    let tag: string | undefined;
    if (script === "Latin") {
      const extra = [...label].filter((c) => c > "\u007f");
      tag = LATIN_LANGUAGES.find(([, letters]) => extra.every((c) => letters.includes(c)))?.[0];
    } else {
      tag = profile.idn.tags[script];
    }
    if (!tag) return refuse;
    return {
      ok: true,
      extension: [el("idnLang:tag", { "xmlns:idnLang": PROFILE_NS.idnLang }, [tag])],
    };
  }
  const table = profile.idn.tables[script];
  if (!table) return refuse;
  return {
    ok: true,
    extension: [
      el("idn:data", { "xmlns:idn": PROFILE_NS.idn }, [
        el("idn:table", table),
        el("idn:uname", domain.unicode),
      ]),
    ],
  };
}

/** The first element of a command's verb (`domain:create`) and the object name it carries. */
function verbTarget(verb: Node): { object: string; name: string | undefined } | undefined {
  const inner = (verb.children ?? []).find((c): c is Node => !!c && typeof c === "object");
  if (!inner) return undefined;
  const object = inner.name.split(":")[0] ?? "";
  const nameEl = (inner.children ?? []).find(
    (c): c is Node => !!c && typeof c === "object" && c.name === `${object}:name`,
  );
  const first = nameEl?.children?.find((c): c is string => typeof c === "string");
  return { object, name: first };
}

/** The client a registration, renewal or check uses under a profile. */
export type ProfiledClient = EppClient & { profile: RegistryProfile };

export const profileOf = (client: EppClient): RegistryProfile =>
  (client as Partial<ProfiledClient>).profile ?? PROFILES.generic;

/**
 * The client with the profile's per-command extensions added (NameStore's sub-product on
 * every domain and host command). A host's sub-product is its own suffix's when the account
 * sells it, else the first suffix sold (Verisign routes hosts by the registry they live in).
 */
export function withProfile(
  client: EppClient,
  profile: RegistryProfile,
  suffixes: string[],
): ProfiledClient {
  const { subProduct } = profile;
  if (!subProduct) return { ...client, profile };
  const extend = (verb: Node, extension: Node[] = []): Node[] => {
    const target = verbTarget(verb);
    if (!target || (target.object !== "domain" && target.object !== "host")) return extension;
    const name = (target.name ?? "").toLowerCase();
    const own = suffixes.find((s) => name.endsWith(`.${s}`));
    const suffix = own ?? (target.object === "host" ? suffixes[0] : name.split(".").at(-1));
    const ns = el("namestoreExt:namestoreExt", { "xmlns:namestoreExt": PROFILE_NS.namestore }, [
      el("namestoreExt:subProduct", subProduct(suffix ?? "com")),
    ]);
    return [ns, ...extension];
  };
  return {
    ...client,
    profile,
    send: (action, key, verb, extension) => client.send(action, key, verb, extend(verb, extension)),
    query: (action, key, verb, extension) =>
      client.query(action, key, verb, extend(verb, extension)),
  };
}
