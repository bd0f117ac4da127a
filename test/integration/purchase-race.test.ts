import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/server/db/database";
import { CONTACT } from "../helpers/orders";
import { json, makeTestApp, type TestApp } from "../helpers/test-app";
import { openTestDb } from "../helpers/test-db";

let database: Database;
let t: TestApp;
let org: Awaited<ReturnType<TestApp["org"]>>;

beforeAll(async () => {
  database = await openTestDb();
  t = await makeTestApp(database);
  org = await t.org("Racing Buyer");
});
afterAll(async () => {
  await database.close();
});

const purchase = async (domain: string) => {
  const res = await t.request(
    "/api/v1/registrar/purchase",
    json("POST", { domain, contact: CONTACT }, { "x-api-key": org.apiKey }),
  );
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

describe("racing purchases of one domain by one organization", () => {
  // The same answers on PGlite and PostgreSQL: one purchase registers the name, every other
  // one is the spec's action failure (HTTP 200, success false), whichever moment it lost at.
  it.each([2, 10])("%i at once: one succeeds, the others are 200 success:false", async (n) => {
    const domain = `race-${n}.com`;
    const results = await Promise.all(Array.from({ length: n }, () => purchase(domain)));
    expect(results.map((r) => r.status)).toEqual(Array(n).fill(200));
    const won = results.filter((r) => r.body.success === true);
    const lost = results.filter((r) => r.body.success === false);
    expect(won).toHaveLength(1);
    expect(won[0]!.body).toMatchObject({ domain, status: "completed", price: "10.99" });
    expect(lost).toHaveLength(n - 1);
    for (const r of lost) {
      expect(r.body).toMatchObject({ success: false, domain });
      expect(r.body.error_message).toMatch(
        /already in progress|not available: it is already registered|registered by someone else/,
      );
    }
    const domains = await database.sql.query<{ n: string }>(
      "SELECT count(*)::text AS n FROM domains WHERE name = $1",
      [domain],
    );
    expect(domains[0]!.n).toBe("1");
    const completed = await database.sql.query<{ n: string }>(
      "SELECT count(*)::text AS n FROM orders WHERE domain_name = $1 AND status = 'completed'",
      [domain],
    );
    expect(completed[0]!.n).toBe("1");
  });
});
