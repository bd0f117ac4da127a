/**
 * The EPP adapter's transfers against the test registry playing the other registrar: the
 * gaining side (quote, verifyCode, request, status, cancel), the losing side (lock, code,
 * answer) and registrant changes, each as the frames RFC 5731/5733 and RFC 9154 describe.
 */
import { describe, expect, it } from "vitest";
import { SECURE_AUTHINFO } from "../../src/server/registrar/epp/epp-transfer";
import { registrantIdFor } from "../../src/server/registrar/epp/references";
import { CONTACT } from "../helpers/contact";
import { input, name, provider, registry, setUpEpp } from "../helpers/epp-adapter-setup";
import { schemaErrors, type EppTestRegistry } from "../helpers/epp-test-registry";

setUpEpp();

const DAY = 86_400_000;
const NOW = new Date("2026-11-21T12:00:00Z");
const CODE = "Xfer-Code-7!q";

/** The commands of one kind the registry received, as `op` for transfers. */
const sent = (r: EppTestRegistry, command: string) =>
  r.commands
    .filter((c) => c.command === command)
    .map((c) => /<transfer op="(\w+)"/.exec(c.xml)?.[1] ?? command);

/** The registry's answers to the transfer, update and contact frames: valid for the schemas. */
async function answersValid(r: EppTestRegistry) {
  const mine = r.answers.filter((a) =>
    ["domain:transfer", "domain:update", "domain:info", "contact:create", "poll"].includes(
      a.command,
    ),
  );
  for (const a of mine) expect(await schemaErrors(a.xml), a.xml).toEqual([]);
}

