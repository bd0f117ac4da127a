/**
 * Live mode's prepaid balance: what is billed to an organization (the spec's purchase and
 * renewal, the auto-renewer) draws on it; short funds are the spec's `success: false` and the
 * registry (the EPP test registry, playing the live one) sees no billable command; a registry
 * refusal gives the debit back; two debits at once never overdraw; the threshold warns once;
 * the operator's credit limit lets it go below zero; statements add up; test mode is untouched.
 * One database and one registry for the file.
 */
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { auditLog } from "../../src/server/audit/schema";
import { balanceEntries } from "../../src/server/balances/schema";
import { creditBalance, debitBalance } from "../../src/server/balances/ledger";
import { runAdminCommand } from "../../src/server/cli/commands";
import type { Database } from "../../src/server/db/database";
import { runAutoRenewal } from "../../src/server/domains/auto-renewer";
import { dispatchDue } from "../../src/server/events/dispatcher";
import { events } from "../../src/server/events/schema";
import { createLogger } from "../../src/server/logger";
import { orders } from "../../src/server/orders/schema";
import { createApiKey, createUser } from "../../src/server/orgs/organizations";
import type { EppProvider } from "../../src/server/registrar/epp/epp-provider";
import { eppLiveRegistrar } from "../helpers/epp-live-registrar";
import { createSandboxProvider } from "../../src/server/registrar/sandbox-provider";
import { startEppTestRegistry, type EppTestRegistry } from "../helpers/epp-test-registry";
import { CONTACT } from "../helpers/orders";
import { json, makeTestApp, type TestApp } from "../helpers/test-app";
import { openTestDb } from "../helpers/test-db";
import { startReceiver } from "../helpers/webhook-receiver";

const DAY = 24 * 3_600_000;
type Org = Awaited<ReturnType<TestApp["org"]>>;

let database: Database;
let registry: EppTestRegistry;
let epp: EppProvider;
let t: TestApp;

beforeAll(async () => {
  database = await openTestDb();
  registry = await startEppTestRegistry({
    prices: { com: { create: "11.00", renew: "13.00" } },
    now: () => t.now(),
  });
  epp = eppLiveRegistrar(registry);
  t = await makeTestApp(database, { liveRegistrar: epp });
});
afterAll(async () => {
  t?.app.close();
  await epp.close();
  await registry.close();
  await database.close();
});

const key = (org: Org) => ({ "x-api-key": org.apiKey });
const post = async (org: Org, path: string, body: unknown) => {
  const res = await t.request(path, json("POST", body, key(org)));
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};
const purchase = (org: Org, domain: string) =>
  post(org, "/api/v1/registrar/purchase", { domain, contact: CONTACT });
const renew = (org: Org, domain: string, years = 1) =>
  post(org, `/api/v1/registrar/domains/${domain}/renew`, { years });
const get = async (org: Org, path: string) => {
  const res = await t.request(path, { headers: key(org) });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};
const balanceOf = async (org: Org) => (await get(org, "/api/v1/balance")).body;
const admin = (cmd: string, values: Record<string, unknown>) =>
  runAdminCommand(database.db, t.config, cmd, values);
const topUp = (org: Org, amount: string, reference = "WIRE-1") =>
  admin("balance top-up", { org: org.organizationId, amount, reference });
/** The registry's commands from now on that bill or create something (not checks, logins). */
function registryWatch(name?: string) {
  const from = registry.commands.length;
  return {
    all: () =>
      registry.commands
        .slice(from)
        .filter((c) => !name || c.xml.includes(name))
        .map((c) => c.command),
    billable: () =>
      registry.commands
        .slice(from)
        .map((c) => c.command)
        .filter((c) => !["domain:check", "login", "hello", "logout"].includes(c)),
  };
}
const entriesOf = (org: Org) =>
  database.db
    .select()
    .from(balanceEntries)
    .where(eq(balanceEntries.organizationId, org.organizationId))
    .orderBy(balanceEntries.seq);
const eventsOf = (org: Org, type: string) =>
  database.db
    .select()
    .from(events)
    .where(and(eq(events.organizationId, org.organizationId), eq(events.type, type)))
    // In the order they were appended (PostgreSQL returns an unordered select in any order).
    .orderBy(asc(events.seq));

