/**
 * The EPP wire against the test registry: every answer matched to its command by clTRID (stray
 * frames, answers out of step), transforms never resent, clTRIDs unique across restarts,
 * svTRID in receipts and warn logs, the registry's extValue reasons (credentials redacted), a
 * password change at login, the keep-alive setting, and the session limit across instances.
 */
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/server/config";
import type { Database } from "../../src/server/db/database";
import { createLogger } from "../../src/server/logger";
import { createEppProvider, type EppProvider } from "../../src/server/registrar/epp/epp-provider";
import { EppPool, type PoolOptions } from "../../src/server/registrar/epp/pool";
import { databaseSessionSlots } from "../../src/server/registrar/epp/session-slots";
import { command, el, NS } from "../../src/server/registrar/epp/xml";
import { eppPoolOptions } from "../../src/server/registrar/select";
import type { EppTestRegistry } from "../helpers/epp-test-registry";
import { openTestDb } from "../helpers/test-db";
import { input, name, registry, setUpEpp } from "../helpers/epp-adapter-setup";

setUpEpp();

const providers: EppProvider[] = [];
const databases: Database[] = [];
afterAll(async () => {
  await Promise.all(providers.map((p) => p.close()));
  await Promise.all(databases.map((d) => d.close()));
});

const endpoint = (r: EppTestRegistry, logs?: string[], timeoutMs = 5000) =>
  r.endpoint({ timeoutMs, ...(logs && { logger: createLogger("debug", (l) => logs.push(l)) }) });

/** A provider with pool options of the test's choosing (closed after the file). */
function wireProvider(
  r: EppTestRegistry,
  pool: Partial<PoolOptions> = {},
  logs?: string[],
  timeoutMs?: number,
) {
  const p = createEppProvider({
    endpoint: endpoint(r, logs, timeoutMs),
    pool: { size: 1, backoffMs: 1, keepAliveMs: 0, ...pool },
    suffixes: ["com", "net"],
    currency: "USD",
    defaultNameservers: ["ns1.dns.example", "ns2.dns.example"],
    ...(logs && { logger: createLogger("debug", (l) => logs.push(l)) }),
  });
  providers.push(p);
  return p;
}

const checks = (r: EppTestRegistry) => r.commands.filter((c) => c.command === "domain:check");

describe("EPP answers matched to commands", () => {
  it("never reads a stray frame as the next answer: a free name stays free, a taken one taken", async () => {
    const r = await registry();
    r.registerElsewhere("taken-wire.com");
    const p = wireProvider(r);
    expect(await p.check(name("taken-wire.com"))).toMatchObject({ available: false });
    // The registry sends its previous answer (taken-wire.com's) before this one.
    r.fault("domain:check", { kind: "stray-before" });
    expect(await p.check(name("free-wire.com"))).toMatchObject({ available: true });
    expect(await p.check(name("taken-wire.com"))).toMatchObject({ available: false });
    expect(await p.check(name("free-wire.com"))).toMatchObject({ available: true });
    // An answer sent twice: the copy arrives while no command waits.
    r.fault("domain:check", { kind: "answer-twice" });
    expect(await p.check(name("free-wire.com"))).toMatchObject({ available: true });
    expect(await p.check(name("taken-wire.com"))).toMatchObject({ available: false });
    expect(await p.check(name("free-wire.com"))).toMatchObject({ available: true });
    // Each out-of-step stream was closed and a new session opened.
    expect(r.logins).toBe(3);
  });

  it("closes the session on an answer with another clTRID or none, and repeats a query", async () => {
    const r = await registry();
    r.registerElsewhere("taken-trid.com");
    const logs: string[] = [];
    const p = wireProvider(r, {}, logs);
    r.fault("domain:check", { kind: "wrong-cltrid", clTRID: "someone-elses-1" });
    expect(await p.check(name("taken-trid.com"))).toMatchObject({ available: false });
    r.fault("domain:check", { kind: "wrong-cltrid" });
    expect(await p.check(name("free-trid.com"))).toMatchObject({ available: true });
    expect(r.logins).toBe(3);
    expect(checks(r)).toHaveLength(4);
    const warn = logs.map((l) => JSON.parse(l)).find((l) => /out of step/.test(l.msg));
    expect(warn).toMatchObject({ level: "warn", answeredClTRID: "someone-elses-1" });
    expect(warn.clTRID).toMatch(/^check-/);
    expect(warn.svTRID).toMatch(/^SV-/);
  });

  it("never resends a create whose answer is out of step: info reconciles it", async () => {
    const r = await registry();
    const p = wireProvider(r);
    r.fault("domain:create", { kind: "wrong-cltrid", clTRID: "someone-elses-2" });
    const one = await p.register(input("out-of-step.com", "11111111-2222-4333-8444-555555555555"));
    expect(one).toMatchObject({ ok: true });
    expect(r.domains.get("out-of-step.com")?.clID).toBe(r.clientId);
    r.fault("domain:create", { kind: "stray-before" });
    const two = await p.register(input("stray-create.com", "11111111-2222-4333-8444-666666666666"));
    expect(two).toMatchObject({ ok: true });
    const creates = r.commands.filter((c) => c.command === "domain:create");
    expect(creates).toHaveLength(2);
    expect(r.commands.filter((c) => c.command === "domain:info").length).toBeGreaterThanOrEqual(2);
  });

  it("backs off before a command answered 2502 is sent again on a new session", async () => {
    const r = await registry();
    const slept: number[] = [];
    const pool = new EppPool(endpoint(r), {
      size: 1,
      keepAliveMs: 0,
      backoffMs: 7,
      sleep: async (ms) => void slept.push(ms),
    });
    r.fault("domain:check", { kind: "code", code: 2502 });
    const check = command(
      el("check", {}, [
        el("domain:check", { "xmlns:domain": NS.domain }, [el("domain:name", "limit.com")]),
      ]),
      "test-limit-1",
    );
    expect((await pool.send(check)).code).toBe(1000);
    await pool.close();
    expect(slept).toEqual([7]);
    expect(r.logins).toBe(2);
  });
});