describe("EPP transfers in (the gaining side)", () => {
  it("quotes a name held elsewhere at the registry's transfer fee, and says why another cannot come", async () => {
    const r = await registry({
      prices: { com: { create: "10.00", renew: "12.00", transfer: "9.50" } },
    });
    const p = provider(r);
    r.holdElsewhere("elsewhere.com", { authCode: CODE });
    r.holdElsewhere("locked-there.com", { authCode: CODE, locked: true });
    // Whole seconds: the registry writes its dates to the second.
    const created = new Date(Math.floor((Date.now() - 10 * DAY) / 1000) * 1000);
    r.holdElsewhere("new-there.com", { authCode: CODE, createdAt: created });
    await p.register(input("ours.com", "11111111-1111-4111-8111-111111111111"));

    expect(await p.transfers!.quote(name("elsewhere.com"))).toEqual({
      transferable: true,
      price: "9.50",
      currency: "USD",
    });
    // The fee asked is the transfer's, in the fee extension the registry announced.
    const check = r.commands.filter((c) => c.command === "domain:check").at(-1)!.xml;
    expect(check).toContain('<fee:command name="transfer">');
    expect(await p.transfers!.quote(name("locked-there.com"))).toMatchObject({
      transferable: false,
      reason: "transfer_prohibited",
    });
    expect(await p.transfers!.quote(name("new-there.com"))).toEqual({
      transferable: false,
      price: "0.00",
      currency: "USD",
      reason: "recently_moved",
      lockedUntil: new Date(created.getTime() + 60 * DAY),
    });
    expect(await p.transfers!.quote(name("ours.com"))).toMatchObject({ reason: "held_here" });
    expect(await p.transfers!.quote(name("nobody-has-it.com"))).toMatchObject({
      reason: "not_registered",
    });
    const before = r.commands.length;
    expect(await p.transfers!.quote(name("name.org"))).toMatchObject({
      reason: "unsupported_suffix",
    });
    // A search may reuse a recent quote (`cached`); a quote before an order asks again.
    await p.transfers!.quote(name("elsewhere.com"), { cached: true });
    expect(r.commands.length).toBe(before);
    await p.transfers!.quote(name("elsewhere.com"));
    expect(r.commands.length).toBeGreaterThan(before);
    await answersValid(r);
  }, 60_000);

  it("takes the profile's lock period, or the one configured", async () => {
    const r = await registry();
    const created = new Date(Date.now() - 40 * DAY);
    r.holdElsewhere("forty-days.com", { authCode: CODE, createdAt: created });
    expect(provider(r).transferLockDays).toBe(60);
    expect(await provider(r).transfers!.quote(name("forty-days.com"))).toMatchObject({
      reason: "recently_moved",
    });
    const p30 = provider(r, { options: { transferLockDays: 30 } });
    expect(p30.transferLockDays).toBe(30);
    expect(await p30.transfers!.quote(name("forty-days.com"))).toMatchObject({
      transferable: true,
    });
  }, 60_000);

  it("verifies a code with domain:info and its authInfo before anything is paid", async () => {
    const r = await registry();
    const p = provider(r);
    r.holdElsewhere("elsewhere.com", { authCode: CODE });
    r.holdElsewhere("no-code.com");
    expect(await p.transfers!.verifyCode!(name("elsewhere.com"), CODE)).toEqual({ ok: true });
    expect(await p.transfers!.verifyCode!(name("elsewhere.com"), "wrong-code-1!")).toMatchObject({
      ok: false,
      code: "auth_code_invalid",
    });
    // RFC 9154: a name with no code set accepts none.
    expect(await p.transfers!.verifyCode!(name("no-code.com"), CODE)).toMatchObject({
      code: "auth_code_invalid",
    });
    await answersValid(r);
  }, 60_000);

  it("requests with period, code and fee; a repeat of the order answers its state; completes when the losing registrar approves", async () => {
    const r = await registry();
    const p = provider(r);
    r.holdElsewhere("incoming.com", { authCode: CODE, years: 3 });
    const exDate = r.domains.get("incoming.com")!.exDate;
    const ask = {
      domain: name("incoming.com"),
      authCode: CODE,
      years: 1,
      price: "12.00",
      reference: "22222222-2222-4222-8222-222222222222",
      now: NOW,
    };
    const pending = { ok: true, status: "pending", actionAt: new Date(NOW.getTime() + 5 * DAY) };
    expect(await p.transfers!.request(ask)).toEqual(pending);
    const request = r.commands.find((c) => c.xml.includes('<transfer op="request">'))!.xml;
    expect(request).toContain('<domain:period unit="y">1</domain:period>');
    expect(request).toContain("<fee:transfer");
    expect(request).toMatch(/clTRID>transfer-22222222-2222-4222-8222-222222222222-/);
    // Asked again with the same order: the registry's state, never a second request.
    expect(await p.transfers!.request(ask)).toEqual(pending);
    expect(sent(r, "domain:transfer").filter((op) => op === "request")).toHaveLength(1);
    expect(await p.transfers!.status(ask.domain, ask.reference, NOW)).toEqual({
      status: "pending",
      actionAt: pending.actionAt,
    });
    expect(await p.transfers!.quote(ask.domain)).toMatchObject({ reason: "transfer_prohibited" });

    r.approvePending("incoming.com");
    const done = new Date(exDate.getTime());
    done.setUTCFullYear(done.getUTCFullYear() + 1);
    expect(await p.transfers!.status(ask.domain, ask.reference, NOW)).toEqual({
      status: "completed",
      expiresAt: done,
    });
    expect(r.domains.get("incoming.com")!.clID).toBe(r.clientId);
    // The registry cleared the old code (RFC 9154) and told us by the poll queue.
    expect(r.transferState.authHashOf("incoming.com")).toBeUndefined();
    const message = await p.pollQueue!.next();
    expect(message).toMatchObject({
      kind: "transfer",
      domain: "incoming.com",
      transferStatus: "clientApproved",
      transferAway: false,
    });
    // The repeat after completion answers completed (the name is ours), not a new request.
    expect(await p.transfers!.request(ask)).toMatchObject({ ok: true, status: "completed" });
    expect(sent(r, "domain:transfer").filter((op) => op === "request")).toHaveLength(1);
    await answersValid(r);
  }, 90_000);

  it("maps the registry's refusals: a wrong code, a lock, a higher fee, a rejection, a cancel", async () => {
    const r = await registry();
    const p = provider(r);
    r.holdElsewhere("a.com", { authCode: CODE });
    r.holdElsewhere("locked.com", { authCode: CODE, locked: true });
    const ask = (n: string, over: object = {}) => ({
      domain: name(n),
      authCode: CODE,
      years: 1,
      price: "12.00",
      reference: `ref-${n}`,
      now: NOW,
      ...over,
    });
    expect(await p.transfers!.request(ask("a.com", { authCode: "wrong-1!" }))).toMatchObject({
      ok: false,
      code: "auth_code_invalid",
    });
    expect(await p.transfers!.request(ask("locked.com"))).toMatchObject({
      ok: false,
      code: "transfer_prohibited",
    });
    expect(await p.transfers!.request(ask("a.com", { price: "5.00" }))).toEqual({
      ok: false,
      code: "price_changed",
      message: expect.stringContaining("12.00"),
      newPrice: "12.00",
    });
    expect(await p.transfers!.request(ask("gone.com"))).toMatchObject({
      ok: false,
      code: "not_found",
    });

    expect(await p.transfers!.request(ask("a.com"))).toMatchObject({ status: "pending" });
    r.rejectPending("a.com");
    expect(await p.transfers!.status(name("a.com"), "ref-a.com", NOW)).toEqual({
      status: "refused",
      reason: "The losing registrar rejected the transfer.",
    });
    expect(await p.pollQueue!.next()).toMatchObject({ transferStatus: "clientRejected" });

    // A new order for it: requested again, then withdrawn.
    expect(await p.transfers!.request(ask("a.com", { reference: "ref-2" }))).toMatchObject({
      status: "pending",
    });
    expect(await p.transfers!.cancel(name("a.com"))).toEqual({ ok: true });
    expect(await p.transfers!.status(name("a.com"), "ref-2", NOW)).toEqual({
      status: "refused",
      reason: "The transfer was cancelled.",
    });
    expect(await p.transfers!.cancel(name("a.com"))).toMatchObject({ ok: false });
    await answersValid(r);
  }, 90_000);

  it("completes by the registry's automatic approval once the losing registrar's time is up", async () => {
    let clock = NOW;
    const r = await registry({ now: () => clock });
    const p = provider(r);
    r.holdElsewhere("slow.com", { authCode: CODE });
    const ask = {
      domain: name("slow.com"),
      authCode: CODE,
      years: 1,
      price: "12.00",
      reference: "ref-slow",
      now: NOW,
    };
    expect(await p.transfers!.request(ask)).toMatchObject({ status: "pending" });
    clock = new Date(NOW.getTime() + 5 * DAY + 1000);
    expect(await p.pollQueue!.next()).toMatchObject({
      kind: "transfer",
      transferStatus: "serverApproved",
      transferAway: false,
    });
    expect(await p.transfers!.status(ask.domain, ask.reference, clock)).toMatchObject({
      status: "completed",
    });
    await answersValid(r);
  }, 60_000);
});

