/**
 * The live-mode lane: the service process with `REGISTRAR=epp`, the EPP test registry playing
 * the live registry, and one organization with a live and a test key. The live key's orders,
 * purchases and renewals reach the registry (its own state is asserted), and a SIGKILL in the
 * middle of live registrations is recovered after a restart; all the while a stream of test-key
 * orders, purchases (the sandbox's `slow-`/`fail-` names) and DNS writes runs on the same
 * service. The registry never sees a test-mode name, and each key, each key's lists and each
 * mode's webhook endpoint see only their own mode's objects and events. The organization's live
 * balance is funded by a wire the admin CLI records; an unfunded organization's live purchase
 * fails the spec's way before the registry sees anything.
 * On PGlite always; on PostgreSQL too when TEST_DATABASE_URL is set.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { CONTACT } from "../helpers/orders";
import { emptyPostgresDb } from "../helpers/postgres-db";
import { freePort, preparedDataDir, runCommand, startService } from "../helpers/processes";
import { startReceiver } from "../helpers/webhook-receiver";
import { liveKeyFor, liveRegistry } from "../helpers/live-registry";
import { client, type Listed } from "./live-lane-support";

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

async function liveLane(env: Record<string, string>, adminEnv: Record<string, string>) {
  const run = randomBytes(3).toString("hex");
  const dir = mkdtempSync(join(tmpdir(), "registrar-live-lane-"));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));

  // The EPP test registry plays the live registry; the service reads its files.
  const { registry, eppEnv } = await liveRegistry(dir);
  cleanups.push(() => registry.close());
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const fullEnv = {
    PORT: String(port),
    ORDER_WORKER_INTERVAL_MS: "100",
    WEBHOOK_WORKER_INTERVAL_MS: "200",
    SANDBOX_SLOW_MS: "1000",
    RATE_LIMIT_PER_MINUTE: "1000000",
    RATE_LIMIT_BURST: "1000000",
    DNS_PORT: "",
    ...eppEnv,
    ...env,
  };
  let service = await startService(fullEnv, 120_000);
  cleanups.push(() => service.stop());

  // The demo organization's key (test mode), and a live key made with the admin CLI.
  const testKey = /shown only this once:\n\s+(rk_test_\S+)/.exec(service.output())![1]!;
  const test = client(base, testKey);
  const organizationId = (await test.get("/api/v1/organization")).body.id as string;
  const liveKey = await liveKeyFor(organizationId, { ...eppEnv, ...adminEnv });
  const live = client(base, liveKey);

  // A webhook endpoint of each mode.
  const hooks = { live: await startReceiver(), test: await startReceiver() };
  cleanups.push(
    () => hooks.live.close(),
    () => hooks.test.close(),
  );
  for (const [k, c] of [
    ["live", live],
    ["test", test],
  ] as const) {
    const e = await c.post("/api/v1/webhooks/endpoints", { url: hooks[k].url, event_types: ["*"] });
    expect(e.status, JSON.stringify(e.body)).toBe(201);
    expect(e.body.livemode).toBe(k === "live");
  }

  // Availability keeps the modes apart, for keys and for hosted sessions (the widget's
  // credential, of its key's mode): a name the registry holds is taken in live mode and free
  // in the sandbox in test mode, whichever mode asks first.
  const session = async (c: typeof live) => {
    const minted = await c.post("/api/v1/hosted/sessions", {
      allowed_actions: ["domain_search"],
      external_account_id: "acct_lane",
    });
    expect(minted.status, JSON.stringify(minted.body)).toBe(200);
    expect(minted.body.livemode).toBe(c === live);
    const token = minted.body.client_token as string;
    return async (name: string) => {
      const res = await fetch(`${base}/api/v1/hosted/availability/${name}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      return ((await res.json()) as { available: boolean }).available;
    };
  };
  const asks = {
    liveKey: async (n: string) =>
      (await live.get(`/api/v1/registrar/availability/${n}`)).body.available,
    testKey: async (n: string) =>
      (await test.get(`/api/v1/registrar/availability/${n}`)).body.available,
    liveSession: await session(live),
    testSession: await session(test),
  };
  const expected = { liveKey: false, testKey: true, liveSession: false, testSession: true };
  for (const [i, order] of [
    ["liveKey", "testKey", "liveSession", "testSession"],
    ["testSession", "liveSession", "testKey", "liveKey"],
  ].entries()) {
    const name = `both-${run}-${i}.com`;
    registry.registerElsewhere(name);
    const answers: Record<string, unknown> = {};
    for (const who of order as (keyof typeof asks)[]) answers[who] = await asks[who](name);
    expect(answers).toEqual(expected);
  }

  // Test-mode traffic, all the way to the kill: wire orders paid, purchases (sandbox test
  // names), DNS writes on a test domain.
  const tst = (s: string) => `tst-${run}-${s}.com`;
  const dnsDomain = tst("dns");
  const bought = await test.post("/api/v1/registrar/purchase", {
    domain: dnsDomain,
    contact: CONTACT,
  });
  expect(bought.body.success, JSON.stringify(bought.body)).toBe(true);
  const renewedTest = await test.post(`/api/v1/registrar/domains/${dnsDomain}/renew`, { years: 1 });
  expect(renewedTest.body.success, JSON.stringify(renewedTest.body)).toBe(true);
  const ackedTest = new Map<string, string>();
  const ackedRecords = new Set<string>();
  let stop = false;
  const testWriter = async (w: number) => {
    for (let i = 0; !stop; i++) {
      try {
        if (w === 0) {
          const name = `r${i}`;
          const r = await test.post(`/api/v1/registrar/dns/${dnsDomain}/records`, {
            type: "TXT",
            name,
            content: `test ${i}`,
          });
          if (r.status === 201) ackedRecords.add(name);
        } else if (w === 1) {
          const domain = tst(`w${i}`);
          ackedTest.set(await test.paidOrder(domain), domain);
        } else {
          const domain = i % 2 === 0 ? `slow-${tst(`p${i}`)}` : `fail-${tst(`p${i}`)}`;
          const p = await test.post("/api/v1/registrar/purchase", { domain, contact: CONTACT });
          if (p.status === 200 && p.body.order_id) ackedTest.set(p.body.order_id as string, domain);
        }
      } catch {
        return; // the connection died with the service
      }
    }
  };
  const writers = [testWriter(0), testWriter(1), testWriter(2)];

  // Live mode, at the same time: a wire order paid and allocated ends completed, registered at
  // the registry; a purchase too; a renewal that the registry records.
  const liveName = (s: string) => `live-${run}-${s}.com`;
  const ackedLive = new Map<string, string>();
  const orderA = await live.paidOrder(liveName("a"));
  ackedLive.set(orderA, liveName("a"));
  await vi.waitFor(
    async () =>
      expect((await live.get(`/api/v1/registrar/orders/${orderA}`)).body.status).toBe("completed"),
    { timeout: 20_000, interval: 100 },
  );
  const purchased = await live.post("/api/v1/registrar/purchase", {
    domain: liveName("b"),
    contact: CONTACT,
  });
  expect(purchased.body.success, JSON.stringify(purchased.body)).toBe(true);
  ackedLive.set(purchased.body.order_id as string, liveName("b"));
  for (const name of [liveName("a"), liveName("b")]) {
    expect(registry.domains.get(name)?.clID, name).toBe(registry.clientId);
  }
  const created = registry.domains.get(liveName("a"))!.exDate;
  const renewed = await live.post(`/api/v1/registrar/domains/${liveName("a")}/renew`, { years: 1 });
  expect(renewed.body.success, JSON.stringify(renewed.body)).toBe(true);
  const held = registry.domains.get(liveName("a"))!;
  expect(held.exDate.getTime()).toBeGreaterThan(created.getTime());
  // The registry's expiry (EPP dates go by the second) is the domain's new expiry.
  expect(Date.parse(renewed.body.new_expiry_date as string)).toBe(
    Math.floor(held.exDate.getTime() / 1000) * 1000,
  );
  expect(renewed.body.price).toBe("12.00");
  expect(
    registry.commands.filter(
      (c) => c.command === "domain:renew" && c.xml.includes(`>${liveName("a")}<`),
    ),
  ).toHaveLength(1);

  // One name in both modes: bought in the sandbox with the test key, then at the registry
  // with the live key; each key renews and edits its own mode's domain, and only the live
  // one's renewal reaches the registry.
  const dual = `dual-${run}.com`;
  const dualTest = await test.post("/api/v1/registrar/purchase", {
    domain: dual,
    contact: CONTACT,
  });
  expect(dualTest.body.success, JSON.stringify(dualTest.body)).toBe(true);
  expect(registry.domains.has(dual)).toBe(false);
  const dualLive = await live.post("/api/v1/registrar/purchase", {
    domain: dual,
    contact: CONTACT,
  });
  expect(dualLive.body.success, JSON.stringify(dualLive.body)).toBe(true);
  ackedLive.set(dualLive.body.order_id as string, dual);
  ackedTest.set(dualTest.body.order_id as string, dual);
  for (const c of [test, live]) {
    const r = await c.post(`/api/v1/registrar/domains/${dual}/renew`, { years: 1 });
    expect(r.body.success, JSON.stringify(r.body)).toBe(true);
    const txt = await c.post(`/api/v1/registrar/dns/${dual}/records`, {
      type: "TXT",
      name: "mode",
      content: c === live ? "live" : "test",
    });
    expect(txt.status, JSON.stringify(txt.body)).toBe(201);
  }
  const dualCommands = (verb: string) =>
    registry.commands.filter((c) => c.command === verb && c.xml.includes(`>${dual}<`)).length;
  expect([dualCommands("domain:create"), dualCommands("domain:renew")]).toEqual([1, 1]);
  for (const [c, livemode] of [
    [live, true],
    [test, false],
  ] as const) {
    const d = await c.get(`/api/v1/registrar/domains/${dual}`);
    expect([d.status, d.body.livemode]).toEqual([200, livemode]);
    const zone = await c.get(`/api/v1/registrar/dns/${dual}/records`);
    const contents = (zone.body.items as { type: string; content: string }[])
      .filter((r) => r.type === "TXT")
      .map((r) => r.content);
    expect(contents).toEqual([livemode ? "live" : "test"]);
  }

  // Idempotency-Keys are per mode: one key sent by both modes makes two purchases, each
  // replayed to its own mode only.
  const idem = { "idempotency-key": `lane-${run}` };
  const idemBuys: string[] = [];
  for (const [c, domain] of [
    [live, liveName("idem")],
    [test, tst("idem")],
    [live, liveName("idem")],
    [test, tst("idem")],
  ] as const) {
    const p = await c.post("/api/v1/registrar/purchase", { domain, contact: CONTACT }, idem);
    expect([p.status, p.body.success, p.body.domain]).toEqual([200, true, domain]);
    idemBuys.push(p.body.order_id as string);
  }
  expect([idemBuys[2], idemBuys[3]]).toEqual([idemBuys[0], idemBuys[1]]);
  expect(idemBuys[0]).not.toBe(idemBuys[1]);
  ackedLive.set(idemBuys[0]!, liveName("idem"));
  ackedTest.set(idemBuys[1]!, tst("idem"));

  // The crash path: three live registrations in flight at the registry (two held until after
  // the kill and then carried out, one never answered), then SIGKILL.
  let release = () => {};
  const gate = new Promise<void>((r) => (release = r));
  registry.fault("domain:create", { kind: "hold", until: gate });
  registry.fault("domain:create", { kind: "hang" });
  registry.fault("domain:create", { kind: "hold", until: gate });
  const crashNames = [liveName("c1"), liveName("c2"), liveName("c3")];
  ackedLive.set(await live.paidOrder(crashNames[0]!), crashNames[0]!);
  const inFlight = crashNames
    .slice(1)
    .map((domain) =>
      live.post("/api/v1/registrar/purchase", { domain, contact: CONTACT }).catch(() => undefined),
    );
  const createsOf = (name: string, from = 0) =>
    registry.commands
      .slice(from)
      .filter((c) => c.command === "domain:create" && c.xml.includes(`>${name}<`)).length;
  let interrupted: string[] = [];
  await vi.waitFor(
    async () => {
      expect(crashNames.map((n) => createsOf(n))).toEqual([1, 1, 1]);
      interrupted = (await live.orders())
        .filter((o) => o.status === "processing" && crashNames.includes(o.domain_name))
        .map((o) => o.domain_name);
      expect(interrupted.length).toBe(3);
    },
    // A bound, not a speed: with both CI lanes and the test traffic on two cores, the three
    // orders were seen at the registry well before all three read back as processing.
    { timeout: 60_000, interval: 50 },
  );
  service.child.kill("SIGKILL");
  await new Promise((r) => service.child.once("exit", r));
  stop = true;
  await Promise.all([...writers, ...inFlight]);
  expect(ackedTest.size).toBeGreaterThan(0);
  expect(ackedRecords.size).toBeGreaterThan(0);
  // The held registrations are carried out at the registry after the kill; the hung one never.
  release();
  await vi.waitFor(() => expect(crashNames.filter((n) => registry.domains.has(n)).length).toBe(2), {
    timeout: 10_000,
    interval: 50,
  });
  const heldBefore = new Set(crashNames.filter((n) => registry.domains.has(n)));
  const commandsBefore = registry.commands.length;

  service = await startService(fullEnv, 120_000);
  // Every acknowledged order of both modes is there, each in its own mode's list.
  const liveOrders = new Map((await live.orders()).map((o) => [o.order_id, o]));
  const testOrders = new Map((await test.orders()).map((o) => [o.order_id, o]));
  expect([...ackedLive].filter(([id, d]) => liveOrders.get(id)?.domain_name !== d)).toEqual([]);
  expect([...ackedTest].filter(([id, d]) => testOrders.get(id)?.domain_name !== d)).toEqual([]);
  const zone = await test.get(`/api/v1/registrar/dns/${dnsDomain}/records`);
  const records = (zone.body.items as { name: string }[]).map((r) =>
    r.name.replace(`.${dnsDomain}`, ""),
  );
  expect([...ackedRecords].filter((n) => !records.includes(n))).toEqual([]);

  // Nothing stays processing (or goes round again) in either mode; every interrupted live
  // registration ends completed, held by the registry once: those it finished after the kill
  // are found there (not created again), the hung one is created once more.
  await vi.waitFor(
    async () => {
      const unsettled = [...(await live.orders()), ...(await test.orders())].filter(
        (o) => o.status === "processing" || o.status === "ready_to_process",
      );
      expect(unsettled).toEqual([]);
    },
    { timeout: 30_000, interval: 200 },
  );
  const final = new Map((await live.orders()).map((o) => [o.domain_name, o.status]));
  expect(crashNames.map((n) => [n, final.get(n)])).toEqual(crashNames.map((n) => [n, "completed"]));
  for (const n of crashNames) {
    expect(registry.domains.get(n)?.clID, n).toBe(registry.clientId);
    expect(createsOf(n, commandsBefore), n).toBe(heldBefore.has(n) ? 0 : 1);
  }

  // The registry never saw a test-mode name: not in a check, a create, a renew, anything.
  expect(
    registry.commands.filter((c) => c.xml.includes(`tst-${run}`)).map((c) => c.command),
  ).toEqual([]);
  expect(registry.invalidCommands()).toEqual([]);

  // Each key's lists hold only its mode's objects.
  const isLive = (s: string) => s.startsWith(`live-${run}-`) || s === dual;
  const isTest = (s: string) => s.includes(`tst-${run}-`) || s === dual;
  for (const [c, mine, theirs, livemode] of [
    [live, isLive, `tst-${run}-`, true],
    [test, isTest, `live-${run}-`, false],
  ] as const) {
    const orders = await c.orders();
    const domains = await c.all<Listed & { domain: string }>("/api/v1/registrar/domains");
    const events = await c.all("/api/v1/events");
    expect(orders.length).toBeGreaterThan(0);
    expect(domains.length).toBeGreaterThan(0);
    expect(events.length).toBeGreaterThan(0);
    expect(orders.filter((o) => o.livemode !== livemode || !mine(o.domain_name))).toEqual([]);
    expect(domains.filter((d) => d.livemode !== livemode || !mine(d.domain))).toEqual([]);
    expect(events.filter((e) => e.livemode !== livemode)).toEqual([]);
    expect(events.map((e) => JSON.stringify(e)).filter((e) => e.includes(theirs))).toEqual([]);
    const payments = await c.all("/api/v1/registrar/payments");
    const endpoints = await c.all("/api/v1/webhooks/endpoints");
    const sessions = await c.all("/api/v1/hosted/sessions");
    expect(payments.length).toBeGreaterThan(0);
    expect(endpoints.length).toBe(1);
    expect(sessions.length).toBe(1);
    expect([...payments, ...endpoints, ...sessions].filter((x) => x.livemode !== livemode)).toEqual(
      [],
    );
    expect(orders.length).toBe(livemode ? liveOrders.size : testOrders.size);
  }
  // By id, the other mode's order is 404 exists_in_other_mode.
  const aTestOrder = [...ackedTest.keys()][0]!;
  const crossLive = await live.get(`/api/v1/registrar/orders/${aTestOrder}`);
  const crossTest = await test.get(`/api/v1/registrar/orders/${orderA}`);
  expect([crossLive.status, crossLive.body.code, crossTest.status, crossTest.body.code]).toEqual([
    404,
    "exists_in_other_mode",
    404,
    "exists_in_other_mode",
  ]);

  // Each mode's webhook endpoint gets only its mode's events.
  await vi.waitFor(
    () => {
      const names = (k: "live" | "test") => hooks[k].received.map((r) => r.body).join("\n");
      expect(names("live")).toContain(`"domain.registered"`);
      expect(names("live")).toContain(liveName("c2"));
      expect(names("test")).toContain(dnsDomain);
    },
    { timeout: 20_000, interval: 200 },
  );
  for (const [k, livemode, theirs] of [
    ["live", true, `tst-${run}-`],
    ["test", false, `live-${run}-`],
  ] as const) {
    const events = hooks[k].received.map((r) => JSON.parse(r.body) as { livemode: boolean });
    expect(events.filter((e) => e.livemode !== livemode)).toEqual([]);
    expect(hooks[k].received.filter((r) => r.body.includes(theirs))).toEqual([]);
  }

  // An organization whose balance has run out (a new one, never funded): its live purchase is
  // the spec's success:false, and the registry sees no command for the name.
  const made = await runCommand(
    ["src/server/cli/admin.ts", "org", "create", "--name", "Unfunded", "--mode", "live", "--json"],
    { ...eppEnv, ...adminEnv },
  );
  expect(made.code, made.stderr).toBe(0);
  const unfunded = client(base, (JSON.parse(made.stdout) as { api_key: string }).api_key);
  const broke = liveName("broke");
  const refused = await unfunded.post("/api/v1/registrar/purchase", {
    domain: broke,
    contact: CONTACT,
  });
  expect([refused.status, refused.body.success]).toEqual([200, false]);
  expect(refused.body.error_message).toMatch(/balance is insufficient/);
  expect(registry.commands.filter((c) => c.xml.includes(broke))).toEqual([]);
  await service.stop();
}

describe("live-mode lane: the EPP test registry as the live registry beside test-mode traffic", () => {
  it.skipIf(!!process.env.TEST_DATABASE_URL)(
    "PGlite: live orders, renewals and a crash reach only the registry; test traffic only the sandbox",
    async () => {
      const dataDir = preparedDataDir();
      cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
      await liveLane({ DATA_DIR: dataDir }, { DATA_DIR: dataDir });
    },
  );

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    "PostgreSQL: live orders, renewals and a crash reach only the registry; test traffic only the sandbox",
    async () => {
      const db = await emptyPostgresDb(process.env.TEST_DATABASE_URL!, "registrar_live_lane");
      cleanups.push(() => db.drop());
      // Interrupted orders are recovered when their lease runs out (shortened from 60 s).
      await liveLane(
        { DATABASE_URL: db.url, ORDER_PROCESSING_LEASE_MS: "3000" },
        { DATABASE_URL: db.url },
      );
    },
  );
});
