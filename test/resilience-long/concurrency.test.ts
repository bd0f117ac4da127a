/**
 * Concurrent orders, purchases and DNS syncs from several organizations, each request sent
 * several times at once and retried with its Idempotency-Key: no duplicate, no lost write, no
 * cross-organization leak. On the test database (PostgreSQL when TEST_DATABASE_URL is set).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/server/db/database";
import { insertDomain } from "../../src/server/domains/domains";
import { CONTACT } from "../helpers/orders";
import { openTestDb } from "../helpers/test-db";
import { json, makeTestApp, type TestApp } from "../helpers/test-app";

type Org = Awaited<ReturnType<TestApp["org"]>>;
let database: Database;
let t: TestApp;
let orgs: Org[];

const ORGS = 3;
const PER_ORG = 6;
const COPIES = 3;

beforeAll(async () => {
  database = await openTestDb();
  t = await makeTestApp(database, {
    env: { RATE_LIMIT_PER_MINUTE: "1000000", RATE_LIMIT_BURST: "1000000" },
  });
  orgs = [];
  for (let i = 0; i < ORGS; i++) orgs.push(await t.org(`Load ${i}`));
  for (const [i, org] of orgs.entries())
    await insertDomain(database.db, {
      organizationId: org.organizationId,
      livemode: false,
      name: `load-zone-${i}.com`,
      registeredAt: new Date("2026-01-01T00:00:00Z"),
      expiresAt: new Date("2027-01-01T00:00:00Z"),
      autoRenew: true,
      privacy: true,
      nameservers: [],
    });
});
afterAll(async () => {
  await database?.close();
});

/** Sends a request until it gets something other than 409-in-flight (or a network-ish 5xx). */
async function withRetries(path: string, init: () => RequestInit) {
  for (let attempt = 0; attempt < 50; attempt++) {
    const res = await t.request(path, init());
    const body = (await res.json()) as Record<string, unknown>;
    expect(res.status, JSON.stringify(body)).toBeLessThan(500);
    const inFlight =
      res.status === 409 &&
      typeof body.detail === "string" &&
      /in flight|still being processed/i.test(body.detail);
    if (!inFlight) return { status: res.status, body };
    await new Promise((r) => setTimeout(r, 20 + Math.random() * 50));
  }
  throw new Error(`${path}: still in flight after 50 attempts`);
}