describe("EPP transfers under a registry profile", () => {
  it("verisign: every transfer frame carries NameStore's sub-product; a thin registry's registrant change sends nothing", async () => {
    const r = await registry({ profile: "verisign" });
    const p = provider(r, { profile: "verisign" });
    r.holdElsewhere("thin-elsewhere.com", { authCode: CODE });
    expect(await p.transfers!.quote(name("thin-elsewhere.com"))).toMatchObject({
      transferable: true,
    });
    expect(
      await p.transfers!.request({
        domain: name("thin-elsewhere.com"),
        authCode: CODE,
        years: 1,
        price: "12.00",
        reference: "ref-thin",
        now: NOW,
      }),
    ).toMatchObject({ ok: true, status: "pending" });
    expect(r.refusals).toEqual([]);
    const transfers = r.commands.filter((c) => c.command === "domain:transfer");
    expect(transfers.length).toBe(2);
    for (const c of transfers) expect(c.xml).toContain("<namestoreExt:subProduct>dotCOM<");
    r.approvePending("thin-elsewhere.com");
    const before = r.commands.length;
    expect(
      await p.transfers!.changeRegistrant(name("thin-elsewhere.com"), CONTACT, "ref-thin-2"),
    ).toEqual({ ok: true });
    // Only the domain:info that finds the name ours: no contact, no update.
    expect(r.commands.slice(before).map((c) => c.command)).toEqual(["domain:info"]);
    await answersValid(r);
  }, 60_000);
});

