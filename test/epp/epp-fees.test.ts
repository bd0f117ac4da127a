/**
 * The EPP adapter's pricing against the test registry: every fee extension version it speaks
 * (RFC 8748 and the drafts in service), classes, per-period prices, what a transform charged,
 * a registry without fees, and batched checks with answers picked by name.
 */
import { describe, expect, it } from "vitest";
import { RegistryUnavailableError } from "../../src/server/registrar/epp/epp-provider";
import { EppConfigurationError } from "../../src/server/registrar/epp/epp-errors";
import { name, registry, provider, input, setUpEpp } from "../helpers/epp-adapter-setup";

setUpEpp();

const uriOf = (v: string) =>
  v === "1.0" ? "urn:ietf:params:xml:ns:epp:fee-1.0" : `urn:ietf:params:xml:ns:fee-${v}`;

describe("fee extension versions", () => {
  it.each(["1.0", "0.23", "0.21", "0.11", "0.9", "0.7", "0.6", "0.5"])(
    "prices, registers and renews with fee-%s",
    async (version) => {
      const r = await registry({ feeVersions: [version] });
      r.setPremium("premium-name.com", { create: "500.00", renew: "450.00" });
      r.registerElsewhere("taken-elsewhere.com");
      const p = provider(r);
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
      // The session declares this version, and every command speaks it.
      const login = r.commands.find((c) => c.command === "login")!;
      expect(login.xml).toContain(`<extURI>${uriOf(version)}</extURI>`);
      const ref = "77777777-7777-4777-8777-777777777777";
      const created = await p.register(
        input("premium-name.com", ref, { price: "500.00", years: 1 }),
      );
      expect(created).toMatchObject({ ok: true, receipt: { fee: "500.00", currency: "USD" } });
      const create = r.commands.find((c) => c.command === "domain:create")!;
      expect(create.xml).toContain(`xmlns:fee="${uriOf(version)}"`);
      const renewed = await p.renew({
        domain: name("premium-name.com"),
        years: 1,
        expiresAt: r.domains.get("premium-name.com")!.exDate,
        now: new Date(),
      });
      expect(renewed).toMatchObject({ ok: true, receipt: { fee: "450.00", currency: "USD" } });
    },
  );

  it("negotiates the highest version the greeting offers", async () => {
    const r = await registry({ feeVersions: ["0.11", "0.23", "1.0", "0.7"] });
    const p = provider(r);
    await p.check(name("free-name.com"));
    const login = r.commands.find((c) => c.command === "login")!;
    expect(login.xml).toContain(`<extURI>${uriOf("1.0")}</extURI>`);
    expect(login.xml).not.toContain(uriOf("0.23"));
    const r2 = await registry({ feeVersions: ["0.11", "0.21", "0.23"] });
    const p2 = provider(r2);
    await p2.check(name("free-name.com"));
    const check = r2.commands.find((c) => c.command === "domain:check")!;
    expect(check.xml).toContain(`xmlns:fee="${uriOf("0.23")}"`);
  });

  it("refuses to start without a fee extension, naming the greeting's extensions, and answers 503", async () => {
    const r = await registry({ fee: false });
    const p = provider(r);
    const err = await p.verify().catch((e: unknown) => e);
    expect(err).toBeInstanceOf(EppConfigurationError);
    expect((err as Error).message).toMatch(
      /no fee extension .* extensions: urn:ietf:params:xml:ns:rgp-1\.0$/,
    );
    const failed = await p.check(name("no-fee.com")).catch((e: unknown) => e);
    expect(failed).toBeInstanceOf(RegistryUnavailableError);
    expect((failed as RegistryUnavailableError).status).toBe(503);
    const registering = await p
      .register(input("no-fee.com", "88888888-8888-4888-8888-888888888888"))
      .catch((e: unknown) => e);
    expect((registering as RegistryUnavailableError).status).toBe(503);
    // A registry offering a fee version starts.
    const ok = provider(await registry({ feeVersions: ["0.23"] }));
    await expect(ok.verify()).resolves.toBeUndefined();
  });
});

