/**
 * The EPP adapter's lifecycle against the test registry's clock: clientHold, the registry's
 * view after expiry (auto-renewal, RFC 3915 RGP states), deletion inside the auto-renew grace
 * period (credited back), and RFC 3915's restore (request, then report), each as the frames
 * RFC 5731, RFC 3915 and RFC 8748 describe, every command and answer valid for the schemas.
 */
import { describe, expect, it } from "vitest";
import { RESTORE_STATEMENTS } from "../../src/server/registrar/epp/epp-lifecycle";
import { GTLD_PERIODS } from "../../src/server/registrar/lifecycle";
import type { RestoreReport } from "../../src/server/registrar/lifecycle";
import { list, obj, parseEpp, text } from "../../src/server/registrar/epp/xml";
import { input, name, provider, registry, setUpEpp } from "../helpers/epp-adapter-setup";
import { schemaErrors, type EppTestRegistry } from "../helpers/epp-test-registry";
import type { FeePrices } from "../helpers/epp-registry-fees";

setUpEpp();

const DAY = 86_400_000;
const NOW = new Date("2026-11-21T12:00:00Z");
const EXPIRY = new Date("2027-11-21T12:00:00Z");
const PRICES: FeePrices = { create: "10.00", renew: "12.00", restore: "40.00" };

/** A registry whose clock the test moves, with a funded account, and one domain of ours. */
async function setUp(
  opts: {
    prices?: FeePrices;
    feeVersions?: string[];
    logs?: string[];
  } = {},
) {
  const clock = { now: NOW };
  const r = await registry({
    now: () => clock.now,
    prices: { com: opts.prices ?? { ...PRICES, restoreIncludesRenewal: true } },
    account: { balance: "1000.00" },
    ...(opts.feeVersions && { feeVersions: opts.feeVersions }),
  });
  const p = provider(r, { ...(opts.logs && { logs: opts.logs }) });
  const reg = await p.register(input("lapsed.com", "11111111-1111-4111-8111-111111111111"));
  expect(reg).toMatchObject({ ok: true, expiresAt: EXPIRY });
  return { r, p, clock, life: p.lifecycle!, domain: name("lapsed.com") };
}

/** The frames of one command the registry received. */
const sent = (r: EppTestRegistry, command: string) =>
  r.commands.filter((c) => c.command === command).map((c) => c.xml);

/** The registry's answers to the lifecycle's frames: valid for the schemas. */
async function answersValid(r: EppTestRegistry) {
  const mine = r.answers.filter((a) =>
    ["domain:update", "domain:delete", "domain:info", "domain:check", "poll"].includes(a.command),
  );
  for (const a of mine) expect(await schemaErrors(a.xml), a.xml).toEqual([]);
}

const REPORT: RestoreReport = {
  preData: "Registrant: Jane Lapsed, 1 Orchard Lane, Springfield; email jane.lapsed@example.org",
  postData: "Registrant: Jane Lapsed, 1 Orchard Lane, Springfield; email jane.lapsed@example.org",
  deletedAt: new Date(EXPIRY.getTime() + 40 * DAY),
  restoredAt: new Date(EXPIRY.getTime() + 50 * DAY),
  reason: "Registrant renewed in the redemption period",
};

describe("EPP lifecycle: clientHold", () => {
  it("adds and removes clientHold with domain:update, sending nothing when already as asked", async () => {
    const { r, life, domain } = await setUp();
    expect(life.periods).toEqual(GTLD_PERIODS);
    expect(life.dayMs(domain)).toBe(DAY);
    expect(await life.setHold(domain, true)).toEqual({ ok: true });
    expect(await life.state(domain, NOW)).toMatchObject({ exists: true, onHold: true });
    expect(await life.setHold(domain, true)).toEqual({ ok: true });
    expect(sent(r, "domain:update")).toHaveLength(1);
    expect(sent(r, "domain:update")[0]).toContain(
      '<domain:add><domain:status s="clientHold"/></domain:add>',
    );
    expect(await life.setHold(domain, false)).toEqual({ ok: true });
    expect(sent(r, "domain:update")[1]).toContain(
      '<domain:rem><domain:status s="clientHold"/></domain:rem>',
    );
    expect(await life.state(domain, NOW)).toMatchObject({ onHold: false });
    await answersValid(r);
  });

  it("a 2306 because another update set the hold first is success; a 2306 otherwise and a 2303 are failures", async () => {
    const { r, life, domain } = await setUp();
    // Another update wins the race: the registry adds the status, then refuses ours.
    r.script(({ name: n, clTRID, respond, execute }) => {
      if (n !== "domain:update") return execute();
      execute();
      return respond(2306, clTRID);
    });
    expect(await life.setHold(domain, true)).toEqual({ ok: true });
    r.script(undefined);
    r.fault("domain:update", { kind: "code", code: 2306 });
    expect(await life.setHold(domain, false)).toMatchObject({ ok: false, code: "rejected" });
    expect(await life.state(domain, NOW)).toMatchObject({ onHold: true });
    expect(await life.setHold(name("never-here.com"), true)).toMatchObject({
      ok: false,
      code: "not_found",
    });
  });
});