describe("concurrent writes from several organizations", () => {
  it("orders: each Idempotency-Key makes exactly one order, replays return it", async () => {
    const results = await Promise.all(
      orgs.flatMap((org, o) =>
        Array.from({ length: PER_ORG }, (_, j) => {
          const domain = `load-${o}-${j}.com`;
          const key = `order-${o}-${j}`;
          return Promise.all(
            Array.from({ length: COPIES }, () =>
              withRetries("/api/v1/registrar/order", () =>
                json(
                  "POST",
                  { domain, contact: CONTACT, payment_method: "wire" },
                  { "x-api-key": org.apiKey, "idempotency-key": key },
                ),
              ),
            ),
          ).then((copies) => ({ o, domain, copies }));
        }),
      ),
    );
    for (const { domain, copies } of results) {
      for (const c of copies) expect(c.status, JSON.stringify(c.body)).toBe(201);
      expect(new Set(copies.map((c) => c.body.order_id)).size, domain).toBe(1);
    }
    for (const [o, org] of orgs.entries()) {
      const res = await t.request("/api/v1/registrar/orders?limit=100", {
        headers: { "x-api-key": org.apiKey },
      });
      const items = ((await res.json()) as { items: { domain_name: string; order_id: string }[] })
        .items;
      const names = items.map((i) => i.domain_name).sort();
      expect(names).toEqual(Array.from({ length: PER_ORG }, (_, j) => `load-${o}-${j}.com`).sort());
      // Another organization can read none of them.
      const other = orgs[(o + 1) % ORGS]!;
      for (const item of items.slice(0, 2)) {
        const r = await t.request(`/api/v1/registrar/orders/${item.order_id}`, {
          headers: { "x-api-key": other.apiKey },
        });
        expect([403, 404]).toContain(r.status);
      }
    }
  });

  it("purchases: one registration per domain, even when two organizations race for it", async () => {
    const buy = (org: Org, domain: string, key: string) =>
      withRetries("/api/v1/registrar/purchase", () =>
        json(
          "POST",
          { domain, contact: CONTACT },
          { "x-api-key": org.apiKey, "idempotency-key": key },
        ),
      );
    const own = await Promise.all(
      orgs.flatMap((org, o) =>
        [0, 1].flatMap((j) =>
          Array.from({ length: COPIES }, () => buy(org, `buy-${o}-${j}.com`, `buy-${o}-${j}`)),
        ),
      ),
    );
    for (const r of own) expect(r.body.success, JSON.stringify(r.body)).toBe(true);
    // Everyone wants contested.com at once.
    const race = await Promise.all(orgs.map((org) => buy(org, "contested.com", "contested")));
    expect(race.filter((r) => r.body.success === true)).toHaveLength(1);

    const rows = await database.sql.query<{ name: string; n: number; orgs: number }>(
      "SELECT name, count(*)::int AS n, count(DISTINCT organization_id)::int AS orgs FROM domains GROUP BY name",
    );
    for (const r of rows) expect(r.n, r.name).toBe(1);
    for (const [o, org] of orgs.entries()) {
      const res = await t.request("/api/v1/registrar/domains?limit=100", {
        headers: { "x-api-key": org.apiKey },
      });
      const names = ((await res.json()) as { items: { domain: string }[] }).items.map(
        (d) => d.domain,
      );
      expect(names).toEqual(expect.arrayContaining([`buy-${o}-0.com`, `buy-${o}-1.com`]));
      for (const n of names) expect(n).not.toMatch(new RegExp(`^buy-(?!${o}-)`));
    }
  });

  it("DNS: concurrent syncs apply whole sets; concurrent creates lose nothing", async () => {
    const sets = (o: number) =>
      Array.from({ length: 4 }, (_, s) =>
        Array.from({ length: 3 }, (_, k) => ({
          type: "A",
          name: `h${k}`,
          content: `198.51.100.${o * 40 + s * 10 + k + 1}`,
        })),
      );
    await Promise.all(
      orgs.flatMap((org, o) =>
        sets(o).map((records) =>
          withRetries(`/api/v1/registrar/dns/load-zone-${o}.com/records/sync`, () =>
            json("POST", { records }, { "x-api-key": org.apiKey }),
          ).then((r) => expect(r.status, JSON.stringify(r.body)).toBe(200)),
        ),
      ),
    );
    // Concurrent creates of distinct TXT records.
    await Promise.all(
      orgs.flatMap((org, o) =>
        Array.from({ length: 8 }, (_, k) =>
          withRetries(`/api/v1/registrar/dns/load-zone-${o}.com/records`, () =>
            json(
              "POST",
              { type: "TXT", name: `t${k}`, content: `v${k}` },
              { "x-api-key": org.apiKey },
            ),
          ).then((r) => expect(r.status, JSON.stringify(r.body)).toBe(201)),
        ),
      ),
    );
    for (const [o, org] of orgs.entries()) {
      const res = await t.request(`/api/v1/registrar/dns/load-zone-${o}.com/records`, {
        headers: { "x-api-key": org.apiKey },
      });
      const body = (await res.json()) as
        | { items: { type: string; name: string; content: string }[] }
        | { type: string; name: string; content: string }[];
      const list = Array.isArray(body) ? body : body.items;
      const short = (n: string) => n.replace(new RegExp(`\\.?load-zone-${o}\\.com\\.?$`), "");
      const a = list
        .filter((r) => r.type === "A")
        .map((r) => `${short(r.name)} ${r.content}`)
        .sort();
      const candidates = sets(o).map((set) => set.map((r) => `${r.name} ${r.content}`).sort());
      expect(candidates).toContainEqual(a);
      const txt = list.filter((r) => r.type === "TXT").map((r) => short(r.name));
      expect(txt.sort()).toEqual(Array.from({ length: 8 }, (_, k) => `t${k}`).sort());
      // The other organizations' zone is not reachable with this key.
      const other = await t.request(
        `/api/v1/registrar/dns/load-zone-${(o + 1) % ORGS}.com/records`,
        { headers: { "x-api-key": org.apiKey } },
      );
      expect([403, 404]).toContain(other.status);
    }
  });
});