describe("fee classes", () => {
  it.each(["1.0", "0.23", "0.11"])("reads a class case-insensitively (fee-%s)", async (version) => {
    const r = await registry({ feeVersions: [version] });
    r.setPremium("cased-standard.com", { create: "10.00", renew: "12.00", class: "Standard" });
    r.setPremium("upper-standard.com", { create: "10.00", renew: "12.00", class: "STANDARD" });
    r.setPremium("tier-name.com", { create: "80.00", renew: "80.00", class: "Premium-Tier1" });
    const p = provider(r);
    expect(await p.check(name("cased-standard.com"))).toMatchObject({ premium: false });
    expect(await p.check(name("upper-standard.com"))).toMatchObject({ premium: false });
    expect(await p.check(name("tier-name.com"))).toMatchObject({ premium: true });
  });

  it('respects RFC 8748\'s standard="1" on the commands', async () => {
    const r = await registry();
    r.setPremium("marked-standard.com", {
      create: "10.00",
      renew: "12.00",
      class: "general",
      standard: true,
    });
    r.setPremium("marked-premium.com", {
      create: "90.00",
      renew: "90.00",
      class: "general",
      standard: false,
    });
    const p = provider(r);
    expect(await p.check(name("marked-standard.com"))).toMatchObject({ premium: false });
    expect(await p.check(name("marked-premium.com"))).toMatchObject({ premium: true });
  });
});

describe("period pricing", () => {
  it.each(["1.0", "0.23", "0.11", "0.6"])(
    "quotes and registers a premium 3-year term at the registry's 3-year fee (fee-%s)",
    async (version) => {
      const r = await registry({ feeVersions: [version] });
      // 3 years cost 1200.00, not 3 × 500.00.
      r.setPremium("three-years.com", {
        create: "500.00",
        renew: "450.00",
        periods: { 3: { create: "1200.00", renew: "1100.00" } },
      });
      const p = provider(r);
      expect(await p.priceFor!(name("three-years.com"), 3)).toEqual({
        register: "1200.00",
        renew: "1100.00",
        currency: "USD",
      });
      const ref = "99999999-9999-4999-8999-999999999999";
      const created = await p.register(
        input("three-years.com", ref, { years: 3, price: "1200.00" }),
      );
      expect(created).toMatchObject({ ok: true, receipt: { fee: "1200.00" } });
    },
  );
});

describe("what a transform charged", () => {
  it("warns when the account's balance is low", async () => {
    const logs: string[] = [];
    const r = await registry({ account: { balance: "515.00", creditLimit: "0.00" } });
    const p = provider(r, { logs, options: { lowBalance: "500.00" } });
    await p.register(input("first-charge.com", "aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa"));
    expect(logs.filter((l) => l.includes("balance low"))).toEqual([]);
    await p.register(input("second-charge.com", "bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb"));
    const warned = logs.filter((l) => l.includes("epp registry account balance low"));
    expect(warned).toHaveLength(1);
    expect(JSON.parse(warned[0]!)).toMatchObject({
      level: "warn",
      balance: "495.00",
      creditLimit: "0.00",
      currency: "USD",
    });
  });
});

describe("batched checks", () => {
  it.each(["1.0", "0.23", "0.11", "0.6"])(
    "checks names in batches and picks every answer by name (fee-%s)",
    async (version) => {
      const r = await registry({ feeVersions: [version], reverseCheckAnswers: true });
      r.setPremium("n3.com", { create: "300.00", renew: "300.00" });
      r.registerElsewhere("n5.com");
      const p = provider(r, { options: { checkBatch: 4 } });
      const names = Array.from({ length: 9 }, (_, i) => name(`n${i}.com`));
      const answers = await p.checkMany!([...names, name("n0.org")]);
      expect(answers.map((a) => [a.available, a.price, a.reason ?? null])).toEqual([
        ...names.map((n) =>
          n.name === "n5.com"
            ? [false, "10.00", "registered"]
            : [true, n.name === "n3.com" ? "300.00" : "10.00", null],
        ),
        [false, "0.00", "unsupported_suffix"],
      ]);
      const checks = r.commands.filter((c) => c.command === "domain:check");
      // 9 names in batches of 4: 3 checks (0.11 asks create and renew apart: 6).
      expect(checks).toHaveLength(version === "0.11" ? 6 : 3);
    },
  );
});
