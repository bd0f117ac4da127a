import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { Database } from "../../src/server/db/database";
import { sandboxRegistry } from "../../src/server/registrar/schema";
import { findDomain, insertDomain } from "../../src/server/domains/domains";
import { normalizeDomain } from "../../src/server/registrar/normalize-domain";
import { addYears, type RegistrarProvider } from "../../src/server/registrar/provider";
import { createSandboxProvider } from "../../src/server/registrar/sandbox-provider";
import { json, makeTestApp, type TestApp } from "../helpers/test-app";
import { openTestDb } from "../helpers/test-db";

// The test clock starts at 2026-11-21T12:00Z; every domain here expires a year later.
const NOW = new Date("2026-11-21T12:00:00.000Z");
const EXPIRES = addYears(NOW, 1);
const LIMIT = addYears(NOW, 10);

let database: Database;
let t: TestApp;
let org: Awaited<ReturnType<TestApp["org"]>>;
/** Set by a test to make the sandbox registry forget its own cap (a lenient registry). */
let registryIgnoresCap = false;

async function holds(name: string, expiresAt = EXPIRES) {
  await database.db
    .insert(sandboxRegistry)
    .values({ name, registeredAt: NOW, expiresAt, nameservers: [] });
  return insertDomain(database.db, {
    organizationId: org.organizationId,
    livemode: false,
    name,
    registeredAt: NOW,
    expiresAt,
    autoRenew: false,
    privacy: true,
    nameservers: [],
    externalAccountId: "acct_cap",
  });
}

beforeAll(async () => {
  database = await openTestDb();
  const sandbox = createSandboxProvider(database.db, { sleep: async () => {} });
  const registrar: RegistrarProvider = {
    ...sandbox,
    renew: (input) =>
      sandbox.renew(registryIgnoresCap ? { ...input, now: addYears(input.now, 100) } : input),
  };
  t = await makeTestApp(database, { registrar });
  org = await t.org("Term Cap");
});
afterAll(async () => {
  await database.close();
});

const key = () => ({ "x-api-key": org.apiKey });
async function renew(name: string, years: number, headers: Record<string, string> = key()) {
  const res = await t.request(
    `/api/v1/registrar/domains/${name}/renew`,
    json("POST", { years }, headers),
  );
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}
const charges = async (name: string) =>
  database.sql.query<{ years: number; amount: string }>(
    `SELECT c.years, c.amount::text AS amount FROM renewal_charges c
     JOIN domains d ON d.id = c.domain_id WHERE d.name = $1`,
    [name],
  );
const registryExpiry = async (name: string) =>
  (await database.db.select().from(sandboxRegistry).where(eq(sandboxRegistry.name, name)))[0]!
    .expiresAt;
const events = async (type: string, name: string) =>
  (
    await database.sql.query<{ n: string }>(
      `SELECT count(*)::text AS n FROM events WHERE type = $1 AND data->>'domain' = $2`,
      [type, name],
    )
  )[0]!.n;

describe("the registry's 10-year term cap", () => {
  it("refuses a renewal past 10 years from now with HTTP 200 success:false and charges nothing", async () => {
    await holds("cap-one.com");
    const { status, body } = await renew("cap-one.com", 10);
    expect(status).toBe(200);
    expect(body).toEqual({
      success: false,
      domain: "cap-one.com",
      years_renewed: 0,
      error_message:
        "Renewing cap-one.com for 10 year(s) would move its expiry to 2037-11-21, more than 10 " +
        "years from now (2036-11-21), which the registry does not allow; it can be renewed for " +
        "at most 9 year(s) now. Nothing was charged.",
    });
    expect((await findDomain(database.db, "cap-one.com", false))!.expiresAt).toEqual(EXPIRES);
    expect(await registryExpiry("cap-one.com")).toEqual(EXPIRES);
    expect(await charges("cap-one.com")).toEqual([]);
    expect(await events("domain.renewal_failed", "cap-one.com")).toBe("1");

    const upTo = await renew("cap-one.com", 9);
    expect(upTo.body).toMatchObject({ success: true, years_renewed: 9 });
    expect(upTo.body.new_expiry_date).toBe(LIMIT.toISOString());
    const more = await renew("cap-one.com", 1);
    expect(more.body).toMatchObject({ success: false, years_renewed: 0 });
    expect(more.body.error_message).toContain("it cannot be renewed further yet");
    expect(await charges("cap-one.com")).toEqual([{ years: 9, amount: "116.91" }]);
  });

  it("50 concurrent renewals stop at the cap: 9 succeed and are charged, 41 are refused", async () => {
    await holds("cap-race.com");
    const results = await Promise.all(Array.from({ length: 50 }, () => renew("cap-race.com", 1)));
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(results.filter((r) => r.body.success === true)).toHaveLength(9);
    expect(results.filter((r) => r.body.success === false)).toHaveLength(41);
    expect((await findDomain(database.db, "cap-race.com", false))!.expiresAt).toEqual(LIMIT);
    expect(await registryExpiry("cap-race.com")).toEqual(LIMIT);
    const billed = await charges("cap-race.com");
    expect(billed).toHaveLength(9);
    expect(billed.every((c) => c.years === 1 && c.amount === "12.99")).toBe(true);
    expect(await events("domain.renewed", "cap-race.com")).toBe("9");
  });

  it("our own record enforces the cap under its row lock even if a registry does not", async () => {
    await holds("cap-lenient.com");
    registryIgnoresCap = true;
    try {
      const results = await Promise.all(
        Array.from({ length: 20 }, () => renew("cap-lenient.com", 1)),
      );
      expect(results.filter((r) => r.body.success === true)).toHaveLength(9);
      expect(results.filter((r) => r.body.success === false)).toHaveLength(11);
    } finally {
      registryIgnoresCap = false;
    }
    expect((await findDomain(database.db, "cap-lenient.com", false))!.expiresAt).toEqual(LIMIT);
    expect(await charges("cap-lenient.com")).toHaveLength(9);
  });

  it("applies to a hosted session's renewal alike", async () => {
    await holds("cap-hosted.com");
    const minted = await t.request(
      "/api/v1/hosted/sessions",
      json("POST", { allowed_actions: ["renew"], external_account_id: "acct_cap" }, key()),
    );
    const { client_token } = (await minted.json()) as { client_token: string };
    const res = await t.request(
      "/api/v1/hosted/domains/cap-hosted.com/renew",
      json("POST", { years: 10 }, { authorization: `Bearer ${client_token}` }),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      success: false,
      domain: "cap-hosted.com",
      years_renewed: 0,
      error_message: expect.stringContaining("more than 10 years from now"),
    });
    expect(await charges("cap-hosted.com")).toEqual([]);
  });

  it("the sandbox registry refuses a renewal past the cap on its own", async () => {
    await holds("cap-registry.com");
    const sandbox = createSandboxProvider(database.db);
    const name = normalizeDomain("cap-registry.com");
    if (!name.ok) throw new Error("bad name");
    const refused = await sandbox.renew({
      domain: name.domain,
      years: 10,
      expiresAt: EXPIRES,
      now: NOW,
    });
    expect(refused).toMatchObject({ ok: false, code: "rejected" });
    expect(await registryExpiry("cap-registry.com")).toEqual(EXPIRES);
    const ok = await sandbox.renew({ domain: name.domain, years: 9, expiresAt: EXPIRES, now: NOW });
    expect(ok).toEqual({ ok: true, expiresAt: LIMIT });
  });
});
