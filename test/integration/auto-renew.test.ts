import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/server/db/database";
import { startAutoRenewer } from "../../src/server/domains/auto-renewer";
import { domainRenewals } from "../../src/server/domains/schema";
import { createLogger } from "../../src/server/logger";
import type { RegistrarProvider } from "../../src/server/registrar/provider";
import { createSandboxProvider } from "../../src/server/registrar/sandbox-provider";
import { CONTACT } from "../helpers/orders";
import { json, makeTestApp, type TestApp } from "../helpers/test-app";
import { openTestDb } from "../helpers/test-db";

const DAY = 24 * 3_600_000;
let database: Database;
let t: TestApp;
let org: Awaited<ReturnType<TestApp["org"]>>;
type Event = { id: string; type: string; data: Record<string, unknown> };

const renewer = (registrar: RegistrarProvider = createSandboxProvider(database.db)) =>
  startAutoRenewer(
    {
      db: database.db,
      registrars: { test: registrar },
      now: t.now,
      logger: createLogger("silent"),
      daysBefore: 30,
    },
    3_600_000,
  );
const buy = async (domain: string, autoRenew = true) => {
  const res = await t.request(
    "/api/v1/registrar/purchase",
    json("POST", { contact: CONTACT, domain, auto_renew: autoRenew }, { "x-api-key": org.apiKey }),
  );
  expect(res.status).toBe(200);
};
const eventsOf = async (domain: string) => {
  const res = await t.request("/api/v1/events?limit=100", { headers: { "x-api-key": org.apiKey } });
  const { items } = (await res.json()) as { items: Event[] };
  return items.filter((e) => e.data.domain === domain && e.type.startsWith("domain.")).reverse();
};
type Charge = Record<string, unknown> & { amount: string; trigger: string };
const chargesOf = async (domain: string) => {
  const res = await t.request("/api/v1/registrar/renewal-charges?limit=100", {
    headers: { "x-api-key": org.apiKey },
  });
  const { items } = (await res.json()) as { items: Charge[] };
  return items.filter((c) => c.domain === domain);
};
const domainInfo = async (domain: string) => {
  const res = await t.request(`/api/v1/registrar/domains/${domain}`, {
    headers: { "x-api-key": org.apiKey },
  });
  return (await res.json()) as { expires_at: string };
};

beforeAll(async () => {
  database = await openTestDb();
  t = await makeTestApp(database);
  org = await t.org("Renewals Inc");
  // All bought at 2026-11-21T12:00Z: they expire 2027-11-21T12:00Z.
  await buy("auto-once.com");
  await buy("renewfail-auto.com");
  await buy("manual-only.com", false);
});
afterAll(async () => {
  await database.close();
});

