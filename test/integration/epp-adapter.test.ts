import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "../../src/server/logger";
import {
  createEppProvider,
  RegistryUnavailableError,
  type EppProvider,
} from "../../src/server/registrar/epp/epp-provider";
import { registrantIdFor } from "../../src/server/registrar/epp/references";
import { EppSessionError, EppTransportError } from "../../src/server/registrar/epp/session";
import { EppPool } from "../../src/server/registrar/epp/pool";
import { command, el, NS } from "../../src/server/registrar/epp/xml";
import { normalizeDomain } from "../../src/server/registrar/normalize-domain";
import type { RegisterInput } from "../../src/server/registrar/provider";
import { CONTACT } from "../helpers/contact";
import {
  schemaErrors,
  startEppTestRegistry,
  TEST_CERTS,
  type EppTestRegistry,
} from "../helpers/epp-test-registry";

const NOW = new Date("2026-11-21T12:00:00Z");
const registries: EppTestRegistry[] = [];
const providers: EppProvider[] = [];

function name(s: string) {
  const n = normalizeDomain(s);
  if (!n.ok) throw new Error(s);
  return n.domain;
}

async function registry(opts: Parameters<typeof startEppTestRegistry>[0] = {}) {
  const r = await startEppTestRegistry({ now: () => NOW, ...opts });
  registries.push(r);
  return r;
}

function provider(
  r: EppTestRegistry,
  { timeoutMs = 5000, size = 1, logs }: { timeoutMs?: number; size?: number; logs?: string[] } = {},
) {
  const p = createEppProvider({
    endpoint: {
      host: r.host,
      port: r.port,
      servername: "localhost",
      clientId: r.clientId,
      password: r.password,
      cert: TEST_CERTS.clientCert,
      key: TEST_CERTS.clientKey,
      ca: TEST_CERTS.ca,
      timeoutMs,
      ...(logs && { logger: createLogger("debug", (l) => logs.push(l)) }),
    },
    pool: { size, backoffMs: 1 },
    suffixes: ["com", "net"],
    currency: "USD",
    defaultNameservers: ["ns1.dns.example", "ns2.dns.example"],
  });
  providers.push(p);
  return p;
}

const input = (domain: string, reference: string, over: Partial<RegisterInput> = {}) => ({
  domain: name(domain),
  years: 1,
  price: "10.00",
  contact: CONTACT,
  nameservers: ["ns1.dns.example", "ns2.dns.example"],
  privacy: true,
  now: NOW,
  reference,
  ...over,
});

