import { describe, expect, it } from "vitest";
import { input, name, provider, registry, setUpEpp } from "../helpers/epp-adapter-setup";
import type { EppTestRegistry } from "../helpers/epp-test-registry";
import type { EppProvider } from "../../src/server/registrar/epp/epp-provider";

/**
 * The adapter against the test registry playing each registry profile (EPP_PROFILE): what it
 * sends (NameStore, contacts, disclose, IDN tags and tables, auth codes) and what the registry
 * then does. Every command is schema-checked, extensions included (setUpEpp).
 */
setUpEpp();

const PRICES = {
  com: { create: "10.00", renew: "12.00" },
  net: { create: "11.00", renew: "13.00" },
  guru: { create: "20.00", renew: "25.00" },
};

/** Renews one year from the expiry the registry holds, as the service does. */
const renew = (r: EppTestRegistry, p: EppProvider, domain: string) => {
  const expires = r.domains.get(domain)!.exDate;
  return p.renew({
    domain: name(domain),
    years: 1,
    expiresAt: expires,
    now: new Date(),
    onlyIfExpiresOn: expires,
  });
};

/** The commands the registry received, by name, after the login. */
const sent = (r: EppTestRegistry, command: string) =>
  r.commands.filter((c) => c.command === command).map((c) => c.xml);

const authCodes = (xml: string) =>
  [...xml.matchAll(/<(?:domain|contact):pw>([^<]*)</g)].map((m) => m[1]!);

describe("the Verisign com/net profile", () => {
  it("registers and renews over NameStore with the sub-product of each command's suffix, thin", async () => {
    const r = await registry({ profile: "verisign", prices: PRICES });
    const p = provider(r, { profile: "verisign" });

    expect(await p.register(input("thin-example.com", "ord_vs1"))).toMatchObject({ ok: true });
    expect(
      await p.register(input("thin-example.net", "ord_vs2", { price: "11.00" })),
    ).toMatchObject({ ok: true });
    const renewed = await renew(r, p, "thin-example.net");
    expect(renewed).toMatchObject({ ok: true });

    expect(r.refusals).toEqual([]);
    // Every domain and host command carried the sub-product; .net ones say dotNET.
    const routed = r.commands.filter((c) => /^(domain|host):/.test(c.command));
    expect(routed.length).toBeGreaterThan(6);
    for (const c of routed) expect(c.xml).toContain("<namestoreExt:subProduct>");
    for (const xml of [...sent(r, "domain:create"), ...sent(r, "domain:renew")]) {
      const sub = xml.includes("thin-example.net") ? "dotNET" : "dotCOM";
      expect(xml).toContain(`<namestoreExt:subProduct>${sub}</namestoreExt:subProduct>`);
    }
    // Thin: no contact is created and the create names none.
    expect(r.commands.filter((c) => c.command.startsWith("contact:"))).toEqual([]);
    for (const xml of sent(r, "domain:create"))
      expect(xml).not.toMatch(/registrant|domain:contact/);
    // Auth codes within Verisign's 6 to 16 characters.
    for (const code of sent(r, "domain:create").flatMap(authCodes)) {
      expect(code.length).toBeLessThanOrEqual(16);
    }
  });

  it("registers an IDN with its language tag; one without a tag is not for sale at check", async () => {
    const r = await registry({ profile: "verisign", prices: PRICES });
    const p = provider(r, { profile: "verisign" });

    expect(await p.check(name("bücher.com"))).toMatchObject({ available: true, price: "10.00" });
    expect(await p.register(input("bücher.com", "ord_vs3"))).toMatchObject({ ok: true });
    expect(await p.register(input("例子.com", "ord_vs4"))).toMatchObject({ ok: true });
    const [german, chinese] = sent(r, "domain:create");
    expect(german).toMatch(/<idnLang:tag [^>]*>GER<\/idnLang:tag>/);
    expect(chinese).toMatch(/<idnLang:tag [^>]*>CHI<\/idnLang:tag>/);

    // Latin letters of no one language in the tag list: not for sale, so never ordered.
    expect(await p.check(name("çø.com"))).toMatchObject({ available: false, reason: "reserved" });
    expect(r.refusals).toEqual([]);
  });
});

