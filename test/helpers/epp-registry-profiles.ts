import { domainToASCII } from "node:url";
import { PROFILE_NS, type ProfileName } from "../../src/server/registrar/epp/profiles";
import { attr, list, obj, text, type XmlObject } from "../../src/server/registrar/epp/xml";
import type { Contact } from "./epp-registry-commands";

/**
 * How the test registry plays a registry profile (`startEppTestRegistry({ profile })`): the
 * extensions it announces, and the rules of that registry it enforces on each command before
 * executing it, answering as the real one would. `refusals` records why it refused.
 *
 * - `verisign` (com/net): NameStore's `subProduct` on every domain and host command, matching
 *   the domain's suffix (`dotCOM`, `dotNET`); thin (a create needs no registrant); an IDN
 *   create needs an `idnLang:tag`; auth codes of 6 to 16 characters with a letter, a digit
 *   and a special character.
 * - `identity-digital`: admin, tech and billing contacts on every create; any
 *   `contact:disclose` refused (2306); an IDN create needs `idn:data` with one of its tables
 *   (`latn`, `cyrl`, `grek`) and the U-label of the name; auth codes of at most 16.
 * - `generic`: RFC 5730-5733 only, as before.
 */
export function registryProfile(
  profile: ProfileName,
  contacts: Map<string, Contact>,
  refusals: string[],
) {
  const extURIs =
    profile === "verisign"
      ? [PROFILE_NS.namestore, PROFILE_NS.idnLang]
      : profile === "identity-digital"
        ? [PROFILE_NS.idn]
        : [];
  const refuse = (code: number, why: string) => {
    refusals.push(why);
    return code;
  };

  /** An auth code within 6..max characters with a letter, a digit and a special character. */
  const authProblem = (pw: string | undefined, max: number) => {
    if (pw === undefined) return undefined;
    if (pw.length < 6 || pw.length > max) return `auth code of ${pw.length} characters`;
    if (!/[A-Za-z]/.test(pw) || !/\d/.test(pw) || !/[^A-Za-z0-9]/.test(pw)) {
      return "auth code without a letter, a digit and a special character";
    }
    if (!/^[\x21-\x7e]+$/.test(pw)) return "auth code outside printable ASCII";
    return undefined;
  };

  /** A refusal code for a command this registry would refuse, or undefined to execute it. */
  function screen(name: string, cmd: XmlObject): number | undefined {
    const [object, verb] = name.split(":");
    const ext = obj(cmd["extension"]);
    const body = obj(obj(cmd[verb ?? ""])[verb ?? ""]);
    const domainName = (text(list(body["name"])[0]) ?? "").toLowerCase();
    if (profile === "verisign") {
      if (object === "domain" || object === "host") {
        const sub = text(obj(ext["namestoreExt"])["subProduct"]);
        if (!sub) return refuse(2306, `${name} without NameStore subProduct`);
        const want = `dot${domainName.split(".").at(-1)?.toUpperCase()}`;
        if (object === "domain" && sub !== want) {
          return refuse(2306, `${name} with subProduct ${sub}, not ${want}`);
        }
        if (object === "host" && !["dotCOM", "dotNET"].includes(sub)) {
          return refuse(2306, `${name} with subProduct ${sub}`);
        }
      }
      if (name === "domain:create") {
        if (domainName.startsWith("xn--") && !text(ext["tag"])) {
          return refuse(2306, "IDN create without idnLang:tag");
        }
        const why = authProblem(text(obj(body["authInfo"])["pw"]), 16);
        if (why) return refuse(2004, why);
      }
    }
    if (profile === "identity-digital") {
      if (name === "contact:create") {
        if (body["disclose"] !== undefined) return refuse(2306, "contact:create with disclose");
        const why = authProblem(text(obj(body["authInfo"])["pw"]), 16);
        if (why) return refuse(2004, why);
      }
      if (name === "domain:create") {
        const roles = list(body["contact"]);
        for (const type of ["admin", "tech", "billing"]) {
          const c = roles.find((r) => attr(r, "type") === type);
          if (!c || !contacts.has(text(c) ?? "")) {
            return refuse(2003, `domain:create without a ${type} contact`);
          }
        }
        if (domainName.startsWith("xn--")) {
          const data = obj(ext["data"]);
          const table = text(data["table"]);
          if (!table || !["latn", "cyrl", "grek"].includes(table)) {
            return refuse(2306, `IDN create with table ${table ?? "(none)"}`);
          }
          const uname = text(data["uname"]);
          if (!uname || domainToASCII(uname) !== domainName) {
            return refuse(2306, "IDN create whose uname is not the name");
          }
        }
        const why = authProblem(text(obj(body["authInfo"])["pw"]), 16);
        if (why) return refuse(2004, why);
      }
    }
    return undefined;
  }

  return { extURIs, thin: profile === "verisign", screen };
}

/**
 * The registry's dates in a fixed offset (`-05:00`), as registries away from UTC write them:
 * the dateTime text, and the calendar date there (what renew's curExpDate must name).
 */
export function datesInOffset(offset: string) {
  const m = /^([+-])(\d{2}):(\d{2})$/.exec(offset);
  if (!m) throw new Error(`offset ${offset}`);
  const minutes = (m[1] === "-" ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3]));
  const local = (d: Date) => new Date(d.getTime() + minutes * 60_000).toISOString();
  return {
    iso: (d: Date) => `${local(d).slice(0, 19)}.0${offset}`,
    day: (d: Date) => local(d).slice(0, 10),
  };
}
