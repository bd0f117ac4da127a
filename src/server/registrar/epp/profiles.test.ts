import { describe, expect, it } from "vitest";
import { normalizeDomain } from "../normalize-domain";
import type { EppClient } from "./epp-client";
import { authCodeFor, idnPlan, PROFILES, withProfile } from "./profiles";
import { el, render, type Node } from "./xml";

const domain = (s: string) => {
  const n = normalizeDomain(s);
  if (!n.ok) throw new Error(s);
  return n.domain;
};
const xml = (nodes: Node[]) => nodes.map(render).join("");

describe("auth codes by a profile's policy", () => {
  it.each(Object.values(PROFILES))("$name: its length, a letter, a digit and a special", (p) => {
    for (let i = 0; i < 200; i++) {
      const code = authCodeFor(p.authCode);
      expect(code).toHaveLength(p.authCode.length);
      expect(code).toMatch(/[A-Za-z]/);
      expect(code).toMatch(/\d/);
      expect([...code].some((c) => p.authCode.specials.includes(c))).toBe(true);
      expect(code).toMatch(/^[\x21-\x7e]+$/);
    }
  });
});

describe("IDNs under a profile", () => {
  it.each([
    ["bücher.com", "GER"],
    ["españa.com", "SPA"],
    ["garçon.com", "FRE"],
    ["пример.com", "RUS"],
    ["例子.com", "CHI"],
    ["ドメイン.com", "JPN"],
  ])("Verisign tags %s as %s", (name, tag) => {
    const plan = idnPlan(PROFILES.verisign, domain(name));
    expect(plan.ok && xml(plan.extension)).toContain(`>${tag}</idnLang:tag>`);
  });

  it("Identity Digital names the table and the U-label; a script without a table is refused", () => {
    const plan = idnPlan(PROFILES["identity-digital"], domain("пример.guru"));
    expect(plan.ok && xml(plan.extension)).toContain(
      "<idn:table>cyrl</idn:table><idn:uname>пример.guru</idn:uname>",
    );
    expect(idnPlan(PROFILES["identity-digital"], domain("例子.guru"))).toMatchObject({ ok: false });
  });

  it("plain names need nothing; generic sends IDNs as they are", () => {
    expect(idnPlan(PROFILES.verisign, domain("plain.com"))).toEqual({ ok: true, extension: [] });
    expect(idnPlan(PROFILES.generic, domain("例子.com"))).toEqual({ ok: true, extension: [] });
  });
});

describe("NameStore on every domain and host command (Verisign)", () => {
  const seen: Node[][] = [];
  const base = {
    send: async (_a: string, _k: string, _v: Node, ext?: Node[]) => (seen.push(ext ?? []), {}),
    query: async (_a: string, _k: string, _v: Node, ext?: Node[]) => (seen.push(ext ?? []), {}),
  } as unknown as EppClient;
  const client = withProfile(base, PROFILES.verisign, ["com", "net"]);
  const verb = (object: string, name: string) =>
    el("info", {}, [el(`${object}:info`, {}, [el(`${object}:name`, name)])]);

  it("names the domain's sub-product, a host's own or the first sold, and keeps other extensions", async () => {
    await client.query("info", "k", verb("domain", "example.net"), [el("fee:x")]);
    await client.send("host", "k", verb("host", "ns1.example.com"));
    await client.send("host", "k", verb("host", "ns1.dns.example"));
    await client.send("contact", "k", verb("contact", "c1"));
    expect(seen.map(xml)).toEqual([
      expect.stringMatching(
        /<namestoreExt:subProduct>dotNET<\/namestoreExt:subProduct>.*<fee:x\/>$/,
      ),
      expect.stringContaining(">dotCOM<"),
      expect.stringContaining(">dotCOM<"),
      "",
    ]);
  });
});