afterEach(async () => {
  // Every command any test sent passed the RFC schemas.
  for (const r of registries) {
    expect(r.invalidCommands().map((c) => [c.command, c.schemaErrors])).toEqual([]);
  }
});
afterAll(async () => {
  await Promise.all(providers.map((p) => p.close()));
  await Promise.all(registries.map((r) => r.close()));
});

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
    expect(result).toEqual({ ok: true, expiresAt: new Date("2028-11-21T12:00:00Z") });
    const held = r.domains.get("first-name.com")!;
    expect(held.registrant).toBe(registrantIdFor(ref));
    expect(held.ns).toEqual(["ns1.dns.example", "ns2.dns.example"]);
    expect([...r.hosts.keys()]).toEqual(["ns1.dns.example", "ns2.dns.example"]);
    // Privacy asks the registry not to disclose the registrant's data.
    expect(r.contacts.get(registrantIdFor(ref))!.disclose).toBe("0");
    // The transforms carry clTRIDs derived from the order id.
    const create = r.commands.find((c) => c.command === "domain:create")!;
    expect(create.clTRID).toBe(`create-${ref}-1`);
    expect(create.xml).toContain("<fee:fee>20.00</fee:fee>");
    expect(r.commands.find((c) => c.command === "contact:create")!.clTRID).toBe(`contact-${ref}-1`);
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
    expect(creates.map((c) => c.clTRID)).toEqual([`create-${ref}-1`, `create-${ref}-2`]);
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
    ).toEqual({
      ok: true,
      expiresAt: new Date("2028-11-21T12:00:00Z"),
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

describe("EPP sessions", () => {
  it("uses host attributes when the registry does not offer host objects", async () => {
    const r = await registry({ hostObjects: false });
    const p = provider(r);
    const result = await p.register(input("attr-name.com", "77777777-7777-4777-8777-777777777777"));
    expect(result).toMatchObject({ ok: true });
    expect(r.hosts.size).toBe(0);
    expect(r.domains.get("attr-name.com")!.ns).toEqual(["ns1.dns.example", "ns2.dns.example"]);
    const login = r.commands.find((c) => c.command === "login")!;
    expect(login.xml).not.toContain("urn:ietf:params:xml:ns:host-1.0");
    expect(login.xml).toContain("<extURI>urn:ietf:params:xml:ns:epp:fee-1.0</extURI>");
  });

  it("reconnects with backoff when a login is refused for the moment, never after 2501", async () => {
    const r = await registry();
    const p = provider(r);
    r.fault("login", { kind: "code", code: 2502 });
    expect(await p.check(name("busy-registry.com"))).toMatchObject({ available: true });
    expect(r.commands.filter((c) => c.command === "login")).toHaveLength(2);
    expect(r.logins).toBe(1);

    const q = await registry();
    const refused = provider(q);
    q.fault("login", { kind: "code", code: 2501 });
    const err = await refused.check(name("bad-login.com")).catch((e: unknown) => e);
    expect((err as RegistryUnavailableError).cause).toBeInstanceOf(EppSessionError);
    expect(q.commands.map((c) => c.command)).toEqual(["login"]);
  });

  it("shares a pool of at most the configured number of sessions", async () => {
    const r = await registry();
    const p = provider(r, { size: 2 });
    const names = ["a", "b", "c", "d", "e"].map((l) => name(`pool-${l}.com`));
    const results = await Promise.all(names.map((n) => p.check(n)));
    expect(results.every((x) => x.available)).toBe(true);
    expect(r.logins).toBeLessThanOrEqual(2);
    expect(r.commands.filter((c) => c.command === "domain:check")).toHaveLength(5);
  });

  it("will not price or register without the fee extension", async () => {
    const r = await registry({ fee: false });
    const p = provider(r);
    await expect(p.check(name("no-fee.com"))).rejects.toThrow(/fee extension/);
    expect(r.commands.map((c) => c.command)).toEqual(["login"]);
  });

  it("times out a command never answered and repeats a query on a new session", async () => {
    const r = await registry();
    const p = provider(r, { timeoutMs: 4000 });
    r.fault("domain:check", { kind: "hang" });
    expect(await p.check(name("slow-name.com"))).toMatchObject({ available: true });
    expect(r.logins).toBe(2);
    // Unanswered twice: the caller gets the error (an order stays processing, to be retried).
    r.fault("domain:check", { kind: "hang" });
    r.fault("domain:check", { kind: "hang" });
    const err = await p.check(name("slow-name.com")).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RegistryUnavailableError);
    expect((err as RegistryUnavailableError).status).toBe(503);
    expect((err as RegistryUnavailableError).cause).toBeInstanceOf(EppTransportError);
    expect(await p.check(name("slow-name.com"))).toMatchObject({ available: true });
  });

  it("answers a command that fails the RFC schemas with 2001 and records it", async () => {
    const r = await registry();
    const pool = new EppPool(
      {
        host: r.host,
        port: r.port,
        servername: "localhost",
        clientId: r.clientId,
        password: r.password,
        cert: TEST_CERTS.clientCert,
        key: TEST_CERTS.clientKey,
        ca: TEST_CERTS.ca,
        timeoutMs: 5000,
      },
      { size: 1, keepAliveMs: 0 },
    );
    // A domain:check without a name, and a clTRID too short for trIDStringType.
    const res = await pool.send(
      `<?xml version="1.0" encoding="UTF-8"?><epp xmlns="urn:ietf:params:xml:ns:epp-1.0"><command><check><domain:check xmlns:domain="urn:ietf:params:xml:ns:domain-1.0"/></check><clTRID>x</clTRID></command></epp>`,
    );
    await pool.close();
    expect(res.code).toBe(2001);
    const invalid = r.invalidCommands();
    expect(invalid.map((c) => c.command)).toEqual(["domain:check"]);
    expect(invalid[0]!.schemaErrors.join("\n")).toMatch(/clTRID|name/);
    // Forget it, so the check after each test looks at the adapter's commands only.
    r.commands.splice(r.commands.indexOf(invalid[0]!), 1);

    // Extensions are validated too (epp-1.0's <any> is strict): a fee:check without a command.
    const feeless = command(
      el("check", {}, [
        el("domain:check", { "xmlns:domain": NS.domain }, [el("domain:name", "x.com")]),
      ]),
      "test-fee-1",
      [el("fee:check", { "xmlns:fee": NS.fee }, [el("fee:currency", "USD")])],
    );
    expect(await schemaErrors(feeless)).not.toEqual([]);
    expect(await schemaErrors(feeless.replace(/<extension>.*<\/extension>/, ""))).toEqual([]);
  });

  it("keeps idle sessions alive with <hello>", async () => {
    const r = await registry();
    const pool = new EppPool(
      {
        host: r.host,
        port: r.port,
        servername: "localhost",
        clientId: r.clientId,
        password: r.password,
        cert: TEST_CERTS.clientCert,
        key: TEST_CERTS.clientKey,
        ca: TEST_CERTS.ca,
        timeoutMs: 5000,
      },
      { size: 1, keepAliveMs: 0 },
    );
    const check = command(
      el("check", {}, [
        el("domain:check", { "xmlns:domain": NS.domain }, [el("domain:name", "idle.com")]),
      ]),
      "test-check-1",
    );
    expect((await pool.send(check)).code).toBe(1000);
    await pool.keepAlive(0);
    expect((await pool.send(check)).code).toBe(1000);
    await pool.close();
    expect(r.commands.map((c) => c.command)).toEqual([
      "login",
      "domain:check",
      "hello",
      "domain:check",
      "logout",
    ]);
  });

  it("refuses a client certificate from another CA, and wrong credentials", async () => {
    const r = await registry();
    const endpoint = {
      host: r.host,
      port: r.port,
      servername: "localhost",
      clientId: r.clientId,
      password: r.password,
      cert: TEST_CERTS.strangerCert,
      key: TEST_CERTS.strangerKey,
      ca: TEST_CERTS.ca,
      timeoutMs: 2000,
    };
    const stranger = new EppPool(endpoint, { size: 1, connectAttempts: 1, keepAliveMs: 0 });
    await expect(stranger.send("<epp/>")).rejects.toThrow(EppTransportError);
    await stranger.close();
    const wrong = new EppPool(
      {
        ...endpoint,
        cert: TEST_CERTS.clientCert,
        key: TEST_CERTS.clientKey,
        password: "not-the-password",
      },
      { size: 1, connectAttempts: 1, keepAliveMs: 0 },
    );
    await expect(wrong.send("<epp/>")).rejects.toThrow(EppSessionError);
    await wrong.close();
  });

  it("keeps passwords and auth codes out of the debug log", async () => {
    const r = await registry();
    const logs: string[] = [];
    const p = provider(r, { logs });
    await p.register(input("logged-name.com", "88888888-8888-4888-8888-888888888888"));
    await p.close();
    const all = logs.join("\n");
    expect(all).toContain("domain:create");
    expect(all).not.toContain(r.password);
    expect(all).not.toMatch(/<(domain|contact):pw>(?!\[redacted\])/);
    expect(r.commands.some((c) => c.command === "logout")).toBe(true);
  });
});