describe("searches over NameStore", () => {
  it("checks each suffix in its own command, routed by its own sub-product", async () => {
    const r = await registry({ profile: "verisign", prices: PRICES });
    const p = provider(r, { profile: "verisign" });
    const answers = await p.checkMany!(
      ["mixed-a.com", "mixed-a.net", "mixed-b.com"].map((n) => name(n)),
    );
    expect(answers.map((a) => a.available)).toEqual([true, true, true]);
    const checks = sent(r, "domain:check");
    expect(checks).toHaveLength(2);
    for (const xml of checks) {
      const sub = xml.includes(".net<") ? "dotNET" : "dotCOM";
      expect(xml).toContain(`<namestoreExt:subProduct>${sub}</namestoreExt:subProduct>`);
      expect(xml.includes(".net<") && xml.includes(".com<")).toBe(false);
    }
  });
});

describe("a thin registry's record after a lost or refused create", () => {
  it("takes a record made since the attempt as this create's, never an older one of ours", async () => {
    const r = await registry({ profile: "verisign", prices: PRICES });
    const p = provider(r, { profile: "verisign" });
    // The create is executed but its answer lost: domain:info shows it, made just now.
    r.fault("domain:create", { kind: "drop-after" });
    expect(await p.register(input("thin-lost.com", "ord_thin1"))).toMatchObject({ ok: true });
    // A registration of ours from last year (another customer's): a 2302, not this order's.
    const crDate = new Date(input("x.com", "x").now.getTime() - 365 * 86_400_000);
    r.domains.set("thin-older.com", {
      name: "thin-older.com",
      clID: r.clientId,
      registrant: "",
      ns: [],
      crDate,
      exDate: new Date(crDate.getTime() + 2 * 365 * 86_400_000),
    });
    expect(await p.register(input("thin-older.com", "ord_thin2"))).toMatchObject({
      ok: false,
      code: "unavailable",
    });
  });
});

describe("the Identity Digital profile (a new-gTLD back end)", () => {
  it("creates the contacts, sends no disclose, and names admin, tech and billing", async () => {
    const r = await registry({ profile: "identity-digital", prices: PRICES });
    const p = provider(r, { profile: "identity-digital", suffixes: ["guru"] });

    const registered = await p.register(input("contacts.guru", "ord_id1", { price: "20.00" }));
    expect(registered).toMatchObject({ ok: true });
    expect(await renew(r, p, "contacts.guru")).toMatchObject({ ok: true });
    expect(r.refusals).toEqual([]);

    const [contact] = sent(r, "contact:create");
    expect(contact).toBeDefined();
    expect(contact).not.toContain("disclose");
    const [create] = sent(r, "domain:create");
    for (const type of ["admin", "tech", "billing"]) {
      expect(create).toMatch(
        new RegExp(`<domain:contact type="${type}">rg[a-z2-7]{14}</domain:contact>`),
      );
    }
    for (const code of [...authCodes(contact!), ...authCodes(create!)]) {
      expect(code).toMatch(/^(?=.*[A-Za-z])(?=.*\d)(?=.*[^A-Za-z0-9])[\x21-\x7e]{6,16}$/);
    }
  });

  it("registers an IDN with its table and U-label; a script it has no table for is refused at check", async () => {
    const r = await registry({ profile: "identity-digital", prices: PRICES });
    const p = provider(r, { profile: "identity-digital", suffixes: ["guru"] });

    expect(await p.register(input("bücher.guru", "ord_id2", { price: "20.00" }))).toMatchObject({
      ok: true,
    });
    const [create] = sent(r, "domain:create");
    expect(create).toContain("<idn:table>latn</idn:table><idn:uname>bücher.guru</idn:uname>");

    const chinese = await p.check(name("例子.guru"));
    expect(chinese).toMatchObject({ available: false, reason: "reserved" });
    expect(r.refusals).toEqual([]);
  });
});

describe("the generic profile", () => {
  it("renews from the registry's expiry date as written, near midnight in its offset", async () => {
    // Created 2026-03-02T04:30Z: the registry writes the expiry 2027-03-01T23:30:00-05:00.
    const r = await registry({
      exDateOffset: "-05:00",
      now: () => new Date("2026-03-02T04:30:00Z"),
    });
    const p = provider(r);
    expect(await p.register(input("midnight.com", "ord_gen1"))).toMatchObject({ ok: true });
    const renewed = await renew(r, p, "midnight.com");
    expect(renewed).toMatchObject({ ok: true, expiresAt: new Date("2028-03-02T04:30:00Z") });
    expect(sent(r, "domain:renew")[0]).toContain(
      "<domain:curExpDate>2027-03-01</domain:curExpDate>",
    );
  });
});