describe("EPP lifecycle: the registry's clock after expiry", () => {
  it("state: renewed by the registry at expiry (autoRenewPeriod, charged), then none after 45 days; another's or an unknown name does not exist", async () => {
    const { r, p, life, domain, clock } = await setUp();
    expect(await life.state(domain, NOW)).toEqual({
      exists: true,
      expiresAt: EXPIRY,
      rgp: "none",
      onHold: false,
    });
    clock.now = new Date(EXPIRY.getTime() + DAY);
    expect(await life.state(domain, clock.now)).toEqual({
      exists: true,
      expiresAt: new Date("2028-11-21T12:00:00Z"),
      rgp: "autoRenewPeriod",
      onHold: false,
    });
    // Charged to the registrar's account, and told through the poll queue (as nomulus does).
    expect(r.rgpState.autoRenewals).toEqual([
      expect.objectContaining({ name: "lapsed.com", charged: "12.00", credited: false }),
    ]);
    expect(r.messages.map((m) => m.msg)).toEqual(["Domain was auto-renewed."]);
    // The poll worker reads it as a message of no kind it acts on: stored and acked.
    expect(await p.pollQueue!.next()).toMatchObject({
      kind: "other",
      text: "Domain was auto-renewed.",
    });
    clock.now = new Date(EXPIRY.getTime() + 46 * DAY);
    expect(await life.state(domain, clock.now)).toMatchObject({ rgp: "none" });
    expect(await life.state(name("unknown-name.com"), clock.now)).toEqual({ exists: false });
    r.registerElsewhere("theirs.com");
    expect(await life.state(name("theirs.com"), clock.now)).toEqual({ exists: false });
    await answersValid(r);
  });

  it("delete inside the auto-renew grace period: the renewal credited back (receipt), redemption for 30 days, still taken", async () => {
    const { r, p, life, domain, clock } = await setUp();
    clock.now = new Date(EXPIRY.getTime() + 40 * DAY);
    expect(await life.state(domain, clock.now)).toMatchObject({ rgp: "autoRenewPeriod" });
    const deleted = await life.delete(domain, clock.now);
    expect(deleted).toEqual({
      ok: true,
      redemptionEndsAt: new Date(clock.now.getTime() + 30 * DAY),
      receipt: { transactionId: expect.any(String), fee: "-12.00", currency: "USD" },
    });
    expect(sent(r, "domain:delete")).toHaveLength(1);
    // The auto-renewal undone: the expiry is the one before it.
    expect(await life.state(domain, clock.now)).toEqual({
      exists: true,
      expiresAt: EXPIRY,
      rgp: "redemptionPeriod",
      onHold: false,
    });
    expect(r.rgpState.autoRenewals[0]).toMatchObject({ credited: true });
    expect(await p.check(domain)).toMatchObject({ available: false });
    await answersValid(r);
  });

  it("delete refused: 2304 (clientDeleteProhibited) is rejected, 2303 not found", async () => {
    const { r, life, domain } = await setUp();
    r.fault("domain:delete", { kind: "code", code: 2304 });
    expect(await life.delete(domain, NOW)).toMatchObject({ ok: false, code: "rejected" });
    expect(await life.delete(name("never-here.com"), NOW)).toMatchObject({
      ok: false,
      code: "not_found",
    });
  });

  it("redemption over: pendingDelete (no restore), then purged and available again", async () => {
    const { p, life, domain, clock } = await setUp();
    clock.now = new Date(EXPIRY.getTime() + 40 * DAY);
    await life.delete(domain, clock.now);
    clock.now = new Date(clock.now.getTime() + 31 * DAY);
    expect(await life.state(domain, clock.now)).toMatchObject({ rgp: "pendingDelete" });
    expect(
      await life.restore({ domain, price: "52.00", report: REPORT, now: clock.now }),
    ).toMatchObject({ ok: false, code: "rejected", message: expect.stringMatching(/past/) });
    clock.now = new Date(clock.now.getTime() + 5 * DAY);
    expect(await life.state(domain, clock.now)).toEqual({ exists: false });
    expect(await p.check(domain)).toMatchObject({ available: true });
  });
});