describe("auto-renewal", () => {
  it("renews once per period with two workers, and sends domain.expiring at 30 days once", async () => {
    t.advance(365 * DAY - 29 * DAY); // 29 days before expiry
    const a = renewer();
    const b = renewer();
    await Promise.all([a.runOnce(), b.runOnce(), a.runOnce()]);
    await Promise.all([a.runOnce(), b.runOnce()]);
    expect((await domainInfo("auto-once.com")).expires_at).toBe("2028-11-21T12:00:00.000Z");
    expect((await eventsOf("auto-once.com")).map((e) => [e.type, e.data.days_before])).toEqual([
      ["domain.registered", undefined],
      ["domain.expiring", 30],
      ["domain.renewed", undefined],
    ]);
    const renewed = (await eventsOf("auto-once.com")).at(-1)!;
    expect(renewed.data).toMatchObject({ trigger: "auto_renew", years: 1 });
    // Billed like a manual renewal: exactly one charge for the period, named in the event.
    const charges = (await chargesOf("auto-once.com")).filter((c) => c.trigger === "auto_renew");
    expect(charges).toEqual([
      {
        id: renewed.data.charge_id,
        livemode: false,
        domain_id: renewed.data.domain_id,
        domain: "auto-once.com",
        years: 1,
        amount: renewed.data.price,
        currency: "USD",
        trigger: "auto_renew",
        expires_at_before: "2027-11-21T12:00:00.000Z",
        expires_at_after: "2028-11-21T12:00:00.000Z",
        created_at: expect.any(String),
      },
    ]);
    expect(Number(charges[0]!.amount)).toBeGreaterThan(0);
    // Not auto-renewed: only the notice.
    expect((await domainInfo("manual-only.com")).expires_at).toBe("2027-11-21T12:00:00.000Z");
    expect((await eventsOf("manual-only.com")).map((e) => e.type)).toEqual([
      "domain.registered",
      "domain.expiring",
    ]);
    await Promise.all([a.stop(), b.stop()]);
  });

  it("renewfail- names emit renewal_failed, retry daily, and give up at expiry", async () => {
    const w = renewer();
    const failures = async () =>
      (await eventsOf("renewfail-auto.com")).filter((e) => e.type === "domain.renewal_failed");
    expect(await failures()).toHaveLength(1); // from the first test's pass
    await w.runOnce();
    expect(await failures()).toHaveLength(1); // not retried before a day has passed
    t.advance(DAY);
    await w.runOnce();
    expect(await failures()).toHaveLength(2);
    expect((await failures())[1]!.data).toMatchObject({ trigger: "auto_renew" });
    for (let i = 0; i < 30; i++) {
      t.advance(DAY);
      await w.runOnce();
    }
    await w.stop();
    const events = await eventsOf("renewfail-auto.com");
    expect(
      events.filter((e) => e.type === "domain.expiring").map((e) => e.data.days_before),
    ).toEqual([30, 7]);
    // 29 days before expiry, a daily retry: 29 attempts, the last a day before expiry.
    expect(await failures()).toHaveLength(29);
    const [period] = await database.db
      .select()
      .from(domainRenewals)
      .where(eq(domainRenewals.status, "failed"));
    expect(period).toMatchObject({ attempts: 29, status: "failed" });
    expect((await domainInfo("renewfail-auto.com")).expires_at).toBe("2027-11-21T12:00:00.000Z");
    expect(await chargesOf("renewfail-auto.com")).toEqual([]); // a refused renewal costs nothing
  });

  it("a manual renewal is charged the same way, and the charge list pages", async () => {
    const res = await t.request(
      "/api/v1/registrar/domains/manual-only.com/renew",
      json("POST", { years: 2 }, { "x-api-key": org.apiKey }),
    );
    const body = (await res.json()) as { price: string; currency: string };
    expect(await chargesOf("manual-only.com")).toEqual([
      expect.objectContaining({
        trigger: "api",
        years: 2,
        amount: body.price,
        currency: body.currency,
      }),
    ]);
    const first = await t.request("/api/v1/registrar/renewal-charges?limit=1", {
      headers: { "x-api-key": org.apiKey },
    });
    const page = (await first.json()) as { items: Charge[]; next_cursor: string };
    expect(page.items).toHaveLength(1);
    const next = await t.request(
      `/api/v1/registrar/renewal-charges?limit=1&cursor=${page.next_cursor}`,
      { headers: { "x-api-key": org.apiKey } },
    );
    const second = (await next.json()) as { items: Charge[] };
    expect(second.items[0]!.id).not.toBe(page.items[0]!.id);
    // A bad cursor is listed with the other bad parameters, in one 422.
    const bad = await t.request("/api/v1/registrar/renewal-charges?limit=0&cursor=nonsense", {
      headers: { "x-api-key": org.apiKey },
    });
    expect(bad.status).toBe(422);
    expect(
      ((await bad.json()) as { detail: { loc: string[] }[] }).detail.map((d) => d.loc),
    ).toEqual([
      ["query", "limit"],
      ["query", "cursor"],
    ]);
  });

  it("never stacks on a manual renewal made while it was on its way to the registrar", async () => {
    await buy("race-auto.com");
    t.advance(365 * DAY - 29 * DAY);
    const sandbox = createSandboxProvider(database.db);
    let manual: Response | undefined;
    // The user renews by hand just as the automatic renewal reaches the registrar.
    const racing: RegistrarProvider = {
      ...sandbox,
      async renew(input) {
        if (input.domain.name === "race-auto.com" && !manual) {
          manual = await t.request(
            "/api/v1/registrar/domains/race-auto.com/renew",
            json("POST", { years: 1 }, { "x-api-key": org.apiKey }),
          );
        }
        return sandbox.renew(input);
      },
    };
    const before = (await domainInfo("race-auto.com")).expires_at;
    const w = renewer(racing);
    await w.runOnce();
    await w.stop();
    expect(((await manual!.json()) as { success: boolean }).success).toBe(true);
    // One year added (the user's), one charge, and no failure reported for the automatic one.
    const after = new Date(before);
    after.setUTCFullYear(after.getUTCFullYear() + 1);
    expect((await domainInfo("race-auto.com")).expires_at).toBe(after.toISOString());
    expect((await chargesOf("race-auto.com")).map((c) => c.trigger)).toEqual(["api"]);
    const types = (await eventsOf("race-auto.com")).map((e) => e.type);
    expect(types.filter((x) => x.startsWith("domain.renew"))).toEqual(["domain.renewed"]);
    const periods = await database.db.select().from(domainRenewals);
    expect(
      periods.filter((p) => p.expiresAtBefore.toISOString() === before).map((p) => p.status),
    ).toEqual(["skipped"]);
  });

  it("leaves a live domain alone where the deployment has no live registrar to renew it at", async () => {
    // A domain made live (as on a deployment that ran a registry), now due: the sandbox must
    // not renew it, and no period is opened for it.
    await buy("live-left.com");
    await database.sql.query("UPDATE domains SET livemode = true WHERE name = 'live-left.com'");
    const before = (await domainInfo("live-left.com").catch(() => undefined))?.expires_at;
    expect(before).toBeUndefined(); // the test key no longer sees it
    const [row] = await database.sql.query<{ id: string; expires_at: Date }>(
      "SELECT id, expires_at FROM domains WHERE name = 'live-left.com'",
    );
    t.advance(row!.expires_at.getTime() - t.now().getTime() - 10 * DAY);
    const w = renewer();
    await w.runOnce();
    await w.stop();
    const [after] = await database.sql.query<{ expires_at: Date }>(
      "SELECT expires_at FROM domains WHERE name = 'live-left.com'",
    );
    expect(after!.expires_at).toEqual(row!.expires_at);
    const periods = await database.db
      .select()
      .from(domainRenewals)
      .where(eq(domainRenewals.domainId, row!.id));
    expect(periods).toEqual([]);
  });
});