describe("EPP transfers out (the losing side)", () => {
  it("locks and unlocks with clientTransferProhibited; a locked name cannot be asked for", async () => {
    const r = await registry();
    const p = provider(r);
    await p.register(input("mine.com", "33333333-3333-4333-8333-333333333333"));
    expect(await p.transfers!.setLock(name("mine.com"), true)).toEqual({ ok: true });
    expect(r.transferState.shownStatuses("mine.com")).toEqual(["clientTransferProhibited"]);
    const updates = sent(r, "domain:update").length;
    // Already locked: nothing is sent (a registry refuses adding a status it has).
    expect(await p.transfers!.setLock(name("mine.com"), true)).toEqual({ ok: true });
    expect(sent(r, "domain:update").length).toBe(updates);
    await p.transfers!.setAuthCode(name("mine.com"), CODE);
    expect(r.requestAway("mine.com", CODE)).toEqual({ code: 2304 });
    expect(await p.transfers!.setLock(name("mine.com"), false)).toEqual({ ok: true });
    expect(r.transferState.shownStatuses("mine.com")).toEqual(["ok"]);
    expect(r.requestAway("mine.com", CODE)).toMatchObject({ code: 1001 });
    expect(await p.transfers!.setLock(name("other.com"), true)).toMatchObject({
      code: "not_found",
    });
    await answersValid(r);
  }, 60_000);

  it("sets a code the registry keeps only as a hash; another registrar's request is approved or rejected by us", async () => {
    const r = await registry();
    const p = provider(r);
    await p.register(input("leaving.com", "44444444-4444-4444-8444-444444444444"));
    await p.register(input("staying.com", "55555555-5555-4555-8555-555555555555"));
    expect(await p.transfers!.setAuthCode(name("leaving.com"), CODE)).toEqual({ ok: true });
    expect(r.transferState.authHashOf("leaving.com")).toMatch(/^[0-9a-f]{64}$/);
    expect(r.transferState.authHashOf("leaving.com")).not.toContain(CODE);
    expect(r.requestAway("leaving.com", "wrong-1!")).toEqual({ code: 2202 });
    expect(r.requestAway("leaving.com", CODE)).toMatchObject({ code: 1001 });
    // The request reaches us through the poll queue, as a transfer away.
    expect(await p.pollQueue!.next()).toMatchObject({
      kind: "transfer",
      domain: "leaving.com",
      transferStatus: "pending",
      transferAway: true,
      otherParty: "other-registrar",
    });
    expect(await p.transfers!.answer(name("leaving.com"), true)).toEqual({ ok: true });
    expect(r.domains.get("leaving.com")!.clID).toBe("other-registrar");
    expect(r.transferState.authHashOf("leaving.com")).toBeUndefined();
    expect(r.transferState.otherMessages.at(-1)).toMatchObject({
      clID: "other-registrar",
      msg: "Transfer approved.",
    });

    await p.transfers!.setAuthCode(name("staying.com"), CODE);
    r.requestAway("staying.com", CODE);
    expect(await p.transfers!.answer(name("staying.com"), false)).toEqual({ ok: true });
    expect(r.domains.get("staying.com")!.clID).toBe(r.clientId);
    expect(r.transferState.transfers.get("staying.com")!.trStatus).toBe("clientRejected");
    // Nothing pending now: nothing to answer.
    expect(await p.transfers!.answer(name("staying.com"), true)).toMatchObject({ ok: false });
    expect(sent(r, "domain:transfer")).toEqual(["approve", "reject", "approve"]);
    await answersValid(r);
  }, 60_000);

  it("clears a code with RFC 9154's <domain:null/> where the registry offers it, else an empty pw", async () => {
    for (const secure of [true, false]) {
      const r = await registry(secure ? { offer: { extURIs: [SECURE_AUTHINFO] } } : {});
      const p = provider(r);
      await p.register(input("coded.com", "66666666-6666-4666-8666-666666666666"));
      await p.transfers!.setAuthCode(name("coded.com"), CODE);
      expect(await p.transfers!.setAuthCode(name("coded.com"), null)).toEqual({ ok: true });
      const clear = r.commands.filter((c) => c.command === "domain:update").at(-1)!.xml;
      expect(clear).toContain(
        secure
          ? "<domain:authInfo><domain:null/></domain:authInfo>"
          : "<domain:authInfo><domain:pw></domain:pw></domain:authInfo>",
      );
      // RFC 9154: where offered, the domain is created without a code.
      const create = r.commands.find((c) => c.command === "domain:create")!.xml;
      expect(create.includes("<domain:authInfo><domain:pw></domain:pw></domain:authInfo>")).toBe(
        secure,
      );
      const login = r.commands.filter((c) => c.command === "login").at(-1)!.xml;
      expect(login.includes(SECURE_AUTHINFO)).toBe(secure);
      expect(r.transferState.authHashOf("coded.com")).toBeUndefined();
      expect(r.requestAway("coded.com", CODE)).toEqual({ code: 2202 });
      await answersValid(r);
    }
  }, 90_000);

  it("never logs a code: every command and answer line has it redacted", async () => {
    const logs: string[] = [];
    const r = await registry();
    const p = provider(r, { logs });
    r.holdElsewhere("elsewhere.com", { authCode: CODE });
    await p.register(input("logged.com", "77777777-7777-4777-8777-777777777777"));
    await p.transfers!.setAuthCode(name("logged.com"), CODE);
    await p.transfers!.verifyCode!(name("elsewhere.com"), CODE);
    await p.transfers!.verifyCode!(name("elsewhere.com"), "Wrong-Code-9!");
    await p.transfers!.request({
      domain: name("elsewhere.com"),
      authCode: "Wrong-Code-9!",
      years: 1,
      price: "12.00",
      reference: "ref-log",
      now: NOW,
    });
    await p.transfers!.request({
      domain: name("elsewhere.com"),
      authCode: CODE,
      years: 1,
      price: "12.00",
      reference: "ref-log",
      now: NOW,
    });
    expect(logs.some((l) => l.includes("domain:transfer"))).toBe(true);
    expect(logs.filter((l) => l.includes(CODE) || l.includes("Wrong-Code-9!"))).toEqual([]);
  }, 60_000);
});