describe("EPP lifecycle: RFC 3915 restore", () => {
  /** A domain expired, auto-renewed, deleted in its grace period: in redemption. */
  async function inRedemption(opts: Parameters<typeof setUp>[0] = {}) {
    const s = await setUp(opts);
    s.clock.now = new Date(EXPIRY.getTime() + 40 * DAY);
    expect(await s.life.delete(s.domain, s.clock.now)).toMatchObject({ ok: true });
    s.clock.now = new Date(s.clock.now.getTime() + 10 * DAY);
    return s;
  }

  it("a registry billing the year with the restore: one price (restore + renew parts), request with fee:update, then the report; a year added", async () => {
    const { r, life, domain, clock } = await inRedemption();
    expect(await life.restorePrice(domain)).toEqual({ price: "52.00", currency: "USD" });
    expect(sent(r, "domain:check").at(-1)).toContain('<fee:command name="restore">');
    const restored = await life.restore({ domain, price: "52.00", report: REPORT, now: clock.now });
    expect(restored).toEqual({
      ok: true,
      expiresAt: new Date("2028-11-21T12:00:00Z"),
      receipt: { transactionId: expect.any(String), fee: "52.00", currency: "USD" },
    });
    const [request, report] = sent(r, "domain:update");
    expect(request).toContain('<rgp:restore op="request"/>');
    expect(request).toContain("<fee:update");
    expect(request).toContain("<fee:fee>52.00</fee:fee>");
    expect(report).toContain('<rgp:restore op="report">');
    // No renewal of its own: the restore's price had the year in it.
    expect(sent(r, "domain:renew")).toEqual([]);
    expect(await life.state(domain, clock.now)).toMatchObject({ rgp: "none" });
    await answersValid(r);
  });

  it("the report says what RFC 3915 4.2.5 asks: pre/post data, both times, the reason, both statements", async () => {
    const { r, life, domain, clock } = await inRedemption();
    await life.restore({ domain, price: "52.00", report: REPORT, now: clock.now });
    const report = obj(
      obj(obj(obj(parseEpp(sent(r, "domain:update")[1]!)["command"])["extension"])["update"])[
        "restore"
      ],
    )["report"];
    const rep = obj(report);
    expect(text(rep["preData"])).toBe(REPORT.preData);
    expect(text(rep["postData"])).toBe(REPORT.postData);
    expect(text(rep["delTime"])).toBe(REPORT.deletedAt.toISOString());
    expect(text(rep["resTime"])).toBe(REPORT.restoredAt.toISOString());
    expect(text(rep["resReason"])).toBe(REPORT.reason);
    expect(list(rep["statement"]).map((s) => text(s))).toEqual([...RESTORE_STATEMENTS]);
    expect(text(rep["other"])).toBeTruthy();
  });

  it("a registry billing the restore fee alone: the price adds a year's renewal, and the adapter renews after the report", async () => {
    const { r, life, domain, clock } = await inRedemption({ prices: PRICES });
    expect(await life.restorePrice(domain)).toEqual({ price: "52.00", currency: "USD" });
    const restored = await life.restore({ domain, price: "52.00", report: REPORT, now: clock.now });
    expect(restored).toMatchObject({
      ok: true,
      expiresAt: new Date("2028-11-21T12:00:00Z"),
      receipt: { fee: "52.00" },
    });
    expect(sent(r, "domain:update")[0]).toContain("<fee:fee>40.00</fee:fee>");
    expect(sent(r, "domain:renew")).toHaveLength(1);
    expect(sent(r, "domain:renew")[0]).toContain(
      "<domain:curExpDate>2027-11-21</domain:curExpDate>",
    );
    await answersValid(r);
  });

  it("another price than the registry's: price_changed with its price, nothing sent", async () => {
    const { r, life, domain, clock } = await inRedemption();
    expect(
      await life.restore({ domain, price: "45.00", report: REPORT, now: clock.now }),
    ).toMatchObject({ ok: false, code: "price_changed", newPrice: "52.00" });
    expect(sent(r, "domain:update")).toEqual([]);
  });

  it("the registry's refusals: 2105 (not restorable) and 2304 (status) rejected with why, 2104 the registrar's funds", async () => {
    const { r, life, domain, clock } = await inRedemption();
    const attempt = () => life.restore({ domain, price: "52.00", report: REPORT, now: clock.now });
    r.fault("domain:update", { kind: "code", code: 2105 });
    expect(await attempt()).toMatchObject({
      ok: false,
      code: "rejected",
      message: expect.stringMatching(/not in its redemption period/),
    });
    r.fault("domain:update", { kind: "code", code: 2304 });
    expect(await attempt()).toMatchObject({
      ok: false,
      code: "rejected",
      message: expect.stringMatching(/prohibits/),
    });
    r.fault("domain:update", { kind: "code", code: 2104 });
    expect(await attempt()).toMatchObject({ ok: false, code: "registry_funds" });
  });

  it("interrupted after the request: the next call sends the report alone (never a second request); a restored domain is not restored twice", async () => {
    const { r, life, domain, clock } = await inRedemption();
    // The request goes through; the report's connection drops before the registry reads it.
    r.fault("domain:update", { kind: "slow", ms: 0 });
    r.fault("domain:update", { kind: "drop-before" });
    await expect(
      life.restore({ domain, price: "52.00", report: REPORT, now: clock.now }),
    ).rejects.toMatchObject({ name: "RegistryUnavailableError" });
    expect(await life.state(domain, clock.now)).toMatchObject({ rgp: "pendingRestore" });
    const again = await life.restore({ domain, price: "52.00", report: REPORT, now: clock.now });
    expect(again).toMatchObject({ ok: true, expiresAt: new Date("2028-11-21T12:00:00Z") });
    const ops = sent(r, "domain:update").map((x) => /<rgp:restore op="(\w+)"/.exec(x)?.[1]);
    expect(ops).toEqual(["request", "report", "report"]);
    const third = await life.restore({ domain, price: "52.00", report: REPORT, now: clock.now });
    expect(third).toEqual({ ok: true, expiresAt: new Date("2028-11-21T12:00:00Z") });
    expect(sent(r, "domain:update")).toHaveLength(3);
  });

  it("no report within the registry's window: back in redemption (the test registry's clock)", async () => {
    const { r, life, domain, clock } = await inRedemption();
    r.fault("domain:update", { kind: "slow", ms: 0 });
    r.fault("domain:update", { kind: "drop-before" });
    await expect(
      life.restore({ domain, price: "52.00", report: REPORT, now: clock.now }),
    ).rejects.toBeDefined();
    clock.now = new Date(clock.now.getTime() + 8 * DAY);
    expect(await life.state(domain, clock.now)).toMatchObject({ rgp: "redemptionPeriod" });
  });

  for (const version of ["0.23", "0.11", "0.7"]) {
    it(`quotes and restores in fee-${version}`, async () => {
      const { r, life, domain, clock } = await inRedemption({ feeVersions: [version] });
      expect(await life.restorePrice(domain)).toEqual({ price: "52.00", currency: "USD" });
      expect(
        await life.restore({ domain, price: "52.00", report: REPORT, now: clock.now }),
      ).toMatchObject({ ok: true, expiresAt: new Date("2028-11-21T12:00:00Z") });
      await answersValid(r);
    });
  }

  it("never logs the report's registration data: every command and answer line has it redacted", async () => {
    const logs: string[] = [];
    const { life, domain, clock } = await inRedemption({ logs });
    await life.restore({ domain, price: "52.00", report: REPORT, now: clock.now });
    expect(logs.some((l) => l.includes("rgp:report"))).toBe(true);
    expect(
      logs.filter((l) => /Jane|Orchard|jane\.lapsed/.test(l)),
      "registration data in a log line",
    ).toEqual([]);
  });
});