describe("a live organization's balance", () => {
  it("refuses a purchase with nothing available before the registry is asked anything", async () => {
    const org = await t.org("Broke Inc", { livemode: true });
    const watch = registryWatch();
    const res = await purchase(org, "broke-balance.com");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: false, domain: "broke-balance.com" });
    expect(res.body.error_message).toMatch(/balance is insufficient/);
    expect(watch.all()).toEqual([]);
    expect(await entriesOf(org)).toEqual([]);
    const refused = await eventsOf(org, "balance.insufficient");
    expect(refused.map((e) => e.data)).toEqual([
      expect.objectContaining({ kind: "purchase", amount: null, domain: "broke-balance.com" }),
    ]);
    expect((await balanceOf(org)).last_refused_at).not.toBeNull();
  });

  it("debits exactly the price of a purchase and of a renewal; short funds fail the spec's way", async () => {
    const org = await t.org("Prepaid Inc", { livemode: true });
    const top = await topUp(org, "30.00", "WIRE-2026-001");
    expect(top.json).toMatchObject({ amount: "30.00", currency: "USD", balance: "30.00" });
    const audit = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.organizationId, org.organizationId));
    expect(audit).toEqual([
      expect.objectContaining({
        action: "balance.topped_up",
        actorEmail: "admin CLI",
        details: expect.objectContaining({ amount: "30.00", reference: "WIRE-2026-001" }),
      }),
    ]);

    const bought = await purchase(org, "prepaid-one.com");
    expect(bought.body).toMatchObject({ success: true, price: "11.00" });
    expect(registry.domains.has("prepaid-one.com")).toBe(true);
    expect(await balanceOf(org)).toMatchObject({ balance: "19.00", available: "19.00" });

    const renewed = await renew(org, "prepaid-one.com");
    expect(renewed.body).toMatchObject({ success: true, price: "13.00" });
    expect(await balanceOf(org)).toMatchObject({ balance: "6.00" });

    // 6.00 available, 11.00 needed: the order fails, nothing billable reaches the registry.
    const watch = registryWatch();
    const short = await purchase(org, "prepaid-two.com");
    expect(short.status).toBe(200);
    expect(short.body).toMatchObject({ success: false, domain: "prepaid-two.com" });
    expect(short.body.error_message).toMatch(/balance is insufficient: 11\.00 USD is needed/);
    expect(short.body.order_id).toEqual(expect.any(String));
    const [order] = await database.db
      .select()
      .from(orders)
      .where(eq(orders.id, short.body.order_id as string));
    expect(order!.status).toBe("failed");
    const shortRenewal = await renew(org, "prepaid-one.com");
    expect(shortRenewal.body).toMatchObject({ success: false, years_renewed: 0 });
    expect(shortRenewal.body.error_message).toMatch(/balance is insufficient/);
    expect(watch.billable()).toEqual([]);
    expect(registry.domains.has("prepaid-two.com")).toBe(false);

    expect((await entriesOf(org)).map((e) => [e.kind, e.amount])).toEqual([
      ["top_up_wire", "30.00"],
      ["purchase", "-11.00"],
      ["renewal", "-13.00"],
    ]);
    // The ledger as the API pages it, newest first.
    const page1 = await get(org, "/api/v1/balance/entries?limit=2");
    const items = page1.body.items as { kind: string }[];
    expect(items.map((e) => e.kind)).toEqual(["renewal", "purchase"]);
    const page2 = await get(
      org,
      `/api/v1/balance/entries?limit=2&cursor=${String(page1.body.next_cursor)}`,
    );
    expect((page2.body.items as { kind: string; reference: string }[]).map((e) => e.kind)).toEqual([
      "top_up_wire",
    ]);
    expect(page2.body.next_cursor).toBeNull();
  });

  it("gives the debit back when the registry refuses, once", async () => {
    const org = await t.org("Refused Inc", { livemode: true });
    await topUp(org, "50.00");
    registry.fault("domain:create", { kind: "code", code: 2306 });
    const res = await purchase(org, "refused-create.com");
    expect(res.body).toMatchObject({ success: false, order_id: expect.any(String) });
    expect(await balanceOf(org)).toMatchObject({ balance: "50.00" });

    await purchase(org, "refused-renew.com");
    registry.fault("domain:renew", { kind: "code", code: 2306 });
    const renewal = await renew(org, "refused-renew.com");
    expect(renewal.body).toMatchObject({ success: false });
    expect(await balanceOf(org)).toMatchObject({ balance: "39.00" });
    const rows = await entriesOf(org);
    expect(rows.map((e) => [e.kind, e.amount])).toEqual([
      ["top_up_wire", "50.00"],
      ["purchase", "-11.00"],
      ["refund", "11.00"],
      ["purchase", "-11.00"],
      ["renewal", "-13.00"],
      ["refund", "13.00"],
    ]);
    expect(rows[2]!.reverses).toBe(rows[1]!.id);
    expect(rows[5]!.reverses).toBe(rows[4]!.id);
  });

  it("refunds a purchase whose price rose at the registry meanwhile, and takes no new price", async () => {
    const org = await t.org("Repriced Inc", { livemode: true });
    await topUp(org, "30.00");
    // The registry's price rises between our price check and the create.
    let release = () => {};
    registry.fault("domain:create", {
      kind: "hold",
      until: new Promise<void>((r) => (release = r)),
    });
    const pending = purchase(org, "repriced.com");
    await vi.waitFor(
      () => {
        const creates = registry.commands.filter((c) => c.command === "domain:create");
        expect(creates.some((c) => c.xml.includes("repriced.com"))).toBe(true);
      },
      { timeout: 10_000, interval: 20 },
    );
    registry.setPremium("repriced.com", { create: "19.00", renew: "19.00" });
    release();
    const res = await pending;
    expect(res.body).toMatchObject({ success: false, order_id: expect.any(String) });
    expect(await balanceOf(org)).toMatchObject({ balance: "30.00" });
    expect((await entriesOf(org)).map((e) => [e.kind, e.amount])).toEqual([
      ["top_up_wire", "30.00"],
      ["purchase", "-11.00"],
      ["refund", "11.00"],
    ]);

    // A live purchase left price_changed (by the order worker) never takes the new price.
    const id = res.body.order_id as string;
    await database.sql.query(
      "UPDATE orders SET status = 'price_changed', new_price = '19.00' WHERE id = $1",
      [id],
    );
    const accept = await post(org, `/api/v1/registrar/orders/${id}/accept-price`, {});
    expect(accept).toMatchObject({ status: 409, body: { code: "invalid_state" } });
  });

  it("never lets two debits at once overdraw", async () => {
    const org = await t.org("Racing Inc", { livemode: true });
    await topUp(org, "15.00");
    const debit = (n: number) =>
      debitBalance(database.db, {
        organizationId: org.organizationId,
        amount: "10.00",
        currency: "USD",
        kind: "purchase",
        description: `race ${n}`,
        domainName: `race-${n}.com`,
        actor: "test",
        now: t.now(),
      });
    // PGlite runs one transaction at a time; on PostgreSQL (TEST_DATABASE_URL) these race, and
    // without the billing row's lock several of them succeed.
    const results = await Promise.all([1, 2, 3, 4, 5, 6, 7, 8].map(debit));
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    // And through the API: two purchases at once with funds for one.
    const [a, b] = await Promise.all([purchase(org, "race-a.com"), purchase(org, "race-b.com")]);
    expect([a.body.success, b.body.success]).toEqual([false, false]);
    await topUp(org, "6.00");
    const [c, d] = await Promise.all([purchase(org, "race-c.com"), purchase(org, "race-d.com")]);
    expect([c.body.success, d.body.success].filter(Boolean)).toHaveLength(1);
    expect(await balanceOf(org)).toMatchObject({ balance: "0.00" });
  });

  it("sends balance.low once per crossing of the threshold, delivered by webhook", async () => {
    const org = await t.org("Warned Inc", { livemode: true });
    const receiver = await startReceiver();
    try {
      const ep = await post(org, "/api/v1/webhooks/endpoints", {
        url: receiver.url,
        event_types: ["balance.low"],
      });
      expect(ep.status).toBe(201);
      await topUp(org, "60.00");
      const token = await t.request(
        "/api/v1/auth/token",
        json("POST", { username: org.email, password: org.password }),
      );
      const { access_token } = (await token.json()) as { access_token: string };
      const set = await t.request(
        "/api/v1/balance",
        json("PATCH", { low_balance_threshold: "40" }, { authorization: `Bearer ${access_token}` }),
      );
      expect(set.status).toBe(200);
      expect(await set.json()).toMatchObject({ low_balance_threshold: "40.00", balance: "60.00" });

      await purchase(org, "warned-1.com"); // 49.00: above
      await purchase(org, "warned-2.com"); // 38.00: crossed
      await purchase(org, "warned-3.com"); // 27.00: still below, no new warning
      await topUp(org, "30.00"); // 57.00: above again
      await purchase(org, "warned-4.com"); // 46.00
      await purchase(org, "warned-5.com"); // 35.00: crossed again
      const low = await eventsOf(org, "balance.low");
      expect(low.map((e) => (e.data as { balance: string }).balance)).toEqual(["38.00", "35.00"]);
      expect(await balanceOf(org)).toMatchObject({ below_threshold: true });

      await dispatchDue({ db: database.db, now: t.now, logger: createLogger("silent") });
      const delivered = receiver.received.map((r) => JSON.parse(r.body) as { type: string });
      expect(delivered.map((e) => e.type)).toEqual(["balance.low", "balance.low"]);

      // Members read the balance; only admins change the threshold.
      const email = `member-${org.organizationId}@example.com`;
      await createUser(database.db, {
        organizationId: org.organizationId,
        email,
        password: "member horse battery",
        role: "member",
      });
      const memberToken = await t.request(
        "/api/v1/auth/token",
        json("POST", { username: email, password: "member horse battery" }),
      );
      const member = `Bearer ${((await memberToken.json()) as { access_token: string }).access_token}`;
      const denied = await t.request(
        "/api/v1/balance",
        json("PATCH", { low_balance_threshold: "1" }, { authorization: member }),
      );
      expect(denied.status).toBe(403);
      const read = await t.request("/api/v1/balance", { headers: { authorization: member } });
      expect(read.status).toBe(200);
    } finally {
      await receiver.close();
    }
  });

  it("lets the balance go below zero down to the operator's credit limit, and no further", async () => {
    const org = await t.org("Credit Inc", { livemode: true });
    const set = await admin("balance credit-limit", { org: org.organizationId, amount: "20" });
    expect(set.json).toMatchObject({ credit_limit: "20.00" });
    expect((await purchase(org, "credit-1.com")).body.success).toBe(true);
    expect(await balanceOf(org)).toMatchObject({
      balance: "-11.00",
      credit_limit: "20.00",
      available: "9.00",
    });
    expect((await purchase(org, "credit-2.com")).body.success).toBe(false);
    expect(await balanceOf(org)).toMatchObject({ balance: "-11.00" });
  });

  it("retries an auto-renewal refused for funds at its next pass once topped up", async () => {
    const org = await t.org("Renewing Inc", { livemode: true });
    await topUp(org, "11.00");
    expect((await purchase(org, "auto-renew-funds.com")).body.success).toBe(true);
    const expires = registry.domains.get("auto-renew-funds.com")!.exDate;
    t.advance(expires.getTime() - t.now().getTime() - 20 * DAY);
    const deps = {
      db: database.db,
      registrars: { test: createSandboxProvider(database.db), live: epp },
      now: t.now,
      logger: createLogger("silent"),
      daysBefore: 30,
    };
    const watch = registryWatch("auto-renew-funds.com");
    await runAutoRenewal(deps);
    expect(watch.all()).toEqual([]);
    const failed = await eventsOf(org, "domain.renewal_failed");
    expect(failed.map((e) => e.data)).toEqual([
      expect.objectContaining({
        domain: "auto-renew-funds.com",
        trigger: "auto_renew",
        error: expect.stringMatching(/balance is insufficient/),
      }),
    ]);
    await topUp(org, "13.00");
    await runAutoRenewal(deps);
    expect(registry.domains.get("auto-renew-funds.com")!.exDate.getTime()).toBeGreaterThan(
      expires.getTime(),
    );
    expect((await entriesOf(org)).at(-1)).toMatchObject({ kind: "auto_renewal", amount: "-13.00" });
  });

  it("states each month: opening balance + movements = closing, as JSON, CSV and a page", async () => {
    const org = await t.org("Statement, Inc", { livemode: true });
    // At the test's clock (the admin CLI records at the machine's).
    await creditBalance(database.db, {
      organizationId: org.organizationId,
      amount: "40.00",
      currency: "USD",
      kind: "top_up_card",
      description: "Top-up by card",
      reference: 'PAY "quoted", with comma',
      actor: "test",
      now: t.now(),
    });
    await purchase(org, "statement-1.com");
    const month = t.now().toISOString().slice(0, 7);
    const s = (await get(org, `/api/v1/balance/statements/${month}`)).body as {
      opening_balance: string;
      closing_balance: string;
      totals: Record<string, string>;
      entries: unknown[];
    };
    expect(s).toMatchObject({ opening_balance: "0.00", closing_balance: "29.00" });
    expect(s.totals).toMatchObject({ topped_up: "40.00", purchased: "-11.00" });
    expect(s.entries).toHaveLength(2);

    // The next month opens where this one closed.
    t.advance(40 * DAY);
    await purchase(org, "statement-2.com");
    const next = t.now().toISOString().slice(0, 7);
    const n = (await get(org, `/api/v1/balance/statements/${next}`)).body;
    expect(n).toMatchObject({ opening_balance: "29.00", closing_balance: "18.00" });

    const csv = await t.request(`/api/v1/balance/statements/${month}.csv`, { headers: key(org) });
    expect(csv.headers.get("content-type")).toMatch(/^text\/csv/);
    const lines = (await csv.text()).split("\r\n");
    expect(lines[0]).toBe(
      "date,kind,description,reference,order_id,domain_id,amount,currency,balance",
    );
    expect(lines[1]).toMatch(/^[^,]+,opening_balance,Opening balance,,,,,USD,0\.00$/);
    expect(lines[2]).toContain(',"PAY ""quoted"", with comma",');
    expect(lines[2]).toMatch(/,40\.00,USD,40\.00$/);
    expect(lines[3]).toMatch(
      /^[^,]+,purchase,"Registration of statement-1\.com, 1 year\(s\)",,[0-9a-f-]{36},,-11\.00,USD,29\.00$/,
    );
    expect(lines[4]).toMatch(/,closing_balance,Closing balance,,,,,USD,29\.00$/);
    expect(lines[5]).toBe("");

    const page = await t.request(`/api/v1/balance/statements/${month}.html`, {
      headers: key(org),
    });
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    expect(page.headers.get("content-security-policy")).toContain("default-src 'none'");
    const html = await page.text();
    expect(html).toContain("@media print");
    expect(html).toContain("Statement, Inc");
    expect(html).toContain("29.00");

    const bad = await get(org, "/api/v1/balance/statements/2026-13");
    expect(bad.status).toBe(422);
  });

  it("keeps test mode as it was, and each organization to its own balance", async () => {
    const org = await t.org("Both Modes Inc", { livemode: true });
    const other = await t.org("Other Inc", { livemode: true });
    await topUp(other, "99.00");
    const { apiKey } = await createApiKey(database.db, {
      organizationId: org.organizationId,
      livemode: false,
    });
    const testOrg = { ...org, apiKey };
    const bought = await purchase(testOrg, "test-mode-balance.com");
    expect(bought.body).toMatchObject({ success: true });
    expect((await renew(testOrg, "test-mode-balance.com")).body).toMatchObject({ success: true });
    expect(await entriesOf(org)).toEqual([]);
    expect(registry.commands.filter((c) => c.xml.includes("test-mode-balance.com"))).toEqual([]);
    const answer = await get(testOrg, "/api/v1/balance");
    expect(answer).toMatchObject({ status: 409, body: { code: "live_mode_only" } });

    // The other organization's money is its own: this one still has nothing.
    expect(await balanceOf(org)).toMatchObject({ balance: "0.00" });
    expect((await get(org, "/api/v1/balance/entries")).body.items).toEqual([]);
    expect(await balanceOf(other)).toMatchObject({ balance: "99.00" });
  });
});