describe("EPP registrant change", () => {
  it("creates a new contact object and points the domain at it; the old one stays; a retry makes no second", async () => {
    const r = await registry();
    const p = provider(r);
    const ref = "88888888-8888-4888-8888-888888888888";
    await p.register(input("owned.com", ref));
    const old = registrantIdFor(ref);
    const next = {
      ...CONTACT,
      first_name: "Nadia",
      last_name: "Okafor",
      email: "nadia@example.com",
    };
    const change = "99999999-9999-4999-8999-999999999999";
    const result = await p.transfers!.changeRegistrant(name("owned.com"), next, change);
    expect(result).toEqual({
      ok: true,
      registryContactId: expect.stringMatching(/^rg[a-z2-7]{14}$/),
    });
    const id = (result as { registryContactId: string }).registryContactId;
    expect(id).not.toBe(old);
    expect(r.domains.get("owned.com")!.registrant).toBe(id);
    expect(r.contacts.has(old)).toBe(true);
    // Created private (disclose flag 0) as the generic profile sends disclose.
    expect(r.contacts.get(id)!.disclose).toBe("0");
    const update = r.commands.filter((c) => c.command === "domain:update").at(-1)!.xml;
    expect(update).toContain(
      `<domain:chg><domain:registrant>${id}</domain:registrant></domain:chg>`,
    );
    const contactsBefore = r.contacts.size;
    expect(await p.transfers!.changeRegistrant(name("owned.com"), next, change)).toEqual(result);
    expect(r.contacts.size).toBe(contactsBefore);
    expect(await p.transfers!.changeRegistrant(name("not-ours.com"), next, "x")).toMatchObject({
      code: "not_found",
    });
    await answersValid(r);
  }, 60_000);
});