describe("EPP transaction ids", () => {
  it("are unique across two clients (a restart), valid and readable", async () => {
    const r = await registry();
    for (const p of [wireProvider(r), wireProvider(r)]) {
      await p.check(name("same-name.com"));
      await p.check(name("same-name.com"));
      await p.register(input("same-order.com", "22222222-3333-4444-8555-666666666666"));
    }
    const trids = r.commands.map((c) => c.clTRID).filter((t): t is string => !!t);
    expect(new Set(trids).size).toBe(trids.length);
    for (const t of trids) expect(t).toMatch(/^\S{3,64}$/);
    expect(
      trids.filter((t) => t.startsWith("check-same-name-com") || t.startsWith("check-")),
    ).not.toEqual([]);
  });

  it("keeps the registry's svTRID in the register and renew receipts", async () => {
    const r = await registry();
    const p = wireProvider(r);
    const reg = await p.register(input("receipt-wire.com", "33333333-4444-4555-8666-777777777777"));
    expect(reg).toMatchObject({
      ok: true,
      receipt: { transactionId: expect.stringMatching(/^SV-\d+$/) },
    });
    if (!reg.ok || reg.pending) throw new Error("not registered");
    const renewed = await p.renew({
      domain: name("receipt-wire.com"),
      years: 1,
      expiresAt: reg.expiresAt,
      now: new Date("2026-11-21T12:00:00Z"),
    });
    expect(renewed).toMatchObject({
      ok: true,
      receipt: { transactionId: expect.stringMatching(/^SV-\d+$/) },
    });
    if (!renewed.ok) throw new Error("not renewed");
    expect(renewed.receipt!.transactionId).not.toBe(reg.receipt!.transactionId);
  });
});

describe("the registry's reasons", () => {
  it("carries extValue reasons into the failure message and the warn log, credentials redacted", async () => {
    const r = await registry();
    const logs: string[] = [];
    const p = wireProvider(r, {}, logs);
    r.fault("domain:create", {
      kind: "code",
      code: 2306,
      extValue: {
        value: el("domain:period", { "xmlns:domain": NS.domain, unit: "y" }, ["1"]),
        reason: "Names under this policy need 2 years",
      },
    });
    const one = await p.register(input("reason-wire.com", "44444444-5555-4666-8777-888888888888"));
    expect(one).toMatchObject({ ok: false, code: "rejected" });
    if (one.ok) throw new Error("registered");
    expect(one.message).toContain("Names under this policy need 2 years (period: 1)");

    r.fault("domain:create", {
      kind: "code",
      code: 2202,
      extValue: {
        value: el("domain:authInfo", { "xmlns:domain": NS.domain }, [
          el("domain:pw", "Secret-Auth-1"),
        ]),
        reason: "authInfo Secret-Auth-1 is not valid",
      },
    });
    const two = await p.register(input("reason-wire2.com", "44444444-5555-4666-8777-999999999999"));
    if (two.ok) throw new Error("registered");
    expect(two.message).toContain("authInfo [redacted] is not valid (authInfo: [redacted])");
    expect(two.message).not.toContain("Secret-Auth-1");
    expect(logs.join("\n")).not.toContain("Secret-Auth-1");
    const refused = logs.map((l) => JSON.parse(l)).filter((l) => l.msg === "epp command refused");
    expect(refused).toHaveLength(2);
    for (const l of refused) {
      expect(l.level).toBe("warn");
      expect(l.clTRID).toMatch(/^create-/);
      expect(l.svTRID).toMatch(/^SV-/);
    }
    expect(refused[0].reasons).toEqual(["Names under this policy need 2 years (period: 1)"]);
  });
});

