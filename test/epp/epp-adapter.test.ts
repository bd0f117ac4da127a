/**
 * The EPP adapter against the test registry: each registrar operation as EPP commands.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { type EppProvider } from "../../src/server/registrar/epp/epp-provider";
import { registrantIdFor } from "../../src/server/registrar/epp/references";
import { CONTACT } from "../helpers/contact";
import { type EppTestRegistry } from "../helpers/epp-test-registry";
import { name, registry, provider, input, setUpEpp } from "../helpers/epp-adapter-setup";

setUpEpp();

describe("EPP adapter against the test registry", () => {
  let r: EppTestRegistry;
  let p: EppProvider;
  beforeAll(async () => {
    r = await registry();
    r.setPremium("premium-name.com", { create: "500.00", renew: "450.00" });
    r.registerElsewhere("taken-elsewhere.com");
    p = provider(r);
  });

  it("checks availability and prices with domain:check and fee:check", async () => {
    expect(await p.check(name("free-name.com"))).toEqual({
      available: true,
      premium: false,
      price: "10.00",
      renewalPrice: "12.00",
      currency: "USD",
    });
    expect(await p.check(name("premium-name.com"))).toMatchObject({
      available: true,
      premium: true,
      price: "500.00",
      renewalPrice: "450.00",
    });
    expect(await p.check(name("taken-elsewhere.com"))).toMatchObject({
      available: false,
      reason: "registered",
    });
    // A suffix not configured is never asked.
    const before = r.commands.length;
    expect(await p.check(name("name.org"))).toMatchObject({ reason: "unsupported_suffix" });
    expect(r.commands.length).toBe(before);
  });

  it("registers with a registrant contact, host objects and the agreed fee", async () => {
    const ref = "11111111-1111-4111-8111-111111111111";
    const result = await p.register(input("first-name.com", ref, { years: 2, price: "20.00" }));
    // The registry's svTRID and what it charged (its fee:creData) come back as the receipt.
    expect(result).toEqual({
      ok: true,
      expiresAt: new Date("2028-11-21T12:00:00Z"),
      receipt: { transactionId: expect.stringMatching(/^SV-\d+$/), fee: "20.00", currency: "USD" },
    });
    const held = r.domains.get("first-name.com")!;
    expect(held.registrant).toBe(registrantIdFor(ref));
    expect(held.ns).toEqual(["ns1.dns.example", "ns2.dns.example"]);
    expect([...r.hosts.keys()]).toEqual(["ns1.dns.example", "ns2.dns.example"]);
    // Privacy asks the registry not to disclose the registrant's data.
    expect(r.contacts.get(registrantIdFor(ref))!.disclose).toBe("0");
    // The transforms carry clTRIDs derived from the order id (and the client's tag and count).
    const create = r.commands.find((c) => c.command === "domain:create")!;
    expect(create.clTRID).toMatch(new RegExp(`^create-${ref}-[a-z2-7]{8}-\\d+$`));
    expect(create.xml).toContain("<fee:fee>20.00</fee:fee>");
    expect(r.commands.find((c) => c.command === "contact:create")!.clTRID).toMatch(
      new RegExp(`^contact-${ref}-[a-z2-7]{8}-\\d+$`),
    );
    // lookup recognises the registration as this reference's.
    expect(await p.lookup(name("first-name.com"), ref)).toEqual({
      registered: true,
      reference: ref,
      expiresAt: new Date("2028-11-21T12:00:00Z"),
    });
    expect(await p.lookup(name("first-name.com"), "another-order")).toMatchObject({
      registered: true,
      reference: null,
    });
    expect(await p.lookup(name("nobody-has-it.com"), ref)).toEqual({ registered: false });
  });

  it("a registration repeated under the same reference is recognised, not registered twice", async () => {
    const ref = "22222222-2222-4222-8222-222222222222";
    // The registry executes the create and the connection drops before the answer.
    r.fault("domain:create", { kind: "drop-after" });
    const result = await p.register(input("dropped-name.com", ref, { privacy: false }));
    expect(result).toEqual({ ok: true, expiresAt: new Date("2027-11-21T12:00:00Z") });
    // And once more, as a worker retrying after a crash would.
    const again = await p.register(input("dropped-name.com", ref, { privacy: false }));
    expect(again).toEqual({ ok: true, expiresAt: new Date("2027-11-21T12:00:00Z") });
    const creates = r.commands.filter(
      (c) => c.command === "domain:create" && c.clTRID?.startsWith(`create-${ref}`),
    );
    expect(creates).toHaveLength(2);
    expect(creates[1]!.clTRID).not.toBe(creates[0]!.clTRID);
    expect(r.contacts.get(registrantIdFor(ref))!.disclose).toBe("1");
    expect(r.domains.get("dropped-name.com")!.exDate).toEqual(new Date("2027-11-21T12:00:00Z"));
  });

  it("refuses a name registered by someone else, and one whose price went up", async () => {
    expect(
      await p.register(input("taken-elsewhere.com", "33333333-3333-4333-8333-333333333333")),
    ).toMatchObject({ ok: false, code: "unavailable" });
    r.setPremium("dearer-name.com", { create: "15.00", renew: "15.00" });
    expect(
      await p.register(input("dearer-name.com", "44444444-4444-4444-8444-444444444444")),
    ).toEqual({
      ok: false,
      code: "price_changed",
      message: "The registry's price is now 15.00 USD, not 10.00.",
      newPrice: "15.00",
    });
    expect(r.domains.has("dearer-name.com")).toBe(false);
  });

  it("refuses a registrant the registry could not hold, before creating anything", async () => {
    const before = r.commands.length;
    const result = await p.register(
      input("long-pc.com", "99999999-9999-4999-8999-999999999999", {
        contact: { ...CONTACT, postal_code: "12345678901234567" },
      }),
    );
    expect(result).toMatchObject({ ok: false, code: "rejected" });
    expect(r.commands.length).toBe(before);
  });

  it("sends non-ASCII contact data as loc postal info and escapes markup", async () => {
    const ref = "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa";
    const contact = {
      ...CONTACT,
      first_name: "Zoë",
      last_name: 'Ünal <&> "Co"',
      address1: "1 Rue & <Fils>",
      phone: "+33 1 23 45 67 89",
    };
    expect(await p.register(input("loc-name.com", ref, { contact }))).toMatchObject({ ok: true });
    const stored = r.contacts.get(registrantIdFor(ref))!.xml;
    expect(stored).toMatchObject({
      postalInfo: [
        {
          "@type": "loc",
          name: 'Zoë Ünal <&> "Co"',
          addr: { street: ["1 Rue & <Fils>"], cc: "GB" },
        },
      ],
      voice: "+33.123456789",
    });
  });

  it("retries a command the registry failed with 2400", async () => {
    r.fault("domain:check", { kind: "code", code: 2400 });
    expect(await p.check(name("retried-name.com"))).toMatchObject({ available: true });
    const checks = r.commands.filter((c) => c.command === "domain:check").slice(-2);
    expect(checks.map((c) => c.clTRID?.replace(/-\d+$/, ""))).toEqual([
      checks[0]!.clTRID!.replace(/-\d+$/, ""),
      checks[0]!.clTRID!.replace(/-\d+$/, ""),
    ]);
    expect(checks[1]!.clTRID).not.toBe(checks[0]!.clTRID);
  });

  it("reconnects when the registry closes the session (2500, 2502) or drops it", async () => {
    const logins = r.logins;
    r.fault("domain:check", { kind: "code", code: 2502 });
    expect(await p.check(name("after-2502.com"))).toMatchObject({ available: true });
    r.dropAll();
    expect(await p.check(name("after-drop.com"))).toMatchObject({ available: true });
    expect(r.logins).toBe(logins + 2);
  });

  it("renews with curExpDate, and refuses when the expiry moved", async () => {
    const ref = "55555555-5555-4555-8555-555555555555";
    await p.register(input("renew-name.com", ref));
    const expires = r.domains.get("renew-name.com")!.exDate;
    expect(
      await p.renew({
        domain: name("renew-name.com"),
        years: 1,
        expiresAt: expires,
        now: new Date(),
      }),
    ).toMatchObject({
      ok: true,
      expiresAt: new Date("2028-11-21T12:00:00Z"),
      receipt: { transactionId: expect.stringMatching(/^SV-\d+$/), fee: "12.00", currency: "USD" },
    });
    const renew = r.commands.filter((c) => c.command === "domain:renew").at(-1)!;
    expect(renew.xml).toContain("<domain:curExpDate>2027-11-21</domain:curExpDate>");
    expect(
      await p.renew({
        domain: name("renew-name.com"),
        years: 1,
        expiresAt: expires,
        now: new Date(),
        onlyIfExpiresOn: expires,
      }),
    ).toMatchObject({ ok: false, code: "expiry_changed" });
    expect(r.domains.get("renew-name.com")!.exDate).toEqual(new Date("2028-11-21T12:00:00Z"));
    expect(
      await p.renew({
        domain: name("not-here.com"),
        years: 1,
        expiresAt: expires,
        now: new Date(),
      }),
    ).toMatchObject({ ok: false, code: "not_found" });
  });

  it("sets nameservers with domain:update add and rem", async () => {
    const ref = "66666666-6666-4666-8666-666666666666";
    await p.register(input("ns-name.com", ref));
    expect(
      await p.setNameservers(name("ns-name.com"), ["ns2.dns.example", "ns3.other.example"]),
    ).toEqual({ ok: true });
    expect(r.domains.get("ns-name.com")!.ns).toEqual(["ns2.dns.example", "ns3.other.example"]);
    const update = r.commands.filter((c) => c.command === "domain:update").at(-1)!;
    expect(update.xml).toContain(
      "<domain:add><domain:ns><domain:hostObj>ns3.other.example</domain:hostObj></domain:ns></domain:add>",
    );
    expect(update.xml).toContain(
      "<domain:rem><domain:ns><domain:hostObj>ns1.dns.example</domain:hostObj></domain:ns></domain:rem>",
    );
    // A new host under a suffix of the registry needs addresses we do not have: refused.
    expect(
      await p.setNameservers(name("ns-name.com"), ["ns1.ns-name.com", "ns2.dns.example"]),
    ).toMatchObject({ ok: false, code: "rejected" });
    expect(await p.setNameservers(name("not-here.com"), ["ns2.dns.example"])).toMatchObject({
      ok: false,
      code: "not_found",
    });
  });
});