describe("EPP session settings", () => {
  it("changes the password at login (newPW), and logs in with the new one once it is in effect", async () => {
    const r = await registry();
    const oldPassword = r.password;
    const logs: string[] = [];
    const first = wireProvider(r, { newPassword: "new-password-2" }, logs);
    expect(await first.check(name("newpw.com"))).toMatchObject({ available: true });
    expect(r.password).toBe("new-password-2");
    const login = r.commands.find((c) => c.command === "login")!;
    expect(login.xml).toContain("<newPW>new-password-2</newPW>");
    expect(logs.join("\n")).not.toContain("new-password-2");
    // Another instance started with the same settings: the old password is refused, the new one works.
    const second = createEppProvider({
      endpoint: { ...endpoint(r), password: oldPassword },
      pool: { size: 1, backoffMs: 1, keepAliveMs: 0, newPassword: "new-password-2" },
      suffixes: ["com"],
      currency: "USD",
      defaultNameservers: [],
    });
    providers.push(second);
    expect(await second.check(name("newpw.com"))).toMatchObject({ available: true });
    const logins = r.commands.filter((c) => c.command === "login").map((c) => c.xml);
    expect(logins).toHaveLength(3);
    expect(logins[2]).toContain("<pw>new-password-2</pw>");
    expect(logins[2]).not.toContain("newPW");
    expect(r.logins).toBe(2);
  });

  it("says <hello> on a session idle for EPP_KEEPALIVE_MS, not before", async () => {
    const config = loadConfig({
      NODE_ENV: "test",
      REGISTRAR: "epp",
      EPP_HOST: "epp.example",
      EPP_CLIENT_ID: "registrar1",
      EPP_PASSWORD_FILE: "/dev/null",
      EPP_CERT: "/dev/null",
      EPP_KEY: "/dev/null",
      EPP_SUFFIXES: "com",
      EPP_KEEPALIVE_MS: "60000",
    });
    const options = eppPoolOptions(config.epp!, undefined as never);
    expect(options.keepAliveMs).toBe(60_000);
    const r = await registry();
    let now = 1_000_000;
    const pool = new EppPool(endpoint(r), { ...options, now: () => now });
    const check = command(
      el("check", {}, [
        el("domain:check", { "xmlns:domain": NS.domain }, [el("domain:name", "idle.com")]),
      ]),
      "test-idle-1",
    );
    await pool.send(check);
    now += 59_999;
    await pool.keepAlive();
    expect(r.commands.filter((c) => c.command === "hello")).toHaveLength(0);
    now += 1;
    await pool.keepAlive();
    expect(r.commands.filter((c) => c.command === "hello")).toHaveLength(1);
    await pool.close();
  });

  it("never opens more sessions than EPP_SESSION_LIMIT across two instances on one database", async () => {
    const database = await openTestDb();
    databases.push(database);
    const r = await registry({ sessionLimit: 2 });
    r.registerElsewhere("taken-limit.com");
    const slots = () => databaseSessionSlots(database.db, { limit: 2 });
    // An instance without a slot waits up to the command timeout while the other one's burst
    // holds them all: a generous one here, so that a slow machine does not turn waiting into a 503.
    const a = wireProvider(r, { size: 3, slots: slots() }, undefined, 30_000);
    const b = wireProvider(r, { size: 3, slots: slots() }, undefined, 30_000);
    const names = ["a", "b", "c", "d", "e", "f"].map((l) => `limit-${l}.com`);
    const results = await Promise.all(
      [a, b].flatMap((p) => [...names, "taken-limit.com"].map((n) => p.check(name(n)))),
    );
    expect(results.map((x) => x.available)).toEqual(
      [0, 1].flatMap(() => [...names.map(() => true), false]),
    );
    expect(r.maxSessions).toBeLessThanOrEqual(2);
    // No login was refused for the limit: every login attempt succeeded.
    expect(r.commands.filter((c) => c.command === "login")).toHaveLength(r.logins);
    // Above the 30 s command timeout an instance may wait for a slot.
  }, 45_000);
});
